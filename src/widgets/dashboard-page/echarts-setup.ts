// What every chart needs: ECharts' core, the canvas renderer, axes, tooltip and legend (ECharts' tree-shakable
// entry). Each kind of series comes in its own chunk with the first chart that draws one (`ensureSeriesKinds`), so
// a screen of bars never downloads the map, the radar or the gauge. Reached only through the lazily loaded chart view.
import * as echarts from 'echarts/core';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Parts = Parameters<typeof echarts.use>[0];

/** Series type → the chunk registering it (and the components it needs). */
const SERIES_PARTS: Record<string, () => Promise<{ parts: Parts }>> = {
  bar: () => import('./echarts-parts/cartesian'),
  line: () => import('./echarts-parts/cartesian'),
  pie: () => import('./echarts-parts/pie'),
  funnel: () => import('./echarts-parts/funnel'),
  gauge: () => import('./echarts-parts/gauge'),
  radar: () => import('./echarts-parts/radar'),
  map: () => import('./echarts-parts/map'),
};

const registered = new Map<string, Promise<void>>();

/** Registers the series kinds an option draws (once each); a kind ECharts lacks here is left for ECharts to report. */
export function ensureSeriesKinds(option: object): Promise<void> {
  const declared = (option as { series?: unknown }).series;
  const series: unknown[] = Array.isArray(declared) ? declared : declared ? [declared] : [];
  const kinds = new Set(series.map((s) => (s as { type?: unknown }).type).filter((t): t is string => typeof t === 'string' && t in SERIES_PARTS));
  return Promise.all([...kinds].map((kind) => {
    let pending = registered.get(kind);
    if (!pending) {
      pending = SERIES_PARTS[kind]().then(({ parts }) => echarts.use(parts));
      pending.catch(() => registered.delete(kind));
      registered.set(kind, pending);
    }
    return pending;
  })).then(() => undefined);
}

export { echarts };
