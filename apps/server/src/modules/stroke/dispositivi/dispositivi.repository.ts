import type { CodiceMisura } from '@halo/contract/stroke/dispositivi';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowBy, rowsBy } from '../../../db/lookup.ts';
import { required } from '../../../db/rows.ts';
import type { MedicoRow, PazienteRow } from '../stroke.persone.repository.ts';
import { allerte, dispositivi, medici, misurazioni, pazienti, soglie } from '../stroke.tables.ts';

export type DeviceRow = typeof dispositivi.$inferSelect;
type NewDeviceRow = typeof dispositivi.$inferInsert;
export type AlertRow = typeof allerte.$inferSelect;
type NewAlertRow = typeof allerte.$inferInsert;
export type MeasurementRow = typeof misurazioni.$inferSelect;
type NewMeasurementRow = typeof misurazioni.$inferInsert;
type ThresholdsRow = typeof soglie.$inferSelect;

/** Which alerts a list shows: one patient's, a doctor's patients', or everyone's (neither); `aperte`: open only. */
export interface AlertsFilter {
  pazienteId?: number;
  medicoId?: number;
  aperte?: boolean;
}

/**
 * The SQL of patients' devices, their measurements, thresholds and alert episodes (docs/adr/0025). Writes take the
 * transaction to run in.
 */
