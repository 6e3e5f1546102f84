import { deriveRole, hasFlag, type Principal, type RouteAccess, roleClaimsOf } from '@halo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import { isApiPath } from '../http/api-paths.ts';
import { createDpopChecker } from './dpop.ts';
import type { ReplayStore } from './shared-limits.ts';
import type { TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every API route registered so far with its access rule (for the route-table tests). */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Access revoked before a token's expiry (logout, a user disabled, a group taken away). */
export interface RevocationCheck {
  isRevoked(principal: Principal): Promise<boolean>;
}

export interface PermissionResolver {
  /** The bit-flag mask the principal holds on a section. */
  maskFor(principal: Principal, section: string): Promise<number>;
  /** The masks on many sections at once (a few queries, whatever their number); unknown sections hold none. */
  masksFor(principal: Principal, sections: readonly string[]): Promise<Map<string, number>>;
  /** The masks on every section there is. */
  allMasks(principal: Principal): Promise<Map<string, number>>;
}

/** `Bearer <token>`, or `DPoP <token>` for a sender-constrained one (RFC 9449 §7.1). */
const AUTHORIZATION = /^(Bearer|DPoP) ([A-Za-z0-9\-_.~+/]+=*)$/;

/**
 * DESIGN.md §3: every API route declares its access rule, and this one hook enforces it before the body
 * is even read: 401 without a valid bearer token (or, for a token bound to a key, without a valid DPoP proof) (or one issued before its user's access was revoked), 403
 * without the flag on the section. A route without a
 * declaration stops the server at boot. Only the Authorization header counts, never a cookie.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    verifier: TokenVerifier;
    permissions: PermissionResolver;
    revocations: RevocationCheck;
    /** DPoP proofs seen, shared by the replicas (plugins/shared-limits.ts); this process's memory without it. */
    replays?: ReplayStore;
  },
) {
  app.decorateRequest('principal', null);
  const dpop = createDpopChecker({ replays: deps.replays });
  app.decorate('apiRoutes', [] as ApiRoute[]);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) {
      return;
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule (DESIGN.md §3)`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({ method, url: route.url, access });
      }
    }
  });

  // A public route passes at once (no promise per answer); a protected one is checked asynchronously.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') {
      done();
      return;
    }
    check(request, access).then(() => done(), done);
  });

  async function check(request: FastifyRequest, access: Exclude<RouteAccess, { kind: 'public' }>) {
    const [, scheme, token] = AUTHORIZATION.exec(request.headers.authorization ?? '') ?? [];
    if (!token) {
      throw new UnauthenticatedError();
    }
    request.principal = await deps.verifier.verify(token);
    // A token bound to a key is worth nothing without the key: each call proves it holds it (DPoP).
    if (request.principal.boundKey) {
      if (scheme !== 'DPoP') {
        throw new UnauthenticatedError('Token vincolato a una chiave: usare lo schema DPoP.');
      }
      const proof = request.headers.dpop;
      await dpop.check(
        {
          proof: typeof proof === 'string' ? proof : undefined,
          method: request.method,
          url: `${request.protocol}://${request.host}${request.url.split('?')[0]}`,
          accessToken: token,
        },
        request.principal.boundKey,
      );
    } else if (scheme === 'DPoP') {
      throw new UnauthenticatedError('Token non valido.');
    }
    if (await deps.revocations.isRevoked(request.principal)) {
      throw new UnauthenticatedError('Accesso revocato: accedere di nuovo.');
    }
    if (access.kind === 'role') {
      const { role, isSuperadmin } = deriveRole(roleClaimsOf(request.principal), access.application);
      if (!isSuperadmin && (role === null || !access.roles.includes(role))) {
        throw new ForbiddenError();
      }
    }
    if (access.kind === 'permission') {
      const mask = await deps.permissions.maskFor(request.principal, access.section);
      if (!hasFlag(mask, access.flag)) {
        throw new ForbiddenError();
      }
    }
  }
}
