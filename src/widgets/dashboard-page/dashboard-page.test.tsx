import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DashboardPageSchema, type DataProvider, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { DashboardPage } from './dashboard-page';
import {
  createDashboardCustom, panelStatesDashboard, projectsDashboard, screenPanelsDashboard, type DashboardBackendOptions,
} from './dashboard.fixtures';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 8000 });

// The chart view (with ECharts) is a lazy chunk; transforming ECharts the first time can take longer than a findBy waits.
beforeAll(async () => {
  await import('./echart');
}, 120_000);

function renderDashboard(schema: DashboardPageSchema, backend: DashboardBackendOptions = {}, registry: WidgetRegistry = createDefaultWidgetRegistry()) {
  const custom = vi.fn(createDashboardCustom(backend));
  render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] })} registry={registry}>
        <DashboardPage schema={schema} />
      </EngineProvider>
    </ConfigProvider>,
  );
  return custom;
}

const panel = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.dashboard-panel') as HTMLElement;

describe('DashboardPage', () => {
  it('shows statistics with their suffix, charts, a small report table and a registered widget', async () => {
    renderDashboard(projectsDashboard);
    expect(screen.getByText('项目看板')).toBeTruthy();
    await waitFor(() => expect(within(panel('项目总数')).getByText('23')).toBeTruthy());
    expect(within(panel('项目总数')).getByText('个')).toBeTruthy();
    expect(within(panel('合同总额')).getByText('18,650')).toBeTruthy();
    expect(within(panel('合同总额')).getByText('万元')).toBeTruthy();
    // jsdom has no canvas: the chart's container is there, named by the panel; what it draws is tested in chart-option.test.ts.
    // A chart reads out its title and what it draws.
    expect((await screen.findByLabelText(/^各状态项目数：/)).getAttribute('role')).toBe('img');
    // A chart fills its grid cell, whose height comes from the layout.
    expect(screen.getByLabelText(/^月度回款趋势/).style.height).toBe('100%');
    const hazards = panel('近期隐患');
    await waitFor(() => expect(within(hazards).getByText('5层东侧临边防护栏杆缺失')).toBeTruthy());
    expect(within(hazards).getAllByText('重大隐患')).toHaveLength(2);
    expect(hazards.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(5);
    fireEvent.click(within(hazards).getByTitle('2'));
    await waitFor(() => expect(within(hazards).getByText('夜间施工照明不足')).toBeTruthy());
    expect(await screen.findByText('G4京港澳高速公路改扩建工程施工监理JL3合同段')).toBeTruthy();
  });

  it('lays panels out on the grid: the four numbers side by side on one row, the charts below them', async () => {
    // jsdom lays nothing out: give the grid a wide screen's width.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('dashboard-grid') ? 1440 : 0;
    });
    onTestFinished(() => width.mockRestore());
    renderDashboard(projectsDashboard);
    const cells = [...document.querySelectorAll<HTMLElement>('.dashboard-grid .dashboard-cell')];
    expect(cells).toHaveLength(9);
    const place = (cell: HTMLElement) => {
      const [, x, y] = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(cell.style.transform) ?? [];
      return { x: Number(x), y: Number(y), width: parseFloat(cell.style.width) };
    };
    const [a, b, c, d, chart] = cells.map(place);
    expect([a.y, b.y, c.y, d.y]).toEqual([0, 0, 0, 0]);
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    expect(chart.y).toBeGreaterThan(0);
    expect(chart.width).toBeGreaterThan(a.width);
    await screen.findByText('23');
  });

  it('big-screen panels: a number against last year, a target ring, a ranking and a scrolling list; a click drills down', async () => {
    const navigate = vi.fn();
    const custom = vi.fn(createDashboardCustom());
    render(
      <ConfigProvider locale={zhCN}>
        <EngineProvider
          dataProvider={createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] })}
          registry={createDefaultWidgetRegistry()}
          env={{ notify: vi.fn(), navigate }}
        >
          <DashboardPage schema={screenPanelsDashboard} params={{ company_id: 'c02' }} />
        </EngineProvider>
      </ConfigProvider>,
    );
    const signed = panel('本年签订');
    await waitFor(() => expect(within(signed).getByText('18,650')).toBeTruthy());
    // (18650.5 - 15200) / 15200 = +22.7 %
    expect(signed.querySelector('.dashboard-stat-change')?.textContent).toMatch(/较上年同期.*22\.7%/);
    // 18650.5 of the year's 25000 target.
    expect(signed.querySelector('.dashboard-stat-target')?.textContent).toBe('年度目标 25,000万元 · 完成 74.6%');
    expect(within(panel('年度目标完成')).getByText('74.6%')).toBeTruthy();
    expect(within(panel('年度目标完成')).getByText('目标 25,000万元')).toBeTruthy();
    const ranking = panel('各公司签约额');
    expect(within(ranking).getByText('华通公路工程咨询有限公司')).toBeTruthy();
    expect(within(ranking).getByText('9,860.4万元')).toBeTruthy();
    // The scrolling list moves (8 rows are more than fit) and carries its rows twice for the endless loop.
    const latest = panel('最新审批与通知');
    expect(latest.querySelector('.dashboard-scroll-track.is-moving')).toBeTruthy();
    expect(within(latest).getAllByText('关于开展冬季安全生产大检查的通知')).toHaveLength(2);
    // A widget naming a report gets its rows: the route strip draws the sections by 桩号.
    const strip = panel('标段分布与产值进度');
    await waitFor(() => expect(within(strip).getByText('TJ1 93%')).toBeTruthy());
    expect(within(strip).getByText('未标桩号：中心试验室')).toBeTruthy();
    // Every report call carries the company in view.
    const dataCalls = custom.mock.calls.map(([p]) => p).filter((p) => p.url.includes('getData'));
    expect(dataCalls.length).toBeGreaterThan(0);
    expect(dataCalls.every((p) => p.query?.self_company_id === 'c02')).toBe(true);

    fireEvent.click(within(ranking).getByText('中路桥梁工程监理有限公司'));
    expect(navigate).toHaveBeenLastCalledWith('/contract/income?companyId=c02');
    fireEvent.click(within(signed).getByRole('link', { name: '查看本年签订明细' }));
    expect(navigate).toHaveBeenLastCalledWith('/contract/income');
    // Each panel offers its rows as Excel once they are on screen.
    expect(within(ranking).getByRole('button', { name: '导出 Excel：各公司签约额' })).toBeTruthy();
  });

  it('keeps each panel’s state to itself: a failing report, an empty one and an unknown widget beside working panels', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const custom = renderDashboard(panelStatesDashboard, { failing: { contract_monthly: '报表查询超时，请稍后再试' } });
    const failing = panel('月度合同签订与回款');
    await waitFor(() => expect(within(failing).getByText('数据加载失败')).toBeTruthy());
    expect(within(failing).getByText('报表查询超时，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(within(panel('在建项目')).getByText('11')).toBeTruthy());
    await waitFor(() => expect(within(panel('本月质量事故')).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy());
    await waitFor(() => expect(panel('近期隐患').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3));
    expect(within(panel('天气预报')).getByRole('alert').textContent).toContain('weather-forecast');

    // 重试 asks again for that panel only.
    const before = custom.mock.calls.length;
    fireEvent.click(within(failing).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(custom.mock.calls.length).toBeGreaterThan(before));
    expect(custom.mock.calls.slice(before).every(([params]) => params.url.endsWith('contract_monthly') || params.url.includes('rp-contract'))).toBe(true);
  });

  it('shows a loading skeleton per panel while its report is on the way', async () => {
    renderDashboard(panelStatesDashboard, { latencyMs: 400 }, createWidgetRegistry());
    expect(panel('在建项目').querySelector('.ant-skeleton')).toBeTruthy();
    await waitFor(() => expect(within(panel('在建项目')).getByText('11')).toBeTruthy());
    expect(panel('在建项目').querySelector('.ant-skeleton')).toBeNull();
  });

  it('keeps a panel that throws while rendering to its own box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React rethrows render errors as uncaught window errors in development; the boundary handles them.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    const registry = createWidgetRegistry();
    registry.register({
      type: 'broken-widget',
      component: () => {
        throw new Error('部件内部错误');
      },
      propsSchema: { type: 'object' },
    });
    renderDashboard({ ...panelStatesDashboard, panels: [
      { type: 'widget', title: '坏掉的部件', widget: 'broken-widget' },
      { type: 'stat', title: '在建项目', report: 'project_summary', field: 'active' },
    ] }, {}, registry);
    expect(await screen.findByText('坏掉的部件：面板显示出错')).toBeTruthy();
    expect(screen.getByText('部件内部错误')).toBeTruthy();
    await waitFor(() => expect(within(panel('在建项目')).getByText('11')).toBeTruthy());
  });

  it('reads each report once on opening, shared by the panels showing it, and again only when a known refresh key changes', async () => {
    const custom = vi.fn(createDashboardCustom());
    const provider = createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] });
    const registry = createDefaultWidgetRegistry();
    const page = (refreshKey: number | undefined) => (
      <ConfigProvider locale={zhCN}>
        <EngineProvider dataProvider={provider} registry={registry}>
          <DashboardPage schema={screenPanelsDashboard} refreshKey={refreshKey} />
        </EngineProvider>
      </ConfigProvider>
    );
    const reads = () => custom.mock.calls.filter(([c]) => c.url.includes('/getData/')).map(([c]) => c.url).sort();
    // The key is unknown at first (the notice counts not in yet); becoming known is no push.
    const { rerender } = render(page(undefined));
    await waitFor(() => expect(within(panel('年度目标完成')).getByText('74.6%')).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('.dashboard-panel .ant-skeleton')).toHaveLength(0));
    // 本年签订 and 年度目标完成 show the same row of one report: four reports for five panels, each read once.
    const opened = reads();
    expect(opened).toHaveLength(4);
    expect(new Set(opened).size).toBe(4);
    rerender(page(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toEqual(opened);
    rerender(page(4));
    await waitFor(() => expect(reads()).toEqual([...opened, ...opened].sort()));
  });
});

