import {
  type Asl,
  COMUNI_SEARCH_MAX,
  type Comune,
  type Dipartimento,
  type Distretto,
  type Nazione,
  type PresidioOspedaliero,
  type Provincia,
  type Quartiere,
  type Regione,
  regionalPublicRoutes,
  regionalRoutes,
  type UnitaOperativa,
} from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import { browserAlert } from '../../lib/browser-alert.ts';
import { callRoute, readList } from '../../lib/call-route.ts';
import { territoryReadError } from '../../lib/territory/territory.api.ts';
import type itRegional from './locales/it/regional.ts';

/**
 * The calls of the regional-data service (SPEC.md §7 "Regional data"; paths and parameters in
 * docs/adr/0003-regional-data-api.md), with the error texts of SPEC.md §8.
 */

const pub = regionalPublicRoutes;
const api = regionalRoutes;

/** Retrieval errors (SPEC.md §8: "similar retrieval errors for regional data"), in the current language. */
export type RegionalReadError = keyof (typeof itRegional)['readErrors'];

export function regionalReadError(which: RegionalReadError): string {
  return i18n.t(`regional:readErrors.${which}`);
}

type Signal = AbortSignal | undefined;

// ---------------------------------------------------------------------------------------------------------------
// Public reads (no token needed): the comune search, the quartieri of the public page. The picker's regions,
// provinces and comuni are lib/territory's (the health-environment app uses the picker too).

export const publicRegional = {
  quartieri: (comune: number, signal?: Signal): Promise<Quartiere[]> =>
    browserAlert.readList(pub.quartieriByComune, {
      query: { comune },
      errorMessage: regionalReadError('quartieri'),
      signal,
    }),
};

export type SearchOutcome = { ok: true; comuni: Comune[] } | { ok: false; aborted: boolean };

export const SEARCH_LIMIT = 20;

/**
 * The as-you-type comune search (ADR 0003). A failure is shown beside the search box, never as an alert: an
 * alert on every keystroke would stop the user typing. A superseded request is aborted and reports nothing.
 */
export async function searchComuni(q: string, limit = SEARCH_LIMIT, signal?: Signal): Promise<SearchOutcome> {
  const result = await callRoute(pub.comuniSearch, {
    query: { q, limit: Math.min(limit, COMUNI_SEARCH_MAX) },
    signal,
    alert: false,
    // The field says it is searching (use-comune-search's pending): no global status on every keystroke.
    background: true,
  });
  return result.ok && result.data
    ? { ok: true, comuni: result.data }
    : { ok: false, aborted: result.aborted };
}

// ---------------------------------------------------------------------------------------------------------------
// Authenticated reads (the administration screens; never cached by the server).

export const regional = {
  nazioni: (signal?: Signal): Promise<Nazione[]> =>
    browserAlert.readList(api.nazioni, { errorMessage: regionalReadError('nazioni'), signal }),
  regioni: (signal?: Signal): Promise<Regione[]> =>
    readList(api.regioni, { errorMessage: territoryReadError('regioni'), signal }),
  province: (codRegione: string, signal?: Signal): Promise<Provincia[]> =>
    browserAlert.readList(api.province, {
      query: { codRegione },
      errorMessage: territoryReadError('province'),
      signal,
    }),
  provinciaBySigla: (sigla: string, signal?: Signal): Promise<Provincia | null> =>
    browserAlert.readOne(api.provinciaBySigla, {
      params: { sigla },
      errorMessage: regionalReadError('provincia'),
      signal,
    }),
  comuni: (siglaProvincia: string, signal?: Signal): Promise<Comune[]> =>
    browserAlert.readList(api.comuni, {
      query: { siglaProvincia },
      errorMessage: territoryReadError('comuni'),
      signal,
    }),
  comuneById: (id: number, signal?: Signal): Promise<Comune | null> =>
    browserAlert.readOne(api.comuneById, {
      params: { id },
      errorMessage: regionalReadError('comune'),
      signal,
    }),
  quartieri: (comune: number, signal?: Signal): Promise<Quartiere[]> =>
    browserAlert.readList(api.quartieriByComune, {
      query: { comune },
      errorMessage: regionalReadError('quartieri'),
      signal,
    }),
  asl: (codRegione: string, signal?: Signal): Promise<Asl[]> =>
    browserAlert.readList(api.aslByCodiceRegione, {
      query: { codRegione },
      errorMessage: regionalReadError('asl'),
      signal,
    }),
  distretti: (codiceAsl: string, signal?: Signal): Promise<Distretto[]> =>
    readList(api.distrettiByCodiceAsl, {
      query: { codiceAsl },
      errorMessage: regionalReadError('distretti'),
      signal,
    }),
  dipartimenti: (
    query: { distretto?: number; codiceAsl?: string },
    signal?: Signal,
  ): Promise<Dipartimento[]> =>
    readList(api.dipartimenti, { query, errorMessage: regionalReadError('dipartimenti'), signal }),
  presidi: (
    query: { codiceAsl?: string; distretto?: number },
    signal?: Signal,
  ): Promise<PresidioOspedaliero[]> =>
    readList(api.presidiOspedalieri, { query, errorMessage: regionalReadError('presidi'), signal }),
  unitaOperative: (
    query: { dipartimento?: number; presidio?: number; codiceAsl?: string },
    signal?: Signal,
  ): Promise<UnitaOperativa[]> =>
    readList(api.unitaOperative, { query, errorMessage: regionalReadError('unitaOperative'), signal }),
};

// ---------------------------------------------------------------------------------------------------------------
// Writes

export type WriteOperation = 'create' | 'update' | 'delete';

/**
 * SPEC.md §8: a failed regional write shows the server's message when it gives one, else 'Errore nella
 * creazione regione', 'Errore nella modifica dati …', 'Errore nell'eliminazione …' for the entity at hand.
 */
export function writeFallbackMessage(operation: WriteOperation, entityLabel: string): string {
  return i18n.t(`regional:writeErrors.${operation}`, { entity: entityLabel });
}

/** `body.codiceCatastale` → `codiceCatastale`; paths outside the body (children of a refused delete) → null. */
export function bodyField(path: string): string | null {
  const match = /^body\.([^.]+)/.exec(path);
  return match?.[1] ?? null;
}
