/**
 * A workflow's states, declared once (issue 33): each with its code, its name and the states that may follow it.
 * The server refuses a change the table does not allow; the SPA offers only the changes it allows. Both ask the
 * table (`next`, `may`), so they cannot drift apart.
 */
export interface StateDef {
  readonly codice: string;
  readonly descrizione: string;
  readonly transizioni: readonly string[];
}

export type StateCode<T extends readonly StateDef[]> = T[number]['codice'];

/** A state some other may lead to (the first state of a workflow, reached by creation only, is not one). */
export type TargetCode<T extends readonly StateDef[]> = T[number]['transizioni'][number];

export interface StateTable<T extends readonly StateDef[]> {
  /** The codes, in the table's order. */
  readonly codes: readonly StateCode<T>[];
  /** The states that may follow `from`: none for a final or unknown state. */
  next(from: string): readonly TargetCode<T>[];
  /** Whether `to` may follow `from`. */
  may(from: string, to: string): boolean;
}

/**
 * The table of `states`, which stays the list it is (served and iterated as before) with `codes`, `next` and `may`.
 * A transition to a state the table does not declare is a mistake of the declaration: it throws at load.
 */
export function defineStates<const T extends readonly StateDef[]>(states: T): T & StateTable<T> {
  const codes = states.map((state) => state.codice) as StateCode<T>[];
  for (const state of states) {
    for (const to of state.transizioni) {
      if (!codes.includes(to)) throw new Error(`Stato non dichiarato: ${state.codice} → ${to}`);
    }
  }
  const next = (from: string) =>
    (states.find((state) => state.codice === from)?.transizioni ?? []) as readonly TargetCode<T>[];
  const table: StateTable<T> = {
    codes,
    next,
    may: (from, to) => (next(from) as readonly string[]).includes(to),
  };
  return Object.assign(states, table);
}
