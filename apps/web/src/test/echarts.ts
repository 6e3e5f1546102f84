import { vi } from 'vitest';

/**
 * Apache ECharts in the unit tests (vite.config.ts aliases `echarts/core`, `/charts`, `/components` and
 * `/renderers` here): jsdom has no layout and no canvas, so a chart is what assistive technology gets, its image
 * role and summary (lib/ui/chart.tsx), and its instance a recorder whose calls chart.test.tsx reads back. The
 * browser tests draw real charts.
 */
export const chartInstance = {
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  isDisposed: vi.fn(() => false),
};
export const init = vi.fn((_element: HTMLElement, _theme: unknown, _options: unknown) => chartInstance);
export const use = vi.fn();

// The chart types, components and renderer lib/ui/chart.tsx registers: nothing to register here.
export const BarChart = {};
export const LineChart = {};
export const GridComponent = {};
export const LegendComponent = {};
export const TooltipComponent = {};
export const SVGRenderer = {};
