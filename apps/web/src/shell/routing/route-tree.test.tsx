import type { AppRoute } from '@halo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { planRouting, type RoutingPlan } from './route-rules.ts';
import { buildRouteTree } from './route-tree.tsx';

const strokeRoutes: AppRoute[] = [
  {
    path: '/stroke/medici',
    name: 'Medici',
    component: 'StrokeMedici',
    subRoutes: [{ pathBase: 'inviti', name: 'Inviti', component: 'StrokeInviti' }],
  },
  { path: '/stroke/pazienti', name: 'Pazienti', component: 'StrokePazienti', subRoutes: [] },
  { path: '/stroke/remoto', name: 'Remoto', component: 'http://evil.example/remote.js', subRoutes: [] },
];

function renderAt(path: string, plan: RoutingPlan, session = {}) {
  const router = createMemoryRouter(buildRouteTree(plan), { initialEntries: [path] });
  const rendered = renderWithShell(<RouterProvider router={router} />, session);
  return { ...rendered, router };
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('route tree for an unauthenticated visitor', () => {
  const plan = planRouting({ kind: 'anonymous' });

  it('redirects an unknown path to the first built-in public route', async () => {
    const { router } = renderAt('/una/pagina/qualsiasi', plan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prosa');
  });

  it("shows the public Pro.Sa. home with an 'Accedi' button that starts the login", async () => {
    const { auth } = renderAt('/prosa', plan);
    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section') as HTMLElement;
    await userEvent.click(within(hero).getByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/apps');
  });

  it('sends the visitor of an authenticated route to login, remembering it', async () => {
    const { auth } = renderAt('/apps?x=1', plan);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/apps?x=1'));
    expect(screen.getByText('Reindirizzamento alla pagina di accesso...')).toBeInTheDocument();
  });

  it('keeps the public error pages public', async () => {
    renderAt('/serverproblems', plan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Server non disponibile o in manutenzione.' }),
    ).toBeInTheDocument();
  });
});

describe('route tree of an application', () => {
  const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: strokeRoutes });

  it('renders a returned route with its screen', async () => {
    renderAt('/stroke/pazienti', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
  });

  it('renders a sub-route at parent path + pathBase', async () => {
    renderAt('/stroke/medici/inviti', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inviti' })).toBeInTheDocument();
  });

  it('redirects an unknown path to the first returned route', async () => {
    const { router } = renderAt('/non/esiste', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stroke/medici');
  });

  it('shows the 404 page for a route whose component is not a bundled screen', async () => {
    renderAt('/stroke/remoto', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('sends a visitor whose session is gone from a returned route to login', async () => {
    const { auth } = renderAt('/stroke/pazienti', plan);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/stroke/pazienti'));
  });

  it('lists the returned top-level routes in the header navigation', async () => {
    renderAt('/stroke/medici', plan, signedIn);
    // Collapsed below the lg breakpoint (no CSS here), so the links are in the tree but hidden.
    const nav = await screen.findByRole('navigation', { name: 'Navigazione principale', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(['Medici', 'Pazienti', 'Remoto']);
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = renderAt('/stroke/medici', plan, signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Medici' });
    scrollTo.mockClear();
    await act(() => router.navigate('/stroke/pazienti'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("offers skip links, the user's name and role, and 'Esci'", async () => {
    const { auth } = renderAt('/stroke/medici', plan, signedIn);
    expect(screen.getByRole('link', { name: 'Vai al contenuto principale' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
    await userEvent.click(screen.getByRole('button', { name: 'Menu utente: Mario Rossi' }));
    expect(screen.getByText('Ruolo: medico')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it('shows the current application in the header', async () => {
    renderAt('/stroke/medici', plan, signedIn);
    expect(await screen.findByRole('link', { name: 'Applicazione: Stroke' })).toHaveAttribute(
      'href',
      '/apps',
    );
  });
});

describe('route returned at a built-in public home path', () => {
  const plan = planRouting({
    kind: 'application',
    application: { nome: 'Prosa' },
    routes: [
      {
        path: '/prosa',
        name: 'Portale',
        component: 'ProsaHome',
        subRoutes: [{ pathBase: 'campagne', name: 'Campagne', component: 'ProsaCampagne' }],
      },
    ],
  });

  it('keeps the built-in public home open to visitors without a session', async () => {
    const { auth } = renderAt('/prosa', plan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pro.Sa. - Portale della prevenzione' }),
    ).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('puts its sub-routes under the public home, each behind login', async () => {
    const { auth } = renderAt('/prosa/campagne', plan);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/prosa/campagne'));
  });

  it('renders a sub-route for a signed-in user', async () => {
    renderAt('/prosa/campagne', plan, { ...signedIn, appName: 'Prosa' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campagne di prevenzione' }),
    ).toBeInTheDocument();
  });
});

describe('route tree with no returned routes or no route data', () => {
  it('redirects to the home when the application has no routes', async () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: [] });
    const { router } = renderAt('/stroke/medici', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Halo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects unknown paths to /serverproblems when the routes could not be fetched', async () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: null });
    const { router } = renderAt('/stroke/medici', plan, signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Server non disponibile o in manutenzione.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/serverproblems');
  });
});

describe('landmarks', () => {
  it('puts the header in a banner and the page in main, so the two Accedi buttons can be told apart', async () => {
    const { auth } = renderAt('/prosa', planRouting({ kind: 'anonymous' }));
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Accedi' }));
    expect(auth.signIn).toHaveBeenCalledWith('/prosa');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });
});
