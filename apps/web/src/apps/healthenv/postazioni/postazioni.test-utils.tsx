import type { Postazione } from '@halo/contract/healthenv/postazioni';
import type { ReactNode } from 'react';
import type { Session } from '../../../shell/auth/session.store.ts';
import { json, on, type Route } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-shell.tsx';

/**
 * Shared fixtures of the tests of the health-environment screens of stations, records and thresholds: the
 * sessions of an administrator and an operator, three stations (two in Milano by ARPA Lombardia, one in Bari
 * archived), the regional public calls of the comune picker, and the screen under a memory router inside the
 * shell's providers.
 */

export const signedInHealthenv: Partial<Session> = {
  logged: true,
  appID: 9,
  appName: 'Healthenv',
  appClientId: 'healthenv',
};

export const adminSession: Partial<Session> = {
  ...signedInHealthenv,
  userID: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  username: 'admin.healthenv',
  displayName: 'Elena Ambrosi',
  role: 'admin',
  isAdmin: true,
};

export const operatoreSession: Partial<Session> = {
  ...signedInHealthenv,
  userID: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  username: 'operatore.arpa',
  displayName: 'Marco Ferri',
  role: 'operatore',
};

/** Someone of another application: sees no action of this one. */
export const strangerSession: Partial<Session> = {
  ...signedInHealthenv,
  appClientId: 'stroke',
  role: 'medico',
};

export const senato: Postazione = {
  id: 1,
  codice: 'IT1016A',
  nome: 'Milano - Senato',
  nomeCompleto: 'Milano - Senato',
  lat: 45.470_499,
  lon: 9.197_46,
  altitudine: 120,
  comune: { codiceIstat: '015146', nome: 'Milano' },
  provincia: 'MI',
  regione: 'Lombardia',
  tipo: 'traffic',
  zona: 'urban',
  zonaQualitaAria: 'IT0306',
  gestore: 'ARPA Lombardia',
  codiceGestore: '548',
  attivaDal: '2007-01-01',
  attivaAl: null,
  archiviata: null,
  version: 3,
  sensori: [
    {
      id: 11,
      codice: '10273',
      inquinante: 'PM10',
      unita: 'µg/m³',
      nomeFonte: 'Milano - Senato PM10',
      attivoDal: '2007-01-01',
      attivoAl: null,
    },
    {
      id: 12,
      codice: '10274',
      inquinante: 'NO2',
      unita: 'µg/m³',
      nomeFonte: 'Milano - Senato NO2',
      attivoDal: '2007-01-01',
      attivoAl: null,
    },
  ],
};

export const pascal: Postazione = {
  ...senato,
  id: 2,
  codice: 'IT1771A',
  nome: 'Milano - Pascal Città Studi',
  nomeCompleto: 'Milano - Pascal Città Studi',
  tipo: 'background',
  codiceGestore: '705',
  version: 1,
  sensori: [
    {
      id: 21,
      codice: '6956',
      inquinante: 'O3',
      unita: 'µg/m³',
      nomeFonte: null,
      attivoDal: null,
      attivoAl: null,
    },
    {
      id: 22,
      codice: '17127',
      inquinante: 'C6H6',
      unita: 'µg/m³',
      nomeFonte: null,
      attivoDal: null,
      attivoAl: null,
    },
  ],
};

export const caldarola: Postazione = {
  ...senato,
  id: 3,
  codice: 'IT1747A',
  nome: 'Caldarola',
  nomeCompleto: 'Bari - Caldarola',
  lat: 41.1,
  lon: 16.88,
  altitudine: null,
  comune: { codiceIstat: '072006', nome: 'Bari' },
  provincia: 'BA',
  regione: 'Puglia',
  tipo: 'traffic',
  zonaQualitaAria: null,
  gestore: 'ARPA Puglia',
  codiceGestore: null,
  archiviata: '2024-03-12T09:00:00.000Z',
  version: 2,
  sensori: [
    {
      id: 31,
      codice: 'IT1747A-PM2.5',
      inquinante: 'PM2.5',
      unita: 'µg/m³',
      nomeFonte: null,
      attivoDal: null,
      attivoAl: null,
    },
  ],
};

const PUBLIC = '/api/v1/public/gestioneregionale';
export const milano = {
  id: 1146,
  codiceIstat: '015146',
  denominazione: 'Milano',
  siglaProvincia: 'MI',
  codiceCatastale: 'F205',
  popolazione2011: 1_242_123,
  version: 1,
};

/** The public calls of the comune picker: Lombardia → Milano (province) → Milano and Sesto San Giovanni. */
export function territoryReads(): Route[] {
  return [
    (url) => {
      if (url.pathname === `${PUBLIC}/regioni`) {
        return json([
          {
            id: 3,
            codiceRegione: '030',
            codiceIstat: '03',
            denominazioneRegione: 'Lombardia',
            codiciMinisteriali: ['030'],
            version: 1,
          },
        ]);
      }
      if (
        url.pathname === `${PUBLIC}/province/bycodiceregione` &&
        url.searchParams.get('codRegione') === '030'
      ) {
        return json([
          {
            id: 15,
            sigla: 'MI',
            codiceIstat: '015',
            denominazione: 'Milano',
            codiceRegione: '030',
            version: 1,
          },
        ]);
      }
      if (url.pathname === `${PUBLIC}/comuni/bysigla` && url.searchParams.get('sigla') === 'MI') {
        return json([
          milano,
          {
            ...milano,
            id: 1209,
            codiceIstat: '015209',
            denominazione: 'Sesto San Giovanni',
            codiceCatastale: 'I690',
          },
        ]);
      }
      return undefined;
    },
  ];
}

/** The list of stations: the active ones, and the archived one too when asked. */
export function postazioniRead(
  active: Postazione[] = [senato, pascal],
  archived: Postazione[] = [caldarola],
): Route {
  return on('GET', '/api/healthenv/postazioni/all', (url) =>
    json(url.searchParams.get('archiviate') === 'true' ? [...active, ...archived] : active),
  );
}

/** A health-environment screen at `url`, inside the shell's providers and the global alert area. */
export function renderHealthenv(ui: ReactNode, url: string, session: Partial<Session>) {
  return renderScreen(ui, url, undefined, session);
}
