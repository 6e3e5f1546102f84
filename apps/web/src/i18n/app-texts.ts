import type { AppTranslations, TextsLoader } from './resources.ts';

/**
 * An application's `translations` from the chunks of its `locales/<language>/index.ts`, as its `<name>.i18n.ts`
 * finds them (`import.meta.glob`): one chunk per language, loaded with the application's first screen.
 */
export function byLanguage(chunks: Record<string, () => Promise<unknown>>): AppTranslations {
  return { it: chunkOf(chunks, 'it'), en: chunkOf(chunks, 'en') };
}

function chunkOf(
  chunks: Record<string, () => Promise<unknown>>,
  language: keyof AppTranslations,
): TextsLoader {
  const load = chunks[`./locales/${language}/index.ts`];
  if (!load) throw new Error(`Testi non disponibili: ${language}`);
  return load as TextsLoader;
}
