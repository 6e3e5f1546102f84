import enShell from './locales/en/shell.ts';
import enUi from './locales/en/ui.ts';
import itShell from './locales/it/shell.ts';
import itUi from './locales/it/ui.ts';

/**
 * The namespaces of the applications. Each application declares its own in `apps/<name>/<name>.i18n.ts`
 * (declaration merging), so adding an application edits nothing here and its keys are still typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the applications' declaration merging.
export interface AppNamespaces {}

/** What an application's `<name>.i18n.ts` exports as `translations`: its namespaces in every language. */
export interface AppTranslations {
  it: Record<string, object>;
  en: Record<string, object>;
}

type Namespaces = { shell: typeof itShell; ui: typeof itUi } & AppNamespaces;

/** Every `apps/<name>/<name>.i18n.ts`, bundled: the manifests name their namespaces, a test checks both agree. */
const applications = Object.values(
  import.meta.glob<AppTranslations>('../apps/*/*.i18n.ts', { eager: true, import: 'translations' }),
);

/**
 * Every namespace in every language, bundled (no loading at run time: the texts are small and the strict CSP
 * allows no other source): the shell's own (header, chooser, error pages), the shared code's (lib/ui,
 * lib/territory) and the applications'.
 */
export const resources = {
  it: Object.assign({ shell: itShell, ui: itUi }, ...applications.map((app) => app.it)) as Namespaces,
  en: Object.assign({ shell: enShell, ui: enUi }, ...applications.map((app) => app.en)) as Namespaces,
};

export const namespaces = Object.keys(resources.it) as (keyof Namespaces)[];
