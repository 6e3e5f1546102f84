import { Button } from 'design-react-kit';
import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../number-format.ts';
import './chart.css';

/**
 * A chart drawn by Apache ECharts (docs/adr/0021), for the screens that import it (Pro.Sa.'s reports, the stroke
 * scores' histories): only bar and line charts are registered, so the lazy chunks that hold it carry no other chart
 * type; the SVG renderer draws crisp at any zoom and prints. The drawing is an image for assistive technology
 * (`role="img"` and a summary in words): every chart of a screen also has a table with its numbers (ChartData).
 */

use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asked the system for less motion (WCAG 2.3.3); a browser that cannot tell: no. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * The value axes' numbers in the reader's language («1.000 … 7.000» in Italian, «1,000» in English), where the
 * screen gave no formatter of its own; ECharts would write them its own way («1,000») whatever the language.
 */
function localiseAxes(option: ChartOption, format: Intl.NumberFormat): ChartOption {
  type Axis = { type?: string; axisLabel?: { formatter?: unknown } };
  const localise = (axis: unknown): unknown => {
    if (Array.isArray(axis)) return axis.map(localise);
    const one = axis as Axis;
    if (one.type !== 'value' || one.axisLabel?.formatter) return axis;
    return { ...one, axisLabel: { ...one.axisLabel, formatter: (value: number) => format.format(value) } };
  };
  return {
    ...option,
    ...(option.xAxis ? { xAxis: localise(option.xAxis) } : {}),
    ...(option.yAxis ? { yAxis: localise(option.yAxis) } : {}),
  } as ChartOption;
}

export function Chart({
  option,
  ariaLabel,
  height = 288,
}: {
  option: ChartOption;
  /** What the chart says, in words. */
  ariaLabel: string;
  /** In CSS pixels; the width is the container's. */
  height?: number;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'it';
  const localised = useMemo(() => localiseAxes(option, numberFormat(language)), [option, language]);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const instance = init(container, null, { renderer: 'svg' });
    chart.current = instance;
    // The chart follows its container (a column that narrows, a sidebar that opens), not only the window.
    const resize = () => {
      if (!instance.isDisposed()) instance.resize();
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    if (observer) observer.observe(container);
    else window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ ...localised, animation: !reducedMotion }, { notMerge: true });
  }, [localised, reducedMotion]);

  // The style is set through the DOM's style object, which the strict Content-Security-Policy allows.
  return <div ref={element} role="img" aria-label={ariaLabel} className="ui-chart" style={{ height }} />;
}

/**
 * The numbers of a chart, behind a button under it ("Mostra i dati"): a keyboard or screen-reader user reads the
 * values instead of guessing them from the drawing. The table is drawn only while shown (a year of hours is
 * thousands of rows).
 */
export function ChartData({
  texts,
  children,
}: {
  /** The button's words, and whose data they are (said to screen readers only: "del grafico «…»"). */
  texts: { show: string; hide: string; of: string };
  /** The table. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        color="primary"
        outline
        size="xs"
        type="button"
        className="mt-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? texts.hide : texts.show} <span className="visually-hidden">{texts.of}</span>
      </Button>
      <div id={id} className="mt-3" hidden={!open}>
        {open ? children : null}
      </div>
    </>
  );
}
