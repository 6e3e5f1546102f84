import type { ChartOption } from '../../../lib/ui/chart.tsx';
import { type Campagna, cumulative, type Item } from './report-data.ts';

/**
 * The ECharts options of the reports' charts, from the same items as their tables. Colours are Bootstrap Italia's
 * with at least 3:1 contrast on white (WCAG 1.4.11); nothing is told by colour alone: bars carry their value,
 * and each campaign's line has its own marker and dash, shown in the legend too. Tooltips are drawn inside the
 * chart (`richText`): the HTML ones carry inline styles, which the strict Content-Security-Policy refuses.
 */

const PRIMARY = '#0066cc';
const PALETTE = [PRIMARY, '#008758', '#a66300', '#d9364f', '#5c6f82'];
const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect'];
const DASHES = ['solid', 'dashed', 'dotted'] as const;
const TEXT = '#1a1a1a';

const grid = {
  left: 8,
  right: 40,
  top: 24,
  bottom: 8,
  // Room for the axis labels inside the box, as the former `containLabel` did.
  outerBoundsMode: 'same',
  outerBoundsContain: 'axisLabel',
} as const;

/**
 * Bars of counts, one per item, top to bottom in the items' order: horizontal, so that long names (themes,
 * districts, target groups) read whole on a phone too.
 */
export function barOption(items: readonly Item[]): ChartOption {
  return {
    color: [PRIMARY],
    grid,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, renderMode: 'richText' },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { color: TEXT } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((i) => i.name),
      axisTick: { alignWithLabel: true },
      axisLabel: { color: TEXT, width: 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: items.map((i) => i.n),
        barMaxWidth: 28,
        label: { show: true, position: 'right', color: TEXT },
      },
    ],
  };
}

/** A bar chart's height: room for each name. */
export function barHeight(items: readonly Item[]): number {
  return Math.max(160, 48 + items.length * 32);
}

const LEGEND_ROW = 24;

/** The adhesions chart's height: the plot, and the legend above it. */
export function adhesionsHeight(campaigns: number): number {
  return 240 + LEGEND_ROW * campaigns;
}

const dayMs = (giorno: string) => Date.parse(`${giorno}T00:00:00Z`);

/**
 * The campaigns' active adhesions added up day by day, a stepped line each (a total holds until the next
 * adhesion), on a time axis whose days are written by `formatDay`.
 */
export function adhesionsOption(
  campagne: readonly Campagna[],
  words: {
    formatDay: (giorno: string) => string;
    tooltip: (name: string, giorno: string, n: number) => string;
  },
): ChartOption {
  return {
    color: PALETTE,
    // A legend's row for each campaign (on a phone they stack): the lines start below the last one.
    grid: { ...grid, top: LEGEND_ROW * campagne.length + 16 },
    legend: {
      top: 0,
      left: 0,
      itemWidth: 32,
      textStyle: { color: TEXT, width: 220, overflow: 'truncate' },
    },
    tooltip: {
      trigger: 'item',
      renderMode: 'richText',
      formatter: (params) => {
        const point = Array.isArray(params) ? params[0] : params;
        const [ms, n] = (point?.value ?? []) as [number, number];
        return words.tooltip(point?.seriesName ?? '', new Date(ms).toISOString().slice(0, 10), n);
      },
    },
    xAxis: {
      type: 'time',
      minInterval: 86_400_000,
      axisLabel: {
        color: TEXT,
        hideOverlap: true,
        formatter: (ms: number) => words.formatDay(new Date(ms).toISOString().slice(0, 10)),
      },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: TEXT } },
    series: campagne.map((c, index) => ({
      type: 'line',
      name: c.titolo,
      step: 'end',
      // The first and the last day's markers sit on the plot's edges: drawn whole, not cut by it.
      clip: false,
      symbol: SYMBOLS[index % SYMBOLS.length],
      symbolSize: 9,
      lineStyle: { width: 2, type: DASHES[index % DASHES.length] },
      data: cumulative(c.perGiorno).map((d) => [dayMs(d.giorno), d.totale]),
    })),
  };
}
