import type { StoricoVoce } from '@halo/contract/stroke/fattori';
import type { ChartOption } from '../../../lib/ui/chart.tsx';
import {
  CHART_TEXT,
  distinctLine,
  heightWithLegend,
  legendAbove,
  pointTooltip,
} from '../../../lib/ui/chart-options.ts';

/**
 * The ECharts option of a history of scores, from the same entries as its table: one stepped line per score (a
 * value holds until the next save computes it again) on a time axis, each with its own marker and dash.
 */

/** One score's values over time, oldest first. */
export interface Serie {
  key: string;
  name: string;
  points: readonly { at: number; valore: number }[];
}

/** The entries of a history grouped by score, in the order the scores first appear; unreadable times left out. */
export function seriesOf(voci: readonly StoricoVoce[], nameOf: (key: string) => string): Serie[] {
  const byScore = new Map<string, { at: number; valore: number }[]>();
  for (const voce of voci) {
    const at = Date.parse(voce.at);
    if (Number.isNaN(at)) continue;
    const points = byScore.get(voce.punteggio) ?? [];
    points.push({ at, valore: voce.valore });
    byScore.set(voce.punteggio, points);
  }
  return [...byScore].map(([key, points]) => ({
    key,
    name: nameOf(key),
    points: points.sort((a, b) => a.at - b.at),
  }));
}

/** The chart's height: the plot, and a legend row for each score above it. */
export function storicoHeight(series: number): number {
  return heightWithLegend(240, series);
}

export function storicoOption(
  series: readonly Serie[],
  words: {
    formatMoment: (ms: number) => string;
    formatDay: (ms: number) => string;
    tooltip: (name: string, moment: string, valore: number) => string;
  },
): ChartOption {
  return {
    ...legendAbove(series.length),
    tooltip: pointTooltip((name, ms, valore) => words.tooltip(name, words.formatMoment(ms), valore)),
    xAxis: {
      type: 'time',
      axisLabel: { color: CHART_TEXT, hideOverlap: true, formatter: (ms: number) => words.formatDay(ms) },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: CHART_TEXT } },
    series: series.map((serie, index) => ({
      ...distinctLine(index, 9),
      name: serie.name,
      step: 'end',
      data: serie.points.map((point) => [point.at, point.valore]),
    })),
  };
}
