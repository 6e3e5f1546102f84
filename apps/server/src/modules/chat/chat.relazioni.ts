import type { Principal } from '@halo/contract';
import type { ChatAmbito, ChatRuolo } from '@halo/contract/chat';
import type { StrokeRelationships } from '../stroke/stroke.relationships.ts';
import type { ConversazioneRow, Lato } from './chat.repository.ts';

/** Who calls: their subject and the roles their token claims. */
export type Caller = Pick<Principal, 'userId' | 'clientRoles'>;

/** The other side of a conversation, as the reader sees it. */
export interface OtherSide {
  nome: string;
  ruolo: ChatRuolo;
}

/** Someone the caller may write to: the other side's key (`parte_*`) and what they are. */
export interface Reachable extends OtherSide {
  target: string;
}

/** The caller's place in a conversation: their side, the other one, and whether the relationship still holds. */
export interface Access {
  lato: Lato;
  con: OtherSide;
  attiva: boolean;
}

/**
 * One kind of relationship the chat rests on (docs/adr/0049-chat.md): which sides the caller speaks for, whom they
 * may write to, and whether a conversation's relationship holds now. The module that owns the relationship answers
 * (`deps.services`); the chat keeps none of it.
 */
export interface ChatRelazione {
  ambito: ChatAmbito;
  /** The sides the caller speaks for (empty: no part in this relationship). */
  sides(caller: Caller): Promise<string[]>;
  /** Whom the caller may write to now, those matching `q`. */
  contacts(caller: Caller, q?: string): Promise<Reachable[]>;
  /** The pair of a conversation with `target` and the other side; undefined when no relationship joins them. */
  pair(
    caller: Caller,
    target: string,
  ): Promise<{ parteA: string; parteB: string; con: OtherSide } | undefined>;
  /** The caller's access to a conversation of this kind: undefined when they are neither side. */
  access(caller: Caller, row: ConversazioneRow): Promise<Access | undefined>;
}

/** The relationship of stroke care: a patient with their doctor and with their consented caregivers. */
export function strokeRelazione(relationships: StrokeRelationships): ChatRelazione {
  const named = (person: { nome: string; cognome: string; ruolo: ChatRuolo }): OtherSide => ({
    nome: `${person.nome} ${person.cognome}`,
    ruolo: person.ruolo,
  });
  return {
    ambito: 'stroke',
    async sides(caller) {
      return (await relationships.participates(caller)) ? [caller.userId] : [];
    },
    async contacts(caller, q) {
      const people = await relationships.contacts(caller, q);
      return people.map((person) => ({ target: person.subject, ...named(person) }));
    },
    async pair(caller, target) {
      const person = await relationships.relation(caller, target);
      if (!person) return undefined;
      const [parteA, parteB] = [caller.userId, target].sort() as [string, string];
      return { parteA, parteB, con: named(person) };
    },
    async access(caller, row) {
      const lato: Lato | undefined =
        row.parteA === caller.userId ? 'a' : row.parteB === caller.userId ? 'b' : undefined;
      if (!lato) return undefined;
      const person = await relationships.relation(caller, lato === 'a' ? row.parteB : row.parteA);
      return person
        ? { lato, con: named(person), attiva: true }
        : { lato, con: { nome: '', ruolo: 'paziente' }, attiva: false };
    },
  };
}
