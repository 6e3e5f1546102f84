import { strokeMessages as m } from '@halo/contract/stroke';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowBy, valueWhere } from '../../db/lookup.ts';
import { required } from '../../db/rows.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { allerte, caregivers, consensi, inviti, medici, pazienti } from './stroke.tables.ts';

export type MedicoRow = typeof medici.$inferSelect;
type NewMedicoRow = typeof medici.$inferInsert;
export type PazienteRow = typeof pazienti.$inferSelect;
type NewPazienteRow = typeof pazienti.$inferInsert;
export type CaregiverRow = typeof caregivers.$inferSelect;
type NewCaregiverRow = typeof caregivers.$inferInsert;
export type ConsensoRow = typeof consensi.$inferSelect;
type NewConsensoRow = typeof consensi.$inferInsert;

/** An optimistic update's row: its id and the version the client read. */
type Versioned = { id: number; version: number };

/** What a page of patients is asked for: the doctor's (all: undefined), a search, an order, a window. */
/** What the page of patients is read from: kept answers go when any of them changes, on any replica. */
export const PATIENTS_PAGE_TABLES = [pazienti, allerte, inviti, medici];

/** What tells who a caller is in stroke care (doctor, patient, caregiver). */
export const PEOPLE_TABLES = [medici, pazienti, caregivers];

export interface PatientsFilter {
  doctor: number | undefined;
  q?: string;
  /** A field of the list (`cognome`, `nome`, `dataNascita`, `aggiornato`), `-` first for descending. */
  sort?: string;
  offset: number;
  limit: number;
}

/** A patient's search: any of their names, address or codice fiscale contains it, case aside. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(pazienti.nome, like),
    ilike(pazienti.cognome, like),
    ilike(pazienti.email, like),
    ilike(pazienti.codiceFiscale, like),
    sql`(${pazienti.nome} || ' ' || ${pazienti.cognome}) ILIKE ${like}`,
    sql`(${pazienti.cognome} || ' ' || ${pazienti.nome}) ILIKE ${like}`,
  );
}

/**
 * The SQL of the stroke service's people: doctors, patients, caregivers and the consents between patients and
 * caregivers. Writes take the transaction to run in.
 */
