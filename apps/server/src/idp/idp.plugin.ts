import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { publicAccess, REALM_PATH } from '@halo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { loggableError } from '../plugins/error-handler.ts';
import { ACTION_TOKEN_PATH, type ActionTokens } from './action-tokens.ts';
import {
  type LanguageUrls,
  loginPage,
  messagePage,
  type PageLanguage,
  type PageResources,
  pageLanguage,
  resetPage,
  resetSentPage,
  setPasswordPage,
  successPage,
} from './login-page.ts';
import type { PasswordReset } from './password-reset.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { BruteForcePolicy, UsersRepository } from './users.repository.ts';

const RESOURCES = `${REALM_PATH}/resources`;
const bootstrapItaliaDist = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('bootstrap-italia/dist/css/bootstrap-italia.min.css')),
);

// Bootstrap Italia's typeface, served from the package (its stylesheet leaves loading it to a script).
const fontsCss = [
  ['300', '300'],
  ['400', 'regular'],
  ['600', '600'],
  ['700', '700'],
]
  .map(
    ([weight, file]) =>
      `@font-face{font-family:'Titillium Web';font-style:normal;font-weight:${weight};font-display:swap;src:url(fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-${file}.woff2) format('woff2')}`,
  )
  .join('\n');

/** The pages' own rules beside the kit's: the language switch, white on the header's blue (7.2:1). */
const pageRules = `.halo-idp-language{color:#fff;text-decoration:underline;font-weight:600}
.halo-idp-language:hover,.halo-idp-language:focus{color:#fff;text-decoration:none}
.halo-idp-language[aria-current]{text-decoration:none;border-bottom:2px solid #fff}
`;

export const loginMessages = {
  invalid: 'Nome utente o password non validi.',
  disabled: "Account disabilitato: contattare l'amministratore.",
  expired: 'La sessione di accesso è scaduta: ricominciare dalla pagina iniziale.',
  linkInvalid:
    "Il link non è più valido: è scaduto o è già stato usato. Chiedere un nuovo messaggio all'amministratore o dalla pagina di accesso.",
  passwordShort: 'La password deve avere almeno 8 caratteri.',
  passwordMismatch: 'Le due password non coincidono.',
  passwordSet: 'Password impostata: ora puoi accedere con il tuo nome utente e la nuova password.',
  tooManyAttempts: 'Troppi tentativi di accesso: riprovare tra qualche minuto.',
} as const;

/** The sign-in page's messages by language (the SPA asks with `ui_locales`; Italian is the reference). */
export const loginErrors: Record<PageLanguage, Record<'invalid' | 'disabled', string>> = {
  it: { invalid: loginMessages.invalid, disabled: loginMessages.disabled },
  en: {
    invalid: 'Invalid username or password.',
    disabled: 'Account disabled: please contact the administrator.',
  },
};

const languageQuerySchema = z.object({ lang: z.enum(['it', 'en']).optional() });

/**
 * The pages' language: the one the visitor chose with the switch (`?lang=`, carried by every link and form of the
 * sign-in), else the SPA's (`ui_locales`), else Italian.
 */
export function chosenLanguage(query: unknown, uiLocales: unknown): PageLanguage {
  const parsed = languageQuerySchema.safeParse(query ?? {});
  return (parsed.success && parsed.data.lang) || pageLanguage(uiLocales);
}

/** A sign-in address in the chosen language. */
function inLanguage(path: string, language: PageLanguage): string {
  return `${path}?lang=${language}`;
}

/** The switch of the sign-in pages: the same page in each language. */
function languageUrlsOf(path: string): LanguageUrls {
  return { it: inLanguage(path, 'it'), en: inLanguage(path, 'en') };
}

/** When a locked-out name may try again, in the page's language and Italy's time. */
export function lockedMessage(language: PageLanguage, until: Date): string {
  const locale = language === 'en' ? 'en-GB' : 'it-IT';
  const time = until.toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Rome',
  });
  return language === 'en'
    ? `Too many failed sign-in attempts: for your security, signing in with this username is suspended. Try again after ${time}.`
    : `Troppi tentativi di accesso non riusciti: per sicurezza l'accesso con questo nome utente è sospeso. Riprovare dopo le ${time}.`;
}

