import { openDatabase } from '../src/db/database.ts';
import { createEmbeddedIdentityAdmin } from '../src/idp/embedded.adapter.ts';
import type {
  GroupChanges,
  IdentityAdmin,
  NewIdentityUser,
} from '../src/modules/authorization/identity/identity.port.ts';
import { createKeycloakIdentityAdmin } from '../src/modules/authorization/identity/keycloak.adapter.ts';
import { createMailer } from '../src/modules/mail/mail.service.ts';
import { type TestDatabaseKind, testDatabases } from './databases.ts';
import { adapterOptionsFor, startFakeKeycloak } from './fake-keycloak.ts';

/** Halo's own identity provider on a fresh database of `kind`; `close` drops the database. */
export async function openEmbeddedIdentity(kind: TestDatabaseKind) {
  const { database, drop } = await kind.open();
  const mailer = createMailer({ db: database.db, smtp: undefined });
  return {
    database,
    admin: createEmbeddedIdentityAdmin({
      db: database.db,
      mailer,
      issuer: 'http://127.0.0.1/auth/realms/halo',
    }),
    close: drop,
  };
}

/** The Keycloak adapter against a local fake of the Admin REST API; `close` stops the fake and the database. */
export async function openKeycloakIdentity() {
  const fake = await startFakeKeycloak();
  // Halo's own database: the adapter serialises its version checks there.
  const database = await openDatabase({});
  return {
    fake,
    admin: createKeycloakIdentityAdmin(adapterOptionsFor(fake, database.db)),
    async close() {
      await fake.close();
      await database.close();
    },
  };
}

export type EmbeddedIdentity = Awaited<ReturnType<typeof openEmbeddedIdentity>>;
export type KeycloakIdentity = Awaited<ReturnType<typeof openKeycloakIdentity>>;

/**
 * The providers an identity suite runs on: the embedded one on each test database, and Keycloak's adapter
 * against a local fake named `keycloakName`. `prepare` seeds each opened provider and gives the suite its view.
 */
export function identitySubjects<T extends { admin: IdentityAdmin; close(): Promise<void> }>(
  keycloakName: string,
  prepare: {
    embedded(provider: EmbeddedIdentity): T | Promise<T>;
    keycloak(provider: KeycloakIdentity): T | Promise<T>;
  },
): { name: string; open(): Promise<T> }[] {
  return [
    ...testDatabases().map((kind) => ({
      name: `embedded provider on ${kind.name}`,
      open: async () => prepare.embedded(await openEmbeddedIdentity(kind)),
    })),
    { name: keycloakName, open: async () => prepare.keycloak(await openKeycloakIdentity()) },
  ];
}

export const newIdentityUser = (overrides: Partial<NewIdentityUser> = {}): NewIdentityUser => ({
  username: 'mario.rossi',
  email: 'mario.rossi@example.org',
  firstName: 'Mario',
  lastName: 'Rossi',
  enabled: true,
  realmRoles: [],
  clientRoles: { prosa: ['cittadino'] },
  attributes: { asl: '010203' },
  groupIds: [],
  ...overrides,
});

/** The input creating the group `name` of `application`: top-level and without a description unless `more` says. */
export const newIdentityGroup = (
  name: string,
  application: string | null,
  more: Partial<GroupChanges & { parentId: string | null }> = {},
): GroupChanges & { parentId: string | null } => ({
  name,
  parentId: null,
  application,
  description: '',
  ...more,
});
