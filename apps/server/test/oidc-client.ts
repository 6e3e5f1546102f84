import { createHash, randomBytes } from 'node:crypto';
import { REALM_PATH, WEB_CLIENT_ID } from '@halo/contract';

/**
 * A minimal browser stand-in for the authorization-code flow: follows redirects by hand, keeps cookies per
 * path, fills in the login form. It talks HTTP to a listening server like a browser would.
 */
export class BrowserLike {
  readonly #cookies = new Map<string, { value: string; path: string }>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.baseUrl);
    const cookie = [...this.#cookies.entries()]
      .filter(([, c]) => target.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) {
      headers.set('cookie', cookie);
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const pathAttribute = attributes.find((a) => a.toLowerCase().startsWith('path='));
      const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (expired) {
        this.#cookies.delete(name);
      } else {
        this.#cookies.set(name, { value, path: pathAttribute ? pathAttribute.slice(5) : '/' });
      }
    }
    return response;
  }

  /** Follows redirects until one leaves the server for `stopAt` (the SPA's callback), returning that URL. */
  async follow(response: Response, stopAt: string): Promise<{ response: Response; url: URL | null }> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) {
        return { response: current, url: null };
      }
      const next = new URL(location, this.baseUrl);
      if (next.href.startsWith(stopAt)) {
        return { response: current, url: next };
      }
      current = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function endpoints(baseUrl: string) {
  const realm = `${baseUrl}${REALM_PATH}`;
  return {
    authorization: `${realm}/protocol/openid-connect/auth`,
    token: `${realm}/protocol/openid-connect/token`,
    logout: `${realm}/protocol/openid-connect/logout`,
    redirectUri: `${baseUrl}/oidc/callback`,
  };
}

/** Starts a sign-in and returns the login page's response. */
export async function openLoginPage(
  browser: BrowserLike,
  verifierChallenge = pkce().challenge,
  extra: Record<string, string> = {},
) {
  const e = endpoints(browser.baseUrl);
  const params = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: e.redirectUri,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: verifierChallenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const start = await browser.request(`${e.authorization}?${params}`);
  const { response } = await browser.follow(start, e.redirectUri);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { response, html, action };
}

/** The login form filled in: the authorization code the provider hands to the SPA's callback. */
export async function authorizationCode(
  baseUrl: string,
  username: string,
  password: string,
  challenge: string,
) {
  const browser = new BrowserLike(baseUrl);
  const e = endpoints(baseUrl);
  const { action } = await openLoginPage(browser, challenge);
  if (!action) {
    throw new Error('no login form');
  }
  const submitted = await browser.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const { url, response } = await browser.follow(submitted, e.redirectUri);
  const code = url?.searchParams.get('code');
  if (!code) {
    throw new Error(`sign-in failed (${response.status}): ${(await response.text()).slice(0, 300)}`);
  }
  return { browser, code };
}

/** The whole code flow: login form, code, token exchange. */
export async function signIn(baseUrl: string, username: string, password: string) {
  const { verifier, challenge } = pkce();
  const { browser, code } = await authorizationCode(baseUrl, username, password, challenge);
  const tokens = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: endpoints(baseUrl).redirectUri,
    code_verifier: verifier,
  });
  return { browser, tokens: (await tokens.json()) as Tokens };
}

export function tokenRequest(baseUrl: string, params: Record<string, string>) {
  return fetch(endpoints(baseUrl).token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...params }),
  });
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
