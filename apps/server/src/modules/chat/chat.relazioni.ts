import type { Principal } from '@halo/contract';
import type { ChatAmbito, ChatRuolo } from '@halo/contract/chat';
import type { ProsaRelationships } from '../prosa/prosa.relationships.ts';
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

/** An ASL's Pro.Sa. office as a side of a conversation: `asl:<authority id>`. */
const OFFICE = /^asl:([1-9]\d{0,9})$/;
const officeSide = (aziendaId: number) => `asl:${aziendaId}`;

/** The authority of an office's side (undefined: not an office). */
function officeOf(side: string): number | undefined {
  const match = OFFICE.exec(side);
  return match ? Number(match[1]) : undefined;
}

/**
 * The relationship of Pro.Sa.: a registered citizen or organisation (`parte_a`, their subject) with the Pro.Sa.
 * office of their ASL (`parte_b`, `asl:<id>`), for which every operator and manager of that authority speaks. The
 * citizen or organisation writes to their office, their one contact; operators answer the conversations there are
 * (they have no list of their authority's citizens to write to). It holds while the person's profile names that
 * authority; an operator takes part while theirs does.
 */
export function prosaRelazione(relationships: ProsaRelationships): ChatRelazione {
  const office = (found: { nome: string }): OtherSide => ({ nome: found.nome, ruolo: 'ufficio' });
  const closed = (lato: Lato, ruolo: ChatRuolo): Access => ({
    lato,
    con: { nome: '', ruolo },
    attiva: false,
  });
  return {
    ambito: 'prosa',
    async sides(caller) {
      const [mine, staff] = await Promise.all([
        relationships.officeOf(caller),
        relationships.operatorOf(caller),
      ]);
      return [...(mine ? [caller.userId] : []), ...(staff === undefined ? [] : [officeSide(staff)])];
    },
    async contacts(caller, q) {
      const mine = await relationships.officeOf(caller);
      if (!mine) return [];
      const text = q?.toLocaleLowerCase('it') ?? '';
      const matches = `ufficio pro.sa. prosa ${mine.nome}`.toLocaleLowerCase('it').includes(text);
      return matches ? [{ target: officeSide(mine.aziendaId), ...office(mine) }] : [];
    },
    async pair(caller, target) {
      const mine = await relationships.officeOf(caller);
      if (!mine || target !== officeSide(mine.aziendaId)) return undefined;
      return { parteA: caller.userId, parteB: target, con: office(mine) };
    },
    async access(caller, row) {
      const aziendaId = officeOf(row.parteB);
      if (aziendaId === undefined) return undefined;
      if (row.parteA === caller.userId) {
        const mine = await relationships.officeOf(caller);
        return mine?.aziendaId === aziendaId
          ? { lato: 'a', con: office(mine), attiva: true }
          : closed('a', 'ufficio');
      }
      if ((await relationships.operatorOf(caller)) !== aziendaId) return undefined;
      const member = await relationships.memberOf(row.parteA, aziendaId);
      if (!member) return closed('b', 'cittadino');
      return { lato: 'b', con: { nome: member.nome ?? 'Cittadino', ruolo: member.tipo }, attiva: true };
    },
  };
}
