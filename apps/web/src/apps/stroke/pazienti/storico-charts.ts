import type { StoricoVoce } from '@halo/contract/stroke-fattori';
import type { ChartOption } from '../../../lib/ui/chart.tsx';

/**
 * The ECharts option of a history of scores, from the same entries as its table: one stepped line per score (a
 * value holds until the next save computes it again) on a time axis. Colours are Bootstrap Italia's with at least
 * 3:1 contrast on white (WCAG 1.4.11); nothing is told by colour alone: each score's line has its own marker and
 * dash, shown in the legend too. Tooltips are drawn inside the chart (`richText`): the HTML ones carry inline
 * styles, which the strict Content-Security-Policy refuses.
 */

const PALETTE = ['#0066cc', '#008758', '#a66300', '#d9364f', '#5c6f82'];
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect'];
const DASHES = ['solid', 'dashed', 'dotted'] as const;
const TEXT = '#1a1a1a';
const LEGEND_ROW = 24;

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
  return 240 + LEGEND_ROW * series;
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
    color: PALETTE,
    grid: {
      left: 8,
      right: 40,
      top: LEGEND_ROW * series.length + 16,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: { top: 0, left: 0, orient: 'vertical', itemWidth: 32, textStyle: { color: TEXT } },
    tooltip: {
      trigger: 'item',
      renderMode: 'richText',
      formatter: (params) => {
        const point = Array.isArray(params) ? params[0] : params;
        const [ms, valore] = (point?.value ?? []) as [number, number];
        return words.tooltip(point?.seriesName ?? '', words.formatMoment(ms), valore);
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: { color: TEXT, hideOverlap: true, formatter: (ms: number) => words.formatDay(ms) },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: TEXT } },
    series: series.map((serie, index) => ({
      type: 'line',
      name: serie.name,
      step: 'end',
      // The first and the last markers sit on the plot's edges: drawn whole, not cut by it.
      clip: false,
      symbol: SYMBOLS[index % SYMBOLS.length],
      symbolSize: 9,
      lineStyle: { width: 2, type: DASHES[index % DASHES.length] },
      data: serie.points.map((point) => [point.at, point.valore]),
    })),
  };
}
