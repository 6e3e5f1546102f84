import type { Address, FhirResource, Reference } from 'fhir/r4.js';
import type { RowsPage, SearchPage } from './bundle.ts';
import type { ResourceProvider } from './provider.ts';
import { type ParsedSearch, type ReferenceValue, type SearchParamDef, searchOfId } from './search.ts';

/*
 * What the modules serving the Italian health service's reference data share (docs/adr/0046-fhir.md): the regional
 * module's ASL, districts and hospital sites, the structures module's facilities. They are public in the Ministry's
 * open lists: any authenticated caller reads them all (the route asks for a token), and no read is audited, as none
 * is of a person's data. The ids and systems are HL7 Italia's, which both modules must write alike.
 */

/**
 * The Ministry's codes of hospital facilities (HSP.11, six digits, `strutture_ricovero.csv`) and of their sites
 * (HSP.11 bis, the facility's code and the site's sub-code, eight digits), under HL7 Italia's one system for both:
 * the lengths keep them apart.
 */
export const HSP_SYSTEM = 'http://hl7.it/sid/hsp';

/** An ASL's Organization id (`asl-010203`): its Ministry code, stable across Halo installations. */
const aslId = (codiceAsl: string) => `asl-${codiceAsl}`;

/** The ASL that manages a site, a facility or a district: `Organization/asl-<codiceAsl>`. */
export const aslReference = (codiceAsl: string): Reference => ({
  reference: `Organization/${aslId(codiceAsl)}`,
});

/** The ASL's code a reference names (`Organization/asl-010203`); undefined for a district or another type. */
export function aslOfReference(ref: ReferenceValue): string | undefined {
  return ref.type === 'Organization' ? /^asl-(\d{6})$/.exec(ref.id)?.[1] : undefined;
}

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

/** A type of reference data: its parameters, the search of a page of rows, the resource of a row. */
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
