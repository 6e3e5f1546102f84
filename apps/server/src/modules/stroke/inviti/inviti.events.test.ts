import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../test/api.ts';
import { withDemoClients } from '../../../../test/suite.ts';
import { outboxOf } from '../../events/events.test-utils.ts';
import { inviti } from '../stroke.tables.ts';
import { invitedDoctor, invitedPatient } from '../stroke.test-utils.ts';

const API = '/api/stroke';

/** The stroke service's invitations and accounts, told to the subscriptions (docs/adr/0047-event-subscriptions.md). */
describe('stroke care: the events of invitations and accounts', () => {
  const t = withDemoClients(['superadmin']);
  const { as } = t;

  const accepted = () => outboxOf(t.server.database.db, 'it.halo.stroke.invitation.accepted');
  const usersCreated = () => outboxOf(t.server.database.db, 'it.halo.platform.user.created');
  const invitationsOf = (column: 'medicoId' | 'pazienteId', id: number) =>
    t.server.database.db.select().from(inviti).where(eq(inviti[column], id));

  it('tells of the account made for a doctor, disabled, naming the person only in the personal fields', async () => {
    const before = (await usersCreated()).length;
    const { medico } = await invitedDoctor(t.server, as.superadmin as ApiClient, 'eventi.account');
    const [event, ...more] = (await usersCreated()).slice(before);
    expect(more).toEqual([]);
    const userId = String(event?.data.utente);
    expect(event).toMatchObject({
      source: '/platform',
      subject: `utenti/${userId}`,
      data: { utente: userId, abilitato: false },
      personal: {
        username: 'eventi.account',
        nome: 'Medica',
        cognome: 'eventi.account',
        email: 'eventi.account@example.org',
        origine: 'stroke',
        ruoli: { realm: [], client: { stroke: ['medico'] } },
      },
    });
    expect(JSON.stringify(event?.data)).not.toContain('example.org');
    expect(medico.id).toBeGreaterThan(0);
  });

  it('tells of an invitation accepted when the invited person opens the service, once', async () => {
    const { client: doctor, medico } = await invitedDoctor(
      t.server,
      as.superadmin as ApiClient,
      'eventi.medico',
    );
    const [invito] = await invitationsOf('medicoId', medico.id);
    // Confirmed by the link, not yet accepted: nothing told.
    expect(invito?.stato).toBe('aperto');
    expect((await accepted()).filter((e) => e.subject === `inviti/${invito?.id}`)).toEqual([]);

    expect((await doctor.get(`${API}/profilo`)).status).toBe(200);
    const told = (await accepted()).filter((e) => e.subject === `inviti/${invito?.id}`);
    expect(told).toEqual([
      {
        type: 'it.halo.stroke.invitation.accepted',
        source: '/stroke',
        subject: `inviti/${invito?.id}`,
        time: expect.any(Date),
        data: {
          invito: invito?.id,
          tipo: 'medico',
          medico: medico.id,
          paziente: null,
          caregiver: null,
          stato: 'accettato',
          accettato: expect.any(String),
        },
        personal: { nome: 'Medica', cognome: 'eventi.medico', email: 'eventi.medico@example.org' },
      },
    ]);
    const [stored] = await invitationsOf('medicoId', medico.id);
    expect(Date.parse(String(told[0]?.data.accettato))).toBe(stored?.accettatoIl?.getTime());

    // Opening the service again accepts nothing more, and tells nothing more.
    await doctor.get(`${API}/profilo`);
    expect((await accepted()).filter((e) => e.subject === `inviti/${invito?.id}`)).toHaveLength(1);

    // A patient's invitation, from the patient's row.
    const { client: patient, paziente } = await invitedPatient(t.server, doctor, 'eventi.paziente');
    await patient.get(`${API}/profilo`);
    const [ofPatient] = await invitationsOf('pazienteId', paziente.id);
    const [event] = (await accepted()).filter((e) => e.subject === `inviti/${ofPatient?.id}`);
    expect(event?.data).toMatchObject({ tipo: 'paziente', medico: medico.id, paziente: paziente.id });
    expect(event?.personal).toEqual({
      nome: 'Paziente',
      cognome: 'eventi.paziente',
      email: 'eventi.paziente@example.org',
    });
  });
});
