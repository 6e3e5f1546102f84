import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { type EmbeddedIdentity, openEmbeddedIdentity } from '../../../test/identity-providers.ts';
import { ConflictError } from '../../errors.ts';
import { systemContext } from '../../http/write-context.ts';
import { type AuditLog, createAuditLog } from '../audit/audit.service.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { createEventsService } from '../events/events.service.ts';
import { outboxOf } from '../events/events.test-utils.ts';
import { createUsersService } from './users.service.ts';

/** A user an administrator creates, told to the subscriptions with its audit row (docs/adr/0047). */
describe.each(testDatabases())('the event of a user created by an administrator on $name', (kind) => {
  let identity: EmbeddedIdentity;

  beforeAll(async () => {
    identity = await openEmbeddedIdentity(kind);
  });
  afterAll(() => identity?.close());

  const users = (audit: AuditLog = createAuditLog({ db: identity.database.db })) =>
    createUsersService({
      db: identity.database.db,
      identity: identity.admin,
      audit,
      revocations: { revokeUser: async () => undefined },
      events: createEventsService({ db: identity.database.db }),
    });
  const input = (username: string) => ({
    username,
    email: `${username}@example.org`,
    firstName: 'Anna',
    lastName: 'Bianchi',
    enabled: true,
    realmRoles: [],
    clientRoles: {},
    groups: [],
    attributes: {},
    sendMail: false,
  });
  const created = () => outboxOf(identity.database.db, 'it.halo.platform.user.created');

  it('writes the event with the audit row: the id and state in the data, the person apart', async () => {
    const user = await users().createUser(input('anna.bianchi'), systemContext);
    expect(await created()).toEqual([
      {
        type: 'it.halo.platform.user.created',
        source: '/platform',
        subject: `utenti/${user.id}`,
        time: expect.any(Date),
        data: { utente: user.id, abilitato: true },
        personal: {
          username: 'anna.bianchi',
          nome: 'Anna',
          cognome: 'Bianchi',
          email: 'anna.bianchi@example.org',
          origine: 'authorization',
          ruoli: { realm: [], client: {} },
        },
      },
    ]);
    const audited = await identity.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, user.id));
    expect(audited.map((a) => a.action)).toEqual(['create']);
  });

  it('writes none for a user refused, and removes the user when its audit row and event cannot be written', async () => {
    const before = await created();
    await expect(users().createUser(input('anna.bianchi'), systemContext)).rejects.toBeInstanceOf(
      ConflictError,
    );

    const audit = createAuditLog({ db: identity.database.db });
    const failing: AuditLog = {
      ...audit,
      recordWrite: async () => {
        throw new Error('audit non disponibile');
      },
    };
    await expect(users(failing).createUser(input('carla.verdi'), systemContext)).rejects.toThrow('audit');
    expect(await identity.admin.findUserByEmail('carla.verdi@example.org')).toBeUndefined();
    expect(await created()).toEqual(before);
  });
});
