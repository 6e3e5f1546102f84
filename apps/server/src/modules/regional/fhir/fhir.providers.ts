import type { Address, FhirResource, Organization, Reference } from 'fhir/r4.js';
import type { Db } from '../../../db/database.ts';
import type { SearchPage } from '../../../fhir/bundle.ts';
import type { FhirRegistry, ResourceProvider } from '../../../fhir/provider.ts';
import { type ParsedSearch, type SearchParamDef, searchOfId, searchParam } from '../../../fhir/search.ts';
import {
  aslId,
  createRegionalFhirRepository,
  FLS_SYSTEM,
  KIND_CODINGS,
  type OrganizationRow,
  type RowsPage,
  TIPO_ENTITA_SYSTEM,
} from './fhir.repository.ts';

/*
 * The regional module's FHIR R4 resources (docs/adr/0046-fhir.md): the ASL as HL7 Italia's base profile
 * identifies them, and their districts. They are reference data, public in the Ministry's open lists: any
 * authenticated caller reads them all (the route asks for a token), and no read is audited, as none is of
 * a person's data. The structures module serves Location with the same helpers.
 */

/** A type of reference data: its parameters, the SQL search of a page, the resource of a row. */
export interface ReferenceType<R extends FhirResource, Row> {
  type: R['resourceType'];
  documentation: string;
  searchParams: SearchParamDef[];
  rows(search: ParsedSearch): Promise<RowsPage<Row>>;
  resourceOf(row: Row): R;
}

/** The provider of a type of reference data: no reader rule beyond the route's token, no audit. */
export function referenceProvider<R extends FhirResource, Row>(
  spec: ReferenceType<R, Row>,
): ResourceProvider {
  async function search(search: ParsedSearch): Promise<SearchPage<R>> {
    const { rows, total } = await spec.rows(search);
    return { resources: rows.map((row) => spec.resourceOf(row)), total };
  }
  const provider: ResourceProvider<R> = {
    type: spec.type,
    documentation: spec.documentation,
    searchParams: spec.searchParams,
    search: (_request, parsed) => search(parsed),
    async read(_request, id) {
      return (await search(searchOfId(id))).resources[0];
    },
  };
  return provider as ResourceProvider;
}

/** The ASL that manages a structure or a district: `Organization/asl-<codiceAsl>`. */
export const aslReference = (codiceAsl: string): Reference => ({
  reference: `Organization/${aslId(codiceAsl)}`,
});

/** An Italian address as HL7 Italia writes it: the comune as `city`, its province's sigla as `district`. */
export function italianAddress(parts: {
  line?: string | null;
  city?: string | null;
  siglaProvincia?: string | null;
  cap?: string | null;
}): Address {
  return {
    ...(parts.line && { line: [parts.line] }),
    ...(parts.city && { city: parts.city }),
    ...(parts.siglaProvincia && { district: parts.siglaProvincia }),
    ...(parts.cap && { postalCode: parts.cap }),
    country: 'IT',
  };
}

function organizationOf(row: OrganizationRow): Organization {
  if (row.kind === 'distretto') {
    return {
      resourceType: 'Organization',
      id: row.id,
      active: true,
      type: [{ coding: [KIND_CODINGS.distretto], text: 'Distretto sanitario' }],
      name: row.name,
      partOf: aslReference(row.codiceAsl),
    };
  }
  return {
    resourceType: 'Organization',
    id: row.id,
    identifier: [{ system: FLS_SYSTEM, value: row.codiceAsl }],
    active: true,
    type: [{ coding: [KIND_CODINGS.asl] }],
    name: row.name,
    address: [
      italianAddress({
        line: row.indirizzo,
        city: row.city,
        siglaProvincia: row.siglaProvincia,
        cap: row.cap,
      }),
    ],
  };
}

/** Registers the regional module's provider: Organization (the ASL and their districts). */
export function provideRegionalFhir(fhir: FhirRegistry, deps: { db: Db }) {
  const repo = createRegionalFhirRepository(deps.db);
  fhir.provide(
    referenceProvider<Organization, OrganizationRow>({
      type: 'Organization',
      documentation:
        'Le Aziende Sanitarie Locali (id asl-<codice FLS>) e i loro distretti (id distretto-<id>)',
      searchParams: [
        searchParam('identifier', 'token', 'Organization-identifier', `Codice FLS dell'ASL (${FLS_SYSTEM})`),
        searchParam('name', 'string', 'Organization-name', 'Denominazione'),
        searchParam('partof', 'reference', 'Organization-partof', "L'ASL di un distretto", ['Organization']),
        searchParam(
          'type',
          'token',
          'Organization-type',
          `asl (${TIPO_ENTITA_SYSTEM}) o distretto (${KIND_CODINGS.distretto.system})`,
        ),
      ],
      rows: repo.organizations,
      resourceOf: organizationOf,
    }),
  );
}
