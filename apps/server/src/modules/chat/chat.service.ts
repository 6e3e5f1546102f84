import type { Principal } from '@halo/contract';
import {
  type ChatContatto,
  type ChatConversazione,
  type ChatInvia,
  type ChatMessaggio,
  type ChatMessaggiPage,
  type ChatStato,
  chatMessages as m,
} from '@halo/contract/chat';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { WriteContext } from '../../http/write-context.ts';
import type { AuditLog } from '../audit/audit.service.ts';
import type { Access, Caller, ChatRelazione } from './chat.relazioni.ts';
import {
  type ConversazioneListRow,
  type ConversazioneRow,
  createChatRepository,
  type Lato,
  type MessaggioRow,
} from './chat.repository.ts';

/** The audit entities of the chat (never a message's text: ids only). */
const CONVERSATION_ENTITY = 'chat.conversazione';
const MESSAGE_ENTITY = 'chat.messaggio';

const other = (lato: Lato): Lato => (lato === 'a' ? 'b' : 'a');

/** What an export of a conversation downloads. */
export interface ChatExport {
  filename: string;
  contentType: string;
  body: string;
}

/** The labels of what the other side is, in an export. */
const RUOLI: Record<ChatConversazione['con']['ruolo'], string> = {
  medico: 'medico',
  paziente: 'paziente',
  caregiver: 'caregiver',
  ufficio: 'ufficio',
  cittadino: 'cittadino',
  ente: 'ente',
};

/** The other side as an export names it: a person with what they are, or an ASL's Pro.Sa. office. */
function named(con: ChatConversazione['con']): string {
  return con.ruolo === 'ufficio' ? `Ufficio Pro.Sa. – ${con.nome}` : `${con.nome} (${RUOLI[con.ruolo]})`;
}

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A message as its reader (`reader`, on side `lato`) gets it. */
export function messageView(row: MessaggioRow, lato: Lato, reader: string): ChatMessaggio {
  return {
    id: row.id,
    conversazioneId: row.conversazioneId,
    clientId: row.clientId,
    autore: row.autoreNome,
    mio: row.lato === lato,
    scrittoDaMe: row.lato === lato && row.autore === reader,
    testo: row.testo,
    inviatoIl: row.inviatoIl.toISOString(),
  };
}

/**
 * Secure messaging (docs/adr/0049-chat.md): conversations between two sides a care or service relationship joins,
 * as the relationships (`relazioni`) say, asked again at every read, write and delivery. Someone who is neither
 * side of a conversation finds nothing (404); a side whose relationship is gone (a consent revoked) is refused
 * (403). Messages are written once per sender's client id; reads only move forward.
 */
