import { Suspense } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, checkPageSchema, createDemoCustom, createDictLookup, createMemoryDataProvider, EngineProvider,
  PageRenderer, type DataProvider, type DataRecord, type PageSchema, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { incomeDicts, incomeRows } from '@/widgets/crud-page/income-contract.fixtures';
import { createDashboardCustom, projectsDashboard } from '@/widgets/dashboard-page/dashboard.fixtures';
import { hazardDicts } from '@/widgets/form-page/form-page.fixtures';
import income from '../../schemas/modules/contract/income.json';
import category from '../../schemas/modules/archive/category.json';
import hazardReport from '../../schemas/modules/safety/hazard-report.json';
import projectList from '../../schemas/modules/report/project-list.json';

// Every page kind from its real schema file, through the engine's renderer and the registered page widgets, on the
// memory provider: each kind is a thin view over its engine controller and renders without a server.
vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 10_000 });

function ready(code: string, raw: unknown): PageSchema {
  const loaded = checkPageSchema(code, raw);
  if (loaded.status !== 'ready') throw new Error(loaded.problems.map((p) => `${code}#${p.pointer}: ${p.message}`).join('\n'));
  return loaded.schema;
}

const categoryRows: DataRecord[] = [
  { id: 'k1', name: '工程技术档案', code: 'GC', parentId: null, sortNo: 1 },
  { id: 'k2', name: '监理日志', code: 'GC-02', parentId: 'k1', sortNo: 2 },
];

function renderPage(schema: PageSchema, provider: DataProvider, registry: WidgetRegistry = createDefaultWidgetRegistry()) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={registry} dicts={createDictLookup({ ...incomeDicts, ...hazardDicts })}>
          <AccessControlContextProvider value={allowAll}>
            {/* As the app's schema route does: a page kind's widget loads lazily. */}
            <Suspense fallback={null}>
              <PageRenderer schema={schema} />
            </Suspense>
          </AccessControlContextProvider>
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

describe('every page kind renders from its schema file', () => {
  it('crud: 收入合同 with its statistics rows and the entity-named 新增 title', async () => {
    renderPage(ready('contract/income', income), createMemoryDataProvider({ 'contract/income': incomeRows }, { custom: createDemoCustom() }));
    expect(await screen.findByText('HT-2026-031')).toBeTruthy();
    expect(screen.getByText('合计', { selector: '.ant-table-summary strong' })).toBeTruthy();
    expect(screen.getByText('全部合计', { selector: '.ant-table-summary strong' })).toBeTruthy();
    expect(screen.getAllByText('24,084,300.00').length).toBeGreaterThanOrEqual(2);
  });

  it('tree-crud: 档案分类 as a tree table', async () => {
    renderPage(ready('archive/category', category), createMemoryDataProvider({ 'archive/category': categoryRows }));
    expect(await screen.findByText('工程技术档案')).toBeTruthy();
    expect(screen.getByRole('button', { name: /展开全部/ })).toBeTruthy();
  });

  it('form: 隐患上报 inline with its submit label', async () => {
    renderPage(ready('safety/hazardReport', hazardReport), createMemoryDataProvider({ 'safety/hazardReport': [] }));
    expect(await screen.findByRole('button', { name: /提交上报/ })).toBeTruthy();
    expect(screen.getByText('隐患描述', { selector: 'label' })).toBeTruthy();
  });

  it('report: 项目清单 through the online report widget', async () => {
    renderPage(ready('report/projectList', projectList), createMemoryDataProvider({}, { custom: createDemoCustom() }));
    expect(await screen.findByText('G4京港澳高速公路改扩建工程施工监理JL3合同段')).toBeTruthy();
  });

  it('dashboard: panels with their own data', async () => {
    renderPage(projectsDashboard, createMemoryDataProvider({}, { custom: createDashboardCustom() }));
    const total = (await screen.findByText('项目总数', { selector: '.ant-card-head-title' })).closest('.dashboard-panel') as HTMLElement;
    expect(await within(total).findByText('23')).toBeTruthy();
  });

  it('a page widget that throws shows 页面渲染出错 with 重试, not a white screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    onTestFinished(() => window.removeEventListener('error', quiet));
    // A dictionary lookup that fails while the list draws its cells makes the crud page throw during rendering.
    const brokenDicts = { ...createDictLookup(incomeDicts), text: () => { throw new Error('字典数据格式错误'); } };
    render(
      <ConfigProvider locale={zhCN}>
        <EngineProvider dataProvider={createMemoryDataProvider({ 'contract/income': incomeRows })} registry={createDefaultWidgetRegistry()} dicts={brokenDicts}>
          <AccessControlContextProvider value={allowAll}>
            <PageRenderer schema={ready('contract/income', income)} />
          </AccessControlContextProvider>
        </EngineProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByText('页面渲染出错')).toBeTruthy();
    expect(screen.getByText('字典数据格式错误')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
