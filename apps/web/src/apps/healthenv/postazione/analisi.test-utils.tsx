import { type Allerta, healthenvAllerteRoutes } from '@halo/contract/healthenv/allerte';
import { healthenvPostazioneRoutes, type Serie, type Superamento } from '@halo/contract/healthenv/postazione';
import { healthenvPostazioniRoutes, type PostazioneDettaglio } from '@halo/contract/healthenv/postazioni';
import { healthenvRapportoRoutes } from '@halo/contract/healthenv/rapporto';
import type { Limite } from '@halo/contract/healthenv/soglie';
import { fillPath } from '../../../lib/call-route.ts';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render-shell.tsx';
import { bodyRows } from '../../../test/table.ts';
import { HealthenvAllerte } from '../allerte/allerte.screen.tsx';
import { signedInHealthenv } from '../postazioni/postazioni.test-utils.tsx';
import { HealthenvRapporto } from '../rapporto/rapporto.screen.tsx';
import { HealthenvPostazione } from './postazione.screen.tsx';

/**
 * Shared fixtures of the tests of the station's page, the annual report and the alerts: an operator's session,
 * the station Milano - Senato with PM10 and NO2 daily means of 2022 and a benzene sensor without data, its PM10
 * series with a day short of hours, its exceedances of 2022 (PM10 daily limit exceeded 84 times, the NO2 hourly
 * limit not computable on daily means, the 2030 rows), two alerts, a report of two stations, and the screens under
 * their routes inside the shell's providers.
 */

export const operatoreSession: Partial<Session> = {
  ...signedInHealthenv,
  userID: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  username: 'o.verdi',
  displayName: 'Olga Verdi',
  role: 'operatore',
};

/** A person signed in with a role the application does not grant (the server would refuse the subscription). */
export const ospiteSession: Partial<Session> = { ...operatoreSession, role: 'ospite' };

export const senato: PostazioneDettaglio = {
  id: 4,
  codice: 'IT1016A',
  nome: 'Senato',
  nomeCompleto: 'Milano - Senato',
  lat: 45.470499,
  lon: 9.197274,
  altitudine: 120,
  comune: { codiceIstat: '015146', nome: 'Milano' },
  provincia: 'MI',
  regione: 'Lombardia',
  tipo: 'traffic',
  zona: 'urban',
  zonaQualitaAria: 'Agglomerato di Milano',
  gestore: 'ARPA Lombardia',
  codiceGestore: '10320',
  attivaDal: '2007-01-01',
  attivaAl: null,
  archiviata: null,
  version: 1,
  sensori: [
    {
      id: 41,
      codice: '10320-PM10',
      inquinante: 'PM10',
      unita: 'µg/m³',
      nomeFonte: 'Particelle sospese PM10',
      attivoDal: '2007-01-01',
      attivoAl: null,
      monitoraggi: 362,
      ultimo: {
        periodo: 'giorno',
        inizio: '2022-12-30T23:00:00.000Z',
        data: '2022-12-31',
        valore: 48.5,
        validita: 'valid',
      },
    },
    {
      id: 42,
      codice: '10320-NO2',
      inquinante: 'NO2',
      unita: 'µg/m³',
      nomeFonte: null,
      attivoDal: '2007-01-01',
      attivoAl: null,
      monitoraggi: 360,
      ultimo: {
        periodo: 'giorno',
        inizio: '2022-12-29T23:00:00.000Z',
        data: '2022-12-30',
        valore: 51,
        validita: 'provisional',
      },
    },
    {
      id: 43,
      codice: '10320-C6H6',
      inquinante: 'C6H6',
      unita: 'µg/m³',
      nomeFonte: null,
      attivoDal: '2007-01-01',
      attivoAl: '2015-06-30',
      monitoraggi: 0,
      ultimo: null,
    },
  ],
};

const limite = (partial: Partial<Limite> & Pick<Limite, 'id' | 'soglia' | 'norma'>): Limite => ({
  inquinante: 'PM10',
  indicatore: 'media giornaliera',
  consentiti: 35,
  tipo: 'valore limite',
  daVerificare: false,
  ...partial,
});

