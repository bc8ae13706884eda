import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createBundledSchemaSource, createDictLookup, createMemoryDataProvider, createSchemaLoader, EngineProvider,
  type CrudPageSchema, type DataProvider,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { CrudPage } from './crud-page';

// A winning bid becomes an income contract draft; a contract's detail lists its supplements.
const bidPage: CrudPageSchema = {
  schemaVersion: 1, kind: 'crud', code: 'demo/bid', title: '中标管理', table: 'biz_demo_bid', scope: 'company', permissionPrefix: 'demo:bid',
  actions: { custom: [{ key: 'toContract', label: '生成合同', derive: { page: 'demo/contract', map: { contractName: 'projectName', amount: 'bidAmount', bidId: '$id' }, when: { bidResult: ['won'] } } }] },
  fields: [
    { name: 'projectName', label: '项目名称', type: 'input', dbType: 'varchar', required: true },
    { name: 'bidAmount', label: '中标金额', type: 'money', dbType: 'numeric' },
    { name: 'bidResult', label: '结果', type: 'select', dbType: 'varchar', dict: 'bid_result' },
  ],
};
const contractPage: CrudPageSchema = {
  schemaVersion: 1, kind: 'crud', code: 'demo/contract', title: '收入合同', table: 'biz_demo_contract', scope: 'company', permissionPrefix: 'demo:contract',
  related: [{ page: 'demo/supplement', link: 'contractId', title: '补充协议' }],
  fields: [
    { name: 'contractName', label: '合同名称', type: 'input', dbType: 'varchar', required: true },
    { name: 'amount', label: '合同金额', type: 'money', dbType: 'numeric', required: true },
    { name: 'bidId', label: '关联中标', type: 'input', dbType: 'varchar', form: { readOnly: true } },
  ],
};
const supplementPage: CrudPageSchema = {
  schemaVersion: 1, kind: 'crud', code: 'demo/supplement', title: '补充协议', table: 'biz_demo_supplement', scope: 'company', permissionPrefix: 'demo:supplement',
  fields: [
    { name: 'supplementNo', label: '补充协议编号', type: 'input', dbType: 'varchar' },
    { name: 'contractId', label: '原合同', type: 'input', dbType: 'varchar' },
    { name: 'changeAmount', label: '本次变更金额', type: 'money', dbType: 'numeric' },
  ],
};
const dicts = createDictLookup({ bid_result: [{ value: 'won', text: '中标', color: 'green' }, { value: 'lost', text: '未中标', color: 'default' }] });

function renderPage(provider: DataProvider, schema: CrudPageSchema) {
  const loader = createSchemaLoader(createBundledSchemaSource([bidPage, contractPage, supplementPage]));
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={createDefaultWidgetRegistry()} dicts={dicts} schemaLoader={loader}>
          <AccessControlContextProvider value={allowAll}>
            <CrudPage schema={schema} />
          </AccessControlContextProvider>
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

const WAIT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 120_000 });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('derive actions and related records', () => {
  it('offers 生成合同 on a won bid only, and opens the contract add form filled from it; saving creates the contract', async () => {
    const provider = createMemoryDataProvider({
      'demo/bid': [
        { id: 'b1', projectName: 'G4京港澳改扩建JL2监理', bidAmount: '28640000.00', bidResult: 'won' },
        { id: 'b2', projectName: '沪昆高速养护咨询', bidAmount: '3280000.00', bidResult: 'lost' },
      ],
      'demo/contract': [],
    });
    const create = vi.spyOn(provider, 'create');
    renderPage(provider, bidPage);
    await screen.findByText('共 2 条', {}, WAIT);
    expect(within(rowOf('沪昆高速养护咨询')).queryByText('生成合同')).toBeNull();
    expect(within(rowOf('G4京港澳改扩建JL2监理')).getByText('中标').closest('.ant-tag')).toBeTruthy();
    fireEvent.click(within(rowOf('G4京港澳改扩建JL2监理')).getByText('生成合同'));
    const dialog = (await screen.findByText('生成合同：收入合同', {}, WAIT)).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByDisplayValue('G4京港澳改扩建JL2监理'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('添加成功！', {}, WAIT);
    expect(create.mock.calls[0][0]).toMatchObject({ resource: 'demo/contract', variables: { contractName: 'G4京港澳改扩建JL2监理', bidId: 'b1' } });
    expect(Number((create.mock.calls[0][0].variables as { amount: unknown }).amount)).toBe(28640000);
  });

  it('lists a contract\'s supplements in its detail', async () => {
    const provider = createMemoryDataProvider({
      'demo/contract': [{ id: 'c1', contractName: 'G4京港澳改扩建JL2监理合同', amount: '28640000.00' }],
      'demo/supplement': [
        { id: 's1', supplementNo: 'HT-2025-017-BC01', contractId: 'c1', changeAmount: '2160000.00' },
        { id: 's2', supplementNo: 'HT-2025-031-BC01', contractId: 'c9', changeAmount: '500000.00' },
      ],
    });
    renderPage(provider, contractPage);
    await screen.findByText('共 1 条', {}, WAIT);
    fireEvent.click(within(rowOf('G4京港澳改扩建JL2监理合同')).getByText('详情'));
    expect(await screen.findByText('关联记录', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('HT-2025-017-BC01', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('HT-2025-031-BC01')).toBeNull();
  });
});
