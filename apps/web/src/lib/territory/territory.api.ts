import { type Comune, type Provincia, type Regione, regionalPublicRoutes } from '@halo/contract';
import { i18n } from '../../i18n/i18n.ts';
import type itUi from '../../i18n/locales/it/ui.ts';
import { browserAlert } from '../browser-alert.ts';
import { readList } from '../call-route.ts';

/**
 * The public reads (no token needed) of the regional-data service behind the comune picker: regions, the
 * provinces of a region, the comuni of a province (SPEC.md §7 "Regional data", ADR 0003), with the retrieval
 * errors of SPEC.md §8. Shared by every application that asks for a comune.
 */

const pub = regionalPublicRoutes;

type TerritoryReadError = keyof (typeof itUi)['territory']['readErrors'];

/**
 * SPEC.md §8's "similar retrieval errors for regional data" of regions, provinces and comuni, in the current
 * language: the only copy of these texts, the regional app's reads of the same lists use it too.
 */
export function territoryReadError(which: TerritoryReadError): string {
  return i18n.t(`ui:territory.readErrors.${which}`);
}

type Signal = AbortSignal | undefined;

/** SPEC.md §8: province and comuni tell a failure with the browser's alert, the regions with the global one. */
export const publicTerritory = {
  regioni: (signal?: Signal): Promise<Regione[]> =>
    readList(pub.regioni, { errorMessage: territoryReadError('regioni'), signal }),
  province: (codRegione: string, signal?: Signal): Promise<Provincia[]> =>
    browserAlert.readList(pub.provinceByCodiceRegione, {
      query: { codRegione },
      errorMessage: territoryReadError('province'),
      signal,
    }),
  comuni: (sigla: string, signal?: Signal): Promise<Comune[]> =>
    browserAlert.readList(pub.comuniBySigla, {
      query: { sigla },
      errorMessage: territoryReadError('comuni'),
      signal,
    }),
};
