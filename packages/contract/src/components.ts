import type { AppManifest } from './manifest.ts';
import { manifests, type ScreenComponent } from './manifests.ts';

/**
 * Screen names a route's `component` may name, from the manifests. The SPA maps each onto its own lazy component
 * registry (STYLE.md §2); the server's routing data may only name these. An unknown name shows the 404 page.
 */
export const screenComponents: readonly ScreenComponent[] = (manifests as readonly AppManifest[]).flatMap(
  (manifest) => manifest.screens as readonly ScreenComponent[],
);

export function isScreenComponent(name: string): name is ScreenComponent {
  return (screenComponents as readonly string[]).includes(name);
}
