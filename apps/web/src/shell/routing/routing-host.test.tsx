import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { alertStore } from '../alerts/alert.store.ts';
import { NO_ROUTES_ALERT, planRouting } from './route-rules.ts';
import { ROUTING_UPDATE_EVENT, requestRoutingUpdate } from './routing-events.ts';
import { RoutingHost } from './routing-host.tsx';

/** A router that starts at `path`, in place of the browser's. */
const at =
  (path: string) =>
  ({ children }: { children?: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
const memoryRouter = at('/apps');

/** Stroke care's plan with these routes. */
const stroke = (routes: { path: string; name: string; component: string }[]) =>
  planRouting({
    kind: 'application',
    application: { nome: 'Stroke' },
    routes: routes.map((route) => ({ ...route, subRoutes: [] })),
  });

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
        stroke([{ path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti' }]),
      );
    renderWithShell(<RoutingHost loadPlan={loadPlan} Router={memoryRouter} />, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le tue applicazioni' })).toBeInTheDocument();
    await act(async () => requestRoutingUpdate({ navigateTo: 'first-route' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    expect(loadPlan).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('shows the new plan at once when a rebuild stays on its address (another application opened by a link)', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const loadPlan = vi
      .fn()
      .mockResolvedValueOnce(stroke([{ path: '/stroke/medici', name: 'Medici', component: 'StrokeMedici' }]))
      .mockResolvedValueOnce(
        stroke([{ path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti' }]),
      );
    // The router is on the address a link led to when the new table arrives.
    renderWithShell(<RoutingHost loadPlan={loadPlan} Router={at('/stroke/pazienti')} />, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
    await act(async () => requestRoutingUpdate());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
  });

  it('plans a rebuild that goes to a page for that page, not for the address being left', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const loadPlan = vi.fn(async () => planRouting({ kind: 'no-application' }));
    renderWithShell(<RoutingHost loadPlan={loadPlan} Router={memoryRouter} />, signedIn);
    await waitFor(() => expect(loadPlan).toHaveBeenCalledTimes(1));
    expect(loadPlan).toHaveBeenLastCalledWith(undefined);
    await act(async () => requestRoutingUpdate({ navigateTo: '/calendario/prenotazioni' }));
    await waitFor(() => expect(loadPlan).toHaveBeenCalledTimes(2));
    expect(loadPlan).toHaveBeenLastCalledWith('/calendario/prenotazioni');
    await act(async () => requestRoutingUpdate({ navigateTo: 'first-route' }));
    await waitFor(() => expect(loadPlan).toHaveBeenCalledTimes(3));
    expect(loadPlan).toHaveBeenLastCalledWith(undefined);
  });

  it('raises the no-routes alert when the application has none', async () => {
    alertStore.clear();
    const loadPlan = vi.fn(async () =>
      planRouting({ kind: 'application', application: { nome: 'X' }, routes: [] }),
    );
    renderWithShell(<RoutingHost loadPlan={loadPlan} Router={memoryRouter} />, signedIn);
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
        stroke([{ path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti' }]),
      );
    renderWithShell(<RoutingHost loadPlan={loadPlan} Router={memoryRouter} />, signedIn);
    expect(await screen.findByText(NO_ROUTES_ALERT)).toBeInTheDocument();
    await act(async () => requestRoutingUpdate({ navigateTo: 'first-route' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    expect(screen.queryByText(NO_ROUTES_ALERT)).not.toBeInTheDocument();
    alertStore.clear();
  });
});
