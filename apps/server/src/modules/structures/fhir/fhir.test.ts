import type { Location } from 'fhir/r4.js';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { itRefusesAndDeclares, linkOf, pagesFrom, withReferenceData } from '../../../fhir/fhir.test-utils.ts';
import { r4Problems } from '../../../fhir/validate.test-utils.ts';

/*
 * The hospital sites and the Ministry's facilities as FHIR R4 Locations on the demo data (docs/adr/0046-fhir.md):
 * the 378 sites and 1,135 facilities of regional/data, read and searched by a citizen (reference data: any
 * signed-in caller), each filter, the paging, the refusals and the CapabilityStatement.
 */

const HSP = 'http://hl7.it/sid/hsp';
const TO3 = 'Organization/asl-010203';

describe.each(testDatabases())('hospital sites and facilities through /fhir/r4 on $name', (kind) => {
  const { fhir, search, read, resources } = withReferenceData<Location>({ on: kind });
  const totalOf = async (query: string) => (await search(`Location?${query}&_count=0`)).total;
  const only = async (query: string) => {
    const found = resources(await search(`Location?${query}`));
    expect(found, query).toHaveLength(1);
    return found[0] as Location;
  };

  /** A site (presidio) or facility (struttura) of TO3 as a Location, its code under HSP; `rest` adds type and address. */
  const located = (kind: 'presidio' | 'struttura', code: string, name: string, rest: Partial<Location>) => ({
    resourceType: 'Location',
    id: expect.stringMatching(new RegExp(`^${kind}-\\d+$`)),
    identifier: [{ system: HSP, value: code }],
    status: 'active',
    name,
    mode: 'instance',
    ...rest,
    managingOrganization: { reference: TO3 },
  });

  it('serves the sites and the facilities as valid Locations under their ASL, read by id as searched', async () => {
    expect(await totalOf('')).toBe(378 + 1135);
    expect(await totalOf(`identifier=${HSP}|`)).toBe(378 + 1135);
    expect(await totalOf(`identifier=${HSP}|01003001,${HSP}|010030`)).toBe(2);
    for (const query of [
      '_count=100',
      `identifier=${HSP}|&_count=100`,
      'organization=asl-010203&_count=100',
    ]) {
      expect(r4Problems(await search(`Location?${query}`))).toEqual([]);
    }

    // A site carries no comune; Pomaretto's site belongs to the struttura of Pinerolo.
    const site = located('presidio', '01003003', 'OSPEDALE DI POMARETTO', {
      type: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
              code: 'HOSP',
              display: 'Hospital',
            },
          ],
          text: 'Stabilimento ospedaliero',
        },
      ],
    });
    const facility = located('struttura', '010030', 'OSPEDALI RIUNITI PINEROLO', {
      type: [{ text: 'Ospedale a gestione diretta' }],
      address: { city: 'Pinerolo', district: 'TO', country: 'IT' },
    });
    for (const expected of [site, facility]) {
      const location = await only(`identifier=${HSP}|${expected.identifier[0]?.value}`);
      expect(location).toEqual(expected);
      const byId = await read(`Location/${location.id}`);
      expect([byId.status, byId.body]).toEqual([200, location]);
    }
    // The 65 sites whose struttura left the Ministry's list have no ASL, and say none.
    let orphans = 0;
    for (let offset = 0; offset < 378 + 1135; offset += 100) {
      const page = resources(await search(`Location?identifier=${HSP}|&_count=100&_offset=${offset}`));
      orphans += page.filter((l) => !l.managingOrganization).length;
    }
    expect(orphans).toBe(65);
    expect(await totalOf(`identifier=${HSP}|&identifier=01003003,01003001`)).toBe(2);
  });

  it('filters by identifier, name, managing ASL and city', async () => {
    expect(await totalOf('identifier=010030')).toBe(1);
    expect(await totalOf('identifier=01003001,010030')).toBe(2);
    expect(await totalOf(`identifier=${HSP}|010030`)).toBe(1);
    expect(await totalOf('identifier=http://hl7.it/sid/fls|010203')).toBe(0);

    expect(await totalOf('name=ospedale%20di%20pom')).toBe(1);
    expect(await totalOf('name:contains=pomaretto')).toBe(1);
    expect(await totalOf('name:exact=OSPEDALE%20DI%20POMARETTO')).toBe(1);
    expect(await totalOf('name:exact=Ospedale%20di%20Pomaretto')).toBe(0);

    // TO3 manages 7 sites and 10 facilities (regional/data); a district manages none.
    const managed = resources(await search('Location?organization=asl-010203&_count=100'));
    expect(managed.map((l) => l.managingOrganization?.reference)).toEqual(Array(17).fill(TO3));
    expect(managed.filter((l) => l.id?.startsWith('presidio-'))).toHaveLength(7);
    expect(await totalOf(`organization=${TO3}`)).toBe(17);
    expect(await totalOf('organization=asl-010203,asl-010204')).toBeGreaterThan(17);
    expect(await totalOf('organization=distretto-1')).toBe(0);

    // The comune, accents and case folded: Ciriè; `cir` finds Cirò Marina too.
    expect(await totalOf('address-city=cirie')).toBe(1);
    expect(await totalOf(`address-city=${encodeURIComponent('CIRIÈ')}`)).toBe(1);
    expect(await totalOf('address-city=cir')).toBe(2);
    expect(await totalOf(`address-city:exact=${encodeURIComponent('Forlì')}`)).toBe(3);
    expect(await totalOf('address-city:exact=Forli')).toBe(0);
    const pinerolo = resources(await search('Location?address-city=pinerolo&organization=asl-010203'));
    expect(pinerolo.map((l) => [l.name, l.address?.city])).toEqual([
      ['MEDICAL SERVICE S.A.S', 'Pinerolo'],
      ['OSPEDALI RIUNITI PINEROLO', 'Pinerolo'],
    ]);
  });

  it('pages through all of an ASL with next links, each Location once', async () => {
    const first = await search('Location?organization=asl-010203&_count=5');
    const seen: string[] = [];
    for await (const page of pagesFrom(first, search)) {
      if (seen.length > 0) expect(linkOf(page, 'previous')).toBeDefined();
      seen.push(...resources(page).map((l) => String(l.id)));
      const next = linkOf(page, 'next');
      if (next) expect(new URL(next).search).toBe(`?organization=asl-010203&_count=5&_offset=${seen.length}`);
    }
    expect([seen.length, new Set(seen).size]).toEqual([17, 17]);
  });

  itRefusesAndDeclares(fhir, {
    type: 'Location',
    user: 'cittadino',
    unknown: ['presidio-999999', 'struttura-999999', 'asl-010203', '1'].map((id) => `Location/${id}`),
    guarded: ['Location', 'Location/presidio-1'],
    searchParams: [
      ['_id', 'token'],
      ['identifier', 'token'],
      ['name', 'string'],
      ['organization', 'reference'],
      ['address-city', 'string'],
    ],
  });
});
