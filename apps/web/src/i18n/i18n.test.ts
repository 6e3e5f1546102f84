import { manifests } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, setLanguage, storedLanguage } from './i18n.ts';
import { namespaces, resources } from './resources.ts';

/** Every key path of a namespace, `a.b.c`, with the `{{placeholders}}` of its text. */
function entries(tree: object, prefix = ''): [string, string[]][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, [...value.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort()]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it("has the shell's and the UI kit's namespaces and exactly those the manifests name", () => {
    expect([...namespaces].sort()).toEqual(['shell', 'ui', ...manifests.flatMap((m) => m.namespaces)].sort());
    expect(Object.keys(resources.en).sort()).toEqual([...namespaces].sort());
  });

  it.each(Object.keys(resources.it))(
    'English has every Italian key of %s, with the same placeholders',
    (ns) => {
      const italian = resources.it[ns as keyof typeof resources.it];
      const english = resources.en[ns as keyof typeof resources.en];
      expect(Object.fromEntries(entries(english))).toEqual(Object.fromEntries(entries(italian)));
    },
  );

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
