import type { InvitoTipo } from '@halo/contract/stroke';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { rowBy } from '../../../db/lookup.ts';
import { required } from '../../../db/rows.ts';
import type { CaregiverRow, MedicoRow, PazienteRow } from '../stroke.persone.repository.ts';
import { caregivers, inviti, medici, pazienti } from '../stroke.tables.ts';

export type InvitoRow = typeof inviti.$inferSelect;
type NewInvitoRow = typeof inviti.$inferInsert;

/** Where one person's invitations are: their kind and the row of that person. */
export interface InviteeKey {
  tipo: InvitoTipo;
  medicoId?: number;
  pazienteId?: number;
  caregiverId?: number;
}

function keyWhere(key: InviteeKey): SQL | undefined {
  switch (key.tipo) {
    case 'medico':
      return and(eq(inviti.tipo, 'medico'), eq(inviti.medicoId, key.medicoId ?? -1));
    case 'paziente':
      return and(eq(inviti.tipo, 'paziente'), eq(inviti.pazienteId, key.pazienteId ?? -1));
    case 'caregiver':
      return and(
        eq(inviti.tipo, 'caregiver'),
        eq(inviti.pazienteId, key.pazienteId ?? -1),
        eq(inviti.caregiverId, key.caregiverId ?? -1),
      );
  }
}

const newestFirst = () => [desc(inviti.inviatoIl), desc(inviti.id)];

/** The SQL of the stroke service's invitations (docs/adr/0023). Writes take the transaction to run in. */
export function createInvitiRepository(db: Db) {
  return {
    find: rowBy(db, inviti, inviti.id),

    /** The invitation of a kind with this code's digest. */
    async findByCode(codeHash: string, tipo: InvitoTipo): Promise<InvitoRow | undefined> {
      const [row] = await db
        .select()
        .from(inviti)
        .where(and(eq(inviti.codeHash, codeHash), eq(inviti.tipo, tipo)));
      return row;
    },

    /** The row of the person the invitation is for: a doctor, a patient or a caregiver. */
    async recipientOf(row: InvitoRow): Promise<MedicoRow | PazienteRow | CaregiverRow | undefined> {
      const [person] =
        row.tipo === 'medico'
          ? await db
              .select()
              .from(medici)
              .where(eq(medici.id, row.medicoId ?? -1))
          : row.tipo === 'paziente'
            ? await db
                .select()
                .from(pazienti)
                .where(eq(pazienti.id, row.pazienteId ?? -1))
            : await db
                .select()
                .from(caregivers)
                .where(eq(caregivers.id, row.caregiverId ?? -1));
      return person;
    },

    /** The latest invitation of a person. */
    async latest(key: InviteeKey): Promise<InvitoRow | undefined> {
      const [row] = await db
        .select()
        .from(inviti)
        .where(keyWhere(key))
        .orderBy(...newestFirst())
        .limit(1);
      return row;
    },

    /** The invitations of these patients, newest first. */
    ofPatients(ids: readonly number[]): Promise<InvitoRow[]> {
      return db
        .select()
        .from(inviti)
        .where(and(eq(inviti.tipo, 'paziente'), inArray(inviti.pazienteId, [...ids])))
        .orderBy(...newestFirst());
    },

    /** A doctor's own invitations and those they sent to patients, newest first. */
    ofDoctor(medicoId: number): Promise<InvitoRow[]> {
      return db
        .select()
        .from(inviti)
        .where(and(eq(inviti.medicoId, medicoId), inArray(inviti.tipo, ['medico', 'paziente'])))
        .orderBy(...newestFirst());
    },

    /** Revokes the person's invitations still unopened. */
    async revokeOpen(key: InviteeKey, at: Date, tx: Db): Promise<void> {
      await tx
        .update(inviti)
        .set({ stato: 'revocato', revocatoIl: at })
        .where(and(keyWhere(key), eq(inviti.stato, 'inviato')));
    },

    async insert(values: NewInvitoRow, tx: Db): Promise<InvitoRow> {
      const [row] = await tx.insert(inviti).values(values).returning();
      return required(row, 'stroke.invito');
    },

    /** Marks an unopened invitation opened; false when it was not unopened any more (someone was first). */
    async open(id: number, at: Date, tx: Db): Promise<boolean> {
      const [updated] = await tx
        .update(inviti)
        .set({ stato: 'aperto', apertoIl: at })
        .where(and(eq(inviti.id, id), eq(inviti.stato, 'inviato')))
        .returning({ id: inviti.id });
      return updated !== undefined;
    },

    /**
     * Accepts the person's opened invitations (a caregiver's, from every patient) in one statement, with whatever
     * `also` writes from each invitation it accepts (its event, docs/adr/0047).
     */
    async acceptOpened(key: InviteeKey, at: Date, also: ((accepted: SQL) => SQL)[] = []): Promise<void> {
      const condition =
        key.tipo === 'caregiver'
          ? and(eq(inviti.tipo, 'caregiver'), eq(inviti.caregiverId, key.caregiverId ?? -1))
          : keyWhere(key);
      const accepted = sql.raw('accepted');
      await db.execute(sql`
        WITH accepted AS (
          UPDATE ${inviti} SET stato = 'accettato', accettato_il = ${at.toISOString()}::timestamptz
          WHERE ${and(condition, eq(inviti.stato, 'aperto'))}
          RETURNING *
        )${sql.join(
          also.map((write, i) => sql`, ${sql.raw(`also_${i}`)} AS (${write(accepted)})`),
          sql``,
        )}
        SELECT count(*) AS n FROM accepted`);
    },

    /**
     * The subject, data and personal fields of the event of an invitation an `acceptOpened` statement accepts
     * (docs/adr/0047): its id, kind, the rows it links, state and time; the recipient's name and address apart.
     */
    acceptedEvent(accepted: SQL): { subject: SQL; data: SQL; personal: SQL } {
      const person = (
        table: typeof medici | typeof pazienti | typeof caregivers,
        tipo: string,
        ref: string,
      ) =>
        sql`SELECT ${table.nome} AS nome, ${table.cognome} AS cognome, ${table.email} AS email FROM ${table}
          WHERE ${accepted}.tipo = ${tipo} AND ${table.id} = ${accepted}.${sql.raw(ref)}`;
      return {
        subject: sql`'inviti/' || ${accepted}.id`,
        data: sql`jsonb_build_object('invito', ${accepted}.id, 'tipo', ${accepted}.tipo,
          'medico', ${accepted}.medico_id, 'paziente', ${accepted}.paziente_id, 'caregiver', ${accepted}.caregiver_id,
          'stato', ${accepted}.stato, 'accettato', ${accepted}.accettato_il)`,
        personal: sql`(SELECT jsonb_build_object('nome', p.nome, 'cognome', p.cognome, 'email', p.email) FROM (
          ${person(medici, 'medico', 'medico_id')}
          UNION ALL ${person(pazienti, 'paziente', 'paziente_id')}
          UNION ALL ${person(caregivers, 'caregiver', 'caregiver_id')}) p LIMIT 1)`,
      };
    },

    /** An invitation still unopened becomes expired. */
    async expire(id: number): Promise<void> {
      await db
        .update(inviti)
        .set({ stato: 'scaduto' })
        .where(and(eq(inviti.id, id), inArray(inviti.stato, ['inviato'])));
    },
  };
}
