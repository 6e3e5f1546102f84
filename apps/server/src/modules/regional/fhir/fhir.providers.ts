import type { Location, Organization } from 'fhir/r4.js';
import type { Db } from '../../../db/database.ts';
import type { FhirRegistry } from '../../../fhir/provider.ts';
import { aslReference, HSP_SYSTEM, italianAddress, referenceProvider } from '../../../fhir/reference-data.ts';
import { searchParam } from '../../../fhir/search.ts';
import {
  createRegionalFhirRepository,
  FLS_SYSTEM,
  KIND_CODINGS,
  type OrganizationRow,
  SITE_PREFIX,
  type SiteRow,
  TIPO_ENTITA_SYSTEM,
} from './fhir.repository.ts';

/*
 * The regional module's FHIR R4 resources (docs/adr/0046-fhir.md): the ASL as HL7 Italia's base profile
 * identifies them, their districts, and the hospital sites as Locations. Reference data (fhir/reference-data.ts):
 * any authenticated caller reads them all, no read is audited.
 */

/** A hospital site is a hospital (HL7 v3 RoleCode HOSP). */
const HOSPITAL = {
  coding: [
    { system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode', code: 'HOSP', display: 'Hospital' },
  ],
  text: 'Stabilimento ospedaliero',
};

/**
 * A hospital site's Location. It records no comune, so it has no address: its struttura's comune is not the
 * site's (Pinerolo's struttura has a site in Pomaretto). The 65 sites whose struttura left the Ministry's list have
 * no ASL, and name none.
 */
function siteOf(row: SiteRow): Location {
  return {
    resourceType: 'Location',
    id: `${SITE_PREFIX}${row.id}`,
    identifier: [{ system: HSP_SYSTEM, value: `${row.codiceStruttura}${row.subcodice}` }],
    status: 'active',
    name: row.denominazione,
    mode: 'instance',
    type: [HOSPITAL],
    ...(row.codiceAsl && { managingOrganization: aslReference(row.codiceAsl) }),
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

/**
 * Registers the regional module's providers: Organization (the ASL and their districts) and Location (the hospital
 * sites, before the structures module's facilities).
 */
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
  fhir.provide(
    referenceProvider<Location, SiteRow>({
      type: 'Location',
      documentation: 'Gli stabilimenti ospedalieri (id presidio-<id>, codice HSP.11 bis)',
      searchParams: [
        searchParam(
          'identifier',
          'token',
          'Location-identifier',
          `Codice HSP.11 bis del presidio (otto cifre), ${HSP_SYSTEM}`,
        ),
        searchParam('name', 'string', 'Location-name', 'Denominazione'),
        searchParam('organization', 'reference', 'Location-organization', "L'ASL che la gestisce", [
          'Organization',
        ]),
      ],
      rows: repo.sites,
      resourceOf: siteOf,
    }),
  );
}
