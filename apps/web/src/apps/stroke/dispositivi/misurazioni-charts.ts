import type { Misurazione } from '@halo/contract/stroke/dispositivi';
import { MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';
import type { ChartOption } from '../../../lib/ui/chart.tsx';
import {
  CHART_TEXT,
  distinctLine,
  heightWithLegend,
  legendAbove,
  pointTooltip,
} from '../../../lib/ui/chart-options.ts';
import type { Componente, SogliaAttiva } from './dispositivi.labels.ts';

/**
 * The ECharts options of a patient's measurements, from the same answers as their tables: one line per value over
 * the chosen period on a time axis (the blood pressure: the systolic and the diastolic), each with its own marker
 * and dash, the daily steps as bars, and the thresholds in force as dashed mark lines named in the legend: a name
 * written on the line would cover the readings that crossed it.
 */

// chart.tsx registers only the line and bar charts; the thresholds' mark lines are registered where they are drawn.
use([MarkLineComponent]);

const THRESHOLD = '#d9364f';

export interface Punto {
  at: number;
  valore: number;
}

/** One value of a kind over time, oldest first, with the thresholds that read it. */
export interface SerieMisura {
  componente: Componente;
  name: string;
  points: readonly Punto[];
  soglie: readonly { valore: number; label: string }[];
}

/**
 * The series of a kind's measurements: the blood pressure's systolic and diastolic, any other kind's value;
 * unreadable times and missing values left out.
 */
export function serieOf(
  misurazioni: readonly Misurazione[],
  componenti: readonly { componente: Componente; name: string }[],
  soglie: readonly SogliaAttiva[],
  sogliaLabel: (soglia: SogliaAttiva) => string,
): SerieMisura[] {
  return componenti.map(({ componente, name }) => {
    const points: Punto[] = [];
    for (const m of misurazioni) {
      const at = Date.parse(m.inizio);
      const valore = m[componente];
      if (!Number.isNaN(at) && valore !== null) points.push({ at, valore });
    }
    return {
      componente,
      name,
      points: points.sort((a, b) => a.at - b.at),
      soglie: soglie
        .filter((s) => s.componente === componente)
        .map((s) => ({ valore: s.valore, label: sogliaLabel(s) })),
    };
  });
}

/** A round step for the value axis's ends, after the span of the values: 10 mmHg, 5 beats, half a degree. */
function roundStep(span: number): number {
  if (span > 50) return 10;
  if (span > 10) return 5;
  if (span > 2) return 1;
  return 0.5;
}

/**
 * The value axis: every value and every threshold in view, with a margin, its ends on round numbers (the axis
 * labels its ends); bars start from zero.
 */
export function valueExtent(series: readonly SerieMisura[], bars: boolean): { min: number; max: number } {
  const values = series.flatMap((s) => [...s.points.map((p) => p.valore), ...s.soglie.map((l) => l.valore)]);
  if (values.length === 0) return { min: 0, max: 1 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = Math.max((high - low) * 0.1, Math.abs(high) * 0.02, 0.5);
  const step = roundStep(high - low + 2 * margin);
  // Every kind drawn is a positive quantity: the axis never goes below zero.
  const min = bars ? 0 : Math.max(0, Math.floor((low - margin) / step) * step);
  return { min, max: Math.ceil((high + margin) / step) * step };
}

/** The legend's rows: one per series, one per threshold. */
export function legendRows(series: readonly SerieMisura[]): number {
  return series.reduce((rows, serie) => rows + 1 + serie.soglie.length, 0);
}

/** The chart's height: the plot, and the legend's rows above it. */
export function misuraHeight(rows: number): number {
  return heightWithLegend(220, rows);
}

export function misuraOption(
  series: readonly SerieMisura[],
  options: {
    /** The period shown, in milliseconds since the epoch. */
    from: number;
    to: number;
    /** Bars (the daily steps) instead of lines. */
    bars?: boolean;
    formatAxis: (ms: number) => string;
    tooltip: (name: string, ms: number, valore: number) => string;
  },
): ChartOption {
  const { min, max } = valueExtent(series, options.bars ?? false);
  return {
    ...legendAbove(legendRows(series), 24),
    tooltip: pointTooltip(options.tooltip),
    xAxis: {
      type: 'time',
      min: options.from,
      max: options.to,
      axisLabel: { color: CHART_TEXT, hideOverlap: true, formatter: (ms: number) => options.formatAxis(ms) },
    },
    yAxis: { type: 'value', min, max, axisLabel: { color: CHART_TEXT } },
    series: [
      ...series.map((serie, index) => {
        const data = serie.points.map((point) => [point.at, point.valore]);
        if (options.bars) return { type: 'bar' as const, name: serie.name, barMaxWidth: 24, data };
        return { ...distinctLine(index, 7), name: serie.name, data };
      }),
      // Each threshold a series of its own, without points: its name in the legend (whose entry also hides it),
      // its line across the plot with nothing written on it.
      ...series.flatMap((serie) => serie.soglie.map(thresholdSeries)),
    ],
  };
}

function thresholdSeries(soglia: { valore: number; label: string }) {
  const lineStyle = { color: THRESHOLD, type: 'dashed' as const, width: 2 };
  return {
    type: 'line' as const,
    name: soglia.label,
    data: [],
    symbol: 'none',
    itemStyle: { color: THRESHOLD },
    lineStyle,
    markLine: {
      silent: true,
      symbol: 'none',
      lineStyle,
      label: { show: false },
      data: [{ yAxis: soglia.valore, name: soglia.label }],
    },
  };
}
