import { pageCookies } from '@halo/contract';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadNamespace, namespacesOf, resources } from './resources.ts';

/**
 * i18next (DESIGN.md): Italian is the default and the reference, English the second language. The choice is the
 * user's, kept in this browser; the page's `lang` follows it, so screen readers pronounce it right.
 */

export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];

/** Where this browser keeps the user's language (a preference of the device, kept across sign-out). */
export const LANGUAGE_STORAGE_KEY = 'halo.language';

function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/** The language chosen in this browser, if one was. */
function chosenLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storedLanguage(): Language {
  return chosenLanguage() ?? 'it';
}

export const i18n = i18next.createInstance();

/**
 * Where i18next finds a namespace it does not hold: the chunk of its application in that language (a script of
 * the SPA's own origin, as its screens are). A component using a namespace not loaded yet suspends until it is.
 */
const applicationTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts as Resource[string]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const initialized = i18n
  .use(applicationTexts)
  .use(initReactI18next)
  .init({
    // Typed per namespace for `t` (i18next.d.ts); i18next itself takes any nested texts.
    // A copy: i18next adds the applications' namespaces to the object it is given.
    resources: { it: { ...resources.it } } as unknown as Resource,
    // The shell's Italian texts are bundled; its English and the applications' texts come from the backend above.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'it',
    supportedLngs: [...languages],
    ns: Object.keys(resources.it),
    defaultNS: 'shell',
    // React escapes; the texts are ours.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** The page's `lang`: screen readers pronounce the page in its language. */
function reflect(language: Language): void {
  document.documentElement.lang = language;
}
reflect(storedLanguage());
// However the language changes (the switcher, or a test putting Italian back), the page follows.
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) reflect(language);
});

/**
 * Settles once the shell's texts in the chosen language are there: at once in Italian (bundled), after one small
 * chunk in English. The app renders after it, so no text shows in the wrong language first.
 */
export const textsReady: Promise<unknown> = initialized;

/**
 * The cookie that tells the server the language chosen in this browser, so that a page it sends already rendered
 * (shell/prerendered.ts) is in that language. Written only once a language has been chosen: a preference the
 * visitor set, nothing else (a functional cookie, one year).
 */
export const LANGUAGE_COOKIE = pageCookies.language;

function rememberForServer(language: Language, jar: { cookie: string } = document): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// A choice made before the cookie existed reaches the server from the next page on.
const chosen = chosenLanguage();
if (chosen && !document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${chosen}`))
  rememberForServer(chosen);

/** Switches the language of the whole SPA at once and remembers it in this browser (and tells the server). */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
  rememberForServer(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
}

/**
 * Loads an application's texts in the current language (and the fallback), before its first screen shows: a
 * screen's chunk and its texts arrive together rather than one after the other.
 */
export async function loadApplicationTexts(application: string): Promise<void> {
  await i18n.loadNamespaces([...namespacesOf(application)]);
}
