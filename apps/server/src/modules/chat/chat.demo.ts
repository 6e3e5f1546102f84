import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { required } from '../../db/rows.ts';
import { prosaAuthorityOf } from '../prosa/prosa.relationships.ts';
import type { ModuleSeedOptions } from '../server-module.ts';
import type { Lato } from './chat.repository.ts';
import { conversazioni, letture, messaggi } from './chat.tables.ts';

const HOUR = 3_600_000;

/** A message of a demo conversation: its side, its author and their name, its hour from the start, its text. */
type DemoLine = readonly [lato: Lato, autore: string, autoreNome: string, hours: number, testo: string];

/**
 * Writes a demo conversation once (none when the pair already has one): its messages, `hoursAgo` hours ago and
 * after, and how far each side has read (the position of the last message it read, from 1).
 */
async function seedConversation(
  db: Db,
  conversation: {
    ambito: 'stroke' | 'prosa';
    parteA: string;
    parteB: string;
    hoursAgo: number;
    lines: readonly DemoLine[];
    read: Record<Lato, number>;
  },
): Promise<void> {
  const { ambito, parteA, parteB } = conversation;
  const [known] = await db
    .select({ id: conversazioni.id })
    .from(conversazioni)
    .where(
      and(
        eq(conversazioni.ambito, ambito),
        eq(conversazioni.parteA, parteA),
        eq(conversazioni.parteB, parteB),
      ),
    );
  if (known) return;
  const start = Date.now() - conversation.hoursAgo * HOUR;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversazioni)
      .values({ ambito, parteA, parteB, creataIl: new Date(start) })
      .returning();
    const id = required(created, 'chat.conversazione').id;
    const rows = await tx
      .insert(messaggi)
      .values(
        conversation.lines.map(([lato, autore, autoreNome, hours, testo], n) => ({
          conversazioneId: id,
          lato,
          autore,
          autoreNome,
          clientId: `demo-${n + 1}-${id}`,
          testo,
          inviatoIl: new Date(start + hours * HOUR),
        })),
      )
      .returning({ id: messaggi.id });
    const upTo = (position: number) => rows[position - 1]?.id ?? 0;
    await tx.insert(letture).values([
      { conversazioneId: id, lato: 'a', fino: upTo(conversation.read.a) },
      { conversazioneId: id, lato: 'b', fino: upTo(conversation.read.b) },
    ]);
  });
}

/**
 * Demo mode, once: the demo doctor and their patient (stroke care's demo people) have already written to each other
 * — the patient asked about the pressure readings, the doctor answered, and the doctor's last message waits unread —
 * and the demo citizen has asked the Pro.Sa. office of their ASL about the walking groups, answered by an operator.
 */
export async function seedChat(db: Db, options: ModuleSeedOptions): Promise<void> {
  if (!options.demo) return;
  const [medico, paziente, cittadino, operatore] = await Promise.all([
    options.demoUserId('medico'),
    options.demoUserId('paziente'),
    options.demoUserId('cittadino'),
    options.demoUserId('operatore.sanitario'),
  ]);
  if (medico && paziente) {
    const [parteA, parteB] = [medico, paziente].sort() as [string, string];
    const side = (subject: string): Lato => (subject === parteA ? 'a' : 'b');
    await seedConversation(db, {
      ambito: 'stroke',
      parteA,
      parteB,
      hoursAgo: 30,
      lines: [
        [
          side(paziente),
          paziente,
          'Franco Paziente',
          0,
          'Buongiorno dottore, negli ultimi giorni la pressione della sera è più alta del solito. Devo preoccuparmi?',
        ],
        [
          side(medico),
          medico,
          'Roberto Medico',
          2,
          'Buongiorno Franco, ho visto le misurazioni del bracciale. Continui a misurarla mattina e sera e prenda la terapia come sempre.',
        ],
        [side(paziente), paziente, 'Franco Paziente', 3, 'Va bene, grazie.'],
        [
          side(medico),
          medico,
          'Roberto Medico',
          26,
          'Ho controllato di nuovo: la aspetto in ambulatorio giovedì mattina per rivedere la terapia.',
        ],
      ],
      // The doctor has read everything; the patient up to their own reply.
      read: { a: 3, b: 3 },
    });
  }
  const azienda = cittadino ? await prosaAuthorityOf(db, cittadino) : undefined;
  if (cittadino && operatore && azienda !== undefined) {
    // The citizen's side is theirs (`parte_a`), the office's the ASL's: any of its operators answers for it.
    await seedConversation(db, {
      ambito: 'prosa',
      parteA: cittadino,
      parteB: `asl:${azienda}`,
      hoursAgo: 50,
      lines: [
        [
          'a',
          cittadino,
          'Chiara Cittadina',
          0,
          'Buongiorno, vorrei partecipare ai gruppi di cammino di Collegno: come posso iscrivermi?',
        ],
        [
          'b',
          operatore,
          'Giulia Sanitaria',
          3,
          'Buongiorno Chiara, può aderire alla campagna «Gruppi di cammino a Collegno» dalla sezione Campagne del portale: le scriveremo con il calendario delle uscite.',
        ],
        ['a', cittadino, 'Chiara Cittadina', 4, 'Fatto, grazie mille!'],
      ],
      // Both sides have read everything.
      read: { a: 3, b: 3 },
    });
  }
}
