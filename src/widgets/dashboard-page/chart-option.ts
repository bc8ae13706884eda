import type { EChartsCoreOption } from 'echarts/core';
import { specialChartOption } from './chart-option-special';
import { reportDictText, type DashboardPanel, type ReportMeta, type ReportRecord } from '@/engine';

export type ChartPanel = Extract<DashboardPanel, { type: 'chart' }>;

export interface ChartData {
  /** The `x` column's text per row (dictionary text when the column has one). */
  categories: string[];
  /** One series per `y` column, named by the column's title; values that are not numbers are gaps. */
  series: { name: string; values: (number | null)[] }[];
  /** Every `y` column counts things (the report types it Integer): the value axis steps by whole numbers. */
  whole: boolean;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The report rows a chart panel draws: categories from `x`, one series per `y` column.
 *
 * @example
 * chartData({ type: 'chart', title: '各状态项目数', report: 'r', chart: 'pie', x: 'state', y: ['total'] },
 *   [{ state: '1', total: 5 }], meta); // { categories: ['在建'], series: [{ name: '项目数', values: [5] }] }
 */
export function chartData(panel: ChartPanel, rows: ReportRecord[], meta?: ReportMeta): ChartData {
  const column = (field: string) => meta?.columns.find((c) => c.dataIndex === field);
  const xColumn = column(panel.x);
  const dict = xColumn?.customRender ? meta?.dictOptions[xColumn.customRender] : undefined;
  return {
    categories: rows.map((row) => reportDictText(dict, row[panel.x]) || String(row[panel.x] ?? '')),
    series: panel.y.map((field) => ({ name: column(field)?.title ?? field, values: rows.map((row) => toNumber(row[field])) })),
    whole: panel.y.length > 0 && panel.y.every((field) => column(field)?.fieldType === 'Integer'),
  };
}

/** A value axis; counts never show 0.5 of a bid between their ticks. */
const valueAxis = (whole: boolean, extra: Record<string, unknown> = {}) => ({ type: 'value', ...(whole ? { minInterval: 1 } : {}), ...extra });

/**
 * What a chart shows, in words, for a screen reader (a canvas says nothing): the title, each series with its last
 * value, and the span of the categories.
 *
 * @example
 * chartSummary(sCurve, rows, meta) // → '产值 S 曲线：计划累计 8,650（最后一项），实际累计 7,420（最后一项）；2025-01 至 2026-11，共 23 项'
 */
export function chartSummary(panel: ChartPanel, rows: ReportRecord[], meta?: ReportMeta): string {
  const { categories, series } = chartData(panel, rows, meta);
  if (!categories.length) return panel.title;
  const last = (values: (number | null)[]) => [...values].reverse().find((v) => v !== null);
  const parts = series.map(({ name, values }) => `${name} ${last(values)?.toLocaleString('zh-CN') ?? '-'}（最后一项）`);
  const span = categories.length > 1 ? `${categories[0]} 至 ${categories[categories.length - 1]}，共 ${categories.length} 项` : categories[0];
  return `${panel.title}：${parts.join('，')}；${span}`;
}

/**
 * The ECharts option of a chart panel: bar and line charts with the categories on the x axis (bars across, the
 * categories down the side, with `horizontal`) and a legend when there is more than one series; a ring pie of the
 * first `y` column. Pure, so it is tested without a canvas.
 *
 * @example
 * chart.setOption(buildChartOption(panel, rows, meta), true);
 */
export function buildChartOption(panel: ChartPanel, rows: ReportRecord[], meta?: ReportMeta): EChartsCoreOption {
  const { categories, series, whole } = chartData(panel, rows, meta);
  const special = specialChartOption(panel, categories, series);
  if (special) return special;
  if (panel.chart === 'pie') return pieOption(panel, categories, series);
  if (panel.chart === 'bar' && panel.horizontal) return horizontalBarOption(panel, categories, series, whole);
  return {
    tooltip: { trigger: 'axis' },
    legend: { show: series.length > 1, top: 0 },
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { hideOverlap: true } },
    yAxis: valueAxis(whole),
    series: series.map(({ name, values }) => ({
      type: panel.chart,
      name,
      data: values,
      ...(panel.stack ? { stack: 'total' } : {}),
      ...(panel.chart === 'line' ? { smooth: true } : { barMaxWidth: 40 }),
    })),
  };
}

/** Height kept for the pie's legend at the bottom of the panel (one scrolling line). */
export const PIE_LEGEND_SPACE = 30;

/**
 * A ring pie of the first `y` column. The ring is laid out in the box above the legend (`bottom`), and its labels stay
 * inside that box: short lines, one line of text, labels that would cover another hidden (the slice keeps its tooltip).
 * So a label never runs into the legend, however small the panel.
 */
function pieOption(panel: ChartPanel, categories: string[], series: ChartData['series']): EChartsCoreOption {
  const [first] = series;
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { type: 'scroll', bottom: 0, height: PIE_LEGEND_SPACE - 8, itemWidth: 14, itemHeight: 10 },
    series: [{
      type: 'pie',
      name: first?.name ?? panel.title,
      top: 4,
      bottom: PIE_LEGEND_SPACE,
      radius: ['36%', '58%'],
      center: ['50%', '50%'],
      avoidLabelOverlap: true,
      minShowLabelAngle: 4,
      // Labels line up at the panel's edges and are cut to the room between ring and edge, so none leaves the panel.
      label: { formatter: '{b} {c}', alignTo: 'edge', edgeDistance: 4, overflow: 'truncate', fontSize: 11 },
      labelLine: { length: 6, length2: 6 },
      labelLayout: { hideOverlap: true },
      data: categories.map((name, i) => ({ name, value: first?.values[i] ?? null })),
    }],
  };
}

/**
 * Bars along a category axis running down the panel, the report's first row at the top; long names are cut short,
 * and every category keeps its name (a budget subject without its label says nothing).
 */
function horizontalBarOption(panel: ChartPanel, categories: string[], series: ChartData['series'], whole: boolean): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { show: series.length > 1, top: 0 },
    grid: { left: 8, right: 24, top: series.length > 1 ? 30 : 8, bottom: 4, containLabel: true },
    xAxis: valueAxis(whole, { splitNumber: 3 }),
    yAxis: { type: 'category', data: categories, inverse: true, axisLabel: { interval: 0, width: 84, overflow: 'truncate', fontSize: categories.length > 10 ? 10 : 11 } },
    series: series.map(({ name, values }) => ({
      type: 'bar', name, data: values, barMaxWidth: 12, barGap: '10%', ...(panel.stack ? { stack: 'total' } : {}),
    })),
  };
}
