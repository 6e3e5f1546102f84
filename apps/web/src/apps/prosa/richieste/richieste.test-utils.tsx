import { prosaRoutes } from '@halo/contract/prosa';
import { type EnteProfilo, prosaProfileRoutes } from '@halo/contract/prosa/profiles';
import {
  prosaRichiesteRoutes,
  type Richiesta,
  type StatoRichiesta,
  statiRichiesta,
} from '@halo/contract/prosa/richieste';
import { fillPath } from '../../../lib/call-route.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { errorBody, json, on, type Route, staleVersion, stubFetch } from '../../../test/fetch-stub.ts';
import {
  allOn,
  citizenProfileRead,
  cittadinoSession,
  operatoreSession,
  operatorProfileRead,
  renderInLayout,
} from '../account/prosa-account.test-utils.tsx';
import { alimentazione, fumo } from '../prosa.test-utils.tsx';
import { ProsaRichieste } from './prosa-richieste.screen.tsx';

/**
 * Shared fixtures of the requests' screen tests: the demo school and a health operator of ASL TO3 with their
 * profiles, two requests, and a server holding requests that searches, sends and moves them as
 * docs/adr/0018 says (the `azioni` of each answer are the reader's).
 */

export { cittadinoSession, operatoreSession };

export const enteId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

export const enteSession: Partial<Session> = {
  logged: true,
  appID: 3,
  appName: 'Prosa',
  appClientId: 'prosa',
  userID: enteId,
  username: 'ente',
  displayName: 'Istituto comprensivo dimostrativo di Collegno',
  role: 'ente',
};

