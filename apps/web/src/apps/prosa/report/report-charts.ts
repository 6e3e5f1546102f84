import type { ChartOption } from '../../../lib/ui/chart.tsx';
import {
  CHART_COLORS,
  chartGrid,
  distinctLine,
  heightWithLegend,
  legendAbove,
  pointTooltip,
  CHART_TEXT as TEXT,
} from '../../../lib/ui/chart-options.ts';
import { type Campagna, cumulative, type Item } from './report-data.ts';

/**
 * The ECharts options of the reports' charts, from the same items as their tables: bars carry their value, and
 * each campaign's line has its own marker and dash.
 */

/**
 * Bars of counts, one per item, top to bottom in the items' order: horizontal, so that long names (themes,
 * districts, target groups) read whole on a phone too.
 */
export function barOption(items: readonly Item[]): ChartOption {
  return {
    color: CHART_COLORS,
    grid: chartGrid(24),
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

/** The adhesions chart's height: the plot, and the legend above it. */
export function adhesionsHeight(campaigns: number): number {
  return heightWithLegend(240, campaigns);
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
    // A legend's row for each campaign (on a phone they stack): the lines start below the last one.
    ...legendAbove(campagne.length),
    legend: { top: 0, left: 0, itemWidth: 32, textStyle: { color: TEXT, width: 220, overflow: 'truncate' } },
    tooltip: pointTooltip((name, ms, n) => words.tooltip(name, new Date(ms).toISOString().slice(0, 10), n)),
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
      ...distinctLine(index, 9),
      name: c.titolo,
      step: 'end',
      data: cumulative(c.perGiorno).map((d) => [dayMs(d.giorno), d.totale]),
    })),
  };
}
