import { fattoriMessages as fm } from '@halo/contract/stroke/fattori';
import { and, asc, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { required } from '../../../db/rows.ts';
import { updateVersioned } from '../../../db/versioned.ts';
import { fattoriClinici, fattoriRischio, punteggi, revisioni } from '../stroke.tables.ts';

export type ClinicalRow = typeof fattoriClinici.$inferSelect;
type NewClinicalRow = typeof fattoriClinici.$inferInsert;
export type RiskRow = typeof fattoriRischio.$inferSelect;
type NewRiskRow = typeof fattoriRischio.$inferInsert;
type ScoreRow = typeof punteggi.$inferSelect;
type NewScoreRow = typeof punteggi.$inferInsert;
type NewRevisionRow = typeof revisioni.$inferInsert;

/** An optimistic update's row: its id and the version the client read. */
type Versioned = { id: number; version: number };

/**
 * The SQL of the clinical and risk factors and of the append-only histories (revisions, scores; docs/adr/0024).
 * Functions take the handle to run on, so a save reads and writes in its transaction.
 */
export function createFattoriRepository(db: Db) {
  return {
    /** The patient's stroke events (latest first) and risk factors (null: not recorded yet). */
    async factorsOf(
      pazienteId: number,
      tx: Db = db,
    ): Promise<{ events: ClinicalRow[]; risk: RiskRow | null }> {
      const [events, [risk]] = await Promise.all([
        tx
          .select()
          .from(fattoriClinici)
          .where(eq(fattoriClinici.pazienteId, pazienteId))
          .orderBy(desc(fattoriClinici.dataEvento), desc(fattoriClinici.id)),
        tx.select().from(fattoriRischio).where(eq(fattoriRischio.pazienteId, pazienteId)),
      ]);
      return { events, risk: risk ?? null };
    },

    async findClinical(id: number, tx: Db): Promise<ClinicalRow | undefined> {
      const [row] = await tx.select().from(fattoriClinici).where(eq(fattoriClinici.id, id));
      return row;
    },

    async insertClinical(values: NewClinicalRow, tx: Db): Promise<ClinicalRow> {
      const [inserted] = await tx.insert(fattoriClinici).values(values).returning();
      return required(inserted, 'stroke.fattori_clinici');
    },

    /** Updates the event's record at the version read: 404 when gone, 409 when changed since. */
    updateClinical(key: Versioned, values: Partial<NewClinicalRow>, tx: Db): Promise<void> {
      return updateVersioned(tx, fattoriClinici, key, values, fm.clinicalNotFound);
    },

    async findRisk(id: number, tx: Db): Promise<RiskRow | undefined> {
      const [row] = await tx.select().from(fattoriRischio).where(eq(fattoriRischio.id, id));
      return row;
    },

    /** The patient's risk factors; undefined when the patient has them already (one record each). */
    async insertRisk(values: NewRiskRow, tx: Db): Promise<RiskRow | undefined> {
      const [inserted] = await tx.insert(fattoriRischio).values(values).onConflictDoNothing().returning();
      return inserted;
    },

    /** Updates the risk factors at the version read: 404 when gone, 409 when changed since. */
    updateRisk(key: Versioned, values: Partial<NewRiskRow>, tx: Db): Promise<void> {
      return updateVersioned(tx, fattoriRischio, key, values, fm.riskNotFound);
    },

    async insertRevision(values: NewRevisionRow, tx: Db): Promise<void> {
      await tx.insert(revisioni).values(values);
    },

    /** The latest entry of a score (of an event, or of the patient: `eventoId` null) in the history. */
    async lastScore(
      pazienteId: number,
      punteggio: string,
      eventoId: number | null,
      tx: Db,
    ): Promise<ScoreRow | undefined> {
      const [last] = await tx
        .select()
        .from(punteggi)
        .where(
          and(
            eq(punteggi.pazienteId, pazienteId),
            eq(punteggi.punteggio, punteggio),
            eventoId === null ? isNull(punteggi.eventoId) : eq(punteggi.eventoId, eventoId),
          ),
        )
        .orderBy(desc(punteggi.at), desc(punteggi.id))
        .limit(1);
      return last;
    },

    /** Appends an entry to the score history; answers its id. */
    async insertScore(values: NewScoreRow, tx: Db): Promise<number> {
      const [row] = await tx.insert(punteggi).values(values).returning({ id: punteggi.id });
      return required(row, 'stroke.punteggi').id;
    },

    /** The patient's history of these scores (`among`), or of all the others (`among` false), oldest first. */
    scores(pazienteId: number, kinds: string[], among: boolean): Promise<ScoreRow[]> {
      return db
        .select()
        .from(punteggi)
        .where(
          and(
            eq(punteggi.pazienteId, pazienteId),
            among ? inArray(punteggi.punteggio, kinds) : notInArray(punteggi.punteggio, kinds),
          ),
        )
        .orderBy(asc(punteggi.at), asc(punteggi.id));
    },
  };
}
