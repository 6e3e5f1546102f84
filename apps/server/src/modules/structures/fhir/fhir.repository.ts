import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { allOf, idsIn, NOTHING, searchPage, textMatches } from '../../../db/search-conditions.ts';
import type { RowsPage } from '../../../fhir/bundle.ts';
import { aslOfReference, HSP_SYSTEM } from '../../../fhir/reference-data.ts';
import type { ParsedSearch } from '../../../fhir/search.ts';
import { strutture, tipologie } from '../structures.tables.ts';

/** A facility's Location id: `struttura-<id>`, its row's (what a calendar's owner names, calendar/fhir). */
export const FACILITY_PREFIX = 'struttura-';

/** A facility, what its Location shows: its comune is the regional module's, looked up by its ISTAT code. */
export interface FacilityRow {
  id: number;
  codiceStruttura: string;
  denominazione: string;
  codiceAsl: string;
  codiceComune: string;
  /** The Ministry's type, as text. */
  tipologia: string;
}

/**
 * The comuni a facility must be in, one list of ISTAT codes per occurrence of `address-city` (each the comuni
 * matching any of its values): the names are the regional module's, so its service matches them.
 */
export type ComuniCriteria = string[][];

/** The conditions of a search of facilities, on this module's tables only. */
function conditions(search: ParsedSearch, comuni: ComuniCriteria | undefined): SQL | undefined {
  const s = strutture;
  return and(
    idsIn(s.id, search.ids, FACILITY_PREFIX),
    allOf(search.strings.get('name'), (value) => textMatches(s.denominazione, value)),
    allOf(search.tokens.get('identifier'), (token) => {
      if (token.system !== undefined && token.system !== HSP_SYSTEM) return NOTHING;
      // An eight-digit code is a hospital site's (the regional module's Locations): no facility has it.
      return token.code === undefined ? sql`true` : eq(s.codiceStruttura, token.code);
    }),
    allOf(search.references.get('organization'), (ref) => {
      const codiceAsl = aslOfReference(ref);
      return codiceAsl ? eq(s.codiceAsl, codiceAsl) : NOTHING;
    }),
    ...(comuni ?? []).map((codes) => (codes.length ? inArray(s.codiceComune, codes) : NOTHING)),
  );
}

/**
 * The SQL of the structures module's FHIR Locations (docs/adr/0046-fhir.md): the Ministry's facilities, each
 * search one page and its total. The regional module serves its hospital sites as Location too, before these
 * (fhir/provider.ts composes the two).
 */
export function createStructuresFhirRepository(db: Db) {
  return {
    async facilities(search: ParsedSearch, comuni?: ComuniCriteria): Promise<RowsPage<FacilityRow>> {
      const select = db
        .select({
          id: strutture.id,
          codiceStruttura: strutture.codiceStruttura,
          denominazione: strutture.denominazione,
          codiceAsl: strutture.codiceAsl,
          codiceComune: strutture.codiceComune,
          tipologia: tipologie.descrizione,
        })
        .from(strutture)
        .innerJoin(tipologie, eq(tipologie.codice, strutture.tipologia))
        .$dynamic();
      const order = [asc(strutture.denominazione), asc(strutture.id)];
      return searchPage(db, select, conditions(search, comuni), order, search);
    },
  };
}
