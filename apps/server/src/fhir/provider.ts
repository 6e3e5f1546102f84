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

/**
 * The providers modules register while the server starts; `/fhir/r4` reads them per request. Several modules may
 * serve one type, each its own resources under ids of its own (the regional module's hospital sites `presidio-…`
 * and the structures module's facilities `struttura-…` are both Location): the registry serves them as one.
 */
export interface FhirRegistry {
  provide(provider: ResourceProvider): void;
  providerOf(type: string): ResourceProvider | undefined;
  /** Every type's provider (the composed one of a type several modules serve), by resource type. */
  all(): ResourceProvider[];
}

export function createFhirRegistry(): FhirRegistry {
  const parts = new Map<string, ResourceProvider[]>();
  const served = new Map<string, ResourceProvider>();
  return {
    provide(provider) {
      const same = [...(parts.get(provider.type) ?? []), provider];
      // Composed at each registration, so a conflict fails the server's start naming the module that added it.
      served.set(provider.type, same.length === 1 ? provider : composedProvider(same));
      parts.set(provider.type, same);
    },
    providerOf: (type) => served.get(type),
    all: () => [...served.values()].sort((a, b) => a.type.localeCompare(b.type)),
  };
}

/**
 * One provider over the parts several modules serve of a type, in their order of registration: a search is each
 * part's matches after the previous parts', so its total is their sum and a page (`_offset`, `_count`) is cut
 * across them by their totals, exact and stable as each part's own order is; a read asks each part in turn. A
 * search by a parameter a part does not declare matches none of its resources (they have no such element), rather
 * than ignoring it as a search of that part alone would.
 */
function composedProvider(parts: readonly ResourceProvider[]): ResourceProvider {
  const [first] = parts;
  if (!first) throw new Error('FHIR: no provider to compose');
  const profile = first.profile;
  if (parts.some((part) => part.profile !== profile)) {
    throw new Error(`FHIR ${first.type}: providers with different profiles`);
  }
  return {
    type: first.type,
    documentation: parts.map((part) => part.documentation).join('; '),
    ...(profile && { profile }),
    searchParams: unionOfParams(first.type, parts),
    async read(request, id) {
      for (const part of parts) {
        const resource = await part.read(request, id);
        if (resource) return resource;
      }
      return undefined;
    },
    async search(request, search) {
      const resources: FhirResource[] = [];
      let total = 0;
      for (const part of parts) {
        if (!declaresAll(part, search)) continue;
        // This part's window: what of the page is left, from where the page starts in its matches.
        const offset = Math.max(0, search.offset - total);
        const count = search.count - resources.length;
        const page = await part.search(request, { ...search, offset, count });
        resources.push(...page.resources.slice(0, count));
        total += page.total;
      }
      return { resources, total };
    },
  };
}

/** Whether a part declares every parameter the search filters by (`_id` is every type's). */
function declaresAll(part: ResourceProvider, search: ParsedSearch): boolean {
  const names = new Set(part.searchParams.map((param) => param.name));
  return [search.tokens, search.references, search.strings, search.dates].every((criteria) =>
    [...criteria.keys()].every((name) => names.has(name)),
  );
}

/**
 * The parameters of every part, each once, in the order they first appear. One name is one parameter: the same
 * type, R4 definition and targets in every part that declares it (else the server refuses to start), documented
 * by each part's line.
 */
function unionOfParams(type: string, parts: readonly ResourceProvider[]): SearchParamDef[] {
  const byName = new Map<string, { param: SearchParamDef; lines: Set<string> }>();
  for (const param of parts.flatMap((part) => part.searchParams)) {
    const known = byName.get(param.name);
    if (!known) {
      byName.set(param.name, { param, lines: new Set([param.documentation]) });
    } else if (
      known.param.type !== param.type ||
      known.param.definition !== param.definition ||
      (known.param.targets ?? []).join() !== (param.targets ?? []).join()
    ) {
      throw new Error(`FHIR ${type}: two providers declare the search parameter ${param.name} differently`);
    } else {
      known.lines.add(param.documentation);
    }
  }
  return [...byName.values()].map(({ param, lines }) => ({ ...param, documentation: [...lines].join('; ') }));
}
