import { describe, expect, it, vi } from 'vitest';
import { configure, render, screen } from '@testing-library/react';
import { App } from 'antd';
import {
  createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DataProvider, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { ReportPage } from './report-page';
import { missingReportPage, projectListPage } from './report-page.fixtures';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 8000 });

function setup(schema = projectListPage, registry: WidgetRegistry = createDefaultWidgetRegistry()) {
  const custom = vi.fn(createDemoCustom());
  render(
    <App>
      <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] })} registry={registry}>
        <ReportPage schema={schema} />
      </EngineProvider>
    </App>,
  );
  return custom;
}

describe('ReportPage', () => {
  it('shows the named report under the page title, through the registered online report widget', async () => {
    const custom = setup();
    expect(await screen.findByText('项目清单')).toBeTruthy();
    expect(await screen.findByText('G4京港澳高速公路改扩建工程施工监理JL3合同段')).toBeTruthy();
    expect(custom.mock.calls[0][0].url).toBe('/online/cgreport/api/getRpColumns/project_list');
    expect(document.querySelector('.report-page')?.getAttribute('data-page-code')).toBe('report/projectList');
  });

  it('shows the report widget’s own failure for a report that does not exist', async () => {
    setup(missingReportPage);
    expect(await screen.findByText('报表加载失败')).toBeTruthy();
    expect(screen.getByText('实体不存在')).toBeTruthy();
  });

  it('names the missing widget when no online report is registered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(projectListPage, createWidgetRegistry());
    expect(screen.getByRole('alert').textContent).toContain('online-report');
  });
});
