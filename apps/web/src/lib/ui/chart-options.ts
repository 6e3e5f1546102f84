import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';

/*
 * The parts the screens' chart options share (the chart itself is chart.tsx's). Colours are Bootstrap Italia's with
 * at least 3:1 contrast on white (WCAG 1.4.11); nothing is told by colour alone: each line has its own marker and
 * dash, shown in the legend too. Tooltips are drawn inside the chart (`richText`): the HTML ones carry inline
 * styles, which the strict Content-Security-Policy refuses.
 */

/** The series' colours, in their order. */
export const CHART_COLORS = ['#0066cc', '#008758', '#a66300', '#d9364f', '#5c6f82'];
/** The text of axes, legends and labels. */
export const CHART_TEXT = '#1a1a1a';
/** The room a legend's row takes above the plot. */
const LEGEND_ROW = 24;

const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect'];
const DASHES = ['solid', 'dashed', 'dotted'] as const;

/** The plot's box, with room for the axis labels inside it (as the former `containLabel` did). */
export function chartGrid(top: number, right = 40): GridComponentOption {
  return { left: 8, right, top, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };
}

/** The colours, a legend of `rows` rows above the plot (an entry a row, unless the screen says otherwise), the plot. */
export function legendAbove(rows: number, right?: number) {
  const legend: LegendComponentOption = {
    top: 0,
    left: 0,
    orient: 'vertical',
    itemWidth: 32,
    textStyle: { color: CHART_TEXT },
  };
  return { color: CHART_COLORS, grid: chartGrid(LEGEND_ROW * rows + 16, right), legend };
}

/** A chart's height: the plot's, and the legend's `rows` above it. */
export const heightWithLegend = (plot: number, rows: number) => plot + LEGEND_ROW * rows;

/** The tooltip of the point under the pointer, in words: its series' name and its `[x, y]`. */
export function pointTooltip(text: (name: string, x: number, y: number) => string): TooltipComponentOption {
  return {
    trigger: 'item',
    renderMode: 'richText',
    formatter: (params) => {
      const point = Array.isArray(params) ? params[0] : params;
      const [x, y] = (point?.value ?? []) as [number, number];
      return text(point?.seriesName ?? '', x, y);
    },
  };
}

/** The line of a chart's `index`th series, told apart by its marker and dash. */
export function distinctLine(index: number, symbolSize: number) {
  return {
    type: 'line',
    // The first and the last markers sit on the plot's edges: drawn whole, not cut by it.
    clip: false,
    symbol: SYMBOLS[index % SYMBOLS.length],
    symbolSize,
    lineStyle: { width: 2, type: DASHES[index % DASHES.length] },
  } satisfies LineSeriesOption;
}
