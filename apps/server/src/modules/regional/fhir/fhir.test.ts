import type { Bundle, Organization } from 'fhir/r4.js';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { FHIR_PREFIX } from '../../../fhir/fhir.plugin.ts';
import { itRefusesAndDeclares, linkOf, pagesFrom, withReferenceData } from '../../../fhir/fhir.test-utils.ts';
import { r4Problems } from '../../../fhir/validate.test-utils.ts';

/*
 * The ASL and their districts as FHIR R4 Organizations on the demo data (docs/adr/0046-fhir.md): the Ministry's
 * 110 ASL and the three demo districts of ASL TO3, read and searched by a citizen (reference data: any signed-in
 * caller), each filter, the paging, the refusals and the CapabilityStatement.
 */

const FLS = 'http://hl7.it/sid/fls';
const TIPO_ENTITA = 'http://terminology.hl7.it/CodeSystem/it-tipoEntita';

describe.each(testDatabases())('ASL and districts through /fhir/r4 on $name', (kind) => {
  const { fhir, search, read, resources } = withReferenceData<Organization>({ on: kind });
  const ids = (bundle: Bundle) => resources(bundle).map((r) => r.id);
  const totalOf = async (query: string) => (await search(`Organization?${query}&_count=0`)).total;

  it('serves the 110 ASL and the 3 demo districts, every page valid R4, read by id as searched', async () => {
    const seen: string[] = [];
    const first = await search('Organization?_count=50');
    expect(first.total).toBe(113);
    for await (const bundle of pagesFrom(first, search)) {
      expect(r4Problems(bundle)).toEqual([]);
      seen.push(...ids(bundle).map(String));
    }
    expect([seen.length, new Set(seen).size]).toEqual([113, 113]);
    expect(seen.filter((id) => id.startsWith('asl-'))).toHaveLength(110);

    const to3 = await read('Organization/asl-010203');
    expect(to3.status).toBe(200);
    expect(to3.body).toEqual({
      resourceType: 'Organization',
      id: 'asl-010203',
      identifier: [{ system: FLS, value: '010203' }],
      active: true,
      type: [{ coding: [{ system: TIPO_ENTITA, code: 'asl', display: 'Azienda Sanitaria Locale' }] }],
      name: 'TO3',
      address: [
        {
          line: ['VIA MARTIRI XXX APRILE 30, COLLEGNO (TO)'],
          city: 'Collegno',
          district: 'TO',
          postalCode: '10093',
          country: 'IT',
        },
      ],
    });
    expect(resources(await search(`Organization?identifier=${FLS}|010203`))).toEqual([to3.body]);

    const districts = await search('Organization?partof=asl-010203');
    expect(resources(districts).map((d) => [d.name, d.partOf?.reference, d.type?.[0]?.text])).toEqual([
      ['Distretto dimostrativo Collegno-Grugliasco', 'Organization/asl-010203', 'Distretto sanitario'],
      ['Distretto dimostrativo Pinerolo', 'Organization/asl-010203', 'Distretto sanitario'],
      ['Distretto dimostrativo Rivoli', 'Organization/asl-010203', 'Distretto sanitario'],
    ]);
    const district = resources(districts)[0] as Organization;
    expect(district.id).toMatch(/^distretto-\d+$/);
    expect((await read(`Organization/${district.id}`)).body).toEqual(district);
  });

  it('filters by identifier, name, type and partof', async () => {
    expect(await totalOf('identifier=010203')).toBe(1);
    expect(await totalOf(`identifier=${FLS}|`)).toBe(110);
    expect(await totalOf(`identifier=${FLS}|010203,${FLS}|020101`)).toBe(2);
    expect(await totalOf('identifier=http://hl7.it/sid/hsp|010203')).toBe(0);
    expect(await totalOf('identifier=|010203')).toBe(0);

    // Starts-with, whatever the case and accents; :contains and :exact as R4 reads them.
    expect(await totalOf('name=azienda%20ulss')).toBe(9);
    expect(await totalOf(`name=${encodeURIComponent('ASL CITTÀ')}`)).toBe(1);
    expect(await totalOf('name=citta')).toBe(0);
    expect(await totalOf(`name:contains=${encodeURIComponent('città')}`)).toBe(2);
    expect(await totalOf('name:exact=TO3')).toBe(1);
    expect(await totalOf('name:exact=to3')).toBe(0);
    expect(ids(await search('Organization?name=distretto%20dimostrativo%20r'))).toHaveLength(1);

    expect(await totalOf('type=asl')).toBe(110);
    expect(await totalOf(`type=${TIPO_ENTITA}|asl`)).toBe(110);
    expect(await totalOf('type=distretto')).toBe(3);
    expect(await totalOf(`type=${TIPO_ENTITA}|distretto`)).toBe(0);
    expect(await totalOf('type=asl,distretto')).toBe(113);

    expect(await totalOf('partof=Organization/asl-010203')).toBe(3);
    expect(await totalOf(`partof=${fhir.server().baseUrl}${FHIR_PREFIX}/Organization/asl-010203`)).toBe(3);
    expect(await totalOf('partof=asl-010204')).toBe(0);
    expect(await totalOf('partof=asl-010203&name=distretto%20dimostrativo%20p')).toBe(1);
  });

  it('pages with self, first, previous and next links naming what was searched', async () => {
    const page = await search('Organization?type=asl&_count=20&_offset=40');
    expect(page.total).toBe(110);
    expect(page.entry).toHaveLength(20);
    const links = Object.fromEntries((page.link ?? []).map((l) => [l.relation, new URL(l.url).search]));
    expect(links).toEqual({
      self: '?type=asl&_count=20&_offset=40',
      first: '?type=asl&_count=20',
      previous: '?type=asl&_count=20&_offset=20',
      next: '?type=asl&_count=20&_offset=60',
    });
    const last = await search('Organization?type=asl&_count=20&_offset=100');
    expect([last.entry?.length, linkOf(last, 'next')]).toEqual([10, undefined]);
  });

  itRefusesAndDeclares(fhir, {
    type: 'Organization',
    user: 'cittadino',
    unknown: ['asl-999999', 'distretto-999999', 'asl-10203', 'presidio-1'].map((id) => `Organization/${id}`),
    guarded: ['Organization', 'Organization/asl-010203'],
    searchParams: [
      ['_id', 'token'],
      ['identifier', 'token'],
      ['name', 'string'],
      ['partof', 'reference'],
      ['type', 'token'],
    ],
  });
});
