import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { allOf, idsIn, NOTHING, searchPage, textMatches } from '../../../db/search-conditions.ts';
import type { RowsPage } from '../../../fhir/bundle.ts';
import { aslOfReference, HSP_SYSTEM } from '../../../fhir/reference-data.ts';
import { matchesToken, type ParsedSearch } from '../../../fhir/search.ts';
import { asl, comuni, distretti, presidiOspedalieri } from '../regional.tables.ts';

/** The Ministry's code of an ASL (FLS 11: region and company, six digits) as HL7 Italia identifies it. */
export const FLS_SYSTEM = 'http://hl7.it/sid/fls';
/** HL7 Italia's kinds of health entity: `asl`, and others Halo does not hold. */
export const TIPO_ENTITA_SYSTEM = 'http://terminology.hl7.it/CodeSystem/it-tipoEntita';
/** HL7 Italia has no code for a health district: Halo names its own kind. */
export const HALO_TIPO_SYSTEM = 'urn:halo:regional:tipo-organizzazione';

export type OrganizationKind = 'asl' | 'distretto';

/** The coding of each kind of Organization, what the `type` parameter matches. */
export const KIND_CODINGS: Record<OrganizationKind, { system: string; code: string; display: string }> = {
  asl: { system: TIPO_ENTITA_SYSTEM, code: 'asl', display: 'Azienda Sanitaria Locale' },
  distretto: { system: HALO_TIPO_SYSTEM, code: 'distretto', display: 'Distretto sanitario' },
};

const KINDS = Object.keys(KIND_CODINGS) as OrganizationKind[];

/** One Organization's row: an ASL (its seat with the comune, when known) or a district of an ASL. */
export interface OrganizationRow {
  kind: OrganizationKind;
  id: string;
  name: string;
  /** The ASL's own code, or a district's ASL. */
  codiceAsl: string;
  indirizzo: string | null;
  cap: string | null;
  city: string | null;
  siglaProvincia: string | null;
}

/** A hospital site's Location id: `presidio-<id>`, its row's. */
export const SITE_PREFIX = 'presidio-';

/** A hospital site, what its Location shows: the Ministry's codes, its name, the ASL that manages it (if any). */
export interface SiteRow {
  id: number;
  codiceStruttura: string;
  subcodice: string;
  denominazione: string;
  codiceAsl: string | null;
}

/** A site's HSP.11 bis: its struttura's six digits and its own two. */
const SITE_CODE = /^(\d{6})(\d{2})$/;

/** The conditions of a search of hospital sites (Location's parameters but `address-city`: a site has no comune). */
function siteConditions(search: ParsedSearch): SQL | undefined {
  const p = presidiOspedalieri;
  return and(
    idsIn(p.id, search.ids, SITE_PREFIX),
    allOf(search.strings.get('name'), (value) => textMatches(p.denominazione, value)),
    allOf(search.tokens.get('identifier'), (token) => {
      if (token.system !== undefined && token.system !== HSP_SYSTEM) return NOTHING;
      if (token.code === undefined) return sql`true`;
      const [, struttura, subcodice] = SITE_CODE.exec(token.code) ?? [];
      // A six-digit code is a facility's (the structures module's Locations), none of these.
      return struttura && subcodice
        ? and(eq(p.codiceStruttura, struttura), eq(p.subcodice, subcodice))
        : NOTHING;
    }),
    allOf(search.references.get('organization'), (ref) => {
      const codiceAsl = aslOfReference(ref);
      return codiceAsl ? eq(p.codiceAsl, codiceAsl) : NOTHING;
    }),
  );
}

/**
 * The SQL of the regional module's FHIR resources (docs/adr/0046-fhir.md), each search one page and its total.
 * The Organizations are the ASL and their districts as one UNION ALL: reference data of a few hundred rows, the
 * conditions written once on the union's columns, which PostgreSQL pushes into each branch. The Locations are the
 * hospital sites; the structures module serves its facilities as Location too, after these (fhir/provider.ts).
 */
export function createRegionalFhirRepository(db: Db) {
  const sede = alias(comuni, 'sede');
  const organizations = db
    .select({
      kind: sql<OrganizationKind>`'asl'`.as('kind'),
      id: sql<string>`'asl-' || ${asl.codiceAsl}`.as('id'),
      name: sql<string>`${asl.denominazioneAzienda}`.as('name'),
      codiceAsl: sql<string>`${asl.codiceAsl}`.as('codice_asl'),
      // Only a district is part of an ASL: what `partof` searches.
      partOf: sql<string | null>`null::text`.as('part_of'),
      indirizzo: sql<string | null>`${asl.indirizzo}`.as('indirizzo'),
      cap: sql<string | null>`${asl.cap}`.as('cap'),
      city: sql<string | null>`${sede.denominazione}`.as('city'),
      siglaProvincia: sql<string | null>`${sede.siglaProvincia}`.as('sigla_provincia'),
    })
    .from(asl)
    .leftJoin(sede, eq(sede.codiceIstat, asl.comuneSedeIstat))
    .unionAll(
      db
        .select({
          kind: sql<OrganizationKind>`'distretto'`,
          id: sql<string>`'distretto-' || ${distretti.id}`,
          name: sql<string>`${distretti.distrettoSanitario}`,
          codiceAsl: sql<string>`${distretti.codiceAsl}`,
          partOf: sql<string | null>`${distretti.codiceAsl}`,
          indirizzo: sql<string | null>`null::text`,
          cap: sql<string | null>`null::text`,
          city: sql<string | null>`null::text`,
          siglaProvincia: sql<string | null>`null::text`,
        })
        .from(distretti),
    )
    .as('organizations');

  function conditions(search: ParsedSearch): SQL | undefined {
    const o = organizations;
    return and(
      search.ids ? inArray(o.id, search.ids) : undefined,
      allOf(search.strings.get('name'), (value) => textMatches(sql`${o.name}`, value)),
      allOf(search.tokens.get('identifier'), (token) => {
        // Only an ASL has an identifier (districts have no national code).
        if (token.system !== undefined && token.system !== FLS_SYSTEM) return NOTHING;
        return and(eq(o.kind, 'asl'), token.code === undefined ? undefined : eq(o.codiceAsl, token.code));
      }),
      allOf(search.tokens.get('type'), (token) => {
        const kinds = KINDS.filter((kind) => matchesToken(token, KIND_CODINGS[kind]));
        return kinds.length ? inArray(o.kind, kinds) : NOTHING;
      }),
      allOf(search.references.get('partof'), (ref) => {
        const codiceAsl = aslOfReference(ref);
        return codiceAsl ? eq(o.partOf, codiceAsl) : NOTHING;
      }),
    );
  }

  return {
    async organizations(search: ParsedSearch): Promise<RowsPage<OrganizationRow>> {
      const order = [asc(organizations.name), asc(organizations.id)];
      return searchPage(db, db.select().from(organizations).$dynamic(), conditions(search), order, search);
    },

    async sites(search: ParsedSearch): Promise<RowsPage<SiteRow>> {
      const p = presidiOspedalieri;
      const fields = {
        id: p.id,
        codiceStruttura: p.codiceStruttura,
        subcodice: p.subcodice,
        denominazione: p.denominazione,
        codiceAsl: p.codiceAsl,
      };
      const order = [asc(p.denominazione), asc(p.id)];
      return searchPage(db, db.select(fields).from(p).$dynamic(), siteConditions(search), order, search);
    },
  };
}
