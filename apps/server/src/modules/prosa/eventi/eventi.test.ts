import { eventoMessages as m } from '@halo/contract/prosa/eventi';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, paths } from '../../../../test/api.ts';
import { testDatabases } from '../../../../test/databases.ts';
import {
  comuneOfTurin,
  expectStatus,
  PROSA_USERS,
  prosaSuite,
  registeredCitizen,
} from '../prosa.test-utils.ts';

const API = '/api/prosa/eventi';
const BOOK = '/api/v1/calendar/events';
/** A local time in Italy some days from now, as the API takes it. */
const inDays = (days: number, time: string) =>
  `${DateTime.now().setZone('Europe/Rome').plus({ days }).toISODate()}T${time}`;

describe.each(testDatabases())('Pro.Sa. events on $name', (kind) => {
  const bed = prosaSuite(kind, PROSA_USERS);
  const { as } = bed;
  let project: { id: number; titolo: string };
  let draftProject: { id: number };
  let campaign: { id: number };
  let collegnoComune: number;

  const body = (changes: Record<string, unknown> = {}) => ({
    titolo: 'Serata sulla sana alimentazione',
    descrizione: 'Incontro con una dietista dell’ASL, aperto ai genitori.',
    luogo: 'Sala consiliare, Collegno',
    inizio: inDays(10, '18:00'),
    fine: inDays(10, '19:30'),
    posti: 2,
    progettoId: project.id,
    ...changes,
  });

  beforeAll(async () => {
    const { anonymous } = bed;
    project = expectStatus(await anonymous.get('/api/public/prosa/progetti?size=1&sort=titolo'), 200)
      .items[0];
    campaign = expectStatus(await anonymous.get('/api/public/prosa/campagne?size=1'), 200).items[0];
    draftProject = expectStatus(
      await as['operatore.sanitario'].get('/api/prosa/progetti?stato=bozza&size=1'),
      200,
    ).items[0];
    collegnoComune = await comuneOfTurin(anonymous, 'Collegno');
  });

  it('is a calendar where citizens book its seats or wait; removed, it cancels their bookings', async () => {
    const event = expectStatus(await as['operatore.sanitario'].post(`${API}/add`, body()), 201);
    expect(event).toMatchObject({
      posti: 2,
      liberi: 2,
      inAttesa: 0,
      progetto: { id: project.id, titolo: project.titolo },
      campagna: null,
      modificabile: true,
      miaPrenotazione: null,
    });
    expect(event.inizio).toMatch(/T18:00:00\+0[12]:00$/);
    const listed = expectStatus(
      await bed.anonymous.get(`/api/public/prosa/eventi?progetto=${project.id}`),
      200,
    );
    expect(listed.items.map((e: { id: number }) => e.id)).toContain(event.id);

    const others = await Promise.all(
      ['uno', 'due'].map((name) =>
        registeredCitizen(bed.server, `evento.${name}`, {
          comuneId: collegnoComune,
          dataNascita: '1980-01-01',
          sesso: 'M',
        }),
      ),
    );
    const booking = { calendarioId: event.calendarioId, inizio: event.inizio, listaAttesa: true };
    const mine = expectStatus(await as.cittadino.post(BOOK, booking), 201);
    expectStatus(await (others[0] as ApiClient).post(BOOK, booking), 201);
    const waiting = expectStatus(await (others[1] as ApiClient).post(BOOK, booking), 201);
    expect(waiting.stato).toBe('in-attesa');
    const seen = expectStatus(await as.cittadino.get(`${API}/byid/${event.id}`), 200);
    expect(seen).toMatchObject({
      liberi: 0,
      inAttesa: 1,
      miaPrenotazione: { id: mine.id, stato: 'prenotato' },
    });

    // The booking's .ics comes from the calendar.
    const ics = String(expectStatus(await as.cittadino.get(`/api/v1/calendar/events/ics/${mine.id}`), 200));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('Serata sulla sana alimentazione');

    // Seats cannot drop below the bookings; the time cannot move while people hold seats.
    const fewer = await as['operatore.sanitario'].put(`${API}/update`, {
      ...body({ posti: 1 }),
      progettoId: undefined,
      id: event.id,
      version: event.version,
    });
    expect(paths(fewer, 400)).toEqual(['body.posti']);
    const moved = await as['operatore.sanitario'].put(`${API}/update`, {
      ...body({ inizio: inDays(11, '18:00'), fine: inDays(11, '19:00') }),
      progettoId: undefined,
      id: event.id,
      version: event.version,
    });
    expect([moved.status, moved.body.message]).toEqual([409, m.moved(3)]);
    const more = expectStatus(
      await as['operatore.sanitario'].put(`${API}/update`, {
        ...body({ posti: 3, luogo: 'Biblioteca civica, Collegno' }),
        progettoId: undefined,
        id: event.id,
        version: event.version,
      }),
      200,
    );
    expect(more).toMatchObject({
      posti: 3,
      luogo: 'Biblioteca civica, Collegno',
      version: event.version + 1,
    });

    // Removing it with people booked asks to cancel them; then they are told.
    const refused = await as['operatore.sanitario'].del(`${API}/delete/${event.id}`);
    expect(refused.status).toBe(409);
    expectStatus(
      await as['operatore.sanitario'].del(`${API}/delete/${event.id}?annullaPrenotazioni=true`),
      200,
    );
    expect((await as.cittadino.get(`${API}/byid/${event.id}`)).status).toBe(404);
    const cancelled = expectStatus(await as.cittadino.get(`${BOOK}?size=50`), 200);
    expect(cancelled.items.find((b: { id: number }) => b.id === mine.id)).toBeUndefined();
  });

  it('follows its project or campaign: drafts are the staff’s, closed ones take no events', async () => {
    const hidden = expectStatus(
      await as['operatore.sanitario'].post(`${API}/add`, body({ progettoId: draftProject.id })),
      201,
    );
    expect((await as.cittadino.get(`${API}/byid/${hidden.id}`)).status).toBe(404);
    const publicIds = expectStatus(
      await bed.anonymous.get(`${API.replace('/api/', '/api/public/')}?size=200`),
      200,
    ).items.map((e: { id: number }) => e.id);
    expect(publicIds).not.toContain(hidden.id);
    expect(
      expectStatus(await as['operatore.sanitario'].get(`${API}/byid/${hidden.id}`), 200).modificabile,
    ).toBe(true);

    const forCampaign = expectStatus(
      await as['admin.prosa'].post(
        `${API}/add`,
        body({ progettoId: null, campagnaId: campaign.id, titolo: 'Open day' }),
      ),
      201,
    );
    expect(forCampaign.campagna).toMatchObject({ id: campaign.id });
    const byCampaign = expectStatus(await as.ente.get(`${API}?campagna=${campaign.id}`), 200);
    expect(byCampaign.items.map((e: { id: number }) => e.id)).toContain(forCampaign.id);
    expect(expectStatus(await as.ente.get(`${API}?q=open%20day`), 200).total).toBeGreaterThan(0);
  });

  it('proposes a citizen campaigns in their target and events on their themes, saying why', async () => {
    const find = async (q: string) =>
      expectStatus(await bed.anonymous.get(`/api/public/prosa/progetti?q=${encodeURIComponent(q)}`), 200)
        .items[0];
    const snacks = await find('merende sane');
    const onTheme = expectStatus(
      await as['operatore.sanitario'].post(
        `${API}/add`,
        body({
          progettoId: snacks.id,
          titolo: 'Laboratorio di merende',
          inizio: inDays(5, '16:00'),
          fine: inDays(5, '17:00'),
        }),
      ),
      201,
    );
    const flu = expectStatus(await bed.anonymous.get('/api/public/prosa/campagne?q=antinfluenzale'), 200)
      .items[0];
    const offTheme = expectStatus(
      await as['admin.prosa'].post(
        `${API}/add`,
        body({
          progettoId: null,
          campagnaId: flu.id,
          titolo: 'Vaccinazione in piazza',
          inizio: inDays(6, '09:00'),
          fine: inDays(6, '12:00'),
        }),
      ),
      201,
    );

    const feed = expectStatus(await as.cittadino.get('/api/prosa/cittadino/feed'), 200);
    const titles = feed.campagne.map((c: { campagna: { titolo: string } }) => c.campagna.titolo);
    // A woman of 41 in Collegno who chose physical activity: the walking groups first, then the screening; not the
    // flu vaccination (60 and over).
    expect(titles).toEqual([
      'Gruppi di cammino a Collegno',
      'Prevenzione Serena: screening del collo dell’utero',
    ]);
    expect(feed.campagne[0].motivi).toEqual([
      { tipo: 'tematica', id: expect.any(Number), nome: 'Attività fisica' },
      { tipo: 'eta', eta: expect.any(Number) },
      { tipo: 'territorio', nome: expect.stringContaining('Collegno') },
    ]);
    expect(feed.campagne[1].motivi).toContainEqual({ tipo: 'sesso', sesso: 'F' });
    // A campaign of the whole authority: its name in full, as everywhere else.
    expect(feed.campagne[1].motivi).toContainEqual({ tipo: 'territorio', nome: 'ASL TO3' });
    const events = feed.eventi.map((e: { evento: { id: number } }) => e.evento.id);
    expect(events).toContain(onTheme.id);
    expect(events).not.toContain(offTheme.id);
    expect(feed.eventi.find((e: { evento: { id: number } }) => e.evento.id === onTheme.id).motivi).toEqual([
      { tipo: 'tematica', id: expect.any(Number), nome: 'Alimentazione' },
    ]);

    expect((await as.ente.get('/api/prosa/cittadino/feed')).status).toBe(403);
    expect((await bed.anonymous.get('/api/prosa/cittadino/feed')).status).toBe(401);
  });

  it('checks what an event says and who makes it', async () => {
    const operator = as['operatore.sanitario'];
    expect(paths(await operator.post(`${API}/add`, body({ titolo: '', luogo: '', posti: 0 })), 400)).toEqual(
      expect.arrayContaining(['body.titolo', 'body.luogo', 'body.posti']),
    );
    expect(paths(await operator.post(`${API}/add`, body({ fine: inDays(10, '17:00') })), 400)).toEqual([
      'body.fine',
    ]);
    expect(
      paths(
        await operator.post(`${API}/add`, body({ inizio: inDays(-2, '10:00'), fine: inDays(-2, '11:00') })),
        400,
      ),
    ).toEqual(['body.inizio']);
    expect(paths(await operator.post(`${API}/add`, body({ campagnaId: campaign.id })), 400)).toEqual([
      'body.progettoId',
    ]);
    expect((await operator.post(`${API}/add`, body({ progettoId: 999_999 }))).status).toBe(403);
    // The administrative operator has the features off: no events of projects for them.
    expect((await as['operatore.amministrativo'].post(`${API}/add`, body())).status).toBe(403);
    expect((await as.cittadino.post(`${API}/add`, body())).status).toBe(403);
    expect((await bed.anonymous.post(`${API}/add`, body())).status).toBe(401);
    expect((await as.cittadino.get(`${API}/byid/999999`)).status).toBe(404);
  });
});
