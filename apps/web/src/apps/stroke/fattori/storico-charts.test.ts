import { describe, expect, it } from 'vitest';
import { storicoPredizione } from '../pazienti/pazienti.test-utils.tsx';
import { seriesOf, storicoHeight, storicoOption } from './storico-charts.ts';

const names: Record<string, string> = { cha2ds2vasc: 'CHA2DS2-VASc', hasbled: 'HAS-BLED' };

describe('the charts of the score histories', () => {
  it('groups the entries by score, in the order the scores first appear, each oldest first', () => {
    const series = seriesOf([...storicoPredizione].reverse(), (key) => names[key] ?? key);
    expect(series.map((s) => [s.key, s.name, s.points.map((p) => p.valore)])).toEqual([
      ['cha2ds2vasc', 'CHA2DS2-VASc', [5, 6]],
      ['hasbled', 'HAS-BLED', [3]],
    ]);
  });

  it('leaves out an entry whose time cannot be read', () => {
    const [first] = storicoPredizione;
    if (!first) throw new Error('fixture');
    expect(seriesOf([{ ...first, at: 'ieri' }], (key) => key)).toEqual([]);
  });

  it('draws one stepped line per score, told apart by marker and dash as well as by colour', () => {
    const series = seriesOf(storicoPredizione, (key) => names[key] ?? key);
    const option = storicoOption(series, {
      formatMoment: () => 'momento',
      formatDay: () => 'giorno',
      tooltip: (name, moment, valore) => `${name}: ${valore} (${moment})`,
    });
    const lines = option.series as {
      name: string;
      step: string;
      symbol: string;
      lineStyle: { type: string };
    }[];
    expect(lines.map((l) => [l.name, l.step, l.symbol, l.lineStyle.type])).toEqual([
      ['CHA2DS2-VASc', 'end', 'circle', 'solid'],
      ['HAS-BLED', 'end', 'rect', 'dashed'],
    ]);
    expect((option.series as { data: number[][] }[])[0]?.data).toEqual([
      [Date.parse('2026-03-12T10:05:00.000Z'), 5],
      [Date.parse('2026-03-20T15:35:00.000Z'), 6],
    ]);
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ seriesName: 'HAS-BLED', value: [0, 3] })).toBe('HAS-BLED: 3 (momento)');
    expect(storicoHeight(2)).toBeGreaterThan(storicoHeight(1));
  });
});
