import Fastify, { type FastifyInstance } from 'fastify';
import type { Bundle, CapabilityStatement, OperationOutcome, Patient } from 'fhir/r4.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FHIR_PREFIX, fhirPlugin } from './fhir.plugin.ts';
import { createFhirRegistry, type ResourceProvider } from './provider.ts';
import { matchesString } from './search.ts';
import { r4Problems } from './validate.test-utils.ts';

/*
 * The protocol of /fhir/r4 (routing, paging, formats, refusals as OperationOutcome), on a registry holding one
 * provider over a list: the providers of the modules, with their reader rules, are tested in each module.
 */

const PUBLIC_URL = 'https://halo.example';
const BASE = `${PUBLIC_URL}${FHIR_PREFIX}`;
const patients: Patient[] = Array.from({ length: 25 }, (_, i) => ({
  resourceType: 'Patient',
  id: String(i + 1),
  name: [{ family: i % 2 ? 'Rossi' : 'Bianchi', given: ['Anna'] }],
  gender: 'female',
}));

const listProvider: ResourceProvider<Patient> = {
  type: 'Patient',
  documentation: 'Pazienti',
  searchParams: [
    {
      name: 'family',
      type: 'string',
      definition: 'http://hl7.org/fhir/SearchParameter/individual-family',
      documentation: 'Cognome',
    },
  ],
  async read(_request, id) {
    if (id === 'boom') throw new Error('database unreachable: secret detail');
    return patients.find((p) => p.id === id);
  },
  async search(_request, search) {
    const family = search.strings.get('family') ?? [];
    const matching = patients.filter(
      (p) =>
        (!search.ids || search.ids.includes(p.id as string)) &&
        family.every((or) => or.some((v) => matchesString(v, p.name?.[0]?.family ?? ''))),
    );
    return { resources: matching.slice(search.offset, search.offset + search.count), total: matching.length };
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  const registry = createFhirRegistry();
  registry.provide(listProvider as ResourceProvider);
  await app.register(fhirPlugin, {
    prefix: FHIR_PREFIX,
    registry,
    publicUrl: PUBLIC_URL,
    version: '1.2.3',
    clock: () => new Date('2026-11-29T10:00:00Z'),
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${FHIR_PREFIX}${url}`, headers });
const outcome = (body: string) => JSON.parse(body) as OperationOutcome;

describe('/fhir/r4', () => {
  it('states what it serves in a valid CapabilityStatement', async () => {
    const answer = await get('/metadata');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const statement = answer.json() as CapabilityStatement;
    expect(statement).toMatchObject({ fhirVersion: '4.0.1', software: { name: 'Halo', version: '1.2.3' } });
    expect(statement.rest?.[0]?.resource?.map((r) => [r.type, r.searchParam?.map((p) => p.name)])).toEqual([
      ['Patient', ['_id', 'family']],
    ]);
    expect(r4Problems(statement)).toEqual([]);
    // The validator does see a broken resource: these checks can fail.
    const broken = { ...statement, status: undefined, rest: [{ mode: 'client', resource: [{}] }] };
    expect(r4Problems(broken as unknown as CapabilityStatement).length).toBeGreaterThanOrEqual(2);
  });

  it('reads a resource by id, and answers 404 with an OperationOutcome for one it does not hold', async () => {
    const found = await get('/Patient/3');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ resourceType: 'Patient', id: '3' });
    const missing = await get('/Patient/999');
    expect(missing.statusCode).toBe(404);
    expect(outcome(missing.body).issue[0]).toMatchObject({ severity: 'error', code: 'not-found' });
    expect(r4Problems(outcome(missing.body))).toEqual([]);
  });

  it('refuses an unknown type, an invalid id, a write and another format, each as an OperationOutcome', async () => {
    const unknownType = await get('/Medication/1');
    expect([unknownType.statusCode, outcome(unknownType.body).issue[0]?.code]).toEqual([
      404,
      'not-supported',
    ]);
    const badId = await get('/Patient/a_b');
    expect([badId.statusCode, outcome(badId.body).issue[0]?.code]).toEqual([400, 'invalid']);
    const write = await app.inject({ method: 'PUT', url: `${FHIR_PREFIX}/Patient/1`, payload: {} });
    expect([write.statusCode, write.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(outcome(write.body).issue[0]?.code).toBe('not-supported');
    const xml = await get('/Patient/1', { accept: 'application/fhir+xml' });
    expect(xml.statusCode).toBe(406);
    expect(xml.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect((await get('/Patient/1?_format=xml')).statusCode).toBe(406);
    expect((await get('/Patient/1?_format=json', { accept: 'text/html,*/*;q=0.8' })).statusCode).toBe(200);
    const elsewhere = await get('/Patient/1/_history');
    expect([elsewhere.statusCode, outcome(elsewhere.body).resourceType]).toEqual([404, 'OperationOutcome']);
  });

  it('answers an unexpected failure with a 500 that says nothing of its cause', async () => {
    const answer = await get('/Patient/boom');
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('secret');
    expect(outcome(answer.body).issue[0]).toMatchObject({ code: 'exception' });
  });

  it('searches in pages linked by next, and gives the same by POST _search', async () => {
    const first = (await get('/Patient?family=ross&_count=5')).json() as Bundle;
    expect(first).toMatchObject({ type: 'searchset', total: 12 });
    expect(first.entry?.map((e) => e.resource?.id)).toEqual(['2', '4', '6', '8', '10']);
    const next = first.link?.find((l) => l.relation === 'next')?.url as string;
    expect(next).toBe(`${BASE}/Patient?family=ross&_count=5&_offset=5`);
    const second = (await get(next.slice(BASE.length))).json() as Bundle;
    expect(second.entry?.map((e) => e.resource?.id)).toEqual(['12', '14', '16', '18', '20']);
    expect(r4Problems(second)).toEqual([]);

    const posted = await app.inject({
      method: 'POST',
      url: `${FHIR_PREFIX}/Patient/_search`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'family=ross&_count=5&_offset=5',
    });
    expect(posted.statusCode).toBe(200);
    expect((posted.json() as Bundle).entry?.map((e) => e.resource?.id)).toEqual([
      '12',
      '14',
      '16',
      '18',
      '20',
    ]);
  });

  it('ignores an unknown parameter, unless the client asks for strict handling', async () => {
    const lenient = (await get('/Patient?foo=1&_count=1')).json() as Bundle;
    expect(lenient.total).toBe(25);
    expect(lenient.link?.[0]?.url).toBe(`${BASE}/Patient?_count=1`);
    const strict = await get('/Patient?foo=1', { prefer: 'handling=strict' });
    expect(strict.statusCode).toBe(400);
    expect(outcome(strict.body).issue[0]).toMatchObject({ code: 'not-supported', expression: ['foo'] });
  });

  it('refuses a bad parameter value with its name', async () => {
    const answer = await get('/Patient?_count=many');
    expect(answer.statusCode).toBe(400);
    expect(outcome(answer.body).issue[0]).toMatchObject({ code: 'invalid', expression: ['_count'] });
  });
});
