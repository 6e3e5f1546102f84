import type { AppRoute, PublicRoute } from '@halo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApplication } from '../../test/applications.ts';
import { renderWithShell, signedIn } from '../../test/render-shell.tsx';
import { planRouting, type RoutingPlan } from './route-rules.ts';
import { buildRouteTree, screensAt } from './route-tree.tsx';
import { ROUTING_UPDATE_EVENT } from './routing-events.ts';

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

  it("sends a bookmark of an application's page to login, not to the public home", async () => {
    const withKnown = planRouting({
      kind: 'anonymous',
      known: [{ ...(strokeRoutes[1] as AppRoute), idApp: 4, isPublic: false }],
    });
    const { auth, router } = renderAt('/stroke/pazienti', withKnown);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/stroke/pazienti'));
    expect(router.state.location.pathname).toBe('/stroke/pazienti');
  });

  it('opens a public returned route without a session', async () => {
    const withKnown = planRouting({
      kind: 'anonymous',
      known: [{ ...(strokeRoutes[1] as AppRoute), idApp: 4, isPublic: true }],
    });
    const { auth } = renderAt('/stroke/pazienti', withKnown);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pazienti' })).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
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

  describe('with a menu', () => {
    const withMenu: RoutingPlan = {
      ...plan,
      menu: [
        {
          id: 1,
          label: 'Clinica',
          icon: 'it-folder',
          path: null,
          children: [
            { id: 2, label: 'I medici', icon: null, path: '/stroke/medici' },
            { id: 3, label: 'Fuori rotta', icon: null, path: '/stroke/sconosciuta' },
            { id: 4, label: 'I pazienti', icon: null, path: '/stroke/pazienti' },
          ],
        },
        { id: 5, label: 'Inviti dei medici', icon: null, path: '/stroke/medici/inviti', children: [] },
        { id: 6, label: 'Solo titolo', icon: null, path: null, children: [] },
      ],
    };

    async function navigation() {
      renderAt('/stroke/pazienti', withMenu, signedIn);
      return screen.findByRole('navigation', { name: 'Navigazione principale', hidden: true });
    }

    it('shows the menu labels, parents as groups, and leaves out paths the router does not know', async () => {
      const nav = await navigation();
      const group = within(nav).getByRole('button', { name: 'Clinica', hidden: true });
      expect(group).toHaveAttribute('aria-expanded', 'false');
      expect(group).toHaveClass('active');
      expect(
        within(nav)
          .getAllByRole('link', { hidden: true })
          .map((a) => a.textContent),
      ).toEqual(['I medici', 'I pazienti', 'Inviti dei medici']);
      expect(within(nav).queryByText('Solo titolo')).toBeNull();
    });

    it('opens a group, moves with the arrows, closes with Escape on its button', async () => {
      const nav = await navigation();
      const group = within(nav).getByRole('button', { name: 'Clinica', hidden: true });
      await userEvent.click(group);
      expect(group).toHaveAttribute('aria-expanded', 'true');
      const list = document.getElementById(group.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(list).toHaveClass('show');
      await userEvent.keyboard('{ArrowDown}');
      expect(within(list).getByRole('link', { name: 'I medici', hidden: true })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(within(list).getByRole('link', { name: 'I pazienti', hidden: true })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(within(list).getByRole('link', { name: 'I medici', hidden: true })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(group).toHaveAttribute('aria-expanded', 'false');
      expect(group).toHaveFocus();
    });

    it('closes the group when one of its links is followed or the user clicks elsewhere', async () => {
      const nav = await navigation();
      const group = within(nav).getByRole('button', { name: 'Clinica', hidden: true });
      await userEvent.click(group);
      await userEvent.click(within(nav).getByRole('link', { name: 'I medici', hidden: true }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
      expect(group).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(group);
      await userEvent.click(screen.getByRole('heading', { level: 1, name: 'Medici' }));
      expect(group).toHaveAttribute('aria-expanded', 'false');
    });
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

  it('closes the user menu with Escape from one of its links and gives focus back to its button', async () => {
    renderAt('/stroke/medici', plan, signedIn);
    const toggle = await screen.findByRole('button', { name: 'Menu utente: Mario Rossi' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{ArrowDown}');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Le mie applicazioni' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('switches the shell to English from the language menu, and back', async () => {
    renderAt('/stroke/medici', plan, signedIn);
    const toggle = await screen.findByRole('button', { name: 'ITA, lingua: Italiano' });
    // WCAG 2.5.3 (label in name): the name starts with what the button shows. axe cannot tell (it passes
    // "Lingua: Italiano" for a button reading ITA), so this test does.
    expect(toggle.textContent).toBe('ITA');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'ENG, language: English' })).toHaveFocus();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'Application: Stroke care' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu: Mario Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.queryByText('Le mie applicazioni')).toBeNull();
    // The route names the platform seeded follow the language too.
    const navigation = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(within(navigation).getByRole('link', { name: 'Patients', hidden: true })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Pazienti', hidden: true })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'ENG, language: English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Italiano' }));
    expect(await screen.findByRole('link', { name: "Applicazione: Cura dell'ictus" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it("shows the current application's title in the header", async () => {
    renderAt('/stroke/medici', plan, signedIn);
    expect(await screen.findByRole('link', { name: "Applicazione: Cura dell'ictus" })).toHaveAttribute(
      'href',
      '/apps',
    );
  });
});

describe('an address of another application (docs/adr/0030)', () => {
  // Pro.Sa. (2) has a public home.
  const app = (id: number, nome: string) => testApplication(id, nome, { hasHomePublic: id === 2 });
  const known: PublicRoute[] = [
    ...strokeRoutes.map((route) => ({ ...route, idApp: 4, isPublic: false })),
    {
      path: '/stroke/segreta',
      name: 'Segreta',
      component: 'StrokeMedici',
      subRoutes: [],
      idApp: 4,
      isPublic: false,
    },
    { path: '/prosa', name: 'Prosa', component: 'ProsaHome', subRoutes: [], idApp: 2, isPublic: true },
    {
      path: '/prosa/attivita',
      name: 'Attività',
      component: 'ProsaAttivita',
      subRoutes: [],
      idApp: 2,
      isPublic: false,
    },
    {
      path: '/admin/utenti',
      name: 'Utenti',
      component: 'AdminUtenti',
      subRoutes: [],
      idApp: 1,
      isPublic: false,
    },
  ];
  const plan: RoutingPlan = {
    ...planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: strokeRoutes }),
    applications: { known, granted: [app(4, 'Stroke'), app(2, 'Prosa')], current: 4 },
  };

  function routingUpdates() {
    const updates = vi.fn();
    window.addEventListener(ROUTING_UPDATE_EVENT, updates);
    return updates;
  }

  it("rebuilds the routing for the other application, showing neither application's page meanwhile", async () => {
    const updates = routingUpdates();
    const { router } = renderAt('/prosa/attivita', plan, signedIn);
    await waitFor(() => expect(updates).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/prosa/attivita');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Caricamento della pagina',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    window.removeEventListener(ROUTING_UPDATE_EVENT, updates);
  });

  it('switches on a link followed inside the page, not only on a loaded address', async () => {
    const updates = routingUpdates();
    const { router } = renderAt('/stroke/medici', plan, signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Medici' });
    expect(updates).not.toHaveBeenCalled();
    await act(() => router.navigate('/prosa'));
    await waitFor(() => expect(updates).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 1, name: /Pro\.Sa\./ })).toBeNull();
    window.removeEventListener(ROUTING_UPDATE_EVENT, updates);
  });

  it('says so, in place, for an application the user may not open', async () => {
    const updates = routingUpdates();
    const { router } = renderAt('/admin/utenti', plan, signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accesso non autorizzato' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/utenti');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Le mie applicazioni' }),
    ).toHaveAttribute('href', '/apps');
    expect(updates).not.toHaveBeenCalled();
    window.removeEventListener(ROUTING_UPDATE_EVENT, updates);
  });

  it("says so for a page of the user's application that their role may not open", async () => {
    renderAt('/stroke/segreta', plan, signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accesso non autorizzato' }),
    ).toBeInTheDocument();
  });

  it("still sends a path of no application to the application's first page", async () => {
    const { router } = renderAt('/non/esiste', plan, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stroke/medici');
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

describe('screens loaded before their route renders', () => {
  const names = (plan: RoutingPlan, path: string, signedIn: boolean) =>
    screensAt(buildRouteTree(plan), path, signedIn).map((s) => s.name);

  it("names a public layout and its home together, for a visitor too; a guarded page's only when signed in", () => {
    const plan = planRouting({ kind: 'anonymous' });
    expect(names(plan, '/prosa', false)).toEqual(['ProsaLayout', 'ProsaHome']);
    expect(names(plan, '/', false)).toEqual([]);
    expect(names(plan, '/', true)).toEqual(['PlatformHome']);
  });

  it("names a returned route's screen under the application's layout", () => {
    const plan = planRouting({ kind: 'application', application: { nome: 'Stroke' }, routes: strokeRoutes });
    expect(names(plan, '/stroke/medici/inviti', true)).toContain('StrokeInviti');
    expect(names(plan, '/stroke/medici/inviti', false)).not.toContain('StrokeInviti');
  });

  it('names nothing under a guarded layout for a visitor: its home and pages are guarded by it', () => {
    const plan = planRouting({
      kind: 'application',
      application: { nome: 'Ambiente e salute' },
      routes: [
        {
          path: '/healthenv/postazioni',
          name: 'Postazioni',
          component: 'HealthenvPostazioni',
          subRoutes: [],
        },
      ],
    });
    expect(names(plan, '/healthenv', true)).toEqual(['HealthenvLayout', 'HealthenvHome']);
    expect(names(plan, '/healthenv', false)).toEqual([]);
    expect(names(plan, '/healthenv/postazioni', true)).toEqual(['HealthenvLayout', 'HealthenvPostazioni']);
    expect(names(plan, '/healthenv/postazioni', false)).toEqual([]);
  });
});