/** Keycloak's path for the one-time links of its e-mails. */
export const ACTION_TOKEN_PAGE = `${REALM_PATH}${ACTION_TOKEN_PATH}`;

/** After three failures in a row, each attempt on that user name waits 1 s, 2 s, 4 s… up to 10 s. */
export function loginDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(1000 * 2 ** (failures - 3), 10_000);
}

export interface IdpPluginOptions {
  /**
   * The SPA build's stylesheets (`/assets/…`), when there is a build: the pages link them (with their own rules)
   * instead of Bootstrap Italia's whole prebuilt stylesheet, and the SPA that follows the sign-in finds them cached.
   */
  stylesheets?: readonly string[];
  provider: Provider;
  users: UsersRepository;
  bruteForce: BruteForcePolicy;
  /** Origins the login and logout forms may redirect to. */
  formOrigins: string[];
  actionTokens: ActionTokens;
  passwordReset: PasswordReset;
  /** Self-registration, linked from the sign-in page when installed. */
  registrationUrl?: string;
  sleep?: (ms: number) => Promise<void>;
  /** Told of every sign-in's outcome (the metrics count them); never of who. */
  onSignIn?: (outcome: 'success' | 'failure' | 'lockout') => void;
}

const resetBodySchema = z.object({ identifier: z.string().trim().max(255).default('') });

const setPasswordBodySchema = z.object({
  password: z.string().max(1024).default(''),
  conferma: z.string().max(1024).default(''),
});
const keyQuerySchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/**
 * Whether the caller is a browser showing the answer as a page: it asks for HTML, or sends an HTML form (or loads a
 * page) without asking for JSON. API callers asking for JSON keep the error body of DESIGN.md §5.
 */
function wantsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  if (accept.includes('text/html')) {
    return true;
  }
  if (accept.includes('application/json')) {
    return false;
  }
  const type = req.headers['content-type'] ?? '';
  return (
    req.method === 'GET' ||
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  );
}

const loginBodySchema = z.object({
  username: z.string().trim().max(255).default(''),
  password: z.string().max(1024).default(''),
});

/**
 * Mounts the embedded provider at /auth/realms/halo: the login interaction is served by Fastify, every
 * protocol endpoint by oidc-provider's own (Koa) handler.
 */
