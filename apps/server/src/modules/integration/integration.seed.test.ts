import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, testDatabases } from '../../../test/databases.ts';
import { createEventsService } from '../events/events.service.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { createFhirRepository } from './fhir/fhir.repository.ts';
import { seedIntegration } from './integration.seed.ts';

const options = (demo: boolean) => ({ demo }) as ModuleSeedOptions;

describe.each(testDatabases())('the demo data of Integrazioni on $name', (kind) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await kind.open();
  });
  afterAll(() => opened?.drop());

  const subscriptions = () =>
    createEventsService({ db: opened.database.db }).listSubscriptions({ page: 1, size: 10 });
  const connections = () => createFhirRepository(opened.database.db).listConnections({ page: 1, size: 10 });

  it('writes nothing outside demo mode', async () => {
    await seedIntegration(opened.database.db, options(false));
    expect((await subscriptions()).total).toBe(0);
    expect((await connections()).total).toBe(0);
  });

  it('fills both screens with a suspended example, once', async () => {
    await seedIntegration(opened.database.db, options(true));
    await seedIntegration(opened.database.db, options(true));
    const {
      items: [subscription],
      total,
    } = await subscriptions();
    expect(total).toBe(1);
    expect(subscription).toMatchObject({ attiva: false, url: expect.stringMatching(/^https:\/\//) });
    const listed = await connections();
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      attiva: false,
      autenticazione: 'smart',
      keyId: expect.any(String),
    });
  });
});