export const seriePm10: Serie = {
  postazioneId: 4,
  inquinante: 'PM10',
  unita: 'µg/m³',
  periodo: 'giorno',
  da: '2022-01-01',
  a: '2022-12-31',
  // The 365 days of 2022: a value on 1 January, 2 January with half its hours (no mean), a provisional 3 January.
  inizio: '2021-12-31T23:00:00.000Z',
  passo: 86_400,
  valori: [62.4, null, 35, ...Array.from({ length: 362 }, () => null)],
  copertura: [1, 0.5, 1, ...Array.from({ length: 362 }, () => 0)],
  provvisori: [2],
  riepilogo: { valori: 362, media: 38.2, minimo: 5.1, massimo: 120.3, copertura: 0.992 },
  limiti: [
    limite({ id: 'PM10-giorno', soglia: 50, norma: '2008/50/CE' }),
    limite({ id: '2030-PM10-giorno', soglia: 45, norma: '2024/2881', consentiti: 18, daVerificare: true }),
  ],
};

export const riga = (partial: Partial<Superamento> & Pick<Superamento, 'limite'>): Superamento => ({
  inquinante: 'PM10',
  indicatore: 'media giornaliera',
  soglia: 50,
  unita: 'µg/m³',
  superamenti: 0,
  consentiti: 35,
  media: 38.2,
  massimo: 120.3,
  copertura: 0.992,
  valido: true,
  norma: '2008/50/CE',
  tipo: 'valore limite',
  daVerificare: false,
  ...partial,
});

export const superamentiSenato: Superamento[] = [
  riga({
    limite: 'NO2-ora',
    inquinante: 'NO2',
    indicatore: 'media oraria',
    soglia: 200,
    consentiti: 18,
    superamenti: null,
    media: null,
    massimo: null,
    copertura: 0,
    valido: false,
  }),
  riga({
    limite: 'NO2-anno',
    inquinante: 'NO2',
    indicatore: 'media annuale',
    soglia: 40,
    consentiti: null,
    superamenti: 1,
    media: 42.7,
    massimo: 42.7,
    copertura: 0.986,
  }),
  riga({ limite: 'PM10-giorno', superamenti: 84 }),
  riga({ limite: 'PM10-anno', indicatore: 'media annuale', soglia: 40, consentiti: null, superamenti: 0 }),
  riga({
    limite: '2030-PM10-giorno',
    soglia: 45,
    consentiti: 18,
    superamenti: 110,
    norma: '2024/2881',
    daVerificare: true,
    copertura: 0.85,
    valido: false,
  }),
];

export const allertaPm10: Allerta = {
  id: 71,
  postazioneId: 4,
  postazione: 'Milano - Senato',
  tipo: 'soglia',
  regola: 'PM10-giorno',
  livello: 'informazione',
  inquinante: 'PM10',
  soglia: 50,
  unita: 'µg/m³',
  valoreMassimo: 87.5,
  inizio: '2022-12-27T23:00:00.000Z',
  ultimo: '2022-12-29T23:00:00.000Z',
  chiusa: '2022-12-31T23:00:00.000Z',
  notificata: '2022-12-28T07:05:00.000Z',
};

export const allertaSilenzio: Allerta = {
  id: 72,
  postazioneId: 9,
  postazione: 'Bari - Caldarola',
  tipo: 'silenzio',
  regola: null,
  livello: 'allarme',
  inquinante: null,
  soglia: null,
  unita: null,
  valoreMassimo: null,
  inizio: '2026-11-20T09:00:00.000Z',
  ultimo: '2026-11-20T09:00:00.000Z',
  chiusa: null,
  notificata: null,
};

/**
 * The rows of an alerts' table of `allertaSilenzio` and `allertaPm10` as Italian readers see them; the station's
 * column only where the table has one (not on the station's own page).
 */
export function alertRows({ withStation }: { withStation: boolean }): string[][] {
  const station = (name: string) => (withStation ? [name] : []);
  return [
    [
      'Allarme',
      ...station('Bari - Caldarola'),
      'Postazione silente: nessun dato dal 20/11/2026, 10:00',
      '—',
      '—',
      '20/11/2026, 10:00',
      '20/11/2026, 10:00',
      'In corso',
      'Non inviata',
    ],
    [
      'Informazione',
      ...station('Milano - Senato'),
      'PM10',
      '50 µg/m³',
      '87,5 µg/m³',
      '28/12/2022, 00:00',
      '30/12/2022, 00:00',
      'Chiusa il 01/01/2023, 00:00',
      'Inviata il 28/12/2022, 08:05',
    ],
  ];
}