export function createChatService(deps: {
  db: Db;
  audit: AuditLog;
  relazioni: readonly ChatRelazione[];
  clock?: () => Date;
}) {
  const repo = createChatRepository(deps.db);
  const now = deps.clock ?? (() => new Date());
  const relazioni = new Map(deps.relazioni.map((relazione) => [relazione.ambito, relazione]));

  /** Audits the creation of what a write made, in its transaction (nothing when it found the row already there). */
  async function auditCreated<T extends { row: { id: number }; created: boolean }>(
    ctx: WriteContext,
    entity: string,
    written: T,
    details: Record<string, unknown>,
    tx: Db,
  ): Promise<T> {
    if (written.created) {
      await deps.audit.recordWrite(ctx, { entity, entityId: written.row.id, action: 'create', details }, tx);
    }
    return written;
  }

  /** Every side the caller speaks for, in every relationship. */
  async function sidesOf(caller: Caller): Promise<string[]> {
    const sides = await Promise.all(deps.relazioni.map((relazione) => relazione.sides(caller)));
    return [...new Set(sides.flat())];
  }

  /** The caller's access to a conversation, whatever its state (undefined: neither side). */
  async function accessOf(caller: Caller, row: ConversazioneRow): Promise<Access | undefined> {
    return relazioni.get(row.ambito as ChatRelazione['ambito'])?.access(caller, row);
  }

  /** The conversation and the caller's side of it: 404 when they are neither side, 403 when it is closed. */
  async function open(caller: Caller, id: number): Promise<{ row: ConversazioneRow; access: Access }> {
    const row = await repo.find(id);
    const access = row ? await accessOf(caller, row) : undefined;
    if (!row || !access) throw new NotFoundError(m.conversazioneNotFound);
    if (!access.attiva) throw new ForbiddenError(m.relazioneChiusa);
    return { row, access };
  }

  function view(row: ConversazioneListRow, access: Access): ChatConversazione {
    const { lato } = access;
    const read = { a: row.lettoA, b: row.lettoB };
    return {
      id: row.id,
      ambito: row.ambito as ChatConversazione['ambito'],
      con: access.con,
      ultimo: row.ultimo && {
        id: row.ultimo.id,
        testo: row.ultimo.testo,
        inviatoIl: row.ultimo.inviatoIl.toISOString(),
        mio: row.ultimo.lato === lato,
      },
      nonLetti: lato === 'a' ? row.nonLettiA : row.nonLettiB,
      lettoDaMe: read[lato],
      lettoDallAltro: read[other(lato)],
    };
  }

  /** One conversation as its list shows it. */
  async function summary(row: ConversazioneRow, access: Access): Promise<ChatConversazione> {
    const [reads, last] = await Promise.all([repo.reads(row.id), repo.last(row.id)]);
    const [nonLettiA, nonLettiB] = await Promise.all([
      repo.unread(row.id, 'a', reads.a),
      repo.unread(row.id, 'b', reads.b),
    ]);
    return view(
      {
        ...row,
        ultimo: last
          ? {
              id: last.id,
              testo: last.testo.slice(0, 140),
              inviatoIl: last.inviatoIl,
              lato: last.lato as Lato,
            }
          : null,
        lettoA: reads.a,
        lettoB: reads.b,
        nonLettiA,
        nonLettiB,
      },
      access,
    );
  }

  return {
    sidesOf,

    /** The caller's conversations whose relationship holds, the latest first, with their unread messages. */
    async conversazioni(caller: Caller): Promise<ChatConversazione[]> {
      const rows = await repo.listOf(await sidesOf(caller));
      const accesses = await Promise.all(rows.map((row) => accessOf(caller, row)));
      return rows.flatMap((row, n) => {
        const access = accesses[n];
        return access?.attiva ? [view(row, access)] : [];
      });
    },

    /** Whether the caller takes part in any relationship (as a person or for an office), conversations or not. */
    async stato(caller: Caller): Promise<ChatStato> {
      return { partecipa: (await sidesOf(caller)).length > 0 };
    },

    /** Whom the caller may write to, by name, with the conversation already open with each. */
    async contatti(caller: Caller, q?: string): Promise<ChatContatto[]> {
      const sides = await sidesOf(caller);
      const mine = new Set(sides);
      const opened = new Map<string, number>();
      for (const row of await repo.ofSides(sides)) {
        const otherSide = mine.has(row.parteA) ? row.parteB : row.parteA;
        opened.set(`${row.ambito}:${otherSide}`, row.id);
      }
      const found = await Promise.all(
        deps.relazioni.map(async (relazione) =>
          (await relazione.contacts(caller, q)).map((person) => {
            const contatto = `${relazione.ambito}:${person.target}`;
            return {
              contatto,
              ambito: relazione.ambito,
              nome: person.nome,
              ruolo: person.ruolo,
              conversazioneId: opened.get(contatto) ?? null,
            };
          }),
        ),
      );
      return found.flat().sort((x, y) => x.nome.localeCompare(y.nome, 'it'));
    },

    /** The conversation with a contact, made the first time (`created`): 404 outside the caller's relationships. */
    async apri(
      caller: Caller,
      contatto: string,
      ctx: WriteContext,
    ): Promise<{ conversazione: ChatConversazione; created: boolean }> {
      const colon = contatto.indexOf(':');
      const relazione = relazioni.get(contatto.slice(0, colon) as ChatRelazione['ambito']);
      const pair = relazione ? await relazione.pair(caller, contatto.slice(colon + 1)) : undefined;
      if (!relazione || !pair) throw new NotFoundError(m.contattoNotFound);
      const { row, created } = await inTransaction(deps.db, async (tx) => {
        const opened = await repo.open(
          { ambito: relazione.ambito, parteA: pair.parteA, parteB: pair.parteB },
          tx,
        );
        return auditCreated(ctx, CONVERSATION_ENTITY, opened, { ambito: relazione.ambito }, tx);
      });
      const access = await relazione.access(caller, row);
      if (!access?.attiva) throw new NotFoundError(m.contattoNotFound);
      return { conversazione: await summary(row, access), created };
    },

    async conversazione(caller: Caller, id: number): Promise<ChatConversazione> {
      const { row, access } = await open(caller, id);
      return summary(row, access);
    },

    async messaggi(
      caller: Caller,
      id: number,
      query: { prima?: number; dopo?: number; limite: number },
    ): Promise<ChatMessaggiPage> {
      const { access } = await open(caller, id);
      const { rows, more } = await repo.page(id, query);
      return { messaggi: rows.map((row) => messageView(row, access.lato, caller.userId)), altri: more };
    },

    /**
     * Sends a message as the caller (`created`), or answers the one they already sent with this client id: a device
     * that sends again what it queued while offline writes nothing twice.
     */
    async invia(
      caller: Principal,
      id: number,
      body: ChatInvia,
      ctx: WriteContext,
    ): Promise<{ messaggio: ChatMessaggio; created: boolean }> {
      const { access } = await open(caller, id);
      const { row, created } = await inTransaction(deps.db, async (tx) => {
        const sent = await repo.insert(
          {
            conversazioneId: id,
            lato: access.lato,
            autore: caller.userId,
            autoreNome: caller.name ?? caller.username,
            clientId: body.clientId,
            testo: body.testo,
          },
          tx,
        );
        return auditCreated(ctx, MESSAGE_ENTITY, sent, { conversazione: id }, tx);
      });
      return { messaggio: messageView(row, access.lato, caller.userId), created };
    },

    /** Marks the caller's side read up to a message (at most the last one); reads never move back. */
    async letto(caller: Caller, id: number, fino: number): Promise<{ lettoDaMe: number }> {
      const { access } = await open(caller, id);
      const last = await repo.last(id);
      const upTo = Math.min(fino, last?.id ?? 0);
      const reads = upTo > 0 ? undefined : await repo.reads(id);
      const lettoDaMe = reads ? reads[access.lato] : await repo.markRead(id, access.lato, upTo);
      return { lettoDaMe };
    },

    /** The whole conversation for its participant to keep: plain text, or JSON. */
    async esporta(caller: Caller, id: number, formato: 'json' | 'testo'): Promise<ChatExport> {
      const { row: conversazione, access } = await open(caller, id);
      const rows = await repo.all(id);
      const at = now();
      const day = at.toISOString().slice(0, 10);
      if (formato === 'json') {
        const document = {
          conversazione: { id, ambito: conversazione.ambito, con: access.con },
          esportataIl: at.toISOString(),
          messaggi: rows.map((row) => {
            const {
              conversazioneId: _,
              clientId: __,
              ...message
            } = messageView(row, access.lato, caller.userId);
            return message;
          }),
        };
        return {
          filename: `conversazione-${id}-${day}.json`,
          contentType: 'application/json; charset=utf-8',
          body: `${JSON.stringify(document, null, 2)}\n`,
        };
      }
      const lines = [
        `Conversazione con ${named(access.con)}, Halo`,
        `Esportata il ${romeTime.format(at)} (ora italiana)`,
        '',
        ...rows.flatMap((row) => [
          `[${romeTime.format(row.inviatoIl)}] ${row.autoreNome}:`,
          ...row.testo.split('\n').map((line) => `  ${line}`),
          '',
        ]),
      ];
      return {
        filename: `conversazione-${id}-${day}.txt`,
        contentType: 'text/plain; charset=utf-8',
        body: `${lines.join('\n').trimEnd()}\n`,
      };
    },

    // The live stream's reads (chat.stream.ts).

    /** The two sides of a conversation (none when it is not there). */
    async partsOf(id: number): Promise<readonly string[]> {
      const row = await repo.find(id);
      return row ? [row.parteA, row.parteB] : [];
    },

    /** The newest message of the caller's conversations (where a stream without a cursor starts). */
    latest(sides: readonly string[]): Promise<number> {
      return repo.latestOf(sides);
    },

    /**
     * The messages after `after` of the caller's conversations whose relationship holds now, at most `limit` read:
     * `last` the newest read (delivered or not), `full` when there may be more.
     */
    async newMessages(
      caller: Caller,
      sides: readonly string[],
      after: number,
      limit: number,
    ): Promise<{ messages: ChatMessaggio[]; last: number; full: boolean }> {
      const rows = await repo.newFor(sides, after, limit);
      const accesses = new Map<number, Promise<Access | undefined>>();
      const messages: ChatMessaggio[] = [];
      for (const { message, conversazione } of rows) {
        let access = accesses.get(conversazione.id);
        if (!access) {
          access = accessOf(caller, conversazione);
          accesses.set(conversazione.id, access);
        }
        const granted = await access;
        if (granted?.attiva) messages.push(messageView(message, granted.lato, caller.userId));
      }
      return { messages, last: rows.at(-1)?.message.id ?? after, full: rows.length === limit };
    },

    /** How far each side has read these conversations, for those of the caller's whose relationship holds. */
    async readsOf(
      caller: Caller,
      sides: readonly string[],
      ids: readonly number[],
    ): Promise<{ conversazioneId: number; lato: Lato; reads: Record<Lato, number> }[]> {
      const rows = await repo.ofSidesAmong(ids, sides);
      const found = await Promise.all(
        rows.map(async (row) => {
          const access = await accessOf(caller, row);
          if (!access?.attiva) return [];
          return [{ conversazioneId: row.id, lato: access.lato, reads: await repo.reads(row.id) }];
        }),
      );
      return found.flat();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
