import { type AppManifest, isScreenComponent, manifests, type ScreenComponent } from '@halo/contract';
import { loadApplicationTexts } from '../../i18n/i18n.ts';
import type { ScreenLoader } from '../../lib/screens.ts';

/**
 * The only code a server-returned route can reach (STYLE.md §2): the screens the applications bundle, each
 * `apps/<name>/<name>.screens.ts` listing those of its manifest. The shell finds them by that convention and names
 * no application; a test checks they cover the manifests' screens exactly. Each loads with its application's
 * texts: the screen's chunk and the texts in the current language, side by side.
 */
export const screenRegistry = Object.assign(
  {},
  ...Object.entries(
    import.meta.glob<Record<string, ScreenLoader>>('../../apps/*/*.screens.ts', {
      eager: true,
      import: 'screens',
    }),
  ).map(([file, screens]) => {
    const application = file.split('/')[3] ?? '';
    return Object.fromEntries(
      Object.entries(screens).map(([name, load]) => [
        name,
        () => Promise.all([load(), loadApplicationTexts(application)]).then(([screen]) => screen),
      ]),
    );
  }),
) as Record<ScreenComponent, ScreenLoader>;

/** The loader of a screen name, or null for a name the SPA does not bundle (shown as the 404 page). */
export function resolveScreen(name: string): ScreenLoader | null {
  return isScreenComponent(name) ? (screenRegistry[name] ?? null) : null;
}

/** The manifests' layouts and built-in pages: bundled too, but never reachable by a route the server returns. */
const pageNames = new Set<string>(
  (manifests as readonly AppManifest[]).flatMap((manifest) => [
    ...(manifest.layout ? [manifest.layout.component] : []),
    ...(manifest.pages ?? []).map((page) => page.component),
  ]),
);

/** The loader of a layout or built-in page a manifest names. */
export function resolvePage(name: string): ScreenLoader | null {
  return pageNames.has(name) ? ((screenRegistry as Record<string, ScreenLoader>)[name] ?? null) : null;
}
