import { describe, expect, it } from 'vitest';
import { type SogliaAttiva, soglieAttive } from './dispositivi.labels.ts';
import { misurazioni, soglieDefault } from './dispositivi.test-utils.tsx';
import { legendRows, misuraHeight, misuraOption, serieOf, valueExtent } from './misurazioni-charts.ts';

const label = (s: SogliaAttiva) => `${s.key} ${s.valore}`;
const pressure = misurazioni.filter((m) => m.codice === '85354-9');
const bp = serieOf(
  pressure,
  [
    { componente: 'sistolica', name: 'Sistolica' },
    { componente: 'diastolica', name: 'Diastolica' },
  ],
  soglieAttive(soglieDefault, '85354-9'),
  label,
);

describe('the charts of the measurements', () => {
  it('draws the blood pressure as two series, each with the threshold that reads it', () => {
    expect(bp.map((s) => [s.name, s.points.map((p) => p.valore), s.soglie])).toEqual([
      ['Sistolica', [135, 185], [{ valore: 180, label: 'sistolicaMax 180' }]],
      ['Diastolica', [85, 95], [{ valore: 110, label: 'diastolicaMax 110' }]],
    ]);
  });

  it('leaves out the thresholds the doctor switched off, and the measurements without a value', () => {
    const heart = serieOf(
      [...misurazioni.filter((m) => m.codice === '8867-4'), { ...pressure[0], codice: '8867-4' } as never],
      [{ componente: 'valore', name: 'Frequenza cardiaca' }],
      soglieAttive({ ...soglieDefault, frequenzaMin: null }, '8867-4'),
      label,
    );
    expect(heart[0]?.points.map((p) => p.valore)).toEqual([72, 125, 80]);
    expect(heart[0]?.soglie).toEqual([{ valore: 120, label: 'frequenzaMax 120' }]);
  });

  it('keeps every value and threshold in view, bars from zero', () => {
    // Diastolic 85 to systolic 185, thresholds 110 and 180 inside: a tenth of the span either side, to the ten.
    expect(valueExtent(bp, false)).toEqual({ min: 70, max: 200 });
    expect(valueExtent(bp, true).min).toBe(0);
    expect(valueExtent([], false)).toEqual({ min: 0, max: 1 });
  });

  it('marks the thresholds as dashed lines named in the legend, nothing written over the readings', () => {
    const option = misuraOption(bp, {
      from: 1000,
      to: 2000,
      formatAxis: () => 'ora',
      tooltip: (name, ms, valore) => `${name}: ${valore} (${ms})`,
    });
    const series = option.series as {
      type: string;
      name: string;
      symbol: string;
      data: unknown[];
      lineStyle: { type: string };
      markLine?: { lineStyle: { type: string }; label: { show: boolean }; data: { yAxis: number }[] };
    }[];
    expect(series.map((s) => [s.type, s.name, s.symbol, s.lineStyle.type])).toEqual([
      ['line', 'Sistolica', 'circle', 'solid'],
      ['line', 'Diastolica', 'rect', 'dashed'],
      ['line', 'sistolicaMax 180', 'none', 'dashed'],
      ['line', 'diastolicaMax 110', 'none', 'dashed'],
    ]);
    // The readings' series carry no mark line; each threshold's series has its line and no points.
    expect(series.slice(0, 2).map((s) => s.markLine)).toEqual([undefined, undefined]);
    expect(series[2]?.data).toEqual([]);
    expect(series[2]?.markLine?.data).toEqual([{ yAxis: 180, name: 'sistolicaMax 180' }]);
    expect(series[2]?.markLine?.lineStyle.type).toBe('dashed');
    expect(series[2]?.markLine?.label.show).toBe(false);
    expect(legendRows(bp)).toBe(4);
    expect(option.grid).toMatchObject({ top: 4 * 24 + 16 });
    expect(option.xAxis).toMatchObject({ type: 'time', min: 1000, max: 2000 });
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ seriesName: 'Sistolica', value: [5, 185] })).toBe('Sistolica: 185 (5)');
    expect(misuraHeight(2)).toBeGreaterThan(misuraHeight(1));
  });

  it('draws the daily steps as bars, without thresholds', () => {
    const steps = serieOf(
      misurazioni.filter((m) => m.codice === '41950-7'),
      [{ componente: 'valore', name: 'Passi' }],
      soglieAttive(soglieDefault, '41950-7'),
      label,
    );
    const option = misuraOption(steps, {
      from: 0,
      to: 1,
      bars: true,
      formatAxis: () => '',
      tooltip: () => '',
    });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', name: 'Passi' })]);
  });
});
