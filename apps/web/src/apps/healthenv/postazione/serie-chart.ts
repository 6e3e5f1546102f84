import type { Serie } from '@halo/contract/healthenv/postazione';
import type { Limite } from '@halo/contract/healthenv/soglie';
import { MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';
import type { ChartOption } from '../../../lib/ui/chart.tsx';
import { CHART_COLORS, chartGrid, CHART_TEXT as TEXT } from '../../../lib/ui/chart-options.ts';
import { periodi } from './serie-punti.ts';

/**
 * The ECharts option of a pollutant's series, from the same answer as its table: one line over the year on a time
 * axis (a day without enough hours, or a missing hour, is a gap), and the thresholds of the same averaging as
 * mark lines with their names written on them — the limits in force dashed, the 2030 ones dotted, so they differ
 * by shape and words, not colour alone.
 */

// chart.tsx registers only the line and bar charts; the thresholds' mark lines are registered where they are drawn.
use([MarkLineComponent]);

const LIMIT_NOW = '#d9364f';
const LIMIT_2030 = '#a66300';
/** ECharts' mark of a missing value: the line breaks there. */
const GAP = '-';

/** The top of the value axis: above every value and threshold, on a round number. */
export function axisTop(values: readonly number[]): number {
  const high = Math.max(0, ...values);
  if (high === 0) return 1;
  const step = 10 ** Math.floor(Math.log10(high)) / 2;
  return Math.ceil((high * 1.05) / step) * step;
}

/** The start of each period, in milliseconds; its value, or the gap. */
export function chartData(
  serie: Pick<Serie, 'inizio' | 'passo' | 'valori'>,
): [number, number | typeof GAP][] {
  return periodi(serie).map(([ms, v]) => [ms, v ?? GAP]);
}

export function serieOption(
  serie: Pick<Serie, 'inizio' | 'passo' | 'valori' | 'limiti' | 'periodo'>,
  words: {
    name: string;
    /** The year shown, in milliseconds since the epoch. */
    from: number;
    to: number;
    limitLabel: (limite: Limite) => string;
    formatAxis: (ms: number) => string;
    tooltip: (ms: number, valore: number) => string;
  },
): ChartOption {
  const data = chartData(serie);
  const values = data.flatMap(([, v]) => (typeof v === 'number' ? [v] : []));
  const limits = serie.limiti.map((l) => l.soglia);
  return {
    grid: chartGrid(16, 24),
    tooltip: {
      trigger: 'axis',
      renderMode: 'richText',
      formatter: (params) => {
        const point = Array.isArray(params) ? params[0] : params;
        const [ms, valore] = (point?.value ?? []) as [number, number | string];
        return typeof valore === 'number' ? words.tooltip(ms, valore) : '';
      },
    },
    xAxis: {
      type: 'time',
      min: words.from,
      max: words.to,
      axisLabel: { color: TEXT, hideOverlap: true, formatter: (ms: number) => words.formatAxis(ms) },
    },
    yAxis: { type: 'value', min: 0, max: axisTop([...values, ...limits]), axisLabel: { color: TEXT } },
    series: [
      {
        type: 'line',
        name: words.name,
        color: CHART_COLORS[0],
        // Hundreds of days, thousands of hours: a line, not a marker each.
        showSymbol: false,
        symbol: 'circle',
        sampling: serie.periodo === 'ora' ? 'lttb' : undefined,
        connectNulls: false,
        lineStyle: { width: serie.periodo === 'ora' ? 1 : 2 },
        data,
        markLine:
          serie.limiti.length > 0
            ? {
                silent: true,
                symbol: 'none',
                label: {
                  color: TEXT,
                  formatter: '{b}',
                  backgroundColor: 'rgba(255, 255, 255, 0.9)',
                  padding: [2, 4],
                },
                // Two thresholds may be close (50 and 45 µg/m³): their names sit at opposite ends.
                data: serie.limiti.map((limite, index) => {
                  const now = limite.norma === '2008/50/CE';
                  return {
                    yAxis: limite.soglia,
                    name: words.limitLabel(limite),
                    lineStyle: {
                      color: now ? LIMIT_NOW : LIMIT_2030,
                      type: now ? 'dashed' : 'dotted',
                      width: 2,
                    },
                    label: { position: index % 2 === 0 ? 'insideEndTop' : 'insideStartTop' },
                  };
                }),
              }
            : undefined,
      },
    ],
  };
}
