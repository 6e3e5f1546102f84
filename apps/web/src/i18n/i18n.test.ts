import { manifests } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, languages, setLanguage, storedLanguage } from './i18n.ts';
import { applicationTexts, loadNamespace, resources } from './resources.ts';

/** Every key path of a namespace, `a.b.c`, with the `{{placeholders}}` of its text. */
function entries(tree: object, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, [...value.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort()]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  const namespaces = [...Object.keys(resources.it), ...manifests.flatMap((m) => m.namespaces)];

  it("bundles the shell's and the UI kit's namespaces in Italian, and loads them in English", async () => {
    expect(Object.keys(resources)).toEqual(['it']);
    expect(Object.keys(resources.it)).toEqual(['shell', 'ui']);
    expect(await loadNamespace('en', 'shell')).toMatchObject({ language: { label: 'Language' } });
    expect(await loadNamespace('en', 'ui')).toEqual(i18n.getResourceBundle('en', 'ui'));
    await expect(loadNamespace('de', 'shell')).rejects.toThrow('Testi non disponibili: de/shell');
  });

  it.each(manifests.map((m) => [m.name, m.namespaces] as const))(
    'loads the texts of %s in each language with exactly the namespaces its manifest names',
    async (name, expected) => {
      const texts = applicationTexts[name];
      for (const language of languages) {
        expect(Object.keys((await texts?.[language]()) ?? {}).sort()).toEqual([...expected].sort());
      }
    },
  );

  it("types an application's keys from its Italian texts: a wrong key fails the type check", async () => {
    await i18n.loadNamespaces(['admin', 'calendar']);
    expect(i18n.t('admin:common.name')).toBe('Nome');
    // @ts-expect-error the administration's texts have no such key
    expect(i18n.t('admin:common.nessuna')).toBe('common.nessuna');
    // @ts-expect-error a namespace no application declares
    i18n.t('nessuno:chiave');
  });

  it('loads one namespace from its application, and refuses one no application holds', async () => {
    expect(await loadNamespace('en', 'stroke')).toEqual(i18n.getResourceBundle('en', 'stroke'));
    await expect(loadNamespace('it', 'nessuno')).rejects.toThrow('Testi non disponibili: it/nessuno');
  });

  it.each(namespaces)('English has every Italian key of %s, with the same placeholders', (ns) => {
    const italian = i18n.getResourceBundle('it', ns) as object;
    const english = i18n.getResourceBundle('en', ns) as object;
    expect(Object.fromEntries(entries(english))).toEqual(Object.fromEntries(entries(italian)));
  });

  it('starts in Italian, switches to English for the whole page, and remembers the choice', async () => {
    expect(currentLanguage()).toBe('it');
    expect(i18n.t('shell:language.label')).toBe('Lingua');
    await setLanguage('en');
    expect(i18n.t('shell:language.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(storedLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('halo.language', 'klingon');
    expect(storedLanguage()).toBe('it');
  });
});
