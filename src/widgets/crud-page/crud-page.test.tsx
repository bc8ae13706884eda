import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, testDataProvider,
  type DataProvider, type DictItemMap, type GetListParams,
} from '@/engine';
import { CrudPage } from './crud-page';
import { contractDicts, contractRows, incomeContractSchema, newsDicts, newsRows, noticeSchema } from './crud-page.fixtures';

function renderPage(provider: DataProvider, schema = noticeSchema, dicts: DictItemMap = newsDicts) {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(dicts)}>
        <CrudPage schema={schema} />
      </EngineProvider>
    </ConfigProvider>,
  );
}

const bodyRows = () => document.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row');
const firstRowText = () => bodyRows()[0]?.textContent ?? '';
const newsProvider = () => createMemoryDataProvider({ 'news/notice': newsRows });

describe('CrudPage', () => {
  it('shows the first page newest first, with dictionary texts, dates, 序号 and the total', async () => {
    renderPage(newsProvider());
    await screen.findByText('关于开展2026年度安全生产大检查的通知');
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]);
    expect(first.getByText('通知公告')).toBeTruthy();
    expect(first.getByText('2026-03-18')).toBeTruthy();
    expect(first.getByText('紧急')).toBeTruthy();
    expect(bodyRows()[0].cells[0].textContent).toBe('1');
    expect(screen.getByText('共 28 条')).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['序号', '标题', '类别', '发布单位', '发布日期', '重要程度', '置顶', '阅读量', '发布状态', '操作']);
  });

  it('searches with a like condition and resets', async () => {
    renderPage(newsProvider());
    await screen.findByText('共 28 条');
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: '安全' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('共 4 条');
    expect([...bodyRows()].every((row) => row.textContent?.includes('安全'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await screen.findByText('共 28 条');
    expect((screen.getByPlaceholderText('请输入标题') as HTMLInputElement).value).toBe('');
  });

  it('searches when 查询 is pressed while the list is still loading, and shows the search’s rows, not the earlier load’s', async () => {
    const memory = newsProvider();
    let releaseFirst: () => void = () => undefined;
    let calls = 0;
    const provider: DataProvider = {
      ...memory,
      async getList(params) {
        calls += 1;
        // The page's opening load hangs until released, as a slow server's answer would.
        if (calls === 1) await new Promise<void>((resolve) => { releaseFirst = resolve; });
        return memory.getList(params);
      },
    };
    renderPage(provider);
    fireEvent.change(screen.getByPlaceholderText('请输入标题'), { target: { value: '安全' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('共 4 条');
    releaseFirst();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('共 4 条')).toBeTruthy();
    expect([...bodyRows()].every((row) => row.textContent?.includes('安全'))).toBe(true);
  });

  it('filters by a dictionary select', async () => {
    renderPage(newsProvider());
    await screen.findByText('共 28 条');
    const select = document.querySelector('.ant-select-selector') as HTMLElement;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('党建工作'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await screen.findByText('共 4 条');
    expect([...bodyRows()].every((row) => row.textContent?.includes('党建工作'))).toBe(true);
  });

  it('pages with numbering across pages, and sorts by a sortable column', async () => {
    renderPage(newsProvider());
    await screen.findByText('共 28 条');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()[0].cells[0].textContent).toBe('11'));
    fireEvent.click(screen.getByText('阅读量', { selector: 'thead *' }));
    await waitFor(() => expect(firstRowText()).toContain('集团党委理论学习中心组开展专题学习'));
  });

  it('sends the schema default sort and query filters to the provider', async () => {
    const calls: GetListParams[] = [];
    renderPage(testDataProvider({ getList: async (p) => (calls.push(p), { data: [], total: 0 }) }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]).toMatchObject({ resource: 'news/notice', pagination: { current: 1, pageSize: 10 }, sort: { field: 'publishDate', order: 'desc' } });
  });

  it('uses the server _dictText when present', async () => {
    const rows = [{ ...newsRows[0], newsType: 'X9', newsType_dictText: '服务端类别' }];
    renderPage(createMemoryDataProvider({ 'news/notice': rows }), noticeSchema, {});
    expect(await screen.findByText('服务端类别')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    let fail = true;
    renderPage(testDataProvider({
      getList: async () => {
        if (fail) throw new Error('服务暂不可用');
        return { data: [newsRows[1]], total: 1 };
      },
    }));
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('华通公路咨询公司中标G4京港澳高速改扩建监理项目');
    expect(screen.queryByText('服务暂不可用')).toBeNull();
  });

  it('folds conditions beyond three behind 展开', async () => {
    renderPage(createMemoryDataProvider({ 'contract/income': contractRows }), incomeContractSchema, contractDicts);
    await screen.findByText('共 12 条');
    const signDateItem = () => screen.getByText('签订日期', { selector: 'label' }).closest('.ant-col') as HTMLElement;
    expect(signDateItem().closest('.ant-col-xs-24')?.hasAttribute('hidden') ?? signDateItem().hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    expect(screen.getByRole('button', { name: /收起/ })).toBeTruthy();
    expect(screen.getByText('18,650,000.00')).toBeTruthy();
  });
});
