import { describe, expect, it } from 'vitest';
import { buildChartOption, chartData, chartSummary, PIE_LEGEND_SPACE, type ChartPanel } from './chart-option';
import { dashboardReports } from './dashboard.fixtures';

const states = dashboardReports.project_state_stats;
const monthly = dashboardReports.contract_monthly;
const pie: ChartPanel = { type: 'chart', title: '各状态项目数', report: 'project_state_stats', chart: 'pie', x: 'state', y: ['total'] };
const bar: ChartPanel = { type: 'chart', title: '月度合同', report: 'contract_monthly', chart: 'bar', x: 'month', y: ['signed', 'received'] };

describe('chart option', () => {
  it('takes categories from x (dictionary text) and one series per y column named by its title', () => {
    expect(chartData(pie, states.rows, states.meta)).toMatchObject({ categories: ['未开工', '在建', '停工', '已完工'], series: [{ name: '项目数', values: [5, 11, 1, 6] }] });
    const data = chartData(bar, [...monthly.rows.slice(0, 2), { month: '2026-03', signed: '1,2', received: null }], monthly.meta);
    expect(data.series).toEqual([
      { name: '签订额（万元）', values: [1280, 640, null] },
      { name: '回款额（万元）', values: [860.5, 720, null] },
    ]);
    expect(chartData(bar, monthly.rows.slice(0, 1)).series.map((s) => s.name)).toEqual(['signed', 'received']);
  });

  it('steps the value axis by whole numbers when every series counts things, not when one holds amounts', () => {
    const counts: ChartPanel = { type: 'chart', title: '本年每月投标与中标', report: 'tenders', chart: 'bar', x: 'month', y: ['decided', 'won'] };
    const meta = {
      cgRpConfigId: 'tenders', cgRpConfigName: '投标', dictOptions: {},
      columns: [
        { title: '月份', dataIndex: 'month', fieldType: 'String' }, { title: '已开标', dataIndex: 'decided', fieldType: 'Integer' },
        { title: '中标', dataIndex: 'won', fieldType: 'Integer' }, { title: '中标金额（万元）', dataIndex: 'won_wan', fieldType: 'Double' },
      ],
    };
    const rows = [{ month: '2026-01', decided: 1, won: 1, won_wan: 820.5 }, { month: '2026-02', decided: 2, won: 0, won_wan: 0 }];
    expect((buildChartOption(counts, rows, meta) as { yAxis: object }).yAxis).toMatchObject({ type: 'value', minInterval: 1 });
    expect((buildChartOption({ ...counts, horizontal: true }, rows, meta) as { xAxis: object }).xAxis).toMatchObject({ minInterval: 1 });
    const mixed = buildChartOption({ ...counts, y: ['won', 'won_wan'] }, rows, meta) as { yAxis: object };
    expect(mixed.yAxis).not.toHaveProperty('minInterval');
  });

  it('says in words what the chart shows: each series with its last value, and the span of the categories', () => {
    const rows = [{ month: '2026-01', signed: 1280, received: 860.5 }, { month: '2026-02', signed: 640, received: 12720 }];
    expect(chartSummary(bar, rows, monthly.meta)).toBe('月度合同：签订额（万元） 640（最后一项），回款额（万元） 12,720（最后一项）；2026-01 至 2026-02，共 2 项');
    expect(chartSummary(bar, [], monthly.meta)).toBe('月度合同');
  });

  it('builds a ring pie of the first y column', () => {
    const option = buildChartOption(pie, states.rows, states.meta) as { series: Array<{ type: string; data: unknown[] }> };
    expect(option.series).toHaveLength(1);
    expect(option.series[0].type).toBe('pie');
    expect(option.series[0].data).toEqual([
      { name: '未开工', value: 5 }, { name: '在建', value: 11 }, { name: '停工', value: 1 }, { name: '已完工', value: 6 },
    ]);
  });

  it('builds bar and line charts over a category axis, with a legend only for several series', () => {
    const barOption = buildChartOption(bar, monthly.rows, monthly.meta) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(barOption.xAxis).toMatchObject({ type: 'category', data: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'] });
    expect(barOption.series.map((s: { type: string; name: string }) => [s.type, s.name])).toEqual([['bar', '签订额（万元）'], ['bar', '回款额（万元）']]);
    expect(barOption.legend.show).toBe(true);
    const line = buildChartOption({ ...bar, chart: 'line', y: ['received'] }, monthly.rows, monthly.meta) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(line.series).toEqual([expect.objectContaining({ type: 'line', smooth: true, data: [860.5, 720, 1320, 1510.2, 1105, 1890] })]);
    expect(line.legend.show).toBe(false);
  });

  it('keeps a pie and its labels above the legend, hiding a label that would cover another', () => {
    const option = buildChartOption(pie, states.rows, states.meta) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const [ring] = option.series;
    expect(option.legend).toMatchObject({ bottom: 0 });
    // The ring's box ends where the legend begins; the labels are one short line close to the ring.
    expect(ring.bottom).toBe(PIE_LEGEND_SPACE);
    expect(option.legend.height).toBeLessThan(PIE_LEGEND_SPACE);
    expect(Number.parseFloat(ring.radius[1])).toBeLessThanOrEqual(60);
    expect(ring.labelLine.length + ring.labelLine.length2).toBeLessThanOrEqual(12);
    expect(ring.label.formatter).not.toContain('\n');
    expect(ring.labelLayout).toEqual({ hideOverlap: true });
  });

  it('lays bars across with `horizontal`: categories down the side, the first row at the top', () => {
    const option = buildChartOption({ ...bar, horizontal: true }, monthly.rows, monthly.meta) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'] });
    expect(option.xAxis).toMatchObject({ type: 'value' });
    expect(option.series.map((s: { type: string; name: string }) => [s.type, s.name])).toEqual([['bar', '签订额（万元）'], ['bar', '回款额（万元）']]);
    // A line chart ignores it.
    expect((buildChartOption({ ...bar, chart: 'line', horizontal: true }, monthly.rows, monthly.meta) as Record<string, any>).xAxis.type).toBe('category'); // eslint-disable-line @typescript-eslint/no-explicit-any
  });

  it('draws nothing from no rows', () => {
    expect(chartData(pie, [], states.meta)).toMatchObject({ categories: [], series: [{ name: '项目数', values: [] }] });
  });
});
