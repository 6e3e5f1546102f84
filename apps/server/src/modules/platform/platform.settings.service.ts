import {
  type IdentityProviderInput,
  type IdentityProviderSettings,
  type PlatformSettings,
  type PlatformSettingsInput,
  REALM,
  WEB_CLIENT_ID,
} from '@halo/contract';
import type { Db } from '../../db/database.ts';
import { StaleVersionError, ValidationError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import { createPlatformAdminRepository } from './platform.admin.repository.ts';
import { createPlatformWrites } from './platform.writes.ts';

const PLATFORM_SETTINGS_KEY = 'platform';
const IDENTITY_PROVIDER_KEY = 'identity-provider';

const defaultPlatformSettings = {
  nomePiattaforma: 'Halo',
  emailAssistenza: null,
  applicazionePredefinita: null,
  manutenzione: false,
  messaggioManutenzione: '',
};

/** The identity provider this server runs with, as its configuration chose it (shown beside the settings). */
export interface ActiveIdentity {
  embedded: boolean;
  issuer: string;
  clientId: string;
  identityAdmin: 'embedded' | 'keycloak' | 'none';
}

/**
 * The platform's settings (SPEC.md §7 "Platform admin"): the identity provider to use, checked against its
 * discovery document before it is saved, and the platform's own (name, default application, maintenance).
 * Each is one versioned row: a stale version is a 409.
 */
export function createPlatformSettingsService(deps: {
  db: Db;
  audit: AuditLog;
  active: ActiveIdentity;
  fetch?: typeof fetch;
  clock?: () => Date;
}) {
  const repo = createPlatformAdminRepository(deps.db);
  const { write, record } = createPlatformWrites(deps);
  const now = deps.clock ?? (() => new Date());
  const fetcher = deps.fetch ?? fetch;

  async function setting<T extends Record<string, unknown>>(key: string, defaults: T) {
    let row = await repo.getSetting(key);
    if (!row) {
      await repo.putSetting(key, 0, defaults);
      row = await repo.getSetting(key);
    }
    return { value: { ...defaults, ...(row?.value ?? {}) } as T, version: row?.version ?? 1 };
  }

  async function identityProviderSettings(): Promise<IdentityProviderSettings> {
    const { value, version } = await setting(IDENTITY_PROVIDER_KEY, {
      issuer: null as string | null,
      realm: REALM,
      clientId: WEB_CLIENT_ID,
      verifiedAt: null as string | null,
    });
    return { ...value, version, active: deps.active };
  }

  /** Reads the issuer's discovery document: the settings are saved only if it answers as an OpenID provider. */
  async function checkDiscovery(input: IdentityProviderInput) {
    const issuer = input.issuer.replace(/\/$/, '');
    const fail = (message: string): never => {
      throw new ValidationError([{ path: 'body.issuer', message }]);
    };
    let document: Record<string, unknown>;
    try {
      const response = await fetcher(`${issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) {
        fail(`Il documento di discovery risponde ${response.status}.`);
      }
      document = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ValidationError) {
        throw error;
      }
      return fail("Impossibile leggere il documento di discovery dell'issuer.");
    }
    if (typeof document.issuer !== 'string' || document.issuer.replace(/\/$/, '') !== issuer) {
      fail('Il documento di discovery dichiara un issuer diverso.');
    }
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri']) {
      if (typeof document[field] !== 'string') {
        fail(`Il documento di discovery non indica ${field}.`);
      }
    }
    const realm = /\/realms\/([^/]+)$/.exec(issuer)?.[1];
    if (realm && decodeURIComponent(realm) !== input.realm) {
      throw new ValidationError([
        { path: 'body.realm', message: "Il realm non corrisponde a quello dell'issuer." },
      ]);
    }
    return issuer;
  }

  return {
    identityProviderSettings,

    async updateIdentityProvider(
      input: IdentityProviderInput,
      ctx: WriteContext,
    ): Promise<IdentityProviderSettings> {
      const current = await identityProviderSettings();
      if (current.version !== input.version) {
        throw new StaleVersionError();
      }
      const issuer = await checkDiscovery(input);
      await write(async (tx, txDb) => {
        const value = {
          issuer,
          realm: input.realm,
          clientId: input.clientId,
          verifiedAt: now().toISOString(),
        };
        if (!(await tx.putSetting(IDENTITY_PROVIDER_KEY, input.version, value))) {
          throw new StaleVersionError();
        }
        await record(
          ctx,
          'impostazioni',
          IDENTITY_PROVIDER_KEY,
          'update',
          { version: input.version + 1 },
          txDb,
        );
      });
      return identityProviderSettings();
    },

    async platformSettings(): Promise<PlatformSettings> {
      const { value, version } = await setting(PLATFORM_SETTINGS_KEY, defaultPlatformSettings);
      return { ...value, version } as PlatformSettings;
    },

    async updatePlatformSettings(input: PlatformSettingsInput, ctx: WriteContext): Promise<PlatformSettings> {
      await setting(PLATFORM_SETTINGS_KEY, defaultPlatformSettings);
      if (
        input.applicazionePredefinita &&
        !(await repo.findApplicationByClientId(input.applicazionePredefinita))
      ) {
        throw new ValidationError([
          { path: 'body.applicazionePredefinita', message: 'Applicazione sconosciuta.' },
        ]);
      }
      const { version, ...value } = input;
      await write(async (tx, txDb) => {
        if (!(await tx.putSetting(PLATFORM_SETTINGS_KEY, version, value))) {
          throw new StaleVersionError();
        }
        await record(ctx, 'impostazioni', PLATFORM_SETTINGS_KEY, 'update', { version: version + 1 }, txDb);
      });
      const { value: saved, version: newVersion } = await setting(
        PLATFORM_SETTINGS_KEY,
        defaultPlatformSettings,
      );
      return { ...saved, version: newVersion } as PlatformSettings;
    },

    async maintenance(): Promise<boolean> {
      const row = await repo.getSetting(PLATFORM_SETTINGS_KEY);
      return row?.value.manutenzione === true;
    },
  };
}
