import { describe, expect, it } from 'vitest';
import { searchBundle } from './bundle.ts';
import { FhirError } from './outcome.ts';
import {
  dateValueOf,
  matchesDate,
  matchesString,
  matchesToken,
  parseSearch,
  type SearchParamDef,
  splitValues,
} from './search.ts';

const BASE = 'https://halo.example/fhir/r4';
const NOW = new Date('2026-11-29T12:00:00Z');
const defs: SearchParamDef[] = [
  {
    name: 'patient',
    type: 'reference',
    targets: ['Patient'],
    definition: 'http://hl7.org/fhir/SearchParameter/clinical-patient',
    documentation: 'Il paziente',
  },
  {
    name: 'subject',
    type: 'reference',
    targets: ['Patient', 'Group'],
    definition: 'http://hl7.org/fhir/SearchParameter/Observation-subject',
    documentation: 'Il soggetto',
  },
  {
    name: 'code',
    type: 'token',
    definition: 'http://hl7.org/fhir/SearchParameter/clinical-code',
    documentation: 'Il codice',
  },
  {
    name: 'date',
    type: 'date',
    definition: 'http://hl7.org/fhir/SearchParameter/clinical-date',
    documentation: 'La data',
  },
  {
    name: 'name',
    type: 'string',
    definition: 'http://hl7.org/fhir/SearchParameter/Patient-name',
    documentation: 'Il nome',
  },
];
const lenient = { strict: false, base: BASE, now: NOW };
const parse = (query: Record<string, string | string[]>, options = lenient) =>
  parseSearch(query, defs, options);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof FhirError) return { status: error.status, code: error.code, at: error.expression };
    throw error;
  }
  throw new Error('not refused');
};
const at = (iso: string) => Date.parse(iso);

