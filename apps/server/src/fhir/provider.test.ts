import type { FastifyRequest } from 'fastify';
import type { Location } from 'fhir/r4.js';
import { describe, expect, it } from 'vitest';
import { capabilityStatement } from './capability.ts';
import { createFhirRegistry, type ResourceProvider } from './provider.ts';
import { parseSearch, type SearchParamDef, searchParam } from './search.ts';

/*
 * One type served by two modules (fhir/provider.ts): the registry composes their providers, each owning its ids,
 * into one whose searches page across both, without a server.
 */

const request = {} as FastifyRequest;
const name = searchParam('name', 'string', 'Location-name', 'Denominazione');
const city = searchParam('address-city', 'string', 'Location-address-city', 'Il comune');

interface Asked {
  offset: number;
  count: number;
}

/** A provider over a list of Locations `<prefix>-1…`, recording the windows it was asked for. */
function listProvider(prefix: string, size: number, params: SearchParamDef[]) {
  const locations: Location[] = Array.from({ length: size }, (_, i) => ({
    resourceType: 'Location',
    id: `${prefix}-${i + 1}`,
    name: `${prefix} ${i + 1}`,
  }));
  const asked: Asked[] = [];
  const provider: ResourceProvider<Location> = {
    type: 'Location',
    documentation: `Le sedi ${prefix}`,
    searchParams: params,
    async read(_request, id) {
      return locations.find((l) => l.id === id);
    },
    async search(_request, search) {
      asked.push({ offset: search.offset, count: search.count });
      const matching = locations.filter((l) => !search.ids || search.ids.includes(l.id as string));
      return {
        resources: matching.slice(search.offset, search.offset + search.count),
        total: matching.length,
      };
    },
  };
  return { provider: provider as ResourceProvider, asked };
}

/** Sites (3) then facilities (4), registered in this order; only the facilities have a city. */
function twoModules() {
  const sites = listProvider('presidio', 3, [name]);
  const facilities = listProvider('struttura', 4, [name, city]);
  const registry = createFhirRegistry();
  registry.provide(sites.provider);
  registry.provide(facilities.provider);
  const location = registry.providerOf('Location') as ResourceProvider;
  const search = async (query: Record<string, string>) => {
    const parsed = parseSearch(query, location.searchParams, {
      strict: true,
      base: 'https://halo.example/fhir/r4',
      now: new Date(),
    });
    const page = await location.search(request, parsed);
    return { ids: page.resources.map((r) => r.id), total: page.total };
  };
  return { registry, location, search, sites, facilities };
}

describe('a type several modules serve', () => {
  it('searches each in registration order: the total is their sum, a page is cut across them', async () => {
    const { search, sites, facilities } = twoModules();
    expect(await search({})).toEqual({
      ids: [
        'presidio-1',
        'presidio-2',
        'presidio-3',
        'struttura-1',
        'struttura-2',
        'struttura-3',
        'struttura-4',
      ],
      total: 7,
    });
    sites.asked.length = 0;
    facilities.asked.length = 0;
    expect(await search({ _offset: '2', _count: '3' })).toEqual({
      ids: ['presidio-3', 'struttura-1', 'struttura-2'],
      total: 7,
    });
    expect([sites.asked, facilities.asked]).toEqual([[{ offset: 2, count: 3 }], [{ offset: 0, count: 2 }]]);
    expect(await search({ _offset: '4', _count: '2' })).toEqual({
      ids: ['struttura-2', 'struttura-3'],
      total: 7,
    });
    expect(await search({ _offset: '1', _count: '1' })).toEqual({ ids: ['presidio-2'], total: 7 });
    expect(await search({ _offset: '9', _count: '5' })).toEqual({ ids: [], total: 7 });
  });

  it('walks every page once, in the same order, whatever the page size', async () => {
    const { search } = twoModules();
    const all = (await search({ _count: '100' })).ids;
    for (const size of [1, 2, 3, 5]) {
      const walked: unknown[] = [];
      for (let offset = 0; offset < 7; offset += size) {
        walked.push(...(await search({ _offset: String(offset), _count: String(size) })).ids);
      }
      expect(walked, `pages of ${size}`).toEqual(all);
    }
  });

  it('gives the total alone with _count=0, each part asked for its total only', async () => {
    const { search, sites, facilities } = twoModules();
    expect(await search({ _count: '0' })).toEqual({ ids: [], total: 7 });
    expect([sites.asked, facilities.asked]).toEqual([[{ offset: 0, count: 0 }], [{ offset: 0, count: 0 }]]);
    expect(await search({ _count: '0', _id: 'presidio-2,struttura-4,struttura-9' })).toEqual({
      ids: [],
      total: 2,
    });
  });

  it('matches none of a part by a parameter that part does not declare, without asking it', async () => {
    const { search, sites } = twoModules();
    expect(await search({ 'address-city': 'pinerolo' })).toEqual({
      ids: ['struttura-1', 'struttura-2', 'struttura-3', 'struttura-4'],
      total: 4,
    });
    expect(sites.asked).toEqual([]);
  });

  it('reads an id from the part that holds it, and none that no part holds', async () => {
    const { location } = twoModules();
    expect((await location.read(request, 'presidio-2'))?.id).toBe('presidio-2');
    expect((await location.read(request, 'struttura-4'))?.id).toBe('struttura-4');
    expect(await location.read(request, 'struttura-5')).toBeUndefined();
  });

  it('lists the type once in the CapabilityStatement, with the union of the parameters and both documentations', () => {
    const { registry } = twoModules();
    const statement = capabilityStatement(
      'https://halo.example/fhir/r4',
      '1.0.0',
      registry.all(),
      '2026-11-29',
    );
    const resources = statement.rest?.[0]?.resource ?? [];
    expect(resources.map((r) => r.type)).toEqual(['Location']);
    expect(resources[0]?.documentation).toBe('Le sedi presidio; Le sedi struttura');
    expect(resources[0]?.searchParam?.map((p) => [p.name, p.type])).toEqual([
      ['_id', 'token'],
      ['name', 'string'],
      ['address-city', 'string'],
    ]);
  });

  it('joins the documentations of one parameter the parts describe differently', () => {
    const registry = createFhirRegistry();
    registry.provide(
      listProvider('presidio', 1, [searchParam('name', 'string', 'Location-name', 'Del presidio')]).provider,
    );
    registry.provide(
      listProvider('struttura', 1, [searchParam('name', 'string', 'Location-name', 'Della struttura')])
        .provider,
    );
    expect(registry.providerOf('Location')?.searchParams.map((p) => p.documentation)).toEqual([
      'Del presidio; Della struttura',
    ]);
  });

  it('refuses at registration a parameter two parts declare with different types', () => {
    const registry = createFhirRegistry();
    registry.provide(listProvider('presidio', 1, [name]).provider);
    const other = searchParam('name', 'token', 'Location-name', 'Codice');
    expect(() => registry.provide(listProvider('struttura', 1, [other]).provider)).toThrow(/name/);
    // The registry still serves what it had.
    expect(registry.providerOf('Location')?.searchParams).toEqual([name]);
  });

  it('serves a type one module provides as that module registered it', () => {
    const registry = createFhirRegistry();
    const only = listProvider('presidio', 1, [name]).provider;
    registry.provide(only);
    expect(registry.providerOf('Location')).toBe(only);
    expect(registry.all()).toEqual([only]);
  });
});
