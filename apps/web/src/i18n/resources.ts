import { manifests } from '@halo/contract';
import itShell from './locales/it/shell.ts';
import itUi from './locales/it/ui.ts';

/**
 * The namespaces of the applications. Each application declares its own in `apps/<name>/<name>.i18n.ts`
 * (declaration merging), so adding an application edits nothing here and its keys are still typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the applications' declaration merging.
export interface AppNamespaces {}

/** One language of an application's texts: a chunk whose exports are its namespaces. */
export type TextsLoader = () => Promise<Record<string, object>>;

/** What an application's `<name>.i18n.ts` exports as `translations`: how to load its namespaces in each language. */
export interface AppTranslations {
  it: TextsLoader;
  en: TextsLoader;
}

export type Namespaces = { shell: typeof itShell; ui: typeof itUi } & AppNamespaces;

/**
 * The texts bundled with the shell, in Italian, the default: its own (header, chooser, error pages) and the shared
 * code's (lib/ui, lib/territory). In English they are a chunk loaded when English is chosen, and an application's
 * texts load with it (docs/adr/0035-first-page.md): a citizen on Pro.Sa.'s home downloads none of the
 * administration's or stroke care's, nor the English of what they read in Italian.
 */
export const resources = {
  it: { shell: itShell, ui: itUi },
};

/** The shell's texts in the languages not bundled. */
const shellTranslations: Readonly<Record<string, TextsLoader>> = {
  en: () => import('./locales/en/index.ts'),
};
const shellNamespaces = new Set(Object.keys(resources.it));

/** Every `apps/<name>/<name>.i18n.ts`, by the application's name (its folder, the manifest's `name`). */
export const applicationTexts: Readonly<Record<string, AppTranslations>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<AppTranslations>('../apps/*/*.i18n.ts', { eager: true, import: 'translations' }),
  ).map(([file, translations]) => [file.split('/')[2], translations]),
);

/** The application whose texts hold a namespace, from the manifests (a test checks each names its own). */
const owners = new Map<string, string>(
  manifests.flatMap((manifest) =>
    manifest.namespaces.map((namespace) => [namespace, manifest.name] as const),
  ),
);

/** The namespaces an application's screens use: loaded before its first screen shows. */
export function namespacesOf(application: string): readonly string[] {
  return manifests.find((manifest) => manifest.name === application)?.namespaces ?? [];
}

/** One namespace of the shell or an application in one language, from the chunk of its texts in that language. */
export async function loadNamespace(language: string, namespace: string): Promise<object> {
  const application = owners.get(namespace);
  const texts = application === undefined ? undefined : applicationTexts[application];
  const load = shellNamespaces.has(namespace)
    ? shellTranslations[language]
    : texts?.[language as keyof AppTranslations];
  if (!load) throw new Error(`Testi non disponibili: ${language}/${namespace}`);
  const chunk = await load();
  const found = chunk[namespace];
  if (!found) throw new Error(`Testi non disponibili: ${language}/${namespace}`);
  return found;
}