export const enteProfilo: EnteProfilo = {
  id: enteId,
  nome: 'Istituto comprensivo dimostrativo di Collegno',
  localita: 'Collegno',
  aslId: 1,
  asl: '010203',
  denominazioneAzienda: 'TO3',
  distretto: { id: 7, denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
  funzionalita: allOn,
  version: 1,
};

const scuola = { tipo: 'ente' as const, nome: 'Istituto comprensivo dimostrativo di Collegno' };

/** A request the school sent and nobody has taken yet. */
export const corso: Richiesta = {
  id: 7,
  oggetto: 'Corso di educazione alimentare per le classi quarte',
  descrizione: 'La scuola chiede quattro incontri con una dietista.\nNel secondo quadrimestre.',
  tematica: { id: alimentazione.id, nome: alimentazione.nome },
  destinatari: ['BAMBINI', 'INSEGNANTI'],
  setting: 'SCUOLA',
  dal: '2027-02-01',
  al: '2027-05-31',
  aslId: 1,
  denominazioneAzienda: 'TO3',
  distretto: { id: 7, denominazione: 'Distretto dimostrativo Collegno-Grugliasco' },
  richiedente: scuola,
  mia: true,
  stato: 'inviata',
  assegnatario: null,
  azioni: ['ritirata'],
  storia: [{ stato: 'inviata', nota: '', chi: scuola.nome, quando: '2026-11-20T09:00:00.000Z' }],
  inviata: '2026-11-20T09:00:00.000Z',
  aggiornata: '2026-11-20T09:00:00.000Z',
  version: 1,
};

/** A request of the same school already accepted, with a note. */
export const fumoScuola: Richiesta = {
  ...corso,
  id: 8,
  oggetto: 'Incontro sul fumo per le classi terze',
  descrizione: 'Un incontro con i ragazzi sui rischi del fumo.',
  tematica: { id: fumo.id, nome: fumo.nome },
  destinatari: ['ADOLESCENTI'],
  setting: null,
  dal: null,
  al: null,
  stato: 'accettata',
  assegnatario: 'Sara Sanitaria',
  azioni: [],
  storia: [
    { stato: 'inviata', nota: '', chi: scuola.nome, quando: '2026-10-01T09:00:00.000Z' },
    { stato: 'presa_in_carico', nota: '', chi: 'Sara Sanitaria', quando: '2026-10-02T09:00:00.000Z' },
    {
      stato: 'accettata',
      nota: 'Vi contatteremo per fissare la data.',
      chi: 'Sara Sanitaria',
      quando: '2026-10-03T09:00:00.000Z',
    },
  ],
  inviata: '2026-10-01T09:00:00.000Z',
  aggiornata: '2026-10-03T09:00:00.000Z',
  version: 3,
};

/** Who reads: a requester (the school, or a citizen) or an operator. */
export type Reader = 'ente' | 'operatore';

const LIST = prosaRichiesteRoutes.richieste.url;
export const ADD = prosaRichiesteRoutes.inviaRichiesta.url;
export const UPDATE = prosaRichiesteRoutes.aggiornaRichiesta.url;

/** The moves a reader may make (docs/adr/0018): the requester withdraws, staff do the rest. */
function azioniOf(stato: StatoRichiesta, reader: Reader): StatoRichiesta[] {
  const next = (statiRichiesta.find((s) => s.codice === stato)?.transizioni ??
    []) as readonly StatoRichiesta[];
  return next.filter((s) => (s === 'ritirata') === (reader === 'ente'));
}

/**
 * The server, holding requests for one reader: it searches them (state, words in the subject, theme, page), sends
 * new ones and moves them, a stale version answered 409. `first` answers before it (refusals).
 */
export function richiesteApi(reader: Reader, start: Richiesta[], first: Route[] = []) {
  const server = {
    all: start.map((r) => ({ ...r, mia: reader === 'ente', azioni: azioniOf(r.stato, reader) })),
    nextId: 100,
  };
  const find = (id: number) => server.all.find((r) => r.id === id);
  const fetch = stubFetch(
    ...first,
    on('GET', prosaRichiesteRoutes.conteggiRichieste.url, (url) => {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const tema = url.searchParams.get('tema');
      const found = server.all
        .filter((r) => !q || r.oggetto.toLowerCase().includes(q))
        .filter((r) => !tema || String(r.tematica?.id) === tema);
      return json(
        statiRichiesta.map(({ codice }) => ({
          stato: codice,
          n: found.filter((r) => r.stato === codice).length,
        })),
      );
    }),
    on('GET', LIST, (url) => {
      const stato = url.searchParams.get('stato');
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const tema = url.searchParams.get('tema');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 20);
      const found = server.all
        .filter((r) => !stato || r.stato === stato)
        .filter((r) => !q || r.oggetto.toLowerCase().includes(q))
        .filter((r) => !tema || String(r.tematica?.id) === tema)
        .sort((a, b) => b.aggiornata.localeCompare(a.aggiornata));
      return json({ items: found.slice((page - 1) * size, page * size), total: found.length, page, size });
    }),
    (url, init) => {
      const match = /^\/api\/prosa\/richieste\/byid\/(\d+)$/.exec(url.pathname);
      if (!match || (init?.method ?? 'GET') !== 'GET') return undefined;
      const found = find(Number(match[1]));
      return found ? json(found) : errorBody(404, 'Richiesta non trovata.');
    },
    on('POST', ADD, (_url, body) => {
      const input = body as Pick<
        Richiesta,
        'oggetto' | 'descrizione' | 'destinatari' | 'setting' | 'dal' | 'al'
      > & { tematica: number | null };
      const now = '2026-11-26T10:00:00.000Z';
      const created: Richiesta = {
        ...corso,
        ...input,
        id: server.nextId++,
        tematica: input.tematica === null ? null : { id: input.tematica, nome: alimentazione.nome },
        stato: 'inviata',
        azioni: azioniOf('inviata', reader),
        storia: [{ stato: 'inviata', nota: '', chi: scuola.nome, quando: now }],
        inviata: now,
        aggiornata: now,
        version: 1,
      };
      server.all.push(created);
      return json(created, 201);
    }),
    on('PUT', UPDATE, (_url, body) => {
      const input = body as { id: number; version: number; stato: StatoRichiesta; nota: string };
      const current = find(input.id);
      if (!current) return errorBody(404, 'Richiesta non trovata.');
      if (current.version !== input.version) {
        return staleVersion();
      }
      const moved: Richiesta = {
        ...current,
        stato: input.stato,
        assegnatario: input.stato === 'presa_in_carico' ? 'Sara Sanitaria' : current.assegnatario,
        azioni: azioniOf(input.stato, reader),
        storia: [
          ...current.storia,
          {
            stato: input.stato,
            nota: input.nota,
            chi: reader === 'ente' ? scuola.nome : 'Sara Sanitaria',
            quando: '2026-11-26T11:00:00.000Z',
          },
        ],
        aggiornata: '2026-11-26T11:00:00.000Z',
        version: current.version + 1,
      };
      server.all = server.all.map((r) => (r.id === moved.id ? moved : r));
      return json(moved);
    }),
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo])),
    on('GET', fillPath(prosaProfileRoutes.ente.url, { id: enteId }), () => json(enteProfilo)),
    citizenProfileRead(),
    operatorProfileRead(),
  );
  return { fetch, server };
}

/** Pro.Sa.'s layout (profile, feature gate) with the requests' screen at its path. */
export function renderRichieste(url: string, session: Partial<Session>) {
  return renderInLayout({ richieste: <ProsaRichieste /> }, url, session);
}
