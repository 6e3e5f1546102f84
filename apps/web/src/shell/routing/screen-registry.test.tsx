import { type AppManifest, manifests, screenComponents } from '@halo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenLoader } from '../../lib/screens.ts';
import { AuthProvider } from '../auth/auth-context.tsx';
import { createSessionStore } from '../auth/session.store.ts';
import { resolvePage, resolveScreen, screenTables } from './screen-registry.ts';
import { ScreenRoute } from './screen-route.tsx';

function renderScreen(name: string) {
  const auth = {
    store: createSessionStore({ storage: null, writeCookies: () => {} }),
    signIn: vi.fn(),
    signOut: vi.fn(),
    chooseApplication: vi.fn(),
    extendSession: vi.fn(),
    idlePolicy: null,
  };
  const router = createMemoryRouter([{ path: '*', element: <ScreenRoute name={name} /> }]);
  // Screens read their data through the query client; nothing answers here, only what renders first is checked.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <AuthProvider auth={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('screen registry (STYLE.md §2)', () => {
  const pages = (manifests as readonly AppManifest[]).flatMap((manifest) => [
    ...(manifest.layout ? [manifest.layout.component] : []),
    ...(manifest.pages ?? []).map((page) => page.component),
  ]);

  it('has a module for every screen, layout and page of the manifests, and nothing else', async () => {
    const withScreens = (manifests as readonly AppManifest[]).filter(
      (manifest) => manifest.screens.length > 0 || manifest.layout || manifest.pages?.length,
    );
    expect(Object.keys(screenTables).sort()).toEqual(withScreens.map((manifest) => manifest.name).sort());
    const tables = await Promise.all(Object.values(screenTables).map((load) => load()));
    expect(tables.flatMap((table) => Object.keys(table)).sort()).toEqual(
      [...screenComponents, ...pages].sort(),
    );
    expect(pages).toEqual(
      expect.arrayContaining([
        'ProsaLayout',
        'HealthenvLayout',
        'StrokeCallbackMedico',
        'RegionalComunePicker',
      ]),
    );
  });

  it('never lets a route the server returns name a layout or a built-in page', () => {
    expect(resolveScreen('ProsaLayout')).toBeNull();
    expect(resolveScreen('StrokeCallbackMedico')).toBeNull();
    expect(resolvePage('ProsaLayout')).toBeTypeOf('function');
    expect(resolvePage('StrokeMedici')).toBeNull();
  });

  it('resolves nothing for a name outside the contract, prototype keys included', () => {
    expect(resolveScreen('RemoteScreenFromServer')).toBeNull();
    expect(resolveScreen('toString')).toBeNull();
    expect(resolveScreen('__proto__')).toBeNull();
    expect(resolveScreen('StrokeMedici')).toBeTypeOf('function');
  });

  it('shows the 404 page for an unknown component name', async () => {
    renderScreen('../../evil/Module');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('loads a known screen lazily and shows its Italian title', async () => {
    renderScreen('StrokeMedici');
    expect(await screen.findByRole('heading', { level: 1, name: 'Medici' })).toBeInTheDocument();
  });

  it('loads a component for every registered screen name', async () => {
    for (const name of screenComponents) {
      const loader = resolveScreen(name);
      expect(loader, name).not.toBeNull();
      const Screen = await loader?.();
      expect(Screen, name).toBeTypeOf('function');
    }
  });

  it("shows an Italian error page with 'Riprova' when a chunk fails, and retries", async () => {
    // The application's table is one object, whichever loader reads it: the screen's entry fails once.
    const table = (await screenTables.healthenv?.()) as Record<string, ScreenLoader>;
    const original = table.HealthenvPostazioni as ScreenLoader;
    let calls = 0;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // React reports the caught render error to window; keep the test output readable.
    const silence = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', silence);
    table.HealthenvPostazioni = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/healthenv.js'))
        : original();
    };
    try {
      renderScreen('HealthenvPostazioni');
      expect(
        await screen.findByRole('heading', { name: 'Impossibile caricare la pagina' }),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Postazioni di monitoraggio' }),
      ).toBeInTheDocument();
      expect(calls).toBe(2);
    } finally {
      table.HealthenvPostazioni = original;
      error.mockRestore();
      window.removeEventListener('error', silence);
    }
  });

  it("loads an application's table of screens again after it failed to arrive", async () => {
    // A module of its own: its cache of tables starts empty.
    vi.resetModules();
    const fresh = await import('./screen-registry.ts');
    const tables = fresh.screenTables as Record<string, () => Promise<Record<string, ScreenLoader>>>;
    const original = tables.regional as () => Promise<Record<string, ScreenLoader>>;
    let calls = 0;
    tables.regional = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : original();
    };
    const loader = fresh.resolveScreen('RegionalRegioni');
    await expect(loader?.()).rejects.toThrow('Failed to fetch');
    await expect(loader?.()).resolves.toBeTypeOf('function');
    await expect(fresh.resolveScreen('RegionalAsl')?.()).resolves.toBeTypeOf('function');
    expect(calls).toBe(2);
  });
});
