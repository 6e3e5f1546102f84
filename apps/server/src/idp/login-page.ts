/**
 * Server-rendered pages of the embedded identity provider, with the Bootstrap Italia look: in Italian, and the
 * sign-in pages in English too when the SPA asks for it (`ui_locales=en`, docs/adr/0007-languages.md).
 */

export type PageLanguage = 'it' | 'en';

/** The first language of an OIDC `ui_locales` list (`"en-GB it"`) that the pages speak; Italian otherwise. */
export function pageLanguage(uiLocales: unknown): PageLanguage {
  if (typeof uiLocales !== 'string') return 'it';
  for (const tag of uiLocales.split(/\s+/)) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'it' || primary === 'en') return primary;
  }
  return 'it';
}

const chrome = {
  it: {
    skip: 'Vai al contenuto principale',
    tagline: 'Piattaforma dei servizi sanitari regionali',
    footer: 'Halo - accesso riservato agli utenti autorizzati',
    home: 'Torna alla pagina iniziale',
    languages: 'Lingua',
  },
  en: {
    skip: 'Skip to main content',
    tagline: 'Regional health services platform',
    footer: 'Halo - access restricted to authorised users',
    home: 'Back to the home page',
    languages: 'Language',
  },
} as const;

const loginLabels = {
  it: {
    title: 'Accedi',
    titleTo: 'Accedi a {app}',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    forgot: 'Password dimenticata?',
    noAccount: 'Non hai un account?',
    register: 'Registrati',
  },
  en: {
    title: 'Sign in',
    titleTo: 'Sign in to {app}',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Register',
  },
} as const;

const resetLabels = {
  it: {
    title: 'Password dimenticata',
    intro:
      "Scrivi il tuo nome utente o l'indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.",
    identifier: 'Nome utente o e-mail',
    submit: 'Invia il link',
    back: "Torna all'accesso",
    sentTitle: 'Controlla la posta',
    sent: "Se esiste un account con questo nome utente o indirizzo, riceverai a breve un messaggio con un link per scegliere una nuova password. Il link vale 30 minuti e una sola volta. Se non arriva, controlla la posta indesiderata o chiedi all'amministratore.",
  },
  en: {
    title: 'Forgotten password',
    intro:
      'Enter your username or the e-mail address of your account: we will send you a link to choose a new password.',
    identifier: 'Username or e-mail',
    submit: 'Send the link',
    back: 'Back to sign-in',
    sentTitle: 'Check your e-mail',
    sent: 'If an account has this username or address, you will shortly receive a message with a link to choose a new password. The link is valid for 30 minutes and once only. If it does not arrive, check your spam folder or ask the administrator.',
  },
} as const;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** The addresses of one page in each language it speaks (`?lang=`): the switch in its header. */
export type LanguageUrls = Record<PageLanguage, string>;

const languageNames: Record<PageLanguage, string> = { it: 'Italiano', en: 'English' };

function languageSwitch(language: PageLanguage, urls: LanguageUrls | undefined): string {
  if (!urls) return '';
  const items = (Object.keys(languageNames) as PageLanguage[])
    .map((code) => {
      const current = code === language ? ' aria-current="true"' : '';
      return `<li class="list-inline-item"><a class="halo-idp-language" href="${escapeHtml(urls[code])}" lang="${code}" hreflang="${code}"${current}>${languageNames[code]}</a></li>`;
    })
    .join('');
  return `<nav class="it-right-zone" aria-label="${chrome[language].languages}"><ul class="list-inline mb-0">${items}</ul></nav>`;
}

/**
 * Where a page's stylesheets come from: the folder of the provider's resources (Bootstrap Italia's whole prebuilt
 * stylesheet and the pages' fonts and rules), or the list of stylesheets to link — the SPA's own build (the same
 * subset of Bootstrap Italia and fonts, cached by the browser for the SPA that follows) and the pages' rules.
 */
export type PageResources = string | readonly string[];

function stylesheetsOf(resources: PageResources): readonly string[] {
  return typeof resources === 'string'
    ? [`${resources}/css/bootstrap-italia.min.css`, `${resources}/fonts.css`]
    : resources;
}