export const rapporto2022 = [
  {
    postazioneId: 4,
    codice: 'IT1016A',
    nomeCompleto: 'Milano - Senato',
    provincia: 'MI',
    regione: 'Lombardia',
    righe: superamentiSenato,
  },
  {
    postazioneId: 9,
    codice: 'IT1752A',
    nomeCompleto: 'Bari - Caldarola',
    provincia: 'BA',
    regione: 'Puglia',
    righe: [
      riga({ limite: 'PM10-giorno', superamenti: 12, media: 24.3, massimo: 71.2, copertura: 0.915 }),
      riga({
        limite: 'O3-8h',
        inquinante: 'O3',
        indicatore: 'massima media mobile 8 ore',
        soglia: 120,
        consentiti: 25,
        superamenti: null,
        media: null,
        massimo: null,
        copertura: 0,
        valido: false,
        tipo: 'valore obiettivo',
      }),
      riga({
        limite: '2030-PM10-giorno',
        soglia: 45,
        consentiti: 18,
        superamenti: 15,
        norma: '2024/2881',
        daVerificare: true,
      }),
    ],
  },
];

export const paths = {
  postazione: (id: number) => fillPath(healthenvPostazioniRoutes.postazione.url, { id }),
  serie: (id: number) => fillPath(healthenvPostazioneRoutes.seriePostazione.url, { id }),
  superamenti: (id: number) => fillPath(healthenvPostazioneRoutes.superamentiPostazione.url, { id }),
  allerte: healthenvAllerteRoutes.allerte.url,
  iscrizione: healthenvAllerteRoutes.iscrizione.url,
  rapporto: healthenvRapportoRoutes.rapporto.url,
};

/** The server's reads of the station's page: the station, its series (hourly: none), exceedances and alerts. */
export function stationReads(options: { superamenti?: Superamento[]; allerte?: Allerta[] } = {}): Route[] {
  return [
    on('GET', paths.postazione(4), () => json(senato)),
    on('GET', paths.serie(4), (url) =>
      json(
        url.searchParams.get('periodo') === 'ora'
          ? {
              ...seriePm10,
              periodo: 'ora',
              passo: 3_600,
              valori: Array.from({ length: 8_760 }, () => null),
              provvisori: [],
              copertura: null,
              riepilogo: { valori: 0, media: null, minimo: null, massimo: null, copertura: 0 },
              limiti: [],
            }
          : { ...seriePm10, inquinante: url.searchParams.get('inquinante') ?? 'PM10' },
      ),
    ),
    on('GET', paths.superamenti(4), () => json(options.superamenti ?? superamentiSenato)),
    on('GET', paths.allerte, () => json(options.allerte ?? [allertaPm10])),
  ];
}

/** The cells' texts of a table's body rows (src/test/table.ts). */
export { bodyRows };

/** The screens under the manifest's routes, at `url`, inside the shell's providers and global alerts. */
export function renderHealthenv(url: string, session: Partial<Session> = operatoreSession) {
  return renderRoutes(
    [
      { path: '/healthenv', element: <h1>Mappa delle postazioni</h1> },
      { path: '/healthenv/postazioni', element: <h1>Postazioni di monitoraggio</h1> },
      { path: '/healthenv/postazioni/:id', element: <HealthenvPostazione /> },
      { path: '/healthenv/allerte', element: <HealthenvAllerte /> },
      { path: '/healthenv/rapporto', element: <HealthenvRapporto /> },
    ],
    url,
    session,
  );
}

/** The cells of Milano - Senato's PM10 daily limit in 2022, from the limit on, as the exceedances' table shows them. */
export const pm10DailyLimitCells = [
  '50',
  'µg/m³',
  '84 giorni su 35 consentiti',
  '38,2',
  '120,3',
  '99%',
  'Valore limite · D.Lgs. 155/2010 (Dir. 2008/50/CE)',
  'Oltre il limite',
];
