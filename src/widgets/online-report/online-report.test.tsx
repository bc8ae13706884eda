import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import {
  createDemoCustom, createHttpDataProvider, createMemoryDataProvider, createWidgetRegistry, EngineProvider, HttpError,
  type DataProvider, type HttpClient, type HttpRequest,
} from '@/engine';
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

/** The real HTTP data provider over a fake transport: report calls answer from the demo backend, exportXls as given. */
function httpSetup(download: (request: HttpRequest) => Promise<Blob>, extra: Record<string, unknown> = {}) {
  const demo = createDemoCustom();
  const requests: HttpRequest[] = [];
  const request = (async (req: HttpRequest) => {
    requests.push(req);
    if (req.url.includes('/exportXls/')) return { success: true, code: 200, message: '', result: await download(req) };
    const { data } = await demo({ url: req.url, method: req.method, query: req.params });
    return { success: true, code: 200, message: '', result: data };
  }) as HttpClient['request'];
  const client = { request } as HttpClient;
  render(
    <App>
      <EngineProvider dataProvider={createHttpDataProvider(client)} registry={createWidgetRegistry()}>
        <OnlineReport code="project_list" {...extra} />
      </EngineProvider>
    </App>,
  );
  return requests;
}

function captureDownloads() {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

describe('OnlineReport 导出', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the rows of the current query and sort from exportXls/{code} as 报表名_时间.xlsx', async () => {
    const names = captureDownloads();
    let finish!: (blob: Blob) => void;
    const requests = httpSetup(() => new Promise<Blob>((resolve) => (finish = resolve)), { sorter: 'sort=asc', param: { supervisionAttr: 'JL' } });
    await screen.findByText(/共\d+条/);
    fireEvent.click(screen.getByText('展开'));
    fireEvent.mouseDown(document.querySelector('.report-query-form .ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('已完工'));
    fireEvent.click(document.querySelector('.report-query-form button[type=submit]') as HTMLElement);
    await vi.waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ state: '3' }));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出中，请等待')).toBeTruthy();
    const download = requests.find((r) => r.url.includes('exportXls'))!;
    expect(download).toMatchObject({ method: 'get', url: '/online/cgreport/api/exportXls/project_list', responseType: 'blob' });
    expect(download.params).toMatchObject({ state: '3', column: 'sort', order: 'asc', self_supervisionAttr: 'JL' });
    expect(download.params).not.toHaveProperty('pageNo');
    finish(new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await vi.waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^项目清单_\d{14}\.xlsx$/);
  });

  it('says 文件下载失败 with the server’s reason when the export is refused', async () => {
    const names = captureDownloads();
    httpSetup(async () => {
      throw new HttpError({ status: 403, code: 403, message: '没有权限，请联系管理员授权' });
    });
    await screen.findByText('1-10 共23条');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('文件下载失败:没有权限，请联系管理员授权')).toBeTruthy();
    expect(names).toEqual([]);
  });
});