describe('date values', () => {
  it('reads a day without zone as that whole day in Italy', () => {
    const value = dateValueOf('date', '2026-03-29', NOW);
    // The day summer time starts in Italy: 23 hours long.
    expect(value).toEqual({ prefix: 'eq', from: at('2026-03-28T23:00:00Z'), to: at('2026-03-29T22:00:00Z') });
  });

  it.each([
    ['2026', '2025-12-31T23:00:00Z', '2026-12-31T23:00:00Z'],
    ['2026-02', '2026-01-31T23:00:00Z', '2026-02-28T23:00:00Z'],
    ['2026-05-04T10:15Z', '2026-05-04T10:15:00Z', '2026-05-04T10:16:00Z'],
    ['2026-05-04T10:15:30+02:00', '2026-05-04T08:15:30Z', '2026-05-04T08:15:31Z'],
  ])('turns the precision of %s into the range from %s to %s', (value, from, to) => {
    expect(dateValueOf('date', value, NOW)).toMatchObject({ from: at(from), to: at(to) });
  });

  it('gives each prefix its interval on an instant', () => {
    const day = (prefix: string) =>
      dateValueOf('date', `${prefix}2026-05-04T00:00Z`.replace('T00:00Z', ''), NOW);
    const before = at('2026-05-03T21:59:59Z');
    const inside = at('2026-05-04T12:00:00Z');
    const after = at('2026-05-04T22:00:00Z');
    const matches = (prefix: string) => [before, inside, after].map((t) => matchesDate(day(prefix), t));
    expect(matches('eq')).toEqual([false, true, false]);
    expect(matches('ne')).toEqual([true, false, true]);
    expect(matches('gt')).toEqual([false, false, true]);
    expect(matches('sa')).toEqual([false, false, true]);
    expect(matches('lt')).toEqual([true, false, false]);
    expect(matches('eb')).toEqual([true, false, false]);
    expect(matches('ge')).toEqual([false, true, true]);
    expect(matches('le')).toEqual([true, true, false]);
  });

  it('widens ap by a tenth of the distance from now, a day at least', () => {
    const near = dateValueOf('date', 'ap2026-11-29', NOW);
    expect(near.from).toBe(at('2026-11-28T23:00:00Z') - 86_400_000);
    const far = dateValueOf('date', 'ap2016-11-29', NOW);
    expect(matchesDate(far, at('2016-06-01T00:00:00Z'))).toBe(true);
    expect(matchesDate(far, at('2014-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuses what is not a date, or a date that does not exist', () => {
    expect(refusal(() => dateValueOf('date', '29/11/2026', NOW))).toEqual({
      status: 400,
      code: 'invalid',
      at: ['date'],
    });
    expect(refusal(() => dateValueOf('date', 'xx2026', NOW)).status).toBe(400);
    expect(refusal(() => dateValueOf('date', '2026-02-30', NOW)).status).toBe(400);
  });
});

describe('parseSearch', () => {
  it('ANDs repeated parameters and ORs comma-separated values', () => {
    const search = parse({ code: ['http://loinc.org|8867-4,|x', 'abc'], date: ['ge2026-01', 'lt2026-02'] });
    expect(search.tokens.get('code')).toEqual([
      [
        { system: 'http://loinc.org', code: '8867-4' },
        { system: '', code: 'x' },
      ],
      [{ code: 'abc' }],
    ]);
    expect(search.dates.get('date')?.map((or) => or[0]?.prefix)).toEqual(['ge', 'lt']);
    expect(search.used).toEqual([
      ['code', 'http://loinc.org|8867-4,|x'],
      ['code', 'abc'],
      ['date', 'ge2026-01'],
      ['date', 'lt2026-02'],
    ]);
  });

  it('reads references as an id, Type/id, a type modifier, or an address of this server', () => {
    const search = parse({
      patient: '12',
      subject: `${BASE}/Patient/7`,
      'subject:Group': '3',
    });
    expect(search.references.get('patient')).toEqual([[{ type: 'Patient', id: '12' }]]);
    expect(search.references.get('subject')).toEqual([
      [{ type: 'Patient', id: '7' }],
      [{ type: 'Group', id: '3' }],
    ]);
    expect(refusal(() => parse({ patient: 'https://other.example/fhir/Patient/1' }))).toMatchObject({
      status: 400,
      at: ['patient'],
    });
    expect(refusal(() => parse({ patient: 'Practitioner/1' })).status).toBe(400);
    expect(refusal(() => parse({ 'patient:Device': '1' })).code).toBe('not-supported');
  });

  it('folds strings for the default match and keeps them for :exact', () => {
    const search = parse({ name: 'Nicolò', 'name:exact': 'Rossi', 'name:contains': 'ANNA' });
    expect(search.strings.get('name')).toEqual([
      [{ text: 'nicolo', match: 'starts' }],
      [{ text: 'Rossi', match: 'exact' }],
      [{ text: 'anna', match: 'contains' }],
    ]);
    expect(refusal(() => parse({ 'name:text': 'x' })).code).toBe('not-supported');
  });

  it('pages with _count (at most 100) and _offset, and refuses a bad number', () => {
    expect(parse({})).toMatchObject({ count: 20, offset: 0 });
    expect(parse({ _count: '500', _offset: '40' })).toMatchObject({ count: 100, offset: 40 });
    expect(parse({ _count: '0' }).count).toBe(0);
    expect(refusal(() => parse({ _count: '-1' }))).toMatchObject({ status: 400, at: ['_count'] });
    expect(refusal(() => parse({ _offset: '10001' })).status).toBe(400);
  });

  it('ignores unknown parameters unless handling is strict', () => {
    expect(parse({ foo: 'bar', _summary: 'true' }).used).toEqual([]);
    expect(refusal(() => parse({ foo: 'bar' }, { ...lenient, strict: true }))).toMatchObject({
      status: 400,
      code: 'not-supported',
      at: ['foo'],
    });
  });

  it('reads _id as the ids asked for, intersecting repeats', () => {
    expect(parse({ _id: ['1,2,3', '2,3,4'] }).ids).toEqual(['2', '3']);
    expect(refusal(() => parse({ _id: 'a b' })).status).toBe(400);
  });
});

describe('values and matches', () => {
  it('splits on commas but not on escaped ones', () => {
    expect(splitValues('a,b\\,c,,d')).toEqual(['a', 'b,c', 'd']);
  });

  it('matches tokens by system and code', () => {
    const coding = { system: 'http://loinc.org', code: '8867-4' };
    expect(matchesToken({ code: '8867-4' }, coding)).toBe(true);
    expect(matchesToken({ system: 'http://loinc.org' }, coding)).toBe(true);
    expect(matchesToken({ system: '', code: '8867-4' }, coding)).toBe(false);
    expect(matchesToken({ system: 'urn:x', code: '8867-4' }, coding)).toBe(false);
  });

  it('matches strings at the start, anywhere, or exactly', () => {
    expect(matchesString({ text: 'nic', match: 'starts' }, 'Nicolò')).toBe(true);
    expect(matchesString({ text: 'col', match: 'starts' }, 'Nicolò')).toBe(false);
    expect(matchesString({ text: 'colo', match: 'contains' }, 'Nicolò')).toBe(true);
    expect(matchesString({ text: 'Nicolò', match: 'exact' }, 'nicolò')).toBe(false);
  });
});

describe('searchBundle', () => {
  it('links self, first, previous and next with the parameters searched by', () => {
    const search = parse({ patient: '12', _count: '10', _offset: '10', foo: 'x' });
    const bundle = searchBundle(BASE, 'Observation', search, {
      resources: [{ resourceType: 'Observation', id: 'm-1', status: 'final', code: { text: 'x' } }],
      total: 35,
    });
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 35 });
    expect(bundle.link).toEqual([
      { relation: 'self', url: `${BASE}/Observation?patient=12&_count=10&_offset=10` },
      { relation: 'first', url: `${BASE}/Observation?patient=12&_count=10` },
      { relation: 'previous', url: `${BASE}/Observation?patient=12&_count=10` },
      { relation: 'next', url: `${BASE}/Observation?patient=12&_count=10&_offset=20` },
    ]);
    expect(bundle.entry?.[0]).toMatchObject({
      fullUrl: `${BASE}/Observation/m-1`,
      search: { mode: 'match' },
    });
  });

  it('has no next link on the last page', () => {
    const search = parse({ _offset: '20' });
    const bundle = searchBundle(BASE, 'Patient', search, { resources: [], total: 25 });
    expect(bundle.link?.map((l) => l.relation)).toEqual(['self', 'first', 'previous']);
  });
});