function page(
  resources: PageResources,
  title: string,
  body: string,
  language: PageLanguage = 'it',
  languageUrls?: LanguageUrls,
): string {
  const text = chrome[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Halo</title>
${stylesheetsOf(resources)
  .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
  .join('\n')}
</head>
<body>
<a class="visually-hidden-focusable" href="#contenuto">${text.skip}</a>
<header class="it-header-wrapper">
  <div class="it-header-center-wrapper">
    <div class="container">
      <div class="it-header-center-content-wrapper">
        <div class="it-brand-wrapper"><a href="/"><div class="it-brand-text"><div class="it-brand-title">Halo</div>
          <div class="it-brand-tagline d-none d-md-block">${text.tagline}</div></div></a></div>
        ${languageSwitch(language, languageUrls)}
      </div>
    </div>
  </div>
</header>
<main id="contenuto" class="container my-5">
  <div class="row justify-content-center"><div class="col-12 col-md-8 col-lg-5">
${body}
  </div></div>
</main>
<footer class="it-footer"><div class="it-footer-small-prints clearfix"><div class="container">
  <p class="text-white py-3 mb-0">${text.footer}</p>
</div></div></footer>
</body>
</html>`;
}

export interface LoginPageOptions {
  resources: PageResources;
  action: string;
  /** The "Password dimenticata?" page of this sign-in. */
  resetUrl?: string;
  /** Self-registration (the prevention portal's), when installed. */
  registrationUrl?: string;
  username?: string;
  error?: string;
  applicationName?: string;
  language?: PageLanguage;
  /** This page in each language, for the switch in the header. */
  languageUrls?: LanguageUrls;
}

/**
 * A form's error: the alert above the form (`id`) and the attributes that tie the field to it, or nothing.
 * mb-5: Bootstrap Italia lifts a field's label above its group, over whatever ends closer than that.
 */
function formError(error: string | undefined, id: string) {
  if (!error) {
    return { errorBlock: '', describedBy: '' };
  }
  return {
    errorBlock: `<div class="alert alert-danger mb-5" role="alert" id="${id}">${escapeHtml(error)}</div>`,
    describedBy: ` aria-describedby="${id}" aria-invalid="true"`,
  };
}

export function loginPage(options: LoginPageOptions): string {
  const { resources, action, username = '', error, applicationName, language = 'it' } = options;
  const labels = loginLabels[language];
  const forgot = options.resetUrl
    ? `<p class="mt-4 mb-2"><a href="${escapeHtml(options.resetUrl)}">${labels.forgot}</a></p>`
    : '';
  const register = options.registrationUrl
    ? `<p class="mb-0">${labels.noAccount} <a href="${escapeHtml(options.registrationUrl)}">${labels.register}</a></p>`
    : '';
  const { errorBlock, describedBy } = formError(error, 'errore-accesso');
  return page(
    resources,
    labels.title,
    `<h1 class="h2 mb-4">${applicationName ? labels.titleTo.replace('{app}', () => escapeHtml(applicationName)) : labels.title}</h1>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="form-group">
    <label for="username" class="active">${labels.username}</label>
    <input type="text" class="form-control" id="username" name="username" autocomplete="username"
      autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${describedBy}${username ? '' : ' autofocus'}>
  </div>
  <div class="form-group">
    <label for="password" class="active">${labels.password}</label>
    <input type="password" class="form-control" id="password" name="password" autocomplete="current-password"
      required${describedBy}${username ? ' autofocus' : ''}>
  </div>
  <button type="submit" class="btn btn-primary w-100">${labels.submit}</button>
</form>
${forgot}${register}`,
    language,
    options.languageUrls,
  );
}

/** "Password dimenticata?": the user name or address to send the link to. */
export function resetPage(options: {
  resources: PageResources;
  action: string;
  backUrl: string;
  language?: PageLanguage;
  languageUrls?: LanguageUrls;
}): string {
  const { resources, action, backUrl, language = 'it', languageUrls } = options;
  const labels = resetLabels[language];
  return page(
    resources,
    labels.title,
    `<h1 class="h2 mb-4">${labels.title}</h1>
<p>${labels.intro}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="form-group">
    <label for="identificativo" class="active">${labels.identifier}</label>
    <input type="text" class="form-control" id="identificativo" name="identifier" autocomplete="username"
      autocapitalize="none" spellcheck="false" required autofocus>
  </div>
  <button type="submit" class="btn btn-primary w-100">${labels.submit}</button>
</form>
<p class="mt-4"><a href="${escapeHtml(backUrl)}">${labels.back}</a></p>`,
    language,
    languageUrls,
  );
}

/** The same answer whether or not a message was sent. */
export function resetSentPage(options: {
  resources: PageResources;
  backUrl: string;
  language?: PageLanguage;
}): string {
  const { resources, backUrl, language = 'it' } = options;
  const labels = resetLabels[language];
  return page(
    resources,
    labels.sentTitle,
    `<h1 class="h2 mb-4">${labels.sentTitle}</h1>
<div class="alert alert-info" role="status">${labels.sent}</div>
<p><a href="${escapeHtml(backUrl)}">${labels.back}</a></p>`,
    language,
  );
}

export function messagePage(
  resources: PageResources,
  title: string,
  message: string,
  language: PageLanguage = 'it',
): string {
  return page(
    resources,
    title,
    `<h1 class="h2 mb-4">${escapeHtml(title)}</h1>
<div class="alert alert-warning" role="alert">${escapeHtml(message)}</div>
<p><a href="/">${chrome[language].home}</a></p>`,
    language,
  );
}

export interface SetPasswordPageOptions {
  resources: PageResources;
  action: string;
  username: string;
  error?: string;
}

/** The page a one-time link opens: the user chooses a password (and so verifies the e-mail). */
export function setPasswordPage(options: SetPasswordPageOptions): string {
  const { resources, action, username, error } = options;
  const { errorBlock, describedBy } = formError(error, 'errore-password');
  return page(
    resources,
    'Imposta la password',
    `<h1 class="h2 mb-4">Imposta la password</h1>
<p>Account: <strong>${escapeHtml(username)}</strong></p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="form-group">
    <label for="password" class="active">Nuova password</label>
    <input type="password" class="form-control" id="password" name="password" autocomplete="new-password"
      minlength="8" required aria-describedby="regola-password"${describedBy} autofocus>
    <small id="regola-password" class="form-text">Almeno 8 caratteri.</small>
  </div>
  <div class="form-group">
    <label for="conferma" class="active">Conferma password</label>
    <input type="password" class="form-control" id="conferma" name="conferma" autocomplete="new-password"
      minlength="8" required${describedBy}>
  </div>
  <button type="submit" class="btn btn-primary w-100">Salva la password</button>
</form>`,
  );
}

export function successPage(resources: PageResources, title: string, message: string): string {
  return page(
    resources,
    title,
    `<h1 class="h2 mb-4">${escapeHtml(title)}</h1>
<div class="alert alert-success" role="alert">${escapeHtml(message)}</div>
<p><a class="btn btn-primary" href="/">Accedi a Halo</a></p>`,
  );
}
