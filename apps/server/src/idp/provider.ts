import { REALM_PATH } from '@halo/contract';
import type { JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { PostgresAdapter } from './adapter.ts';
import { escapeHtml } from './login-page.ts';
import { displayName, type UsersRepository } from './users.repository.ts';

export interface ProviderOptions {
  db: Db;
  users: UsersRepository;
  issuer: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  /** Extra origins whose `/oidc/callback` may receive codes (the Vite dev server). */
  devOrigins: string[];
  /** Paths of public homes a logout may return to, besides `/`. */
  postLogoutPaths: string[];
  signingKeys: JWK[];
  cookieKeys: string[];
  accessTokenTtl: number;
  refreshTokenTtl: number;
  secureCookies: boolean;
}

/** The resource indicator of the platform API; its tokens carry `aud` = the configured audience. */
export function apiResource(publicUrl: string): string {
  return `${publicUrl}/api`;
}

const API_SCOPE = 'halo';

/**
 * The embedded OpenID Connect provider, shaped like a Keycloak realm: same endpoint paths, and access tokens
 * that are JWTs with `realm_access`, `resource_access`, `groups` and `preferred_username`, so the server and
 * the SPA work unchanged against a real Keycloak.
 */
export function createProvider(options: ProviderOptions): Provider {
  const { db, users, issuer, publicUrl, audience } = options;
  const resource = apiResource(publicUrl);
  const origins = [publicUrl, ...options.devOrigins];

  const configuration: Configuration = {
    adapter: (model: string) => new PostgresAdapter(db, model),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Halo',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/oidc/callback`),
        post_logout_redirect_uris: origins.flatMap((origin) => [
          `${origin}/`,
          ...options.postLogoutPaths.map((p) => `${origin}${p}`),
        ]),
      },
    ],
    jwks: { keys: options.signingKeys as never },
    cookies: {
      keys: options.cookieKeys,
      long: { signed: true, secure: options.secureCookies, sameSite: 'lax' },
      short: { signed: true, secure: options.secureCookies, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', API_SCOPE],
    pkce: { required: () => true },
    routes: {
      authorization: '/protocol/openid-connect/auth',
      token: '/protocol/openid-connect/token',
      userinfo: '/protocol/openid-connect/userinfo',
      jwks: '/protocol/openid-connect/certs',
      end_session: '/protocol/openid-connect/logout',
      revocation: '/protocol/openid-connect/revoke',
      introspection: '/protocol/openid-connect/token/introspect',
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      IdToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: options.refreshTokenTtl,
      Grant: options.refreshTokenTtl,
      RefreshToken: options.refreshTokenTtl,
    },
    rotateRefreshToken: true,
    // Keycloak gives a refresh token to every code exchange of a client allowed to refresh.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      url: (_ctx, interaction) => `${REALM_PATH}/interaction/${interaction.uid}`,
    },
    // The platform's own client needs no consent screen: grant what it asks for.
    loadExistingGrant: async (ctx) => {
      const oidc = ctx.oidc;
      const accountId = oidc.session?.accountId;
      const client = oidc.client;
      if (!accountId || !client || !oidc.session) {
        return undefined;
      }
      const existingId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(client.clientId);
      const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
      const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims([
        'sub',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
        'email_verified',
      ]);
      grant.addResourceScope(resource, API_SCOPE);
      const grantId = await grant.save();
      oidc.session.grantIdFor(client.clientId, grantId);
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await users.findById(sub);
      if (!user?.enabled) {
        return undefined;
      }
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          preferred_username: user.username,
          name: displayName(user),
          given_name: user.firstName,
          family_name: user.lastName,
          email: user.email ?? undefined,
          email_verified: user.emailVerified,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          // Like Keycloak with an id_token_hint: no question asked. The provider's own form (xsrf-protected)
          // is submitted at once by a same-origin script; without scripts the user presses the button.
          const confirmed = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/></form>',
          );
          ctx.type = 'html';
          ctx.body = interstitial(
            'Uscita in corso',
            `${confirmed}<button form="op.logoutForm" type="submit" class="btn btn-primary">Esci da Halo</button><script src="${REALM_PATH}/resources/logout.js"></script>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = interstitial(
            'Uscita completata',
            '<p>Sei uscito da Halo.</p><p><a href="/">Torna alla pagina iniziale</a></p>',
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== resource) {
            throw new Error('unknown resource');
          }
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: options.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) {
        return undefined;
      }
      const user = await users.findById(token.accountId);
      if (!user) {
        return undefined;
      }
      return {
        preferred_username: user.username,
        email: user.email ?? undefined,
        name: displayName(user),
        realm_access: { roles: user.realmRoles },
        resource_access: Object.fromEntries(
          Object.entries(user.clientRoles).map(([client, roles]) => [client, { roles }]),
        ),
        groups: await users.groupPaths(user.id),
        azp: token.clientId,
      };
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = interstitial(
        'Errore di accesso',
        `<div class="alert alert-danger" role="alert">Si è verificato un errore durante l'accesso (${escapeHtml(String(out.error))}).</div><p><a href="/">Torna alla pagina iniziale</a></p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  return provider;
}

/** A minimal page for the provider's own flows (logout, errors). The logout form submits itself via a nonce'd script. */
function interstitial(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Halo</title><link rel="stylesheet" href="${REALM_PATH}/resources/css/bootstrap-italia.min.css"></head><body><main class="container my-5"><h1 class="h2">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
