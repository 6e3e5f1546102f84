import { type AppManifest, isScreenComponent, manifests } from '@halo/contract';
import { loadApplicationTexts } from '../../i18n/i18n.ts';
import type { ScreenLoader } from '../../lib/screens.ts';

/**
 * The only code a server-returned route can reach (STYLE.md §2): the screens the applications bundle, each
 * `apps/<name>/<name>.screens.ts` listing those of its manifest. The shell finds them by that convention and names
 * no application; a test checks they cover the manifests' screens exactly. Each loads with its application's
 * texts: the screen's chunk and the texts in the current language, side by side.
 *
 * An application's list of screens is a chunk of its own, loaded with its first screen: the first download carries
 * the manifests (which screen belongs to which application), not every application's table of lazy imports
 * (docs/adr/0035-first-page.md).
 */
export type ScreenTable = Readonly<Record<string, ScreenLoader>>;

/** Each application's table of screens, by the application's name (its folder, the manifest's `name`). */
export const screenTables: Readonly<Record<string, () => Promise<ScreenTable>>> = Object.fromEntries(
  Object.entries(import.meta.glob<ScreenTable>('../../apps/*/*.screens.ts', { import: 'screens' })).map(
    ([file, load]) => [file.split('/')[3] ?? '', load],
  ),
);

interface Owner {
  application: string;
  /** A layout or built-in page of the manifest, which only the shell's static routes name. */
  page: boolean;
}

/** The application each screen, layout and page belongs to, from the manifests. */
const owners = new Map<string, Owner>(
  (manifests as readonly AppManifest[]).flatMap((manifest) => [
    ...manifest.screens.map((name) => [name, { application: manifest.name, page: false }] as const),
    ...(manifest.layout ? [manifest.layout.component] : []).map(
      (name) => [name, { application: manifest.name, page: true }] as const,
    ),
    ...(manifest.pages ?? []).map(
      (page) => [page.component, { application: manifest.name, page: true }] as const,
    ),
  ]),
);

const loading = new Map<string, Promise<ScreenTable>>();

/** An application's table of screens, loaded once (again after a failure, for the retry the error page offers). */
function tableOf(application: string): Promise<ScreenTable> {
  let table = loading.get(application);
  if (!table) {
    const load = screenTables[application];
    table = load ? load() : Promise.reject(new Error(`Schermate non disponibili: ${application}`));
    table.catch(() => loading.delete(application));
    loading.set(application, table);
  }
  return table;
}

function loaderOf(name: string, page: boolean): ScreenLoader | null {
  const owner = owners.get(name);
  if (!owner || owner.page !== page || !screenTables[owner.application]) return null;
  const { application } = owner;
  const screen = async () => {
    const load = (await tableOf(application))[name];
    if (!load) throw new Error(`Schermata non disponibile: ${name}`);
    return load();
  };
  return () => Promise.all([screen(), loadApplicationTexts(application)]).then(([loaded]) => loaded);
}

/** The loader of a screen name, or null for a name the SPA does not bundle (shown as the 404 page). */
export function resolveScreen(name: string): ScreenLoader | null {
  return isScreenComponent(name) ? loaderOf(name, false) : null;
}

/** The loader of a layout or built-in page a manifest names: never reachable by a route the server returns. */
export function resolvePage(name: string): ScreenLoader | null {
  return loaderOf(name, true);
}
