import { chatMessages } from '@halo/contract/chat';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, paths } from '../../../test/api.ts';
import type { TestServer } from '../../../test/servers.ts';
import { withServer } from '../../../test/suite.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { messaggi } from './chat.tables.ts';
import { expectBarred, openChatStream, signInDemoCallers } from './chat.test-utils.ts';

const API = '/api/v1/chat';
const USERS = ['medico', 'paziente', 'caregiver', 'cittadino', 'superadmin'] as const;
type User = (typeof USERS)[number];

let sequence = 0;
/** A client id as a device makes one. */
const clientId = () => `prova-${Date.now()}-${++sequence}`;

describe('chat: conversations of stroke care', () => {
  let server: TestServer;
  const tokens = {} as Record<User, string>;
  const as = {} as Record<User, ApiClient>;
  const subject = {} as Record<User, string>;

  withServer(async (started) => {
    server = started;
    await signInDemoCallers(server, USERS, { tokens, as, subject });
  });

  /** The conversation between two demo users, opened by the first. */
  async function conversation(from: User, to: User): Promise<number> {
    const opened = await as[from].post(`${API}/conversazioni`, { contatto: `stroke:${subject[to]}` });
    expect([200, 201], JSON.stringify(opened.body)).toContain(opened.status);
    return opened.body.id;
  }

  const send = (from: User, id: number, testo: string, client = clientId()) =>
    as[from].post(`${API}/conversazioni/${id}/messaggi`, { clientId: client, testo });

  it('lists whom each person may write to: their care relationships only', async () => {
    const names = async (user: User) =>
      (await as[user].get(`${API}/contatti`)).body.map(
        (c: { nome: string; ruolo: string }) => `${c.nome} (${c.ruolo})`,
      );
    expect(await names('medico')).toEqual(['Franco Paziente (paziente)']);
    expect(await names('paziente')).toEqual(['Elena Caregiver (caregiver)', 'Roberto Medico (medico)']);
    expect(await names('caregiver')).toEqual(['Franco Paziente (paziente)']);
    // The citizen has the Pro.Sa. office of their ASL only (chat.prosa.test.ts).
    expect(await names('cittadino')).toEqual(['TO3 (ufficio)']);
    expect(await names('superadmin')).toEqual([]);
    const search = await as.medico.get(`${API}/contatti?q=zzz`);
    expect(search.body).toEqual([]);
  });

  it('has the demo conversation of the doctor and the patient, the last message unread by the patient', async () => {
    const mine = (await as.paziente.get(`${API}/conversazioni`)).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      ambito: 'stroke',
      con: { nome: 'Roberto Medico', ruolo: 'medico' },
      nonLetti: 1,
      ultimo: { mio: false },
    });
    const doctors = (await as.medico.get(`${API}/conversazioni`)).body;
    expect(doctors[0]).toMatchObject({ id: mine[0].id, con: { nome: 'Franco Paziente' }, nonLetti: 0 });
    // The doctor sees how far the patient read: up to the patient's own reply, before the doctor's last message.
    expect(doctors[0].lettoDallAltro).toBeLessThan(doctors[0].ultimo.id);
    const contacts = (await as.paziente.get(`${API}/contatti`)).body;
    expect(contacts.find((c: { ruolo: string }) => c.ruolo === 'medico').conversazioneId).toBe(mine[0].id);
    const page = (await as.paziente.get(`${API}/conversazioni/${mine[0].id}/messaggi`)).body;
    expect(page.altri).toBe(false);
    expect(page.messaggi.map((m: { autore: string }) => m.autore)).toEqual([
      'Franco Paziente',
      'Roberto Medico',
      'Franco Paziente',
      'Roberto Medico',
    ]);
  });

  it('starts no conversation outside a care relationship, and shows none to a stranger', async () => {
    const refused = await as.cittadino.post(`${API}/conversazioni`, { contatto: `stroke:${subject.medico}` });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(chatMessages.contattoNotFound);
    // The doctor is in no relationship with the caregiver.
    const notTheirs = await as.medico.post(`${API}/conversazioni`, {
      contatto: `stroke:${subject.caregiver}`,
    });
    expect(notTheirs.status).toBe(404);
    expect(
      (await as.paziente.post(`${API}/conversazioni`, { contatto: `stroke:${subject.paziente}` })).status,
    ).toBe(404);
    expect(
      paths(await as.paziente.post(`${API}/conversazioni`, { contatto: 'posta:qualcuno' }), 400),
    ).toEqual(['body.contatto']);

    const demo = await conversation('paziente', 'medico');
    for (const stranger of ['caregiver', 'cittadino', 'superadmin'] as const) {
      await expectBarred(as[stranger], demo, 'hidden', stranger, clientId());
    }
    expect((await apiClient(server.app).get(`${API}/conversazioni`)).status).toBe(401);
  });

  it('writes a message once, however many times its device sends it', async () => {
    const id = await conversation('paziente', 'medico');
    const client = clientId();
    const first = await send('paziente', id, 'Ho misurato la pressione: 150/90.', client);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      conversazioneId: id,
      clientId: client,
      mio: true,
      autore: 'Franco Paziente',
    });
    const again = await send('paziente', id, 'Ho misurato la pressione: 150/90.', client);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const racing = await Promise.all(
      [1, 2, 3].map(() => send('paziente', id, 'Tre volte insieme', 'stesso-id-123')),
    );
    expect(new Set(racing.map((r) => r.body.id)).size).toBe(1);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const rows = await server.database.db
      .select()
      .from(messaggi)
      .where(and(eq(messaggi.conversazioneId, id), eq(messaggi.clientId, client)));
    expect(rows).toHaveLength(1);
    // The same client id from the other side is another message.
    const doctors = await send('medico', id, 'Ricevuto.', client);
    expect(doctors.status).toBe(201);
    expect(doctors.body.id).not.toBe(first.body.id);
    // Recorded in the audit log, by id, without the text.
    const audited = await server.database.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entity, 'chat.messaggio'), eq(auditEntries.entityId, String(first.body.id))),
      );
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0])).not.toContain('150/90');
  });

  it('keeps plain text only, within the length limit', async () => {
    const id = await conversation('paziente', 'medico');
    const sent = await send('paziente', id, '  <b>ciao</b>\u202e al\u200bdo\r\n\r\n\r\n\r\nfine \u0085 ');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.testo).toBe('<b>ciao</b> aldo\n\nfine');
    const blank = await send('paziente', id, ' \u200b\n\t ');
    expect(paths(blank, 400)).toEqual(['body.testo']);
    expect(blank.body.details[0].message).toBe(chatMessages.testoVuoto);
    const long = await send('paziente', id, 'a'.repeat(2001));
    expect(paths(long, 400)).toEqual(['body.testo']);
    expect(long.body.details[0].message).toBe(chatMessages.testoLungo);
    expect((await send('paziente', id, 'a'.repeat(2000))).status).toBe(201);
    expect(paths(await send('paziente', id, 'ciao', 'no'), 400)).toEqual(['body.clientId']);
  });

  it('counts unread messages and shows how far the other side read, never moving back', async () => {
    const id = await conversation('paziente', 'medico');
    const unread = async (user: User) =>
      (await as[user].get(`${API}/conversazioni/${id}`)).body as {
        nonLetti: number;
        lettoDaMe: number;
        lettoDallAltro: number;
      };
    const before = (await unread('medico')).nonLetti;
    const patientBefore = (await unread('paziente')).nonLetti;
    const one = await send('paziente', id, 'Primo');
    const two = await send('paziente', id, 'Secondo');
    expect((await unread('medico')).nonLetti).toBe(before + 2);
    // Their own messages are not unread to the sender.
    expect((await unread('paziente')).nonLetti).toBe(patientBefore);

    const read = await as.medico.put(`${API}/conversazioni/${id}/letto`, { fino: one.body.id });
    expect(read.body).toEqual({ lettoDaMe: one.body.id });
    expect((await unread('medico')).nonLetti).toBe(1);
    expect((await unread('paziente')).lettoDallAltro).toBe(one.body.id);
    // Past the last message: as far as the last one; an older one leaves it where it is.
    const all = await as.medico.put(`${API}/conversazioni/${id}/letto`, { fino: two.body.id + 1000 });
    expect(all.body).toEqual({ lettoDaMe: two.body.id });
    const back = await as.medico.put(`${API}/conversazioni/${id}/letto`, { fino: one.body.id });
    expect(back.body).toEqual({ lettoDaMe: two.body.id });
    expect(await unread('medico')).toMatchObject({ nonLetti: 0, lettoDaMe: two.body.id });
    const list = (await as.medico.get(`${API}/conversazioni`)).body;
    expect(list.find((c: { id: number }) => c.id === id)).toMatchObject({
      nonLetti: 0,
      lettoDaMe: two.body.id,
    });
  });

  it('pages the messages back and forth', async () => {
    const id = await conversation('paziente', 'medico');
    const sent: number[] = [];
    for (let n = 0; n < 5; n++) sent.push((await send('medico', id, `Messaggio ${n}`)).body.id);
    const last = (await as.paziente.get(`${API}/conversazioni/${id}/messaggi?limite=2`)).body;
    expect(last.messaggi.map((m: { id: number }) => m.id)).toEqual(sent.slice(3));
    expect(last.altri).toBe(true);
    const before = (await as.paziente.get(`${API}/conversazioni/${id}/messaggi?limite=2&prima=${sent[3]}`))
      .body;
    expect(before.messaggi.map((m: { id: number }) => m.id)).toEqual(sent.slice(1, 3));
    const after = (await as.paziente.get(`${API}/conversazioni/${id}/messaggi?dopo=${sent[2]}`)).body;
    expect(after).toEqual({ messaggi: expect.any(Array), altri: false });
    expect(after.messaggi.map((m: { id: number }) => m.id)).toEqual(sent.slice(3));
  });

  it('exports a conversation for its participants, as text or JSON', async () => {
    const id = await conversation('paziente', 'medico');
    await send('medico', id, 'Da esportare\nsu due righe');
    const text = await as.paziente.get(`${API}/conversazioni/${id}/export`);
    expect(text.status).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(
      /^attachment; filename="conversazione-\d+-\d{4}-\d{2}-\d{2}\.txt"$/,
    );
    expect(text.body).toContain('Conversazione con Roberto Medico (medico)');
    expect(text.body).toContain('Roberto Medico:\n  Da esportare\n  su due righe');
    const json = await as.medico.get(`${API}/conversazioni/${id}/export?formato=json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.body.conversazione).toMatchObject({ id, ambito: 'stroke', con: { nome: 'Franco Paziente' } });
    expect(json.body.messaggi.at(-1)).toMatchObject({
      autore: 'Roberto Medico',
      mio: true,
      testo: 'Da esportare\nsu due righe',
    });
  });

  it('delivers live, resumes after Last-Event-ID without loss or duplicates, and sends read receipts', async () => {
    const id = await conversation('paziente', 'medico');
    const doctor = await openChatStream(server.baseUrl, tokens.medico);
    expect(doctor.status).toBe(200);
    expect(doctor.contentType).toBe('text/event-stream; charset=utf-8');
    const patient = await openChatStream(server.baseUrl, tokens.paziente);
    try {
      const first = await send('paziente', id, 'In diretta');
      await doctor.until(() => doctor.messages().some((m) => m.id === first.body.id));
      expect(doctor.messages().at(-1)).toMatchObject({
        testo: 'In diretta',
        mio: false,
        conversazioneId: id,
      });
      expect(doctor.events.at(-1)?.id).toBe(String(first.body.id));
      // The sender's other devices get it too, as theirs.
      await patient.until(() => patient.messages().some((m) => m.id === first.body.id));
      expect(patient.messages().at(-1)?.mio).toBe(true);

      // The doctor reads it: the patient's stream shows the receipt.
      await as.medico.put(`${API}/conversazioni/${id}/letto`, { fino: first.body.id });
      await patient.until((events) =>
        events.some(
          (e) => e.event === 'letto' && JSON.parse(e.data).fino === first.body.id && !JSON.parse(e.data).mio,
        ),
      );

      // Cut off: what is sent meanwhile arrives once on reconnection, after the last event received.
      doctor.close();
      const missed = [
        await send('paziente', id, 'Mentre eri via 1'),
        await send('paziente', id, 'Mentre eri via 2'),
      ];
      const resumed = await openChatStream(server.baseUrl, tokens.medico, {
        lastEventId: String(first.body.id),
      });
      try {
        await resumed.until(() => resumed.messages().length >= 2);
        const later = await send('paziente', id, 'Dopo il ritorno');
        await resumed.until(() => resumed.messages().some((m) => m.id === later.body.id));
        expect(resumed.messages().map((m) => m.testo)).toEqual([
          'Mentre eri via 1',
          'Mentre eri via 2',
          'Dopo il ritorno',
        ]);
        expect(resumed.messages().map((m) => m.id)).toEqual([...missed.map((r) => r.body.id), later.body.id]);
      } finally {
        resumed.close();
      }
    } finally {
      doctor.close();
      patient.close();
    }
  });

  it('has no stream for someone without relationships', async () => {
    const none = await openChatStream(server.baseUrl, tokens.superadmin);
    expect(none.status).toBe(404);
    const anonymous = await fetch(`${server.baseUrl}${API}/eventi`);
    expect(anonymous.status).toBe(401);
  });

  // Last: it revokes the demo caregiver's consent.
  it("closes a caregiver's conversation at once when the patient revokes the consent", async () => {
    const id = await conversation('caregiver', 'paziente');
    expect((await send('caregiver', id, 'Come stai oggi, papà?')).status).toBe(201);
    const stream = await openChatStream(server.baseUrl, tokens.caregiver);
    try {
      const before = await send('paziente', id, 'Bene, grazie.');
      await stream.until(() => stream.messages().some((m) => m.id === before.body.id));

      const profile = (await as.paziente.get('/api/stroke/profilo')).body;
      const pazienteId = profile.paziente.id;
      const carers = (await as.paziente.get(`/api/stroke/paziente/${pazienteId}/caregiver`)).body;
      const revoked = await as.paziente.del(`/api/stroke/paziente/${pazienteId}/caregiver/${carers[0].id}`);
      expect(revoked.body.consenso.attivo).toBe(false);

      for (const user of ['caregiver', 'paziente'] as const) {
        await expectBarred(as[user], id, 'closed', user, clientId());
      }
      expect((await as.caregiver.get(`${API}/contatti`)).body).toEqual([]);
      expect(
        (await as.caregiver.post(`${API}/conversazioni`, { contatto: `stroke:${subject.paziente}` })).status,
      ).toBe(404);

      // A message that raced the revocation is not delivered to the stream.
      const [raced] = await server.database.db
        .insert(messaggi)
        .values({
          conversazioneId: id,
          lato: subject.paziente < subject.caregiver ? 'a' : 'b',
          autore: subject.paziente,
          autoreNome: 'Franco Paziente',
          clientId: clientId(),
          testo: 'Scritto mentre il consenso veniva revocato',
        })
        .returning();
      // A stream (re)opened meanwhile skips it: the relationship is checked at every delivery.
      const meanwhile = await openChatStream(server.baseUrl, tokens.caregiver, {
        lastEventId: String(before.body.id),
      });
      await meanwhile.caughtUp();
      expect(meanwhile.messages()).toEqual([]);
      meanwhile.close();
      // The consent given again opens the conversation again; what is sent then arrives.
      const again = await as.paziente.post('/api/stroke/inviti/paziente/invitacaregiver', {
        nome: 'Elena',
        cognome: 'Caregiver',
        email: 'caregiver@example.org',
      });
      expect(again.body.consenso.attivo).toBe(true);
      const after = await send('paziente', id, 'Di nuovo insieme');
      expect(after.status).toBe(201);
      await stream.until(() => stream.messages().some((m) => m.id === after.body.id));
      expect(raced?.id).toBeLessThan(after.body.id);
    } finally {
      stream.close();
    }
  });
});
