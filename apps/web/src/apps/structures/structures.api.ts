import {
  type Asl,
  type Regione,
  regionalPublicRoutes,
  type Struttura,
  type StrutturaDettaglio,
  structuresRoutes,
  type TipologiaStruttura,
} from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import { readList, readOne } from '../../lib/call-route.ts';
import type itStructures from './locales/it/structures.ts';

/** The calls of the structures service (SPEC.md §7: `structuresRoutes`), with their retrieval errors. */

/** Retrieval errors, in the current language. */
export type StructuresReadError = keyof (typeof itStructures)['readErrors'];

export function structuresReadError(which: StructuresReadError): string {
  return i18n.t(`structures:readErrors.${which}`);
}

export interface StruttureFilters {
  /** Region code (040 gives both Trentino provinces) or Ministry code. */
  codRegione?: string;
  codiceAsl?: string;
  tipologia?: string;
  q?: string;
}

export const structures = {
  list: (filters: StruttureFilters, signal?: AbortSignal): Promise<Struttura[]> =>
    readList(structuresRoutes.strutture, {
      query: {
        codRegione: filters.codRegione,
        codiceAsl: filters.codiceAsl,
        tipologia: filters.tipologia,
        q: filters.q?.trim(),
      },
      errorMessage: structuresReadError('strutture'),
      signal,
    }),
  byId: (id: number, signal?: AbortSignal): Promise<StrutturaDettaglio | null> =>
    readOne(structuresRoutes.strutturaById, {
      params: { id },
      errorMessage: structuresReadError('struttura'),
      signal,
    }),
  /** The regions and their health authorities, for the filters (the regional service's public reads). */
  regioni: (signal?: AbortSignal): Promise<Regione[]> =>
    readList(regionalPublicRoutes.regioni, { errorMessage: structuresReadError('regioni'), signal }),
  aziende: (codRegione: string, signal?: AbortSignal): Promise<Asl[]> =>
    readList(regionalPublicRoutes.aslByCodes, {
      query: { codRegione },
      errorMessage: structuresReadError('aziende'),
      signal,
    }),
  tipologie: (signal?: AbortSignal): Promise<TipologiaStruttura[]> =>
    readList(structuresRoutes.tipologie, { errorMessage: structuresReadError('tipologie'), signal }),
};
