import type { Bundle, BundleLink, FhirResource } from 'fhir/r4.js';
import type { ParsedSearch } from './search.ts';

/** One page of a search's matches, and how many match in all. */
export interface SearchPage<R extends FhirResource = FhirResource> {
  resources: R[];
  total: number;
}

/** One page of a search's rows, as a module's repository answers before its provider makes them resources. */
export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/**
 * A search's answer (R4 §3.1.1.2): a `searchset` Bundle with the total, the page's matches under their full
 * URLs, and the links to this page and its neighbours, each naming only the parameters the server searched by.
 */
export function searchBundle(base: string, type: string, search: ParsedSearch, page: SearchPage): Bundle {
  const linkAt = (relation: string, offset: number): BundleLink => ({
    relation,
    url: searchUrl(base, type, search, offset),
  });
  const link: BundleLink[] = [linkAt('self', search.offset), linkAt('first', 0)];
  if (search.offset > 0 && search.count > 0) {
    link.push(linkAt('previous', Math.max(0, search.offset - search.count)));
  }
  if (search.count > 0 && search.offset + search.count < page.total) {
    link.push(linkAt('next', search.offset + search.count));
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link,
    entry: page.resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

function searchUrl(base: string, type: string, search: ParsedSearch, offset: number): string {
  const params = new URLSearchParams(search.used);
  params.set('_count', String(search.count));
  if (offset > 0) params.set('_offset', String(offset));
  return `${base}/${type}?${params}`;
}
