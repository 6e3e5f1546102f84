import type { ComponentType } from 'react';

/** Loads a screen's chunk and answers its component. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * An application's lazy screens (`apps/<name>/<name>.screens.ts`), one per name its manifest lists: `satisfies`
 * makes a listed name without a module, or a module the manifest does not list, a compile error.
 */
export type ScreenRegistry<S extends string> = Record<S, ScreenLoader>;
