import { useEffect, useRef, useState } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { echarts, ensureSeriesKinds } from './echarts-setup';
import { ensureChinaMap } from './china-map';

export interface EChartProps {
  option: EChartsCoreOption;
  /** Pixels, or `'100%'` to fill a grid cell. */
  height: number | string;
  /** Read out instead of the drawing (a canvas says nothing to a screen reader). */
  label: string;
  /** ECharts' built-in dark theme for the wall display (on a transparent background). */
  dark?: boolean;
  /** Draws on the offline China map (loaded on first use). */
  map?: boolean;
  /** A click on a bar, slice, point or province: its data index and name. */
  onPick?: (pick: { dataIndex: number; name: string }) => void;
}

// jsdom has no canvas, and asking it for one logs "not implemented": there the container renders without a chart.
const canDraw = () => typeof navigator === 'undefined' || !/jsdom/i.test(navigator.userAgent);

/**
 * One ECharts instance in a div: created on mount (after its series kinds, and the China map when it draws one, are
 * registered), given
 * each new option whole, resized with its container (window and grid changes alike), disposed on unmount.
 */
/** A user who asked their system for less motion gets charts drawn at once, as the rest of the app (antd's motion is off). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Starts loading what a chart of this kind draws with (its series' chunk, and the China map for a map), so it arrives
 * while the panel's report is still on its way instead of after it.
 */
export function preloadChartKind(kind: string): void {
  void ensureSeriesKinds({ series: { type: kind } }).catch(() => undefined);
  if (kind === 'map') void ensureChinaMap().catch(() => undefined);
}

export default function EChart({ option, height, label, dark, map, onPick }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  // Ready once an option has drawn (not when the instance exists): a chart whose option fails, such as a map that
  // was never registered, never reports ready.
  const [drawn, setDrawn] = useState(false);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The first option names the series kinds to load before the chart is created; later options reuse them.
  const optionRef = useRef(option);
  optionRef.current = option;

  useEffect(() => {
    const element = container.current;
    if (!element || !canDraw()) return undefined;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    void Promise.all([ensureSeriesKinds(optionRef.current), map ? ensureChinaMap() : undefined]).then(() => {
      if (gone) return;
      instance = echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
      instance.on('click', (event) => pick.current?.({ dataIndex: event.dataIndex, name: event.name }));
      const chartInstance = instance;
      observer = new ResizeObserver(() => chartInstance.resize());
      observer.observe(element);
      setChart(instance);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      instance?.dispose();
      setChart(null);
      setDrawn(false);
    };
  }, [dark, map]);

  useEffect(() => {
    if (!chart) return undefined;
    let current = true;
    // An option may bring a series kind not loaded yet (a panel changed from bars to a pie).
    void ensureSeriesKinds(option).then(() => {
      if (!current || chart.isDisposed()) return;
      chart.setOption({ ...(dark ? { backgroundColor: 'transparent' } : {}), ...(prefersReducedMotion() ? { animation: false } : {}), ...option }, true);
      setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [chart, option, dark]);

  return (
    <div
      ref={container}
      className="dashboard-chart"
      role="img"
      aria-label={label}
      data-chart-ready={drawn ? 'true' : undefined}
      style={{ width: '100%', height, cursor: onPick ? 'pointer' : undefined }}
    />
  );
}
