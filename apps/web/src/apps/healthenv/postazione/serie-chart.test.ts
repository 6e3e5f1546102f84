import { describe, expect, it } from 'vitest';
import { seriePm10 } from './analisi.test-utils.tsx';
import { axisTop, chartData, serieOption } from './serie-chart.ts';

const words = {
  name: 'PM10',
  from: Date.parse('2022-01-01T00:00:00+01:00'),
  to: Date.parse('2023-01-01T00:00:00+01:00'),
  limitLabel: (l: { soglia: number; norma: string }) => `${l.soglia} (${l.norma})`,
  formatAxis: (ms: number) => String(ms),
  tooltip: (ms: number, valore: number) => `${ms}: ${valore}`,
};

type MarkLine = { data: { yAxis: number; name: string; lineStyle: { type: string } }[] };

describe('serieOption', () => {
  it('breaks the line on a day without enough hours', () => {
    const data = chartData(seriePm10);
    expect(data.slice(0, 3)).toEqual([
      [Date.parse('2021-12-31T23:00:00.000Z'), 62.4],
      [Date.parse('2022-01-01T23:00:00.000Z'), '-'],
      [Date.parse('2022-01-02T23:00:00.000Z'), 35],
    ]);
    // Every day of the year has its place, the last one starting at 23:00 UTC on 30 December.
    expect(data).toHaveLength(365);
    expect(data.at(-1)).toEqual([Date.parse('2022-12-30T23:00:00.000Z'), '-']);
  });

  it('draws the limits in force dashed and the 2030 ones dotted, each with its name', () => {
    const option = serieOption(seriePm10, words);
    const [line] = option.series as { markLine: MarkLine }[];
    expect(line?.markLine.data.map((d) => [d.yAxis, d.name, d.lineStyle.type])).toEqual([
      [50, '50 (2008/50/CE)', 'dashed'],
      [45, '45 (2024/2881)', 'dotted'],
    ]);
  });

  it('keeps every value and threshold in view, on a round top', () => {
    expect(axisTop([62.4, 35, 50])).toBe(70);
    expect(axisTop([3.4, 5])).toBe(5.5);
    expect(axisTop([])).toBe(1);
    const option = serieOption({ ...seriePm10, valori: [], limiti: seriePm10.limiti }, words);
    expect(option.yAxis).toMatchObject({ min: 0, max: 55 });
  });

  it('spans the whole year and leaves out the mark lines when there are no thresholds', () => {
    const option = serieOption({ ...seriePm10, limiti: [] }, words);
    expect(option.xAxis).toMatchObject({ min: words.from, max: words.to });
    expect((option.series as { markLine?: unknown }[])[0]?.markLine).toBeUndefined();
  });
});
