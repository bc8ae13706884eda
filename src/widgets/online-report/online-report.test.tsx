import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DataProvider } from '@/engine';
import { OnlineReport } from './online-report';

function setup(code = 'project_list', extra: Record<string, unknown> = {}) {
  const custom = vi.fn(createDemoCustom());
  render(
    <App>
      <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] })} registry={createWidgetRegistry()}>
        <OnlineReport code={code} {...extra} />
      </EngineProvider>
    </App>,
  );
  return custom;
}
const headerTitles = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const sortable = () => [...document.querySelectorAll('thead th.ant-table-column-has-sorters')].map((th) => th.textContent);

describe('OnlineReport', () => {
  it('shows columns, dictionary texts and the JeecgBoot paging text', async () => {
    setup('project_list', { sorter: 'sort=asc' });
    await screen.findByText('1-10 共23条');
    expect(headerTitles()).toEqual(['项目名称', '项目简称', '所属公司', '监理属性', '项目状态', '排序']);
    const first = document.querySelector('tbody tr.ant-table-row') as HTMLElement;
    expect(within(first).getByText('施工监理')).toBeTruthy();
    expect(within(first).getByText('未开工')).toBeTruthy();
    expect(screen.queryByText('导出')).toBeNull();
  });

  it('sorts only columns whose sorter is true, sending column and order', async () => {
    const custom = setup('project_list');
    await screen.findByText('1-10 共23条');
    expect(sortable()).toEqual(['项目名称', '所属公司', '项目状态', '排序']);
    fireEvent.click(screen.getByText('排序', { selector: '.ant-table-column-title' }));
    await vi.waitFor(() => expect(custom.mock.lastCall?.[0].query).toMatchObject({ column: 'sort', order: 'asc', pageNo: 1 }));
  });

  it('pages with sizes 10/20/30 and searches with the dictionary query field', async () => {
    const custom = setup('project_list', { sorter: 'sort=asc' });
    await screen.findByText('1-10 共23条');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('21-23 共23条');
    fireEvent.click(screen.getByText('展开'));
    fireEvent.mouseDown(document.querySelector('.report-query-form .ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('已完工'));
    fireEvent.click(document.querySelector('.report-query-form button[type=submit]') as HTMLElement);
    await screen.findByText('1-7 共7条');
    expect(custom.mock.lastCall?.[0].query).toMatchObject({ state: '3', pageNo: 1 });
  });
});