export function createDispositiviRepository(db: Db) {
  return {
    /** The patient's devices, in the order they were registered. */
    devicesOf: rowsBy(db, dispositivi, dispositivi.pazienteId, asc(dispositivi.id)),

    /** A device of the patient. */
    async findDevice(id: number, pazienteId: number): Promise<DeviceRow | undefined> {
      const [row] = await db
        .select()
        .from(dispositivi)
        .where(and(eq(dispositivi.id, id), eq(dispositivi.pazienteId, pazienteId)));
      return row;
    },

    /** The device whose token has this digest. */
    deviceByToken: rowBy(db, dispositivi, dispositivi.tokenHash),

    /** How many measurements the device sent, and the start of its latest. */
    async deviceStats(id: number): Promise<{ n: number; last: Date | null } | undefined> {
      const [stats] = await db
        .select({ n: count(), last: max(misurazioni.inizio) })
        .from(misurazioni)
        .where(eq(misurazioni.dispositivoId, id));
      return stats;
    },

    async insertDevice(values: NewDeviceRow, tx: Db): Promise<DeviceRow> {
      const [inserted] = await tx.insert(dispositivi).values(values).returning();
      return required(inserted, 'stroke.dispositivo');
    },

    /** Sets (or, null, removes) the digest of the device's token. */
    async setToken(id: number, tokenHash: string | null, tx: Db): Promise<DeviceRow> {
      const [saved] = await tx
        .update(dispositivi)
        .set({ tokenHash })
        .where(eq(dispositivi.id, id))
        .returning();
      return required(saved, 'stroke.dispositivo');
    },

    /** Inserts a device's batch; a measurement already there (device, code, start) is skipped. */
    insertMeasurements(values: NewMeasurementRow[], tx: Db): Promise<MeasurementRow[]> {
      return tx.insert(misurazioni).values(values).onConflictDoNothing().returning();
    },

    /** The patient's latest measurements (of a code, within a period), latest first. */
    measurements(
      pazienteId: number,
      query: { codice?: CodiceMisura; dal?: string; al?: string; limite: number },
    ): Promise<MeasurementRow[]> {
      return db
        .select()
        .from(misurazioni)
        .where(
          and(
            eq(misurazioni.pazienteId, pazienteId),
            query.codice ? eq(misurazioni.codice, query.codice) : undefined,
            query.dal ? gte(misurazioni.inizio, new Date(query.dal)) : undefined,
            query.al ? lte(misurazioni.inizio, new Date(query.al)) : undefined,
          ),
        )
        .orderBy(desc(misurazioni.inizio), desc(misurazioni.id))
        .limit(query.limite);
    },

    /** The patient's own thresholds, if any were saved. */
    async thresholds(pazienteId: number, tx: Db = db): Promise<ThresholdsRow | undefined> {
      const [row] = await tx.select().from(soglie).where(eq(soglie.pazienteId, pazienteId));
      return row;
    },

    /** The patient's first thresholds; false when someone saved theirs first. */
    async insertThresholds(pazienteId: number, valori: ThresholdsRow['valori'], tx: Db): Promise<boolean> {
      const saved = await tx.insert(soglie).values({ pazienteId, valori }).onConflictDoNothing().returning();
      return saved.length > 0;
    },

    /** The patient's thresholds at the version read; false when they changed since. */
    async updateThresholds(
      pazienteId: number,
      version: number,
      valori: ThresholdsRow['valori'],
      at: Date,
      tx: Db,
    ): Promise<boolean> {
      const saved = await tx
        .update(soglie)
        .set({ valori, updatedAt: at, version: sql`${soglie.version} + 1` })
        .where(and(eq(soglie.pazienteId, pazienteId), eq(soglie.version, version)))
        .returning();
      return saved.length > 0;
    },

    findAlert: rowBy(db, allerte, allerte.id),

    /** The patient's open episodes. */
    openAlerts(pazienteId: number, tx: Db): Promise<AlertRow[]> {
      return tx
        .select()
        .from(allerte)
        .where(and(eq(allerte.pazienteId, pazienteId), isNull(allerte.chiusa)));
    },

    /** Alerts, the open ones first, then the latest; at most 500. */
    alerts(filter: AlertsFilter): Promise<AlertRow[]> {
      const where =
        filter.pazienteId !== undefined
          ? eq(allerte.pazienteId, filter.pazienteId)
          : filter.medicoId !== undefined
            ? inArray(
                allerte.pazienteId,
                db.select({ id: pazienti.id }).from(pazienti).where(eq(pazienti.medicoId, filter.medicoId)),
              )
            : undefined;
      return db
        .select()
        .from(allerte)
        .where(and(where, filter.aperte ? isNull(allerte.chiusa) : undefined))
        .orderBy(sql`${allerte.chiusa} IS NULL DESC`, desc(allerte.iniziata), desc(allerte.id))
        .limit(500);
    },

    async insertAlert(values: NewAlertRow, tx: Db): Promise<AlertRow> {
      const [created] = await tx.insert(allerte).values(values).returning();
      return required(created, 'stroke.allerta');
    },

    /** Changes an episode and answers it as it is now. */
    async updateAlert(
      id: number,
      values: Partial<Pick<AlertRow, 'ultima' | 'valore' | 'vista'>>,
      tx: Db,
    ): Promise<AlertRow> {
      const [updated] = await tx.update(allerte).set(values).where(eq(allerte.id, id)).returning();
      return required(updated, 'stroke.allerta');
    },

    /** Closes an episode at that instant. */
    async closeAlert(id: number, at: Date, tx: Db): Promise<void> {
      await tx.update(allerte).set({ chiusa: at }).where(eq(allerte.id, id));
    },

    /** The name of the patient an alert is about. */
    async patientName(id: number): Promise<{ id: number; nome: string; cognome: string } | undefined> {
      const [patient] = await db
        .select({ id: pazienti.id, nome: pazienti.nome, cognome: pazienti.cognome })
        .from(pazienti)
        .where(eq(pazienti.id, id));
      return patient;
    },

    /** An alert with its patient and the patient's doctor, for the doctor's notice. */
    async alertNotice(
      id: number,
    ): Promise<{ alert: AlertRow; patient: PazienteRow; doctor: MedicoRow } | undefined> {
      const [row] = await db
        .select({ alert: allerte, patient: pazienti, doctor: medici })
        .from(allerte)
        .innerJoin(pazienti, eq(pazienti.id, allerte.pazienteId))
        .innerJoin(medici, eq(medici.id, pazienti.medicoId))
        .where(eq(allerte.id, id));
      return row;
    },
  };
}
