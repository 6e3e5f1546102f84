import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowsOf } from '../../../db/rows.ts';
import { allerte, iscrizioni, monitoraggi, postazioni, sensori } from '../healthenv.tables.ts';

export type AlertRow = typeof allerte.$inferSelect;
export type NewAlertRow = typeof allerte.$inferInsert;

/** An alert with the full name of its station. */
interface AlertOfStation {
  alert: AlertRow;
  nome: string;
}

/**
 * The SQL of the alerts and of who receives them (docs/adr/0027). Functions take the handle to run on, so a
 * service can pass its transaction.
 */
export function createAllerteRepository(db: Db) {
  return {
    /** Whether a station is archived (when it was), or undefined when it does not exist. */
    async station(id: number): Promise<{ archived: Date | null } | undefined> {
      const [station] = await db
        .select({ archived: postazioni.archiviataIl })
        .from(postazioni)
        .where(eq(postazioni.id, id));
      return station;
    },

    /** The pollutants a station's sensors measure (one per sensor). */
    async pollutantsOf(stationId: number): Promise<string[]> {
      const rows = await db
        .select({ p: sensori.inquinante })
        .from(sensori)
        .where(eq(sensori.postazioneId, stationId));
      return rows.map((s) => s.p);
    },

    /** The open episode of a station and key. */
    async openEpisode(stationId: number, chiave: string): Promise<AlertRow | undefined> {
      const [open] = await db
        .select()
        .from(allerte)
        .where(and(eq(allerte.postazioneId, stationId), eq(allerte.chiave, chiave), isNull(allerte.chiusa)));
      return open;
    },

    /** The latest episode of a station and key, by its end. */
    async lastClosed(stationId: number, chiave: string): Promise<{ chiusa: Date | null } | undefined> {
      const [lastClosed] = await db
        .select({ chiusa: allerte.chiusa })
        .from(allerte)
        .where(and(eq(allerte.postazioneId, stationId), eq(allerte.chiave, chiave)))
        .orderBy(desc(allerte.chiusa))
        .limit(1);
      return lastClosed;
    },

    /** The open episodes of stations gone silent. */
    openSilences(): Promise<AlertRow[]> {
      return db
        .select()
        .from(allerte)
        .where(and(eq(allerte.chiave, 'silenzio'), isNull(allerte.chiusa)));
    },

    /**
     * The end of the latest record of each active station (these ones, when given) that has sensors: one index
     * probe per sensor; null for a station without records.
     */
    async latestEnds(stationIds?: readonly number[]): Promise<{ id: number; fine: Date | string | null }[]> {
      return rowsOf<{ id: number; fine: Date | string | null }>(
        await db.execute(sql`
          SELECT p.id, max(l.fine) AS fine
          FROM ${postazioni} p
          JOIN ${sensori} s ON s.postazione_id = p.id
          LEFT JOIN LATERAL (
            SELECT m.fine FROM ${monitoraggi} m WHERE m.sensore_id = s.id ORDER BY m.inizio DESC LIMIT 1
          ) l ON true
          WHERE p.archiviata_il IS NULL AND (p.attiva_al IS NULL OR p.attiva_al >= current_date)
            ${
              stationIds
                ? sql`AND p.id IN (${sql.join(
                    stationIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`
                : sql``
            }
          GROUP BY p.id`),
      );
    },

    /** Inserts an episode; its id. */
    async insert(values: NewAlertRow, tx: Db): Promise<{ id: number } | undefined> {
      const [created] = await tx.insert(allerte).values(values).returning({ id: allerte.id });
      return created;
    },

    /** Inserts an episode unless the station has one open of the same key; its id when inserted. */
    async insertUnlessOpen(values: NewAlertRow, tx: Db): Promise<{ id: number } | undefined> {
      const [created] = await tx
        .insert(allerte)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: allerte.id });
      return created;
    },

    async update(id: number, values: Partial<NewAlertRow>, tx: Db = db): Promise<void> {
      await tx.update(allerte).set(values).where(eq(allerte.id, id));
    },

    /** The latest 500 episodes (of a station, open ones only, when asked), latest first. */
    list(query: { postazioneId?: number; inCorso?: boolean }): Promise<AlertOfStation[]> {
      return db
        .select({ alert: allerte, nome: postazioni.nomeCompleto })
        .from(allerte)
        .innerJoin(postazioni, eq(postazioni.id, allerte.postazioneId))
        .where(
          and(
            query.postazioneId === undefined ? undefined : eq(allerte.postazioneId, query.postazioneId),
            query.inCorso ? isNull(allerte.chiusa) : undefined,
          ),
        )
        .orderBy(desc(allerte.ultimo), desc(allerte.id))
        .limit(500);
    },

    async find(id: number): Promise<AlertOfStation | undefined> {
      const [row] = await db
        .select({ alert: allerte, nome: postazioni.nomeCompleto })
        .from(allerte)
        .innerJoin(postazioni, eq(postazioni.id, allerte.postazioneId))
        .where(eq(allerte.id, id));
      return row;
    },

    async isSubscribed(userId: string): Promise<boolean> {
      const [row] = await db.select().from(iscrizioni).where(eq(iscrizioni.utente, userId));
      return row !== undefined;
    },

    /** Subscribes a user to the alerts' mail; nothing when they already are. */
    async subscribe(userId: string): Promise<void> {
      await db.insert(iscrizioni).values({ utente: userId }).onConflictDoNothing();
    },

    async unsubscribe(userId: string): Promise<void> {
      await db.delete(iscrizioni).where(eq(iscrizioni.utente, userId));
    },

    /** The identity ids of the subscribers. */
    async subscribers(): Promise<string[]> {
      return (await db.select().from(iscrizioni)).map((s) => s.utente);
    },
  };
}
