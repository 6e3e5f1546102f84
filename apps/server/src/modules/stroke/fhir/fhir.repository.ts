import { type CodiceMisura, MISURE } from '@halo/contract/stroke/dispositivi';
import { punteggiPredizione } from '@halo/contract/stroke/fattori';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { allOf, instantIn, NOTHING, textMatches } from '../../../db/search-conditions.ts';
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

/** `_id`: the ids asked for, as numbers after their prefix (`misurazione-12`); an id of another shape is none. */
function idsCondition(
  column: Parameters<typeof eq>[0],
  ids: string[] | undefined,
  prefix = '',
): SQL | undefined {
  if (!ids) return undefined;
  const numbers = ids
    .filter((id) => id.startsWith(prefix) && /^\d{1,9}$/.test(id.slice(prefix.length)))
    .map((id) => Number(id.slice(prefix.length)));
  return numbers.length ? inArray(column, numbers) : NOTHING;
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
    idsCondition(pazienti.id, search.ids),
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
  const patientsWithDoctor = () =>
    db
      .select({ patient: pazienti, medico: { nome: medici.nome, cognome: medici.cognome } })
      .from(pazienti)
      .innerJoin(medici, eq(medici.id, pazienti.medicoId));

  async function totalOf(query: Promise<{ n: number }[]>): Promise<number> {
    const [row] = await query;
    return row?.n ?? 0;
  }

  return {
    async patients(reach: Reach, search: ParsedSearch): Promise<RowsPage<PatientFhirRow>> {
      const where = and(reachable(db, reach), ...patientConditions(search));
      const [rows, total] = await Promise.all([
        patientsWithDoctor()
          .where(where)
          .orderBy(asc(pazienti.cognome), asc(pazienti.nome), asc(pazienti.id))
          .limit(search.count)
          .offset(search.offset),
        totalOf(db.select({ n: count() }).from(pazienti).where(where)),
      ]);
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
        idsCondition(medici.id, search.ids),
        allOf(search.strings.get('name'), (v) =>
          or(textMatches(medici.cognome, v), textMatches(medici.nome, v)),
        ),
        allOf(search.tokens.get('identifier'), (token) => {
          if (token.system !== undefined && token.system !== ACCOUNT_SYSTEM) return NOTHING;
          return token.code === undefined ? sql`true` : eq(medici.subject, token.code);
        }),
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(medici)
          .where(where)
          .orderBy(asc(medici.cognome), asc(medici.nome), asc(medici.id))
          .limit(search.count)
          .offset(search.offset),
        totalOf(db.select({ n: count() }).from(medici).where(where)),
      ]);
      return { rows, total };
    },

    /** The caregivers with an active consent, of the patients a caller reaches (not as a caregiver). */
    async caregivers(reach: Reach, search: ParsedSearch): Promise<RowsPage<CaregiverFhirRow>> {
      const where = and(
        reachable(db, { ...reach, caregiverId: undefined }),
        isNull(consensi.revocatoIl),
        search.ids ? caregiverIds(search.ids) : undefined,
        patientReference(consensi.pazienteId, search.references.get('patient')),
      );
      const from = () =>
        db
          .select({ consent: consensi, person: caregivers, medicoId: pazienti.medicoId })
          .from(consensi)
          .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
          .innerJoin(pazienti, eq(pazienti.id, consensi.pazienteId));
      const [rows, total] = await Promise.all([
        from()
          .where(where)
          .orderBy(asc(caregivers.cognome), asc(caregivers.nome), asc(consensi.id))
          .limit(search.count)
          .offset(search.offset),
        totalOf(
          db
            .select({ n: count() })
            .from(consensi)
            .innerJoin(pazienti, eq(pazienti.id, consensi.pazienteId))
            .where(where),
        ),
      ]);
      return { rows, total };
    },

    /** The wearables' measurements of the patients a caller reaches, latest first. */
    async measurements(reach: Reach, search: ParsedSearch): Promise<RowsPage<MeasurementFhirRow>> {
      const codings = (code: string) => measurementCodings(code as CodiceMisura);
      const categories = (code: string) => measurementCategories(code as CodiceMisura);
      const where = and(
        reachable(db, reach),
        idsCondition(misurazioni.id, search.ids, 'misurazione-'),
        patientReference(misurazioni.pazienteId, search.references.get('patient')),
        patientReference(misurazioni.pazienteId, search.references.get('subject')),
        allOf(search.tokens.get('code'), (token) =>
          inCodes(misurazioni.codice, codesMatching(token, MEASUREMENT_CODES, codings)),
        ),
        allOf(search.tokens.get('category'), (token) =>
          inCodes(misurazioni.codice, codesMatching(token, MEASUREMENT_CODES, categories)),
        ),
        allOf(search.dates.get('date'), (date) => instantIn(misurazioni.inizio, date)),
      );
      const [rows, total] = await Promise.all([
        db
          .select({ measurement: misurazioni, medicoId: pazienti.medicoId })
          .from(misurazioni)
          .innerJoin(pazienti, eq(pazienti.id, misurazioni.pazienteId))
          .where(where)
          .orderBy(desc(misurazioni.inizio), desc(misurazioni.id))
          .limit(search.count)
          .offset(search.offset),
        totalOf(
          db
            .select({ n: count() })
            .from(misurazioni)
            .innerJoin(pazienti, eq(pazienti.id, misurazioni.pazienteId))
            .where(where),
        ),
      ]);
      return { rows: rows.map((row) => ({ ...row.measurement, medicoId: row.medicoId })), total };
    },

    /** The risk scores' histories of the patients a caller reaches, latest first. */
    async scores(reach: Reach, search: ParsedSearch): Promise<RowsPage<ScoreFhirRow>> {
      const methods = (code: string) => [{ system: SCORE_SYSTEM, code }];
      const where = and(
        reachable(db, reach),
        inArray(punteggi.punteggio, [...punteggiPredizione]),
        idsCondition(punteggi.id, search.ids, 'punteggio-'),
        patientReference(punteggi.pazienteId, search.references.get('patient')),
        patientReference(punteggi.pazienteId, search.references.get('subject')),
        allOf(search.tokens.get('method'), (token) =>
          inCodes(punteggi.punteggio, codesMatching(token, punteggiPredizione, methods)),
        ),
        allOf(search.dates.get('date'), (date) => instantIn(punteggi.at, date)),
      );
      const [rows, total] = await Promise.all([
        db
          .select({ score: punteggi, medicoId: pazienti.medicoId })
          .from(punteggi)
          .innerJoin(pazienti, eq(pazienti.id, punteggi.pazienteId))
          .where(where)
          .orderBy(desc(punteggi.at), desc(punteggi.id))
          .limit(search.count)
          .offset(search.offset),
        totalOf(
          db
            .select({ n: count() })
            .from(punteggi)
            .innerJoin(pazienti, eq(pazienti.id, punteggi.pazienteId))
            .where(where),
        ),
      ]);
      return { rows: rows.map((row) => ({ ...row.score, medicoId: row.medicoId })), total };
    },
  };

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
