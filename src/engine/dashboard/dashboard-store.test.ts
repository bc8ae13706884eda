import { describe, expect, it, vi } from 'vitest';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import type { DataProvider } from '../data/data-provider';
import type { DashboardPageSchema } from '../schema/page-schema';
import { createDemoCustom } from '../util/demo/demo-backend';
import { createDashboardStore, panelPageSize } from './dashboard-store';

const dashboard: DashboardPageSchema = {
  schemaVersion: 1, kind: 'dashboard', code: 'dashboard/projects', title: '项目看板',
  panels: [
    { type: 'table', title: '项目清单', report: 'project_list', pageSize: 5 },
    { type: 'widget', title: '人员', widget: 'online-report', props: { code: 'user_list' } },
    { type: 'table', title: '不存在', report: 'retired_report' },
  ],
};

describe('DashboardStore', () => {
  it('loads each report panel on its own, pages a table panel, and keeps a failing panel to itself', async () => {
    const custom = vi.fn(createDemoCustom());
    const store = createDashboardStore(createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }), dashboard);
    expect(store.panels[1]).toBeNull();
    store.load();
    await vi.waitFor(() => expect(store.panels[0]!.status).toBe('ready'));
    await vi.waitFor(() => expect(store.panels[2]!.status).toBe('error'));
    const list = store.panels[0]!;
    expect(list.rows).toHaveLength(5);
    expect(list.total).toBe(23);
    const first = list.rows[0];
    await list.setPage(2);
    expect(list.pageNo).toBe(2);
    expect(list.rows[0]).not.toEqual(first);
    expect(store.panels[2]!.error).toBe('实体不存在');
    expect(panelPageSize({ type: 'chart', title: '图', report: 'r', chart: 'bar', x: 'a', y: ['b'] })).toBe(500);
    expect(panelPageSize({ type: 'stat', title: '数', report: 'r', field: 'a' })).toBe(1);
  });

  it('asks for a panel’s rows while its columns are still on their way, so it waits one round trip', async () => {
    const demo = createDemoCustom();
    let releaseColumns: () => void = () => undefined;
    const columnsHeld = new Promise<void>((resolve) => { releaseColumns = resolve; });
    const custom = vi.fn(async (params: Parameters<DataProvider['custom']>[0]) => {
      if (params.url.includes('/getRpColumns/')) await columnsHeld;
      return demo(params);
    });
    const single: DashboardPageSchema = { ...dashboard, panels: [dashboard.panels[0]] };
    const store = createDashboardStore(createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }), single);
    store.load();
    await vi.waitFor(() => expect(custom.mock.calls.some(([c]) => c.url === '/online/cgreport/api/getData/project_list')).toBe(true));
    expect(store.panels[0]!.status).toBe('loading');
    releaseColumns();
    await vi.waitFor(() => expect(store.panels[0]!.status).toBe('ready'));
    expect(store.panels[0]!.rows).toHaveLength(5);
  });

  it('reads a report once for the panels that show the same rows of it; a table pages on its own', async () => {
    const custom = vi.fn(createDemoCustom());
    const screen: DashboardPageSchema = {
      schemaVersion: 1, kind: 'dashboard', code: 'dashboard/screen', title: '大屏',
      panels: [
        { type: 'stat', title: '项目数', report: 'project_list', field: 'project_name' },
        { type: 'progress', title: '完成率', report: 'project_list', field: 'project_name' },
        { type: 'stat', title: '另一个数', report: 'project_list', field: 'project_name' },
        { type: 'table', title: '项目清单', report: 'project_list', pageSize: 1 },
      ],
    };
    const store = createDashboardStore(createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }), screen);
    expect(store.panels[0]).toBe(store.panels[1]);
    expect(store.panels[0]).toBe(store.panels[2]);
    expect(store.panels[3]).not.toBe(store.panels[0]);
    store.load();
    await vi.waitFor(() => expect(store.panels.every((p) => p!.status === 'ready')).toBe(true));
    const reads = () => custom.mock.calls.filter(([c]) => c.url.includes('/getData/')).length;
    expect(reads()).toBe(2);
    await store.panels[3]!.setPage(2);
    expect(store.panels[0]!.pageNo).toBe(1);
    store.refresh();
    await vi.waitFor(() => expect(reads()).toBe(5));
  });
});
