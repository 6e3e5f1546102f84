import type { Comune } from '@halo/contract';
import type { Location } from 'fhir/r4.js';
import type { Db } from '../../../db/database.ts';
import type { RowsPage } from '../../../fhir/bundle.ts';
import type { FhirRegistry } from '../../../fhir/provider.ts';
import { aslReference, HSP_SYSTEM, italianAddress, referenceProvider } from '../../../fhir/reference-data.ts';
import {
  type Criteria,
  matchesString,
  type ParsedSearch,
  type StringValue,
  searchParam,
} from '../../../fhir/search.ts';
import type { RegionalService } from '../../regional/regional.service.ts';
import {
  type ComuniCriteria,
  createStructuresFhirRepository,
  FACILITY_PREFIX,
  type FacilityRow,
} from './fhir.repository.ts';

/*
 * The structures module's FHIR R4 resources (docs/adr/0046-fhir.md): the facilities of the Ministry's list as
 * Locations, each under the ASL that manages it. Reference data (fhir/reference-data.ts): any authenticated caller
 * reads them all, no read is audited. Their comuni are the regional module's, reached through its service
 * (STYLE.md §1), as the facilities' own routes reach them.
 */

type FacilityWithComune = FacilityRow & { comune: Comune | undefined };

/** A facility's Location: its type is the Ministry's, as text; its address, its comune. */
function facilityOf(row: FacilityWithComune): Location {
  return {
    resourceType: 'Location',
    id: `${FACILITY_PREFIX}${row.id}`,
    identifier: [{ system: HSP_SYSTEM, value: row.codiceStruttura }],
    status: 'active',
    name: row.denominazione,
    mode: 'instance',
    type: [{ text: row.tipologia }],
    ...(row.comune && {
      address: italianAddress({ city: row.comune.denominazione, siglaProvincia: row.comune.siglaProvincia }),
    }),
    managingOrganization: aslReference(row.codiceAsl),
  };
}

/**
 * The comuni each occurrence of `address-city` names, as R4 matches a string (case and accents folded, `:exact`,
 * `:contains`) on the regional module's list: a few thousand names, matched here rather than by a query per value.
 */
async function comuniOf(regional: RegionalService, criteria: Criteria<StringValue>): Promise<ComuniCriteria> {
  const comuni = await regional.listComuni();
  return criteria.map((values) =>
    comuni
      .filter((c) => values.some((value) => matchesString(value, c.denominazione)))
      .map((c) => c.codiceIstat),
  );
}

/** Registers the structures module's provider: Location (the facilities, after the regional module's sites). */
export function provideStructuresFhir(fhir: FhirRegistry, deps: { db: Db; regional: RegionalService }) {
  const repo = createStructuresFhirRepository(deps.db);
  const { regional } = deps;

  async function rows(search: ParsedSearch): Promise<RowsPage<FacilityWithComune>> {
    const cities = search.strings.get('address-city');
    const page = await repo.facilities(search, cities && (await comuniOf(regional, cities)));
    const codes = [...new Set(page.rows.map((row) => row.codiceComune))];
    const comuni = new Map((await regional.listComuniByCodiciIstat(codes)).map((c) => [c.codiceIstat, c]));
    return {
      rows: page.rows.map((row) => ({ ...row, comune: comuni.get(row.codiceComune) })),
      total: page.total,
    };
  }

  fhir.provide(
    referenceProvider<Location, FacilityWithComune>({
      type: 'Location',
      documentation: 'Le strutture di ricovero del Ministero (id struttura-<id>, codice HSP.11)',
      searchParams: [
        searchParam(
          'identifier',
          'token',
          'Location-identifier',
          `Codice HSP.11 della struttura (sei cifre), ${HSP_SYSTEM}`,
        ),
        searchParam('name', 'string', 'Location-name', 'Denominazione'),
        searchParam('organization', 'reference', 'Location-organization', "L'ASL che la gestisce", [
          'Organization',
        ]),
        searchParam('address-city', 'string', 'Location-address-city', 'Il comune'),
      ],
      rows,
      resourceOf: facilityOf,
    }),
  );
}
