import type { FastifyRequest } from 'fastify';
import type { FhirResource } from 'fhir/r4.js';
import type { SearchPage } from './bundle.ts';
import type { ParsedSearch, SearchParamDef } from './search.ts';

/**
 * What a module serves of one FHIR resource type (docs/adr/0046-fhir.md): its search parameters, a read by id and
 * a search, both as the caller may see them. The module that owns the data writes its provider, with its own reader
 * rules and audit (a doctor reads their patients, a patient themselves), so `/fhir/r4` never reaches around them.
 * A resource the caller may not see is `undefined` (404), as one that does not exist.
 */
export interface ResourceProvider<R extends FhirResource = FhirResource> {
  type: R['resourceType'];
  /** A line for the CapabilityStatement: what Halo holds as this type. */
  documentation: string;
  /** R4's base profile unless the module conforms to another. */
  profile?: string;
  searchParams: readonly SearchParamDef[];
  read(request: FastifyRequest, id: string): Promise<R | undefined>;
  search(request: FastifyRequest, search: ParsedSearch): Promise<SearchPage<R>>;
}

/** The providers modules register while the server starts; `/fhir/r4` reads them per request. */
export interface FhirRegistry {
  provide(provider: ResourceProvider): void;
  providerOf(type: string): ResourceProvider | undefined;
  /** Every provider, by resource type. */
  all(): ResourceProvider[];
}

export function createFhirRegistry(): FhirRegistry {
  const providers = new Map<string, ResourceProvider>();
  return {
    provide(provider) {
      if (providers.has(provider.type)) {
        throw new Error(`FHIR ${provider.type} has two providers`);
      }
      providers.set(provider.type, provider);
    },
    providerOf: (type) => providers.get(type),
    all: () => [...providers.values()].sort((a, b) => a.type.localeCompare(b.type)),
  };
}