export async function idpPlugin(app: FastifyInstance, options: IdpPluginOptions) {
  const { provider, users, formOrigins } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pageCsp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `form-action 'self' ${formOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

  /** The sign-in page's links: "Password dimenticata?" and, when installed, self-registration. */
  const signInLinks = (uid: string, language: PageLanguage) => ({
    resetUrl: inLanguage(`${REALM_PATH}/interaction/${uid}/reset`, language),
    registrationUrl: options.registrationUrl,
    languageUrls: languageUrlsOf(`${REALM_PATH}/interaction/${uid}`),
  });

  function sendPage(reply: FastifyReply, html: string, status = 200) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp)
      .send(html);
  }

  // Bootstrap Italia's stylesheet and fonts for the provider's pages, plus the logout auto-submit script.
  await app.register(fastifyStatic, {
    root: bootstrapItaliaDist,
    prefix: `${RESOURCES}/`,
    decorateReply: false,
    allowedPath: (pathName) => pathName.startsWith('/css/') || pathName.startsWith('/fonts/'),
    maxAge: '1d',
  });
  // With the kit's prebuilt stylesheet: its fonts and the pages' rules; with the SPA's: the rules alone.
  app.get(`${RESOURCES}/fonts.css`, { config: { access: publicAccess } }, async (_req, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`${fontsCss}\n${pageRules}`),
  );
  app.get(`${RESOURCES}/pages.css`, { config: { access: publicAccess } }, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(pageRules),
  );
  const resources: PageResources = options.stylesheets
    ? [...options.stylesheets, `${RESOURCES}/pages.css`]
    : RESOURCES;
  app.get(`${RESOURCES}/logout.js`, { config: { access: publicAccess } }, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send("document.getElementById('op.logoutForm')?.submit();\n"),
  );

  await app.register(async (interactions) => {
    await interactions.register(formbody);

    // A tripped rate limit is the only 429 here. It comes from an onRequest hook, before the body is read, so no
    // user name or password reaches this handler or the logs. Anything else goes on to the server's handler.
    interactions.setErrorHandler((error: { statusCode?: number }, req, reply) => {
      if (error.statusCode === 429 && wantsHtml(req)) {
        // The rate limiter has set Retry-After already.
        return sendPage(
          reply,
          messagePage(resources, 'Troppi tentativi', loginMessages.tooManyAttempts),
          429,
        );
      }
      throw error;
    });

    interactions.get<{ Params: { uid: string } }>(
      `${REALM_PATH}/interaction/:uid`,
      { config: { access: publicAccess } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
        if (!details || details.uid !== req.params.uid) {
          return sendPage(reply, messagePage(resources, 'Sessione scaduta', loginMessages.expired), 400);
        }
        const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        const language = chosenLanguage(req.query, details.params.ui_locales);
        return sendPage(
          reply,
          loginPage({
            ...signInLinks(details.uid, language),
            resources: resources,
            action: inLanguage(`${REALM_PATH}/interaction/${details.uid}/login`, language),
            username: loginHint,
            language,
          }),
        );
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      `${REALM_PATH}/interaction/:uid/login`,
      { config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
        if (!details || details.uid !== req.params.uid) {
          return sendPage(reply, messagePage(resources, 'Sessione scaduta', loginMessages.expired), 400);
        }
        const parsed = loginBodySchema.safeParse(req.body ?? {});
        const { username, password } = parsed.success ? parsed.data : { username: '', password: '' };
        const language = chosenLanguage(req.query, details.params.ui_locales);
        const action = inLanguage(`${REALM_PATH}/interaction/${details.uid}/login`, language);
        const key = username.toLowerCase();
        /** The form again, with what was typed and why it was refused. */
        const showLogin = (error: string, status?: number) =>
          sendPage(
            reply,
            loginPage({
              ...signInLinks(details.uid, language),
              resources,
              action,
              username,
              language,
              error,
            }),
            status,
          );

        // Counted before the password is checked, so parallel guesses cannot outrun the slow-down and the lockout;
        // the same for names that exist and names that do not.
        const attempt = await users.countAttempt(key, options.bruteForce);
        if (attempt.lockedUntil) {
          req.log.info({ event: 'login_locked' }, 'sign-in refused: too many failures');
          options.onSignIn?.('lockout');
          return showLogin(lockedMessage(language, attempt.lockedUntil), 429);
        }
        await sleep(loginDelayMs(attempt.previous));
        const user = username ? await users.findByUsername(username) : undefined;
        const passwordOk = await verifyPassword(password, user?.passwordHash);
        if (!user || !passwordOk) {
          req.log.info({ event: 'login_failed' }, 'sign-in refused');
          options.onSignIn?.('failure');
          return showLogin(loginErrors[language].invalid);
        }
        if (!user.enabled) {
          return showLogin(loginErrors[language].disabled);
        }
        await users.clearFailures(key);
        req.log.info({ event: 'login', userId: user.id }, 'signed in');
        options.onSignIn?.('success');
        const redirectTo = await provider.interactionResult(
          req.raw,
          reply.raw,
          { login: { accountId: user.id } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(redirectTo, 303);
      },
    );

    // "Password dimenticata?": the form, then the same answer whether or not the account exists. The message goes
    // out after the answer, so its time does not tell either.
    interactions.get<{ Params: { uid: string } }>(
      `${REALM_PATH}/interaction/:uid/reset`,
      { config: { access: publicAccess } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
        const language = chosenLanguage(req.query, details?.params.ui_locales);
        const uid = encodeURIComponent(req.params.uid);
        return sendPage(
          reply,
          resetPage({
            resources: resources,
            action: inLanguage(`${REALM_PATH}/interaction/${uid}/reset`, language),
            backUrl: inLanguage(`${REALM_PATH}/interaction/${uid}`, language),
            language,
            languageUrls: languageUrlsOf(`${REALM_PATH}/interaction/${uid}/reset`),
          }),
        );
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      `${REALM_PATH}/interaction/:uid/reset`,
      { config: { access: publicAccess, rateLimit: { max: 5, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => undefined);
        const language = chosenLanguage(req.query, details?.params.ui_locales);
        const parsed = resetBodySchema.safeParse(req.body ?? {});
        const identifier = parsed.success ? parsed.data.identifier : '';
        if (identifier) {
          options.passwordReset
            .request(identifier)
            .then((outcome) => req.log.info({ event: 'password_reset', outcome }, 'password reset asked'))
            .catch((error: unknown) =>
              req.log.error(
                { event: 'password_reset', error: loggableError(error) },
                'password reset failed',
              ),
            );
        }
        return sendPage(
          reply,
          resetSentPage({
            resources: resources,
            backUrl: inLanguage(`${REALM_PATH}/interaction/${encodeURIComponent(req.params.uid)}`, language),
            language,
          }),
        );
      },
    );

    // The one-time link of the verify-email / set-password message (Keycloak's action-token page).
    interactions.get(ACTION_TOKEN_PAGE, { config: { access: publicAccess } }, async (req, reply) => {
      const query = keyQuerySchema.safeParse(req.query);
      const token = query.success ? await options.actionTokens.find(query.data.key) : undefined;
      if (!query.success || !token) {
        return sendPage(reply, messagePage(resources, 'Link non valido', loginMessages.linkInvalid), 400);
      }
      return sendPage(
        reply,
        setPasswordPage({
          resources: resources,
          action: `${ACTION_TOKEN_PAGE}?key=${query.data.key}`,
          username: token.username,
        }),
      );
    });

    interactions.post(
      ACTION_TOKEN_PAGE,
      { config: { access: publicAccess, rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req, reply) => {
        const query = keyQuerySchema.safeParse(req.query);
        const token = query.success ? await options.actionTokens.find(query.data.key) : undefined;
        if (!query.success || !token) {
          return sendPage(reply, messagePage(resources, 'Link non valido', loginMessages.linkInvalid), 400);
        }
        const parsed = setPasswordBodySchema.safeParse(req.body ?? {});
        const { password, conferma } = parsed.success ? parsed.data : { password: '', conferma: '' };
        const action = `${ACTION_TOKEN_PAGE}?key=${query.data.key}`;
        const error =
          password.length < 8
            ? loginMessages.passwordShort
            : password !== conferma
              ? loginMessages.passwordMismatch
              : undefined;
        if (error) {
          return sendPage(
            reply,
            setPasswordPage({ resources: resources, action, username: token.username, error }),
            400,
          );
        }
        if (!(await options.actionTokens.consume(query.data.key, await hashPassword(password)))) {
          return sendPage(reply, messagePage(resources, 'Link non valido', loginMessages.linkInvalid), 400);
        }
        req.log.info({ event: 'password_set', userId: token.userId }, 'password set through a one-time link');
        return sendPage(reply, successPage(resources, 'Password impostata', loginMessages.passwordSet));
      },
    );
  });

  // Everything else under the realm is oidc-provider's. Its handler reads the body itself, so the body
  // stream is left untouched here.
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const callback = provider.callback();
    const handler = async (req: { raw: IncomingMessage }, reply: FastifyReply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      // `/auth/realms/halo?x` leaves `?x`: the provider's router needs a path, so it gets `/?x`.
      const rest = url.slice(REALM_PATH.length);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('referrer-policy', 'no-referrer');
      reply.raw.setHeader('content-security-policy', pageCsp);
      await callback(raw, reply.raw);
    };
    protocol.all(REALM_PATH, { config: { access: publicAccess } }, handler);
    protocol.all(`${REALM_PATH}/*`, { config: { access: publicAccess } }, handler);
  });
}
