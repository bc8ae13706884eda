import { useEffect, useRef } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { echarts } from './echarts-setup';

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  /** Read out instead of the drawing (a canvas says nothing to a screen reader). */
  label: string;
}

// jsdom has no canvas, and asking it for one logs "not implemented": there the container renders without a chart.
const canDraw = () => typeof navigator === 'undefined' || !/jsdom/i.test(navigator.userAgent);

/**
 * One ECharts instance in a div: created on mount, given each new option whole, resized with its container
 * (window and grid changes alike), disposed on unmount.
 */
export default function EChart({ option, height, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !canDraw()) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={container} className="dashboard-chart" role="img" aria-label={label} style={{ width: '100%', height }} />;
}
