import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { init, chartInstance as instance } from '../../test/echarts.ts';
import { Chart, type ChartOption } from './chart.tsx';

let observed: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {
    observed = null;
  }
}

/** The system's reduced-motion setting, as `matchMedia` answers it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const option: ChartOption = { series: [{ type: 'bar', data: [3, 1] }] };

beforeEach(() => {
  // Cleared before, not after: the shared set-up unmounts the previous test's chart after this file's hooks.
  vi.clearAllMocks();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Chart', () => {
  it('is an image named by its summary, drawn in SVG with the option given and animated', () => {
    prefersReducedMotion(false);
    render(<Chart option={option} ariaLabel="Progetti per stato: Bozza 3, Pubblicato 1." />);
    const image = screen.getByRole('img', { name: 'Progetti per stato: Bozza 3, Pubblicato 1.' });
    expect(init).toHaveBeenCalledWith(image, null, { renderer: 'svg' });
    expect(instance.setOption).toHaveBeenLastCalledWith({ ...option, animation: true }, { notMerge: true });
    expect(image).toHaveStyle({ height: '288px' });
  });

  it('does not animate for a user who asked for less motion', () => {
    prefersReducedMotion(true);
    render(<Chart option={option} ariaLabel="Grafico" />);
    expect(instance.setOption).toHaveBeenLastCalledWith({ ...option, animation: false }, { notMerge: true });
  });

  it('follows its container’s size, draws a new option in place, and lets ECharts go when it leaves', () => {
    prefersReducedMotion(false);
    const { rerender, unmount } = render(<Chart option={option} ariaLabel="Grafico" height={400} />);
    expect(screen.getByRole('img')).toHaveStyle({ height: '400px' });
    observed?.();
    expect(instance.resize).toHaveBeenCalledTimes(1);

    const next: ChartOption = { series: [{ type: 'bar', data: [5] }] };
    rerender(<Chart option={next} ariaLabel="Grafico" height={400} />);
    expect(init).toHaveBeenCalledTimes(1);
    expect(instance.setOption).toHaveBeenLastCalledWith({ ...next, animation: true }, { notMerge: true });

    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    expect(observed).toBeNull();
  });

  it.each([
    ['it', ['1.000', '7.000', '4.721']],
    ['en', ['1,000', '7,000', '4,721']],
  ] as const)('writes the value axes’ numbers in the reader’s language (%s)', async (language, written) => {
    prefersReducedMotion(false);
    await setLanguage(language);
    try {
      const axes: ChartOption = {
        xAxis: { type: 'category', data: ['lun', 'mar'] },
        yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value} %' } }],
        series: [{ type: 'line', data: [4721, 7000] }],
      };
      render(<Chart option={axes} ariaLabel="Passi" />);
      const drawn = instance.setOption.mock.lastCall?.[0] as {
        xAxis: { axisLabel?: unknown };
        yAxis: { axisLabel: { formatter: unknown } }[];
      };
      const format = drawn.yAxis[0]?.axisLabel.formatter as (value: number) => string;
      expect([1000, 7000, 4721].map(format)).toEqual(written);
      // A category axis, and a formatter the screen chose, stay as they are.
      expect(drawn.xAxis.axisLabel).toBeUndefined();
      expect(drawn.yAxis[1]?.axisLabel.formatter).toBe('{value} %');
    } finally {
      await setLanguage('it');
    }
  });
});
