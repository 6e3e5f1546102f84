import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import { conversazioni, letture, messaggi } from './chat.tables.ts';

const HOUR = 3_600_000;

/**
 * Demo mode, once: the demo doctor and their patient (stroke care's demo people) have already written to each other
 * — the patient asked about the pressure readings, the doctor answered, and the doctor's last message waits unread.
 */
export async function seedChat(db: Db, options: ModuleSeedOptions): Promise<void> {
  if (!options.demo) return;
  const [medico, paziente] = await Promise.all([
    options.demoUserId('medico'),
    options.demoUserId('paziente'),
  ]);
  if (!medico || !paziente) return;
  const [parteA, parteB] = [medico, paziente].sort() as [string, string];
  const [known] = await db
    .select({ id: conversazioni.id })
    .from(conversazioni)
    .where(
      and(
        eq(conversazioni.ambito, 'stroke'),
        eq(conversazioni.parteA, parteA),
        eq(conversazioni.parteB, parteB),
      ),
    );
  if (known) return;
  const start = Date.now() - 30 * HOUR;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversazioni)
      .values({ ambito: 'stroke', parteA, parteB, creataIl: new Date(start) })
      .returning();
    const conversazione = required(created, 'chat.conversazione');
    const side = (subject: string) => (subject === parteA ? 'a' : 'b');
    const lines = [
      [
        paziente,
        'Franco Paziente',
        0,
        'Buongiorno dottore, negli ultimi giorni la pressione della sera è più alta del solito. Devo preoccuparmi?',
      ],
      [
        medico,
        'Roberto Medico',
        2,
        'Buongiorno Franco, ho visto le misurazioni del bracciale. Continui a misurarla mattina e sera e prenda la terapia come sempre.',
      ],
      [paziente, 'Franco Paziente', 3, 'Va bene, grazie.'],
      [
        medico,
        'Roberto Medico',
        26,
        'Ho controllato di nuovo: la aspetto in ambulatorio giovedì mattina per rivedere la terapia.',
      ],
    ] as const;
    const rows = await tx
      .insert(messaggi)
      .values(
        lines.map(([autore, autoreNome, hours, testo], n) => ({
          conversazioneId: conversazione.id,
          lato: side(autore),
          autore,
          autoreNome,
          clientId: `demo-${n + 1}-${conversazione.id}`,
          testo,
          inviatoIl: new Date(start + hours * HOUR),
        })),
      )
      .returning({ id: messaggi.id });
    const ids = rows.map((row) => row.id);
    // The doctor has read everything; the patient up to their own reply.
    await tx.insert(letture).values([
      { conversazioneId: conversazione.id, lato: side(medico), fino: ids[2] ?? 0 },
      { conversazioneId: conversazione.id, lato: side(paziente), fino: ids[2] ?? 0 },
    ]);
  });
}
