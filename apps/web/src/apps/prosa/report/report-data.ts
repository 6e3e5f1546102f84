import type { Report } from '@halo/contract/prosa/report';
import { type CsvValue, csvDay } from '../../../lib/csv.ts';

/**
 * What the reports' screen shows, derived from the server's answer without React: the counts with their words,
 * each campaign's adhesions added up day by day, and the rows of the CSV files. The charts, their tables and the
 * files all come from here, so they never disagree.
 */

/** One bar of a chart, one row of its table. */
export interface Item {
  key: string;
  name: string;
  n: number;
}

/** The words of the code lists, in the reader's language. */
export interface CodeLabels {
  statoProgetto: (code: string) => string;
  destinatario: (code: string) => string;
  setting: (code: string) => string;
  statoCampagna: (code: string) => string;
  statoRichiesta: (code: string) => string;
}

type Count = { codice: string; n: number };

/** The counts as the server orders them (most first), each code in words. */
function named(counts: readonly Count[], label: (code: string) => string): Item[] {
  return counts.map((c) => ({ key: c.codice, name: label(c.codice), n: c.n }));
}

/**
 * The counts of a workflow's states in the workflow's order, a state with none included (a zero is news too);
 * a state the list does not know (a newer server) after them.
 */
function inOrder(
  counts: readonly Count[],
  states: readonly string[],
  label: (code: string) => string,
): Item[] {
  const known = states.map((code) => ({
    key: code,
    name: label(code),
    n: counts.find((c) => c.codice === code)?.n ?? 0,
  }));
  return [
    ...known,
    ...named(
      counts.filter((c) => !states.includes(c.codice)),
      label,
    ),
  ];
}

export interface ProjectBreakdowns {
  tematica: Item[];
  destinatario: Item[];
  setting: Item[];
  stato: Item[];
  distretto: Item[];
}

export function projectBreakdowns(
  progetti: Report['progetti'],
  labels: CodeLabels,
  states: readonly string[],
): ProjectBreakdowns {
  return {
    tematica: progetti.perTematica.map((t) => ({ key: String(t.id), name: t.nome, n: t.n })),
    destinatario: named(progetti.perDestinatario, labels.destinatario),
    setting: named(progetti.perSetting, labels.setting),
    stato: inOrder(progetti.perStato, states, labels.statoProgetto),
    distretto: progetti.perDistretto.map((d) => ({ key: String(d.id ?? 'azienda'), name: d.nome, n: d.n })),
  };
}

export function requestStates(
  richieste: Report['richieste'],
  labels: CodeLabels,
  states: readonly string[],
): Item[] {
  return inOrder(richieste.perStato, states, labels.statoRichiesta);
}

export type Campagna = Report['campagne'][number];

/** One day of a campaign's adhesions: that day's, and all of them up to it. */
export interface Day {
  giorno: string;
  n: number;
  totale: number;
}

/** A campaign's active adhesions day by day, oldest first, each with the running total. */
export function cumulative(perGiorno: Campagna['perGiorno']): Day[] {
  let totale = 0;
  return [...perGiorno]
    .sort((a, b) => a.giorno.localeCompare(b.giorno))
    .map((d) => {
      totale += d.n;
      return { giorno: d.giorno, n: d.n, totale };
    });
}

/** The campaigns the chart follows: those with the most active adhesions (ties: the latest first, as answered). */
export function topCampaigns(campagne: readonly Campagna[], max = 5): Campagna[] {
  return campagne
    .filter((c) => c.aderenti > 0 && c.perGiorno.length > 0)
    .map((c, index) => ({ c, index }))
    .sort((a, b) => b.c.aderenti - a.c.aderenti || a.index - b.index)
    .slice(0, max)
    .map(({ c }) => c);
}

// ---------------------------------------------------------------------------------------------------------------
// The CSV files' rows.

export interface CsvTable {
  header: string[];
  rows: CsvValue[][];
}

/** Projects: the total, then each breakdown as `dimension; item; projects`. */
export function progettiCsv(
  totale: number,
  breakdowns: ProjectBreakdowns,
  words: {
    header: [string, string, string];
    totale: string;
    tutti: string;
    dimensions: Record<keyof ProjectBreakdowns, string>;
  },
): CsvTable {
  const order: (keyof ProjectBreakdowns)[] = ['stato', 'tematica', 'destinatario', 'setting', 'distretto'];
  return {
    header: [...words.header],
    rows: [
      [words.totale, words.tutti, totale],
      ...order.flatMap((dimension) =>
        breakdowns[dimension].map((item) => [words.dimensions[dimension], item.name, item.n]),
      ),
    ],
  };
}

/**
 * Campaigns: a row for each day a campaign had adhesions (one without a day for a campaign without any), with the
 * campaign's totals on each, so the file can be filtered and summed in a spreadsheet.
 */
export function campagneCsv(
  campagne: readonly Campagna[],
  words: { header: string[]; stato: (code: string) => string; unlimited: string },
): CsvTable {
  return {
    header: [...words.header],
    rows: campagne.flatMap((c) => {
      const facts: CsvValue[] = [
        c.titolo,
        words.stato(c.stato),
        c.capienza ?? words.unlimited,
        c.aderenti,
        c.ritirate,
      ];
      const days = cumulative(c.perGiorno);
      return days.length === 0
        ? [[...facts, null, null, null]]
        : days.map((d) => [...facts, csvDay(d.giorno), d.n, d.totale]);
    }),
  };
}

/** Requests: the total, each state, and the mean times (empty while unknown). */
export function richiesteCsv(
  richieste: Report['richieste'],
  states: readonly Item[],
  words: {
    header: [string, string, string];
    totale: string;
    tutte: string;
    stato: string;
    tempi: string;
    presaInCarico: string;
    decisione: string;
  },
): CsvTable {
  return {
    header: [...words.header],
    rows: [
      [words.totale, words.tutte, richieste.totale],
      ...states.map((s) => [words.stato, s.name, s.n]),
      [words.tempi, words.presaInCarico, richieste.giorniPresaInCarico],
      [words.tempi, words.decisione, richieste.giorniDecisione],
    ],
  };
}
