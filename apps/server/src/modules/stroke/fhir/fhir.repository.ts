import { type CodiceMisura, MISURE } from '@halo/contract/stroke/dispositivi';
import { punteggiPredizione } from '@halo/contract/stroke/fattori';
import { and, asc, type Column, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { allOf, idsIn, instantIn, NOTHING, searchPage, textMatches } from '../../../db/search-conditions.ts';
import type { RowsPage } from '../../../fhir/bundle.ts';
import {
  type Criteria,
  matchesToken,
  type ParsedSearch,
  type ReferenceValue,
  SERVER_ZONE,
  type TokenValue,
} from '../../../fhir/search.ts';
import {
  ACCOUNT_SYSTEM,
  CODICE_FISCALE,
  measurementCategories,
  measurementCodings,
  SCORE_SYSTEM,
} from '../dispositivi/dispositivi.fhir.ts';
import { caregivers, consensi, medici, misurazioni, pazienti, punteggi } from '../stroke.tables.ts';

/**
 * Whose data a caller reaches (stroke.scope.ts's rule, as SQL): everyone's (admin), or the patient themselves, the
 * doctor's patients, the patients whose consent the caregiver holds; any of them for a person who is several.
 */
export interface Reach {
  admin: boolean;
  pazienteId?: number;
  medicoId?: number;
  caregiverId?: number;
}

export type PatientFhirRow = typeof pazienti.$inferSelect & { medico: { nome: string; cognome: string } };
export type DoctorFhirRow = typeof medici.$inferSelect;
export type MeasurementFhirRow = typeof misurazioni.$inferSelect & { medicoId: number };
export type ScoreFhirRow = typeof punteggi.$inferSelect & { medicoId: number };
export type CaregiverFhirRow = {
  consent: typeof consensi.$inferSelect;
  person: typeof caregivers.$inferSelect;
  medicoId: number;
};

const GENDER_SYSTEM = 'http://hl7.org/fhir/administrative-gender';
const SEX_OF_GENDER: Record<string, string> = { male: 'M', female: 'F' };

/** The patients a caller reaches, as a condition on `pazienti`. */
function reachable(db: Db, reach: Reach): SQL {
  if (reach.admin) return sql`true`;
  const consented = (caregiverId: number) =>
    inArray(
      pazienti.id,
      db
        .select({ id: consensi.pazienteId })
        .from(consensi)
        .where(and(eq(consensi.caregiverId, caregiverId), isNull(consensi.revocatoIl))),
    );
  return (
    or(
      reach.pazienteId === undefined ? undefined : eq(pazienti.id, reach.pazienteId),
      reach.medicoId === undefined ? undefined : eq(pazienti.medicoId, reach.medicoId),
      reach.caregiverId === undefined ? undefined : consented(reach.caregiverId),
    ) ?? NOTHING
  );
}

/** A reference to a patient (`patient`, `subject`): the patient's column equal to its id; another type is none. */
function patientReference(
  column: Parameters<typeof eq>[0],
  criteria: Criteria<ReferenceValue> | undefined,
): SQL | undefined {
  return allOf(criteria, (ref) =>
    ref.type === 'Patient' && /^\d{1,9}$/.test(ref.id) ? eq(column, Number(ref.id)) : NOTHING,
  );
}

/** A token over a closed list of Halo's codes: the codes whose codings it matches. */
function codesMatching(
  token: TokenValue,
  codes: readonly string[],
  codingsOf: (code: string) => { system?: string; code?: string }[],
): string[] {
  return codes.filter((code) => codingsOf(code).some((coding) => matchesToken(token, coding)));
}

function inCodes(column: Parameters<typeof eq>[0], codes: string[]): SQL {
  return codes.length ? inArray(column, codes) : NOTHING;
}

const MEASUREMENT_CODES = Object.keys(MISURE) as CodiceMisura[];

/** The instant a birth date starts, in Italy: a date searched by day, month or year falls on it. */
const birthInstant = sql`(${pazienti.dataNascita}::timestamp AT TIME ZONE ${SERVER_ZONE})`;

/** A patient's searches (`name`, `family`, `given`, `identifier`, `gender`, `birthdate`, `_id`). */
function patientConditions(search: ParsedSearch): (SQL | undefined)[] {
  const name = (n: Parameters<typeof textMatches>[1]) =>
    or(textMatches(pazienti.cognome, n), textMatches(pazienti.nome, n));
  return [
    idsIn(pazienti.id, search.ids),
    allOf(search.strings.get('name'), name),
    allOf(search.strings.get('family'), (v) => textMatches(pazienti.cognome, v)),
    allOf(search.strings.get('given'), (v) => textMatches(pazienti.nome, v)),
    allOf(search.tokens.get('identifier'), (token) => {
      if (token.system !== undefined && token.system !== CODICE_FISCALE) return NOTHING;
      return token.code === undefined
        ? isNotNull(pazienti.codiceFiscale)
        : sql`upper(${pazienti.codiceFiscale}) = ${token.code.toUpperCase()}`;
    }),
    allOf(search.tokens.get('gender'), (token) => {
      const sex = token.code === undefined ? undefined : SEX_OF_GENDER[token.code];
      if (token.system !== undefined && token.system !== GENDER_SYSTEM) return NOTHING;
      if (token.code === undefined) return sql`true`;
      return sex ? eq(pazienti.sesso, sex) : NOTHING;
    }),
    allOf(search.dates.get('birthdate'), (date) => instantIn(birthInstant, date)),
  ];
}

/**
 * The SQL of the stroke module's FHIR API (docs/adr/0046-fhir.md): each search as one page and its total, within
 * the caller's reach, its parameters turned into conditions; each read by id, the reach checked by the provider.
 */
export function createFhirRepository(db: Db) {
  return {
    async patients(reach: Reach, search: ParsedSearch): Promise<RowsPage<PatientFhirRow>> {
      const where = and(reachable(db, reach), ...patientConditions(search));
      const { rows, total } = await searchPage(
        db,
        db
          .select({ patient: pazienti, medico: { nome: medici.nome, cognome: medici.cognome } })
          .from(pazienti)
          .innerJoin(medici, eq(medici.id, pazienti.medicoId))
          .$dynamic(),
        where,
        [asc(pazienti.cognome), asc(pazienti.nome), asc(pazienti.id)],
        search,
      );
      return { rows: rows.map((row) => ({ ...row.patient, medico: row.medico })), total };
    },

    /** The doctors a caller reaches: all (admin), themselves, the doctors of the patients they reach. */
    async doctors(reach: Reach, search: ParsedSearch): Promise<RowsPage<DoctorFhirRow>> {
      const followed = inArray(
        medici.id,
        db.select({ id: pazienti.medicoId }).from(pazienti).where(reachable(db, reach)),
      );
      const where = and(
        reach.admin
          ? undefined
          : or(reach.medicoId === undefined ? undefined : eq(medici.id, reach.medicoId), followed),
        idsIn(medici.id, search.ids),
        allOf(search.strings.get('name'), (v) =>
          or(textMatches(medici.cognome, v), textMatches(medici.nome, v)),
        ),
        allOf(search.tokens.get('identifier'), (token) => {
          if (token.system !== undefined && token.system !== ACCOUNT_SYSTEM) return NOTHING;
          return token.code === undefined ? sql`true` : eq(medici.subject, token.code);
        }),
      );
      return searchPage(
        db,
        db.select().from(medici).$dynamic(),
        where,
        [asc(medici.cognome), asc(medici.nome), asc(medici.id)],
        search,
      );
    },

    /** The caregivers with an active consent, of the patients a caller reaches (not as a caregiver). */
    async caregivers(reach: Reach, search: ParsedSearch): Promise<RowsPage<CaregiverFhirRow>> {
      const where = and(
        reachable(db, { ...reach, caregiverId: undefined }),
        isNull(consensi.revocatoIl),
        search.ids ? caregiverIds(search.ids) : undefined,
        patientReference(consensi.pazienteId, search.references.get('patient')),
      );
      return searchPage(
        db,
        db
          .select({ consent: consensi, person: caregivers, medicoId: pazienti.medicoId })
          .from(consensi)
          .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
          .innerJoin(pazienti, eq(pazienti.id, consensi.pazienteId))
          .$dynamic(),
        where,
        [asc(caregivers.cognome), asc(caregivers.nome), asc(consensi.id)],
        search,
      );
    },

    /** The wearables' measurements of the patients a caller reaches, latest first. */
    measurements(reach: Reach, search: ParsedSearch): Promise<RowsPage<MeasurementFhirRow>> {
      const codings = (code: string) => measurementCodings(code as CodiceMisura);
      const categories = (code: string) => measurementCategories(code as CodiceMisura);
      return patientEntries<typeof misurazioni.$inferSelect>(
        misurazioni,
        misurazioni.inizio,
        'misurazione-',
        reach,
        search,
        [
          allOf(search.tokens.get('code'), (token) =>
            inCodes(misurazioni.codice, codesMatching(token, MEASUREMENT_CODES, codings)),
          ),
          allOf(search.tokens.get('category'), (token) =>
            inCodes(misurazioni.codice, codesMatching(token, MEASUREMENT_CODES, categories)),
          ),
        ],
      );
    },

    /** The risk scores' histories of the patients a caller reaches, latest first. */
    scores(reach: Reach, search: ParsedSearch): Promise<RowsPage<ScoreFhirRow>> {
      const methods = (code: string) => [{ system: SCORE_SYSTEM, code }];
      return patientEntries<typeof punteggi.$inferSelect>(
        punteggi,
        punteggi.at,
        'punteggio-',
        reach,
        search,
        [
          inArray(punteggi.punteggio, [...punteggiPredizione]),
          allOf(search.tokens.get('method'), (token) =>
            inCodes(punteggi.punteggio, codesMatching(token, punteggiPredizione, methods)),
          ),
        ],
      );
    },
  };

  /**
   * The entries of a patients' table (measurements, scores) that a caller reaches and the search names (`_id`
   * behind `prefix`, `patient`, `subject`, `date` on `at`, and the table's own `conditions`), latest first, each
   * with its patient's doctor.
   */
  async function patientEntries<Row>(
    table: typeof misurazioni | typeof punteggi,
    at: Column,
    prefix: string,
    reach: Reach,
    search: ParsedSearch,
    conditions: (SQL | undefined)[],
  ): Promise<RowsPage<Row & { medicoId: number }>> {
    const where = and(
      reachable(db, reach),
      idsIn(table.id, search.ids, prefix),
      patientReference(table.pazienteId, search.references.get('patient')),
      patientReference(table.pazienteId, search.references.get('subject')),
      ...conditions,
      allOf(search.dates.get('date'), (date) => instantIn(at, date)),
    );
    const { rows, total } = await searchPage(
      db,
      db
        .select({ entry: table, medicoId: pazienti.medicoId })
        .from(table)
        .innerJoin(pazienti, eq(pazienti.id, table.pazienteId))
        .$dynamic(),
      where,
      [desc(at), desc(table.id)],
      search,
    );
    return { rows: rows.map((row) => ({ ...(row.entry as Row), medicoId: row.medicoId })), total };
  }

  /** RelatedPerson ids (`caregiver-3-paziente-7`) as the pairs of a consent. */
  function caregiverIds(ids: string[]): SQL {
    const pairs = ids.flatMap((id) => {
      const match = /^caregiver-(\d{1,9})-paziente-(\d{1,9})$/.exec(id);
      return match ? [[Number(match[1]), Number(match[2])] as const] : [];
    });
    return (
      or(
        ...pairs.map(([caregiverId, pazienteId]) =>
          and(eq(consensi.caregiverId, caregiverId), eq(consensi.pazienteId, pazienteId)),
        ),
      ) ?? NOTHING
    );
  }
}
