import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createDemoCustom, createDictLookup, createMemoryDataProvider, EngineProvider, HttpError,
  type DataProvider,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { CrudPage } from './crud-page';
import { deletedIncomeRows, incomeDicts, incomeRows, incomeSchema } from './income-contract.fixtures';

function renderPage(provider: DataProvider) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={createDefaultWidgetRegistry()} dicts={createDictLookup(incomeDicts)}>
          <AccessControlContextProvider value={allowAll}>
            <CrudPage schema={incomeSchema} />
          </AccessControlContextProvider>
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

const makeProvider = () => createMemoryDataProvider(
  { 'contract/income': incomeRows },
  { custom: createDemoCustom(), deleted: { 'contract/income': [...deletedIncomeRows, { ...deletedIncomeRows[0], id: 'c0000000000000000000000000000010', contractNo: 'HT-2025-176' }] } },
);
const button = (name: RegExp, root: HTMLElement = document.body) => within(root).getByRole('button', { name });
// Lazy widgets, modals and their styles are slow to mount in jsdom on a busy machine: wait generously.
const WAIT = { timeout: 15_000 };
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 120_000 });

describe('CrudPage sub-tables', () => {
  it('loads the payment plans into the grid on 编辑 and sends them back under paymentPlans', async () => {
    const provider = makeProvider();
    const update = vi.spyOn(provider, 'update');
    renderPage(provider);
    await screen.findByText('共 3 条', {}, WAIT);
    fireEvent.click(within(rowOf('HT-2026-031')).getByText('编辑'));
    await screen.findByText('编辑收入合同', {}, WAIT);
    expect(await screen.findByText('收款计划', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('进度款（第一期）', {}, WAIT)).toBeTruthy();
    fireEvent.click(button(/确\s*定/, screen.getByRole('dialog')));
    await screen.findByText('编辑成功!', {}, WAIT);
    const variables = update.mock.calls[0][0].variables as { paymentPlans: Record<string, unknown>[]; relatedProjectId: string };
    expect(variables.paymentPlans.map((p) => [p.id, p.orderNum, p.phase])).toEqual([
      ['pp000000000000000000000000000011', 1, '预付款'],
      ['pp000000000000000000000000000012', 2, '进度款（第一期）'],
      ['pp000000000000000000000000000013', 3, '竣工结算款'],
    ]);
    expect(variables.relatedProjectId).toBe('p001');
  });

  it('validates new grid rows before saving, and shows the server\'s sub-row messages above the grid', async () => {
    const provider = makeProvider();
    renderPage(provider);
    await screen.findByText('共 3 条', {}, WAIT);
    fireEvent.click(within(rowOf('HT-2026-019')).getByText('编辑'));
    await screen.findByText('编辑收入合同', {}, WAIT);
    const section = (await screen.findByText('收款计划', {}, WAIT)).closest('section') as HTMLElement;
    fireEvent.click(await within(section).findByRole('button', { name: /新\s*增/ }, WAIT));
    fireEvent.click(button(/确\s*定/, screen.getByRole('dialog')));
    expect(await screen.findByText('收款计划第 1 行：请输入收款阶段', {}, WAIT)).toBeTruthy();

    vi.spyOn(provider, 'update').mockRejectedValue(new HttpError({
      status: 400, message: '收款计划第 2 行：请输入收款阶段', fieldErrors: { 'paymentPlans[1].phase': '收款计划第 2 行：请输入收款阶段' },
    }));
    fireEvent.click(within(rowOf('HT-2026-027')).getByText('编辑'));
    await screen.findByText('成果交付后', {}, WAIT);
    fireEvent.click(button(/确\s*定/, screen.getByRole('dialog')));
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('.crud-sub-table .ant-alert-error')?.textContent).toContain('收款计划第 2 行：请输入收款阶段'), WAIT);
  });

  it('shows the payment plans read-only in 详情', async () => {
    renderPage(makeProvider());
    await screen.findByText('共 3 条', {}, WAIT);
    fireEvent.click(within(rowOf('HT-2026-027')).getByText('详情'));
    await screen.findByText('收入合同详情', {}, WAIT);
    const detail = (await screen.findByText('成果交付后', {}, WAIT)).closest('section') as HTMLElement;
    expect(within(detail).getByText('2,296,000.00')).toBeTruthy();
    expect(within(detail).getByText('未收款')).toBeTruthy();
  });
});

describe('CrudPage recycle bin', () => {
  it('lists deleted rows, restores one into the list and purges another after confirming', async () => {
    renderPage(makeProvider());
    await screen.findByText('共 3 条', {}, WAIT);
    fireEvent.click(button(/回收站/));
    const bin = (await screen.findByText('收入合同回收站', {}, WAIT)).closest('.ant-modal') as HTMLElement;
    await within(bin).findByText('HT-2025-188', {}, WAIT);
    expect(within(bin).getAllByText('已终止')).toHaveLength(2);
    fireEvent.click(within(within(bin).getByText('HT-2025-188').closest('tr') as HTMLElement).getByText('还原'));
    await screen.findByText('还原成功', {}, WAIT);
    await screen.findByText('共 4 条', {}, WAIT);
    await waitFor(() => expect(within(bin).queryByText('HT-2025-188')).toBeNull(), WAIT);
    fireEvent.click(within(within(bin).getByText('HT-2025-176').closest('tr') as HTMLElement).getByText('彻底删除'));
    const confirm = (await screen.findByText('确定彻底删除吗？此操作不可恢复', {}, WAIT)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(button(/确\s*定/, confirm));
    await screen.findByText('彻底删除成功', {}, WAIT);
    await waitFor(() => expect(within(bin).queryByText('HT-2025-176')).toBeNull(), WAIT);
    expect(within(bin).getByText('共 0 条')).toBeTruthy();
  });
});
