import { chatMessages } from '@halo/contract/chat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, lastLink, setPassword } from '../../../test/api.ts';
import { signIn } from '../../../test/oidc-client.ts';
import type { TestServer } from '../../../test/servers.ts';
import { withServer } from '../../../test/suite.ts';
import { cittadini, operatori } from '../prosa/prosa.tables.ts';
import { messaggi } from './chat.tables.ts';
import { expectBarred, openChatStream, signInDemoCallers } from './chat.test-utils.ts';

const API = '/api/v1/chat';
const PASSWORD = 'Una-password-lunga-1';
const USERS = [
  'cittadino',
  'ente',
  'operatore.sanitario',
  'responsabile.asl',
  'admin.prosa',
  'medico',
] as const;
type User = (typeof USERS)[number] | 'operatore.to4';

let sequence = 0;
const clientId = () => `prosa-${Date.now()}-${++sequence}`;

interface Conversation {
  id: number;
  ambito: string;
  con: { nome: string; ruolo: string };
  nonLetti: number;
  lettoDaMe: number;
  lettoDallAltro: number;
}

describe('chat: citizens and organisations with the Pro.Sa. office of their ASL', () => {
  let server: TestServer;
  const tokens = {} as Record<User, string>;
  const as = {} as Record<User, ApiClient>;
  const subject = {} as Record<User, string>;
  /** The joined authorities: the demo's TO3 and TO4, joined for these tests. */
  let to3: number;
  let to4: number;
  /** The demo conversation of the citizen with the TO3 office. */
  let demo: number;

  withServer(async (started) => {
    server = started;
    await signInDemoCallers(server, USERS, { tokens, as, subject });
    to3 = (await as.cittadino.get('/api/public/prosa/asl/010203')).body.id;
    const joined = await as['admin.prosa'].post('/api/prosa/asl/add', { codiceAsl: '010204' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    to4 = joined.body.id;
    // An operator of the TO4 office.
    const email = 'operatrice.to4@example.org';
    const created = await as['admin.prosa'].post('/api/prosa/operatori', {
      email,
      username: 'operatrice.to4',
      nome: 'Operatrice',
      cognome: 'Di Torino 4',
      ruolo: 'operatore',
      tipologia: 'SANITARIO',
      aslId: to4,
      livello: 'ASL',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await setPassword(server.baseUrl, await lastLink(server.database, email), PASSWORD);
    tokens['operatore.to4'] = (await signIn(server.baseUrl, 'operatrice.to4', PASSWORD)).tokens.access_token;
    as['operatore.to4'] = apiClient(server.app, tokens['operatore.to4']);
    const mine = (await as.cittadino.get(`${API}/conversazioni`)).body as Conversation[];
    demo = mine.find((c) => c.ambito === 'prosa')?.id ?? 0;
  });

  const list = async (user: User) => (await as[user].get(`${API}/conversazioni`)).body as Conversation[];
  const one = async (user: User, id: number) =>
    (await as[user].get(`${API}/conversazioni/${id}`)).body as Conversation;
  const send = (from: User, id: number, testo: string) =>
    as[from].post(`${API}/conversazioni/${id}/messaggi`, { clientId: clientId(), testo });

  it('lets a citizen and an organisation write to their ASL’s office, and its operators write to nobody new', async () => {
    for (const user of ['cittadino', 'ente'] as const) {
      expect((await as[user].get(`${API}/contatti`)).body, user).toMatchObject([
        { contatto: `prosa:asl:${to3}`, ambito: 'prosa', nome: 'TO3', ruolo: 'ufficio' },
      ]);
    }
    expect((await as.cittadino.get(`${API}/contatti?q=pro.sa`)).body).toHaveLength(1);
    expect((await as.cittadino.get(`${API}/contatti?q=zzz`)).body).toEqual([]);
    for (const user of ['operatore.sanitario', 'responsabile.asl', 'operatore.to4', 'admin.prosa'] as const) {
      expect((await as[user].get(`${API}/contatti`)).body, user).toEqual([]);
    }
    // Stroke care's people have no Pro.Sa. office.
    expect((await as.medico.get(`${API}/contatti`)).body.map((c: { ambito: string }) => c.ambito)).toEqual([
      'stroke',
    ]);
  });

  it('tells who takes part before any conversation: an office’s operator does, the portal’s administrator not', async () => {
    const stato = async (user: User) => (await as[user].get(`${API}/stato`)).body;
    // The TO4 office is new: no conversation yet, and no one its operator may write to first.
    expect(await list('operatore.to4')).toEqual([]);
    expect(await stato('operatore.to4')).toEqual({ partecipa: true });
    for (const user of ['cittadino', 'ente', 'operatore.sanitario', 'medico'] as const) {
      expect(await stato(user), user).toEqual({ partecipa: true });
    }
    // The portal's administrators speak for no office.
    expect(await stato('admin.prosa')).toEqual({ partecipa: false });
    expect((await apiClient(server.app).get(`${API}/stato`)).status).toBe(401);
  });

  it('has the demo conversation, seen by every operator of the office under the citizen’s name', async () => {
    expect(demo).toBeGreaterThan(0);
    expect(await one('cittadino', demo)).toMatchObject({
      ambito: 'prosa',
      con: { nome: 'TO3', ruolo: 'ufficio' },
      nonLetti: 0,
    });
    for (const user of ['operatore.sanitario', 'responsabile.asl'] as const) {
      const theirs = (await list(user)).find((c) => c.id === demo);
      expect(theirs, user).toMatchObject({
        con: { nome: 'Chiara Cittadina', ruolo: 'cittadino' },
        nonLetti: 0,
      });
    }
    const contacts = (await as.cittadino.get(`${API}/contatti`)).body;
    expect(contacts[0].conversazioneId).toBe(demo);
    const page = (await as['responsabile.asl'].get(`${API}/conversazioni/${demo}/messaggi`)).body;
    expect(page.messaggi.map((m: { autore: string; mio: boolean }) => [m.autore, m.mio])).toEqual([
      ['Chiara Cittadina', false],
      ['Giulia Sanitaria', true],
      ['Chiara Cittadina', false],
    ]);
    // Written for the office by a colleague: the office's, not the reader's own.
    expect(page.messaggi[1].scrittoDaMe).toBe(false);
  });

  it('opens no conversation with another ASL’s office, and shows none to another ASL’s operators', async () => {
    const other = await as.cittadino.post(`${API}/conversazioni`, { contatto: `prosa:asl:${to4}` });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(chatMessages.contattoNotFound);
    // An operator writes to nobody new: neither to their office nor to a citizen.
    for (const contatto of [`prosa:asl:${to3}`, `prosa:${subject.cittadino}`]) {
      expect((await as['operatore.sanitario'].post(`${API}/conversazioni`, { contatto })).status).toBe(404);
    }
    expect((await as.medico.post(`${API}/conversazioni`, { contatto: `prosa:asl:${to3}` })).status).toBe(404);
    // Opening it again finds the same one.
    const again = await as.cittadino.post(`${API}/conversazioni`, { contatto: `prosa:asl:${to3}` });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(demo);

    for (const stranger of ['operatore.to4', 'admin.prosa', 'medico', 'ente'] as const) {
      await expectBarred(as[stranger], demo, 'hidden', stranger, clientId());
    }
    expect((await list('operatore.to4')).map((c) => c.id)).not.toContain(demo);
  });

  it('lets an organisation start its conversation with the office, which any operator answers', async () => {
    const opened = await as.ente.post(`${API}/conversazioni`, { contatto: `prosa:asl:${to3}` });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.con).toEqual({ nome: 'TO3', ruolo: 'ufficio' });
    const id = opened.body.id as number;
    expect((await send('ente', id, 'Possiamo ospitare un incontro sulla sana alimentazione?')).status).toBe(
      201,
    );
    const seen = (await list('responsabile.asl')).find((c) => c.id === id);
    expect(seen).toMatchObject({
      con: { nome: 'Istituto comprensivo dimostrativo di Collegno', ruolo: 'ente' },
      nonLetti: 1,
    });
    const answer = await send('responsabile.asl', id, 'Certo, vi contattiamo noi.');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ mio: true, scrittoDaMe: true, autore: 'Anna Responsabile' });
    const theirs = (await as.ente.get(`${API}/conversazioni/${id}/messaggi`)).body.messaggi;
    expect(theirs.at(-1)).toMatchObject({ autore: 'Anna Responsabile', mio: false, scrittoDaMe: false });
  });

  it('shares the office’s reading among its operators: one reads, the office has read', async () => {
    const before = (await one('operatore.sanitario', demo)).nonLetti;
    await send('cittadino', demo, 'Un’altra domanda: servono scarpe particolari?');
    const last = (await send('cittadino', demo, 'E il certificato medico?')).body.id as number;
    for (const user of ['operatore.sanitario', 'responsabile.asl'] as const) {
      expect((await one(user, demo)).nonLetti, user).toBe(before + 2);
    }
    expect((await one('cittadino', demo)).lettoDallAltro).toBeLessThan(last);

    const read = await as['operatore.sanitario'].put(`${API}/conversazioni/${demo}/letto`, { fino: last });
    expect(read.body).toEqual({ lettoDaMe: last });
    // The colleague finds it read too, and the citizen sees the office's receipt.
    expect(await one('responsabile.asl', demo)).toMatchObject({ nonLetti: 0, lettoDaMe: last });
    expect((await one('cittadino', demo)).lettoDallAltro).toBe(last);
    // The office's own answers are not unread to any of its operators.
    await send('responsabile.asl', demo, 'Scarpe comode; nessun certificato.');
    expect((await one('operatore.sanitario', demo)).nonLetti).toBe(0);
    expect((await one('cittadino', demo)).nonLetti).toBe(1);
  });

  it('delivers live to every operator of the office, a colleague’s answer as the office’s', async () => {
    const operator = await openChatStream(server.baseUrl, tokens['operatore.sanitario']);
    const manager = await openChatStream(server.baseUrl, tokens['responsabile.asl']);
    const stranger = await openChatStream(server.baseUrl, tokens['operatore.to4']);
    try {
      expect([operator.status, manager.status, stranger.status]).toEqual([200, 200, 200]);
      const question = await send('cittadino', demo, 'A che ora si parte?');
      const answer = await send('operatore.sanitario', demo, 'Alle 9, dal parco.');
      for (const stream of [operator, manager]) {
        await stream.until(() => stream.messages().some((m) => m.id === answer.body.id));
      }
      expect(manager.messages().find((m) => m.id === question.body.id)).toMatchObject({ mio: false });
      expect(manager.messages().find((m) => m.id === answer.body.id)).toMatchObject({
        mio: true,
        scrittoDaMe: false,
        autore: 'Giulia Sanitaria',
      });
      await stranger.caughtUp();
      expect(stranger.messages()).toEqual([]);
    } finally {
      operator.close();
      manager.close();
      stranger.close();
    }
  });

  it('exports the conversation for the citizen and for the office', async () => {
    await send('operatore.sanitario', demo, 'Da esportare');
    const text = await as.cittadino.get(`${API}/conversazioni/${demo}/export`);
    expect(text.status).toBe(200);
    expect(text.headers['content-disposition']).toMatch(
      /^attachment; filename="conversazione-\d+-[\d-]+\.txt"$/,
    );
    expect(text.body).toContain('Conversazione con Ufficio Pro.Sa. – TO3, Halo');
    expect(text.body).toContain('Giulia Sanitaria:\n  Da esportare');
    const json = await as['responsabile.asl'].get(`${API}/conversazioni/${demo}/export?formato=json`);
    expect(json.body.conversazione).toMatchObject({
      id: demo,
      ambito: 'prosa',
      con: { nome: 'Chiara Cittadina', ruolo: 'cittadino' },
    });
    expect(json.body.messaggi.at(-1)).toMatchObject({
      autore: 'Giulia Sanitaria',
      mio: true,
      testo: 'Da esportare',
    });
  });

  it('closes the conversation at once when the citizen’s profile names another ASL', async () => {
    const db = server.database.db;
    const stream = await openChatStream(server.baseUrl, tokens['operatore.sanitario']);
    try {
      await db.update(cittadini).set({ aziendaId: to4 }).where(eq(cittadini.subject, subject.cittadino));
      for (const user of ['cittadino', 'operatore.sanitario', 'responsabile.asl'] as const) {
        await expectBarred(as[user], demo, 'closed', user, clientId());
      }
      // The TO4 office is theirs now, and TO4's operators do not find the old conversation.
      expect((await as.cittadino.get(`${API}/contatti`)).body).toMatchObject([
        { contatto: `prosa:asl:${to4}`, conversazioneId: null },
      ]);
      expect((await as['operatore.to4'].get(`${API}/conversazioni/${demo}`)).status).toBe(404);
      // A message that raced the change is not delivered.
      const [raced] = await db
        .insert(messaggi)
        .values({
          conversazioneId: demo,
          lato: 'a',
          autore: subject.cittadino,
          autoreNome: 'Chiara Cittadina',
          clientId: clientId(),
          testo: 'Scritto mentre il profilo cambiava',
        })
        .returning();
      const meanwhile = await openChatStream(server.baseUrl, tokens['operatore.sanitario'], {
        lastEventId: String((raced?.id ?? 1) - 1),
      });
      await meanwhile.caughtUp();
      expect(meanwhile.messages()).toEqual([]);
      meanwhile.close();
      expect(stream.messages().map((m) => m.id)).not.toContain(raced?.id);
    } finally {
      stream.close();
      await db.update(cittadini).set({ aziendaId: to3 }).where(eq(cittadini.subject, subject.cittadino));
    }
    // Back in TO3: the conversation is open again.
    expect((await as['responsabile.asl'].get(`${API}/conversazioni/${demo}/messaggi`)).status).toBe(200);
  });

  it('takes an operator out of the office at once when their profile moves to another ASL', async () => {
    const db = server.database.db;
    await db
      .update(operatori)
      .set({ aziendaId: to4 })
      .where(eq(operatori.subject, subject['responsabile.asl']));
    try {
      const read = await as['responsabile.asl'].get(`${API}/conversazioni/${demo}/messaggi`);
      expect(read.status).toBe(404);
      expect((await send('responsabile.asl', demo, 'Ci sono ancora?')).status).toBe(404);
      expect((await list('responsabile.asl')).map((c) => c.id)).not.toContain(demo);
      // The office goes on without them.
      expect((await send('operatore.sanitario', demo, 'Rispondo io.')).status).toBe(201);
      expect((await as.cittadino.get(`${API}/conversazioni/${demo}/messaggi`)).status).toBe(200);
    } finally {
      await db
        .update(operatori)
        .set({ aziendaId: to3 })
        .where(eq(operatori.subject, subject['responsabile.asl']));
    }
  });
});
