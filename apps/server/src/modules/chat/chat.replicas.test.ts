import { describe, expect, it } from 'vitest';
import { decodeJwt, signIn } from '../../../test/oidc-client.ts';
import { type Replica, withTwoReplicas } from '../../db/replicas.test-utils.ts';
import { DEMO_PASSWORD } from '../../idp/demo-users.ts';
import { openChatStream } from './chat.test-utils.ts';

const url = process.env.TEST_DATABASE_URL;
const API = '/api/v1/chat';

/**
 * The chat's live delivery across replicas (docs/adr/0049-chat.md): two server processes on one PostgreSQL, as
 * behind a load balancer. A message posted through one arrives on a stream served by the other (the change feed's
 * notification, then a read of the table), and a stream that reconnects to the other replica with Last-Event-ID
 * gets what was sent meanwhile, once.
 */
describe.runIf(url)('chat across two server processes on one PostgreSQL', () => {
  let a: Replica;
  let b: Replica;
  const tokens: Record<string, string> = {};

  withTwoReplicas(url ?? '', 'halo_chat', {}, async (started) => {
    ({ a, b } = started);
    for (const user of ['medico', 'paziente', 'caregiver', 'cittadino', 'superadmin']) {
      tokens[user] = (await signIn(a.baseUrl, user, DEMO_PASSWORD)).tokens.access_token;
    }
  });

  async function call(server: Replica, user: string, path: string, body?: unknown, method?: 'DELETE') {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        authorization: `Bearer ${tokens[user]}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  it('delivers a message posted on one process to a stream of the other, and resumes there without loss', async () => {
    const doctor = decodeJwt(tokens.medico ?? '').sub as string;
    const opened = await call(a, 'paziente', `${API}/conversazioni`, { contatto: `stroke:${doctor}` });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const id = opened.body.id as number;
    const post = (server: Replica, testo: string) =>
      call(server, 'paziente', `${API}/conversazioni/${id}/messaggi`, {
        clientId: `replica-${Date.now()}-${testo.length}-${Math.random().toString(36).slice(2)}`,
        testo,
      });

    const onB = await openChatStream(b.baseUrl, tokens.medico ?? '');
    expect(onB.status).toBe(200);
    await onB.caughtUp();
    const first = await post(a, 'Scritto sul processo A');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await onB.until(() => onB.messages().some((m) => m.id === first.body.id));
    expect(onB.messages()).toEqual([
      expect.objectContaining({ testo: 'Scritto sul processo A', mio: false }),
    ]);
    onB.close();

    // Cut off from B; meanwhile messages go through both processes; the stream comes back on A.
    const missed = [await post(a, 'Mentre eri via (A)'), await post(b, 'Mentre eri via (B)')];
    const onA = await openChatStream(a.baseUrl, tokens.medico ?? '', { lastEventId: String(first.body.id) });
    try {
      await onA.caughtUp();
      const live = await post(b, 'Di nuovo dal vivo (B)');
      await onA.until(() => onA.messages().some((m) => m.id === live.body.id));
      expect(onA.messages().map((m) => m.id)).toEqual([...missed.map((r) => r.body.id), live.body.id]);
      expect(onA.messages().map((m) => m.testo)).toEqual([
        'Mentre eri via (A)',
        'Mentre eri via (B)',
        'Di nuovo dal vivo (B)',
      ]);
    } finally {
      onA.close();
    }
  });

  it('keeps the order of messages raced through both processes, on both streams', async () => {
    const doctor = decodeJwt(tokens.medico ?? '').sub as string;
    const { body } = await call(b, 'paziente', `${API}/conversazioni`, { contatto: `stroke:${doctor}` });
    const streams = [
      await openChatStream(a.baseUrl, tokens.medico ?? ''),
      await openChatStream(b.baseUrl, tokens.medico ?? ''),
    ];
    try {
      for (const stream of streams) await stream.caughtUp();
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call(n % 2 === 0 ? a : b, 'paziente', `${API}/conversazioni/${body.id}/messaggi`, {
            clientId: `gara-${n}-${Date.now()}`,
            testo: `Messaggio ${n}`,
          }),
        ),
      );
      const ids = sent.map((r) => r.body.id as number).sort((x, y) => x - y);
      for (const stream of streams) {
        await stream.until(() => stream.messages().length >= 20);
        // Each once, in the order of their ids: none lost to a commit that came late.
        expect(stream.messages().map((m) => m.id)).toEqual(ids);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('answers who takes part, and the office’s name, as the other process last changed them', async () => {
    // A has read the citizen's office (the read cache keeps it) before the change.
    expect((await call(a, 'cittadino', `${API}/stato`)).body).toEqual({ partecipa: true });
    const [office] = (await call(a, 'cittadino', `${API}/contatti`)).body;
    expect(office).toMatchObject({ ambito: 'prosa', ruolo: 'ufficio', nome: 'TO3' });

    // Through B, the regional administrator renames the ASL.
    const REGIONAL = '/api/v1/gestioneregionale/asl';
    const [asl] = (await call(b, 'superadmin', `${REGIONAL}/bycodes?codiceAsl=010203`)).body;
    const renamed = await call(b, 'superadmin', `${REGIONAL}/update/${asl.id}`, {
      ...asl,
      denominazioneAzienda: 'TO3 Ovest',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // At once on A: the office is named anew; the citizen still takes part.
    expect((await call(a, 'cittadino', `${API}/contatti`)).body).toMatchObject([
      { contatto: office.contatto, nome: 'TO3 Ovest' },
    ]);
    expect((await call(a, 'cittadino', `${API}/stato`)).body).toEqual({ partecipa: true });
    // The portal's superadmin speaks for no office, on either process.
    for (const server of [a, b]) {
      expect((await call(server, 'superadmin', `${API}/stato`)).body).toEqual({ partecipa: false });
    }
  });

  // Last: it revokes the demo caregiver's consent.
  it('closes a caregiver’s conversation on one process the moment the consent is revoked through the other', async () => {
    const patient = decodeJwt(tokens.paziente ?? '').sub as string;
    const opened = await call(a, 'caregiver', `${API}/conversazioni`, { contatto: `stroke:${patient}` });
    // Opened now: 201 (the first conversation of these two).
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const messages = `${API}/conversazioni/${opened.body.id}/messaggi`;
    // Process A has read the relationship (and the people's rows) before the revocation.
    expect((await call(a, 'caregiver', messages)).status).toBe(200);
    expect((await call(a, 'caregiver', `${API}/contatti`)).body).toHaveLength(1);

    const pazienteId = (await call(b, 'paziente', '/api/stroke/profilo')).body.paziente.id as number;
    const carers = (await call(b, 'paziente', `/api/stroke/paziente/${pazienteId}/caregiver`)).body;
    const revoked = await call(
      b,
      'paziente',
      `/api/stroke/paziente/${pazienteId}/caregiver/${carers[0].id}`,
      undefined,
      'DELETE',
    );
    expect(revoked.body.consenso.attivo).toBe(false);

    // At once on A: no read, no send, no contact.
    expect((await call(a, 'caregiver', messages)).status).toBe(403);
    expect(
      (await call(a, 'caregiver', messages, { clientId: `dopo-${Date.now()}`, testo: 'Ci sei?' })).status,
    ).toBe(403);
    expect((await call(a, 'caregiver', `${API}/contatti`)).body).toEqual([]);
  });
});
