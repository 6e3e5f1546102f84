import { act, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { alertStore } from '../alerts/alert.store.ts';
import { NO_ROUTES_ALERT, planRouting } from './route-rules.ts';
import { ROUTING_UPDATE_EVENT, requestRoutingUpdate } from './routing-events.ts';
import { RoutingHost } from './routing-host.tsx';

const memoryRouter = (routes: RouteObject[]) =>
  createMemoryRouter(routes, { initialEntries: ['/apps'] }) as unknown as ReturnType<
    typeof import('react-router').createBrowserRouter
  >;

describe("rebuilding the routing on 'update routing' (SPEC.md §2)", () => {
  it('dispatches the event under its spec name', () => {
    const listener = vi.fn();
    window.addEventListener('update routing', listener);
    requestRoutingUpdate();
    window.removeEventListener('update routing', listener);
    expect(ROUTING_UPDATE_EVENT).toBe('update routing');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("rebuilds with the new plan and opens the application's first route", async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    // The chooser asks for the user's applications: none needed here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200 })),
    );
    const loadPlan = vi
      .fn()
      .mockResolvedValueOnce(planRouting({ kind: 'no-application' }))
      .mockResolvedValueOnce(
        planRouting({
          kind: 'application',
          application: { nome: 'Stroke' },
          routes: [
            { path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti', subRoutes: [] },
          ],
        }),
      );
    renderWithShell(<RoutingHost loadPlan={loadPlan} createRouter={memoryRouter} />, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le tue applicazioni' })).toBeInTheDocument();
    await act(async () => requestRoutingUpdate({ navigateTo: 'first-route' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    expect(loadPlan).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('raises the no-routes alert when the application has none', async () => {
    alertStore.clear();
    const loadPlan = vi.fn(async () =>
      planRouting({ kind: 'application', application: { nome: 'X' }, routes: [] }),
    );
    renderWithShell(<RoutingHost loadPlan={loadPlan} createRouter={memoryRouter} />, signedIn);
    expect(await screen.findByText(NO_ROUTES_ALERT)).toBeInTheDocument();
    alertStore.clear();
  });

  it('dismisses the no-routes alert when the routing is rebuilt for another application', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    alertStore.clear();
    const loadPlan = vi
      .fn()
      .mockResolvedValueOnce(
        planRouting({ kind: 'application', application: { nome: 'Telemedicina' }, routes: [] }),
      )
      .mockResolvedValueOnce(
        planRouting({
          kind: 'application',
          application: { nome: 'Stroke' },
          routes: [
            { path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti', subRoutes: [] },
          ],
        }),
      );
    renderWithShell(<RoutingHost loadPlan={loadPlan} createRouter={memoryRouter} />, signedIn);
    expect(await screen.findByText(NO_ROUTES_ALERT)).toBeInTheDocument();
    await act(async () => requestRoutingUpdate({ navigateTo: 'first-route' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ROUTES_ALERT)).not.toBeInTheDocument();
    alertStore.clear();
  });
});