export function createPersoneRepository(db: Db) {
  return {
    medicoBySubject: rowBy(db, medici, medici.subject),

    pazienteBySubject: rowBy(db, pazienti, pazienti.subject),

    caregiverBySubject: rowBy(db, caregivers, caregivers.subject),

    /** When the caregiver's consent for the patient was revoked (null: active); undefined without consent. */
    async consentOf(
      pazienteId: number,
      caregiverId: number,
    ): Promise<{ revocatoIl: Date | null } | undefined> {
      const [consent] = await db
        .select({ revocatoIl: consensi.revocatoIl })
        .from(consensi)
        .where(and(eq(consensi.pazienteId, pazienteId), eq(consensi.caregiverId, caregiverId)));
      return consent;
    },

    // Doctors.

    listMedici(): Promise<MedicoRow[]> {
      return db.select().from(medici).orderBy(asc(medici.cognome), asc(medici.nome));
    },

    findMedico: rowBy(db, medici, medici.id),

    /** The doctor's id, if there is one. */
    medicoId(id: number): Promise<number | undefined> {
      return valueWhere(db, medici.id, eq(medici.id, id));
    },

    /** Whether a doctor has this address. */
    async medicoEmailTaken(email: string): Promise<boolean> {
      const [taken] = await db.select({ id: medici.id }).from(medici).where(eq(medici.email, email));
      return taken !== undefined;
    },

    /** How many patients the doctor follows. */
    async pazientiCount(medicoId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pazienti).where(eq(pazienti.medicoId, medicoId));
      return row?.n ?? 0;
    },

    async insertMedico(values: NewMedicoRow, tx: Db): Promise<MedicoRow> {
      const [inserted] = await tx.insert(medici).values(values).returning();
      return required(inserted, 'stroke.medico');
    },

    /** Updates the doctor at the version read: 404 when gone, 409 when changed since (db/versioned.ts). */
    updateMedico(key: Versioned, values: Partial<NewMedicoRow>, tx: Db): Promise<void> {
      return updateVersioned(tx, medici, key, values, m.medicoNotFound);
    },

    async deleteMedico(id: number, tx: Db): Promise<void> {
      await tx.delete(medici).where(eq(medici.id, id));
    },

    // Patients.

    findPaziente: rowBy(db, pazienti, pazienti.id),

    /** Whether a patient has this address. */
    async pazienteEmailTaken(email: string): Promise<boolean> {
      const [taken] = await db.select({ id: pazienti.id }).from(pazienti).where(eq(pazienti.email, email));
      return taken !== undefined;
    },

    async insertPaziente(values: NewPazienteRow, tx: Db): Promise<PazienteRow> {
      const [inserted] = await tx.insert(pazienti).values(values).returning();
      return required(inserted, 'stroke.paziente');
    },

    /** Updates the patient at the version read: 404 when gone, 409 when changed since (db/versioned.ts). */
    updatePaziente(key: Versioned, values: Partial<NewPazienteRow>, tx: Db): Promise<void> {
      return updateVersioned(tx, pazienti, key, values, m.pazienteNotFound);
    },

    /**
     * A page of patients and how many match, in two statements: by the field asked, else those with an open alert
     * first, then by name.
     */
    async patientsPage(filter: PatientsFilter): Promise<{ rows: PazienteRow[]; total: number }> {
      const where = and(
        filter.doctor === undefined ? undefined : eq(pazienti.medicoId, filter.doctor),
        searchCondition(filter.q),
      );
      const field = filter.sort?.replace(/^-/, '') ?? 'cognome';
      const column =
        {
          cognome: pazienti.cognome,
          nome: pazienti.nome,
          dataNascita: pazienti.dataNascita,
          aggiornato: pazienti.updatedAt,
        }[field] ?? pazienti.cognome;
      const order = filter.sort?.startsWith('-') ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pazienti)
          .where(where)
          .orderBy(
            ...(filter.sort
              ? []
              : [
                  sql`EXISTS (SELECT 1 FROM ${allerte} WHERE ${allerte.pazienteId} = ${pazienti.id} AND ${allerte.chiusa} IS NULL) DESC`,
                ]),
            order(column),
            asc(pazienti.cognome),
            asc(pazienti.nome),
            asc(pazienti.id),
          )
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(pazienti).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The names of these doctors. */
    doctorsByIds(ids: readonly number[]): Promise<{ id: number; nome: string; cognome: string }[]> {
      return db
        .select({ id: medici.id, nome: medici.nome, cognome: medici.cognome })
        .from(medici)
        .where(inArray(medici.id, [...ids]));
    },

    /** How many open alerts each of these patients has (those without any: absent). */
    openAlertCounts(pazienteIds: readonly number[]): Promise<{ pazienteId: number; n: number }[]> {
      return db
        .select({ pazienteId: allerte.pazienteId, n: count() })
        .from(allerte)
        .where(and(inArray(allerte.pazienteId, [...pazienteIds]), isNull(allerte.chiusa)))
        .groupBy(allerte.pazienteId);
    },

    /** The patients whose consent the caregiver holds, by name. */
    async assistiti(caregiverId: number): Promise<PazienteRow[]> {
      const rows = await db
        .select({ paziente: pazienti })
        .from(consensi)
        .innerJoin(pazienti, eq(pazienti.id, consensi.pazienteId))
        .where(and(eq(consensi.caregiverId, caregiverId), isNull(consensi.revocatoIl)))
        .orderBy(asc(pazienti.cognome), asc(pazienti.nome));
      return rows.map((row) => row.paziente);
    },

    // Caregivers and consents.

    caregiverByEmail: rowBy(db, caregivers, caregivers.email),

    async insertCaregiver(values: NewCaregiverRow, tx: Db): Promise<CaregiverRow> {
      const [inserted] = await tx.insert(caregivers).values(values).returning();
      return required(inserted, 'stroke.caregiver');
    },

    /** The patient's caregivers with their consents, by name. */
    caregiversOf(pazienteId: number): Promise<{ consent: ConsensoRow; person: CaregiverRow }[]> {
      return db
        .select({ consent: consensi, person: caregivers })
        .from(consensi)
        .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
        .where(eq(consensi.pazienteId, pazienteId))
        .orderBy(asc(caregivers.cognome), asc(caregivers.nome));
    },

    /** The consent of the pair, with the caregiver. */
    async consentWithCaregiver(
      pazienteId: number,
      caregiverId: number,
    ): Promise<{ consent: ConsensoRow; person: CaregiverRow } | undefined> {
      const [row] = await db
        .select({ consent: consensi, person: caregivers })
        .from(consensi)
        .innerJoin(caregivers, eq(caregivers.id, consensi.caregiverId))
        .where(and(eq(consensi.pazienteId, pazienteId), eq(consensi.caregiverId, caregiverId)));
      return row;
    },

    /** The pair's consent given (`consent.datoIl`), or given again at `renewedAt` (active again when revoked). */
    async giveConsent(consent: NewConsensoRow, renewedAt: Date, tx: Db): Promise<ConsensoRow> {
      const [row] = await tx
        .insert(consensi)
        .values(consent)
        .onConflictDoUpdate({
          target: [consensi.pazienteId, consensi.caregiverId],
          set: { relazione: consent.relazione, datoIl: renewedAt, revocatoIl: null },
        })
        .returning();
      return required(row, 'stroke.consenso');
    },

    /** Revokes an active consent; undefined when it was already revoked. */
    async revokeConsent(id: number, at: Date, tx: Db): Promise<ConsensoRow | undefined> {
      const [revoked] = await tx
        .update(consensi)
        .set({ revocatoIl: at })
        .where(and(eq(consensi.id, id), isNull(consensi.revocatoIl)))
        .returning();
      return revoked;
    },

    /** The names of the people of the service with these subjects (a doctor, a patient, a caregiver). */
    async namesOf(subjects: string[]): Promise<{ s: string; n: string; c: string }[]> {
      const people = await Promise.all([
        db
          .select({ s: medici.subject, n: medici.nome, c: medici.cognome })
          .from(medici)
          .where(inArray(medici.subject, subjects)),
        db
          .select({ s: pazienti.subject, n: pazienti.nome, c: pazienti.cognome })
          .from(pazienti)
          .where(inArray(pazienti.subject, subjects)),
        db
          .select({ s: caregivers.subject, n: caregivers.nome, c: caregivers.cognome })
          .from(caregivers)
          .where(inArray(caregivers.subject, subjects)),
      ]);
      return people.flat();
    },
  };
}

export type PersoneRepository = ReturnType<typeof createPersoneRepository>;
