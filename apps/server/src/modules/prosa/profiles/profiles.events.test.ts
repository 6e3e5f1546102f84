import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { outboxOf } from '../../events/events.test-utils.ts';
import { comuneOfTurin, prosaSuite, registeredCitizen, staffMember } from '../prosa.test-utils.ts';

/**
 * The users Pro.Sa. makes, a citizen registering and an operator created by admin-prosa, told to the subscriptions
 * with the rows made with them (docs/adr/0047-event-subscriptions.md).
 */
describe.each(testDatabases())('Pro.Sa. user events on $name', (kind) => {
  const bed = prosaSuite(kind, ['admin.prosa'] as const);
  const created = () => outboxOf(bed.server.database.db, 'it.halo.platform.user.created');
  const ofUser = async (username: string) =>
    (await created()).filter((e) => e.personal?.username === username);

  it('tells of the disabled user a registration makes, and of an operator, naming them only as personal data', async () => {
    await registeredCitizen(bed.server, 'eventi.cittadina', {
      comuneId: await comuneOfTurin(bed.anonymous, 'Collegno'),
      dataNascita: '1980-04-02',
      sesso: 'F',
    });
    const [registered, ...again] = await ofUser('eventi.cittadina');
    expect(again).toEqual([]);
    const id = String(registered?.data.utente);
    expect(registered).toEqual({
      type: 'it.halo.platform.user.created',
      source: '/platform',
      subject: `utenti/${id}`,
      time: expect.any(Date),
      data: { utente: id, abilitato: false },
      personal: {
        username: 'eventi.cittadina',
        nome: 'Persona',
        cognome: 'Di prova',
        email: 'eventi.cittadina@example.org',
        origine: 'prosa',
        ruoli: { realm: [], client: { prosa: ['cittadino'] } },
      },
    });
    // Confirming the registration enables the user: no second "created".
    expect(await ofUser('eventi.cittadina')).toHaveLength(1);

    await staffMember(bed.server, bed.as['admin.prosa'], {
      username: 'eventi.operatrice',
      aslId: bed.to3.id,
      livello: 'ASL',
    });
    const [staff] = await ofUser('eventi.operatrice');
    expect(staff?.data).toEqual({ utente: expect.any(String), abilitato: true });
    expect(staff?.personal).toMatchObject({ origine: 'prosa', ruoli: { client: { prosa: ['operatore'] } } });
  });

  it('tells nothing of an operator refused: a user name already taken', async () => {
    const before = await created();
    const refused = await bed.as['admin.prosa'].post('/api/prosa/operatori', {
      username: 'eventi.operatrice',
      email: 'altra.operatrice@example.org',
      nome: 'Altra',
      cognome: 'Operatrice',
      ruolo: 'operatore',
      tipologia: 'SANITARIO',
      aslId: bed.to3.id,
      livello: 'ASL',
    });
    expect(refused.status).toBe(409);
    expect(await created()).toEqual(before);
  });
});
