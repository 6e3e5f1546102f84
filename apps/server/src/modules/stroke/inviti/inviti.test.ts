import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, paths } from '../../../../test/api.ts';
import type { TestServer } from '../../../../test/servers.ts';
import { demoClients, withServer } from '../../../../test/suite.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { outbox } from '../../mail/mail.tables.ts';
import { inviti } from '../stroke.tables.ts';
import { acceptInvitation, invitationOf, invitedDoctor, invitedPatient } from '../stroke.test-utils.ts';

const API = '/api/stroke';
const ofPatient = (id: number) =>
  and(eq(auditEntries.entity, 'stroke.paziente'), eq(auditEntries.entityId, String(id)));

describe('stroke care: doctors, patients, caregivers and invitations', () => {
  let server: TestServer;
  const as: Record<string, ApiClient> = {};
  const anonymous = () => apiClient(server.app);

  withServer(async (started) => {
    server = started;
    Object.assign(
      as,
      await demoClients(server, ['superadmin', 'medico', 'paziente', 'caregiver', 'cittadino']),
    );
  });
  const admin = () => as.superadmin as ApiClient;

  it('knows the demo doctor, patient and caregiver', async () => {
    const doctor = await as.medico?.get(`${API}/profilo`);
    expect(doctor?.status).toBe(200);
    expect(doctor?.body).toMatchObject({
      ruoli: ['medico'],
      medico: { nome: 'Roberto', pazienti: 1 },
      paziente: null,
    });
    const patient = await as.paziente?.get(`${API}/profilo`);
    expect(patient?.body.paziente).toMatchObject({ nome: 'Franco', sesso: 'M', medico: { nome: 'Roberto' } });
    expect(patient?.body.paziente.invito).toBeNull();
    const carer = await as.caregiver?.get(`${API}/profilo`);
    expect(carer?.body.assistiti.map((p: { nome: string }) => p.nome)).toEqual(['Franco']);
    const list = await as.medico?.get(`${API}/medico/pazienti?q=fran`);
    expect(list?.body).toMatchObject({
      total: 1,
      items: [{ cognome: 'Paziente', invito: { stato: 'accettato' } }],
    });
  });

  it('runs the invitation chain: admin → doctor → patient → caregiver, who reads the patient until revoked', async () => {
    const { client: doctor, medico } = await invitedDoctor(server, admin(), 'catena');
    const invites = await admin().get(`${API}/inviti/medico/${medico.id}`);
    expect(invites.body).toMatchObject([{ tipo: 'medico', stato: 'aperto', reinviabile: false }]);
    // Signing in and opening the service accepts the invitation.
    expect((await doctor.get(`${API}/profilo`)).body.medico.id).toBe(medico.id);
    expect((await admin().get(`${API}/inviti/medico/${medico.id}`)).body[0].stato).toBe('accettato');

    const { client: patient, paziente } = await invitedPatient(server, doctor, 'assistita');
    const sent = await doctor.get(`${API}/inviti/medico/${medico.id}`);
    expect(sent.body.map((i: { tipo: string; stato: string }) => `${i.tipo}:${i.stato}`)).toEqual([
      'paziente:aperto',
      'medico:accettato',
    ]);

    const invited = await patient.post(`${API}/inviti/paziente/invitacaregiver`, {
      nome: 'Giulia',
      cognome: 'Figlia',
      email: 'giulia.figlia@example.org',
      relazione: 'Figlia',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body).toMatchObject({
      relazione: 'Figlia',
      consenso: { attivo: true },
      invito: { stato: 'inviato' },
    });
    const { client: carer } = await acceptInvitation(server, 'caregiver', 'giulia.figlia@example.org');
    const profile = await carer.get(`${API}/profilo`);
    expect(profile.body.assistiti.map((p: { id: number }) => p.id)).toEqual([paziente.id]);
    const read = await carer.get(`${API}/caregiver/paziente/${paziente.id}`);
    expect(read.status).toBe(200);
    expect(read.body.invito).toBeNull();

    // The patient sees who read their data; their own reads are not listed.
    await patient.get(`${API}/paziente/${paziente.id}`);
    const log = await patient.get(`${API}/paziente/${paziente.id}/accessi`);
    expect(log.body.items[0]).toMatchObject({
      chi: 'Giulia Figlia',
      ruolo: 'caregiver',
      azione: 'lettura',
      cosa: 'scheda',
    });
    const own = log.body.items.filter((a: { ruolo: string }) => a.ruolo === 'paziente');
    expect(own.map((a: { azione: string; cosa: string }) => `${a.azione} ${a.cosa}`)).toEqual([
      'modifica consenso caregiver',
    ]);

    const caregiverId = invited.body.id;
    const revoked = await patient.del(`${API}/paziente/${paziente.id}/caregiver/${caregiverId}`);
    expect(revoked.body.consenso).toMatchObject({ attivo: false });
    expect((await carer.get(`${API}/caregiver/paziente/${paziente.id}`)).status).toBe(403);
    expect((await carer.get(`${API}/paziente/${paziente.id}/fattori`)).status).toBe(403);
    expect((await carer.get(`${API}/profilo`)).body.assistiti).toEqual([]);
    // Invited again: access is back at once; the account stays the same (no second password mail).
    const again = await patient.post(`${API}/inviti/paziente/invitacaregiver`, {
      nome: 'Giulia',
      cognome: 'Figlia',
      email: 'giulia.figlia@example.org',
    });
    expect(again.body.consenso.attivo).toBe(true);
    expect((await carer.get(`${API}/caregiver/paziente/${paziente.id}`)).status).toBe(200);
    const { code } = await invitationOf(server, 'giulia.figlia@example.org');
    expect((await anonymous().get(`${API}/public/callbackc/${code}`)).body).toEqual({
      esito: 'confermato',
      passwordInviata: false,
    });
  });

  it('tells the callback outcomes apart without saying whose code it was', async () => {
    const email = 'ciclo@example.org';
    const created = await admin().post(`${API}/medico`, { nome: 'Ciclo', cognome: 'Vita', email });
    const first = await invitationOf(server, email);
    expect((await anonymous().get(`${API}/public/callbackm/nonesiste`)).status).toBe(404);
    // A doctor's code on the patients' page is unknown there.
    expect((await anonymous().get(`${API}/public/callbackp/${first.code}`)).status).toBe(404);

    const resent = await admin().post(`${API}/inviti/reinvia/${created.body.invito.id}`);
    expect(resent.body).toMatchObject({ stato: 'inviato', reinviabile: true });
    const second = await invitationOf(server, email);
    expect(second.code).not.toBe(first.code);
    expect((await anonymous().get(`${API}/public/callbackm/${first.code}`)).body).toEqual({
      esito: 'revocato',
      passwordInviata: false,
    });
    expect((await anonymous().get(`${API}/public/callbackm/${second.code}`)).body.esito).toBe('confermato');
    const used = await anonymous().get(`${API}/public/callbackm/${second.code}`);
    expect(used.body).toEqual({ esito: 'usato', passwordInviata: false });
    expect(JSON.stringify(used.body)).not.toContain('Ciclo');
    // An opened invitation is not sent again.
    expect((await admin().post(`${API}/inviti/reinvia/${resent.body.id}`)).status).toBe(409);

    // Expired: the job marks it, and the page says so even before the job ran.
    const late = await admin().post(`${API}/medico`, {
      nome: 'Tardi',
      cognome: 'Vo',
      email: 'tardi@example.org',
    });
    const lateCode = (await invitationOf(server, 'tardi@example.org')).code;
    await server.database.db
      .update(inviti)
      .set({ scadeIl: sql`now() - interval '1 minute'` })
      .where(eq(inviti.id, late.body.invito.id));
    expect((await anonymous().get(`${API}/public/callbackm/${lateCode}`)).body.esito).toBe('scaduto');
    const listed = await admin().get(`${API}/inviti/medico/${late.body.id}`);
    expect(listed.body[0]).toMatchObject({ stato: 'scaduto', reinviabile: true });
    // The codes are kept hashed: the table never holds the code itself.
    const stored = await server.database.db.select({ h: inviti.codeHash }).from(inviti);
    expect(stored.map((r) => r.h)).not.toContain(lateCode);
  });

  it('records a card opened again and again within the minute as one read, listing its parts', async () => {
    const { client: doctor } = await invitedDoctor(server, admin(), 'rilegge');
    const { client: patient, paziente } = await invitedPatient(server, doctor, 'riletta');
    const parts = ['', '/fattori', '/caregiver'];
    // The card opened three times in a row, each part read as the screen reads it.
    for (let opening = 0; opening < 3; opening++) {
      for (const part of parts)
        expect((await doctor.get(`${API}/paziente/${paziente.id}${part}`)).status).toBe(200);
    }
    const reads = await server.database.db
      .select()
      .from(auditEntries)
      .where(and(ofPatient(paziente.id), eq(auditEntries.action, 'read')));
    const views = ['scheda', 'fattori', 'caregiver'];
    // One row, or two when a minute ends during the visit; together they name every part.
    expect(reads.length).toBeLessThanOrEqual(2);
    expect([...new Set(reads.flatMap((r) => r.details.viste as string[]))].sort()).toEqual([...views].sort());
    const minutes = reads.map((r) => Math.floor(r.at.getTime() / 60_000));
    expect(new Set(minutes).size).toBe(minutes.length);
    // The administration's log lists the changes apart from the reads.
    const logged = async (kind: string) =>
      (await admin().get(`/api/v1/logs?entity=stroke.paziente&entityId=${paziente.id}&kind=${kind}`)).body;
    expect((await logged('reads')).total).toBe(reads.length);
    expect((await logged('changes')).items.map((e: { action: string }) => e.action)).not.toContain('read');
    expect(paths(await admin().get('/api/v1/logs?kind=tutto'), 400)).toEqual(['querystring.kind']);
    const log = await patient.get(`${API}/paziente/${paziente.id}/accessi?size=50`);
    const read = log.body.items.filter((a: { azione: string }) => a.azione === 'lettura');
    expect(read.flatMap((a: { cosa: string }) => a.cosa.split(', ')).sort()).toEqual([...views].sort());
    expect(log.body.total).toBe(
      (await server.database.db.select().from(auditEntries).where(ofPatient(paziente.id))).length,
    );
  });

  it('enforces who reads what: other doctors 404, patients only themselves, roles 403', async () => {
    const { client: other } = await invitedDoctor(server, admin(), 'altro');
    const demoPatient = (await as.paziente?.get(`${API}/profilo`))?.body.paziente.id;
    expect((await other.get(`${API}/paziente/${demoPatient}`)).status).toBe(404);
    expect((await other.get(`${API}/paziente/${demoPatient}/fattori`)).status).toBe(404);
    expect((await other.get(`/v1/ms/prediction/user?id=${demoPatient}`)).status).toBe(404);
    expect((await other.get(`${API}/medico/pazienti`)).body.total).toBe(0);
    const { paziente: mine } = await invitedPatient(server, other, 'seguita');
    expect((await as.paziente?.get(`${API}/paziente/${mine.id}`))?.status).toBe(404);
    expect((await as.caregiver?.get(`${API}/caregiver/paziente/${mine.id}`))?.status).toBe(404);
    expect((await as.medico?.get(`${API}/paziente/${mine.id}`))?.status).toBe(404);
    expect((await as.medico?.get(`${API}/medico`))?.status).toBe(403);
    expect((await as.paziente?.get(`${API}/medico/pazienti`))?.status).toBe(403);
    expect((await as.cittadino?.get(`${API}/profilo`))?.status).toBe(403);
    expect((await anonymous().get(`${API}/profilo`)).status).toBe(401);
    // The admin reads every patient, and the read is recorded for the patient's doctor to see.
    expect((await admin().get(`${API}/paziente/${mine.id}`)).status).toBe(200);
    expect(
      (await as.medico?.get(`${API}/medico/${(await other.get(`${API}/profilo`)).body.medico.id}`))?.status,
    ).toBe(404);
  });

  it('validates and versions doctors and patients, and keeps a doctor with patients', async () => {
    expect(
      paths(await admin().post(`${API}/medico`, { nome: '', cognome: 'X', email: 'non-valida' }), 400),
    ).toEqual(['body.nome', 'body.email']);
    expect(
      paths(
        await admin().post(`${API}/medico`, { nome: 'A', cognome: 'B', email: 'medico@example.org' }),
        409,
      ),
    ).toEqual(['body.email']);
    const { client: doctor, medico } = await invitedDoctor(server, admin(), 'versioni');
    const read = (await admin().get(`${API}/medico/${medico.id}`)).body;
    const update = {
      id: read.id,
      version: read.version,
      nome: 'Medica',
      cognome: 'Versioni',
      email: read.email,
      specializzazione: 'Cardiologia',
    };
    expect((await admin().put(`${API}/medico`, update)).body).toMatchObject({
      specializzazione: 'Cardiologia',
      version: 2,
    });
    expect(paths(await admin().put(`${API}/medico`, update), 409)).toEqual(['body.version']);

    const invalid = await doctor.post(`${API}/invitapaziente`, {
      nome: 'P',
      cognome: 'Q',
      email: 'pq@example.org',
      dataNascita: '2999-01-01',
      sesso: 'X',
      codiceFiscale: 'NONVALIDO',
    });
    expect(paths(invalid, 400)).toEqual(['body.codiceFiscale', 'body.sesso']);
    expect(
      paths(
        await doctor.post(`${API}/invitapaziente`, {
          nome: 'P',
          cognome: 'Q',
          email: 'pq@example.org',
          dataNascita: '2999-01-01',
          sesso: 'M',
        }),
        400,
      ),
    ).toEqual(['body.dataNascita']);
    // The admin must say which doctor follows the patient.
    expect(
      paths(
        await admin().post(`${API}/invitapaziente`, {
          nome: 'P',
          cognome: 'Q',
          email: 'pq@example.org',
          dataNascita: '1950-01-01',
          sesso: 'M',
        }),
        400,
      ),
    ).toEqual(['body.medicoId']);
    const { paziente } = await invitedPatient(server, doctor, 'anagrafe');
    const card = (await doctor.get(`${API}/paziente/${paziente.id}`)).body;
    const { id, version, nome, cognome, dataNascita, sesso } = card;
    const unchanged = { id, version, nome, cognome, dataNascita, sesso };
    const changed = await doctor.put(`${API}/paziente`, { ...unchanged, telefono: '+39 333 1234567' });
    expect(changed.body).toMatchObject({ telefono: '+39 333 1234567', version: 2 });
    // The version read before that change is stale now.
    const stale = await doctor.put(`${API}/paziente`, unchanged);
    expect(paths(stale, 409)).toEqual(['body.version']);

    expect((await admin().del(`${API}/medico/${medico.id}`)).status).toBe(409);
    const alone = await admin().post(`${API}/medico`, {
      nome: 'Senza',
      cognome: 'Pazienti',
      email: 'senza@example.org',
    });
    expect((await admin().del(`${API}/medico/${alone.body.id}`)).body).toEqual({
      message: 'Medico eliminato.',
    });
    expect((await admin().get(`${API}/medico/${alone.body.id}`)).status).toBe(404);
    // Its account went with it: the address is free again.
    expect(
      (
        await admin().post(`${API}/medico`, {
          nome: 'Senza',
          cognome: 'Pazienti',
          email: 'senza@example.org',
        })
      ).status,
    ).toBe(201);
  });

  it('mails every invitation with its own link, and logs nothing personal', async () => {
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.kind, 'stroke-invito'));
    expect(mails.length).toBeGreaterThan(3);
    for (const mail of mails) expect(mail.link).toMatch(/\/stroke\/public\/callback[mpc]\?code=[\w-]{43}$/);
  });
});
