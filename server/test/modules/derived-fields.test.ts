import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPlatform, menuEntry, type TempPlatform } from './temp-platform';

// A contract and its invoices, declared as a configurator would: the contract sums its invoices (累计开票, capped by the
// contract amount), its balance is computed from that sum, its number is unique per company; an invoice is numbered by
// the platform and splits its tax itself. Both pages bring demo data that links the invoices to their contract.
const CONTRACT = {
  schemaVersion: 1, kind: 'crud', code: 'demo/contract', title: '演示合同', table: 'biz_demo_contract', scope: 'company', permissionPrefix: 'demo:contract',
  fields: [
    { name: 'contractNo', label: '合同编号', type: 'input', dbType: 'varchar', length: 40, required: true, unique: 'company' },
    { name: 'amount', label: '合同金额', type: 'money', dbType: 'numeric', scale: 2, required: true, min: 0 },
    { name: 'invoiced', label: '累计开票', type: 'money', dbType: 'numeric', scale: 2,
      rollup: { from: 'demo/invoice', link: 'contractId', sum: 'invoiceAmount', where: { invoiceStatus: ['issued'] }, max: 'amount', message: '累计开票金额不能超过合同金额' } },
    { name: 'invoiceCount', label: '开票次数', type: 'inputNumber', dbType: 'int', rollup: { from: 'demo/invoice', link: 'contractId' } },
    { name: 'uninvoiced', label: '未开票余额', type: 'money', dbType: 'numeric', scale: 2, compute: 'amount - num(invoiced)' },
    // Receipts name their contract by number, as 到款认领 does: matched within the contract's company.
    { name: 'received', label: '累计收款', type: 'money', dbType: 'numeric', scale: 2, rollup: { from: 'demo/receipt', link: 'contractNo', match: 'contractNo', sum: 'claimAmount' } },
  ],
};
const RECEIPT = {
  schemaVersion: 1, kind: 'crud', code: 'demo/receipt', title: '演示到款', table: 'biz_demo_receipt', scope: 'company', permissionPrefix: 'demo:receipt',
  fields: [
    { name: 'contractNo', label: '合同编号', type: 'input', dbType: 'varchar', length: 40, required: true },
    { name: 'claimAmount', label: '认领金额', type: 'money', dbType: 'numeric', scale: 2, required: true },
  ],
};
const INVOICE = {
  schemaVersion: 1, kind: 'crud', code: 'demo/invoice', title: '演示开票', table: 'biz_demo_invoice', scope: 'company', permissionPrefix: 'demo:invoice',
  fields: [
    { name: 'applyNo', label: '开票申请号', type: 'input', dbType: 'varchar', length: 20, autoNumber: { prefix: 'KP' } },
    { name: 'contractId', label: '合同', type: 'input', dbType: 'varchar', length: 32, required: true },
    { name: 'invoiceAmount', label: '开票金额', type: 'money', dbType: 'numeric', scale: 2, required: true, min: 0.01 },
    { name: 'taxRate', label: '税率', type: 'select', dbType: 'varchar', length: 4, dict: 'tax_rate', default: '6' },
    { name: 'tax', label: '税额', type: 'money', dbType: 'numeric', scale: 2, compute: 'taxOf(invoiceAmount, taxRate)' },
    { name: 'invoiceStatus', label: '开票状态', type: 'select', dbType: 'varchar', length: 20, dict: 'invoice_status', default: 'issued' },
  ],
};

let t: TempPlatform;
beforeAll(async () => {
  t = await createTempPlatform(({ writeJson, addMenu }) => {
    writeJson('modules/demo/contract.json', CONTRACT);
    writeJson('modules/demo/invoice.json', INVOICE);
    writeJson('modules/demo/receipt.json', RECEIPT);
    writeJson('modules/demo/receipt.seed.json', { page: 'demo/receipt', rows: [
      { $key: 'R1', $company: 'c01', contractNo: 'HT-2025-017', claimAmount: 250000 },
      { $key: 'R2', $company: 'c02', contractNo: 'HT-2025-017', claimAmount: 90000 },
    ] });
    writeJson('modules/demo/contract.seed.json', { page: 'demo/contract', rows: [
      { $key: 'HT-2025-017', $company: 'c01', $createBy: 'lina', $createTime: '2025-03-02 10:00:00', contractNo: 'HT-2025-017', amount: 1000000 },
      { $key: 'HT-2025-018', $company: 'c02', contractNo: 'HT-2025-017', amount: 500000 },
    ] });
    writeJson('modules/demo/invoice.seed.json', { page: 'demo/invoice', rows: [
      { $key: 'KP-1', $company: 'c01', applyNo: 'KP-2025-0001', contractId: { $ref: 'demo/contract#HT-2025-017' }, invoiceAmount: 300000, taxRate: '6' },
      { $key: 'KP-2', $company: 'c01', applyNo: 'KP-2025-0002', contractId: { $ref: 'demo/contract#HT-2025-017' }, invoiceAmount: 100000, invoiceStatus: 'applying' },
    ] });
    const perms = (p: string) => ['add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'].map((a) => `${p}:${a}`);
    addMenu(menuEntry('demo-contract', '演示合同', 'demo/contract', ['admin', 'company_staff'], perms('demo:contract')),
      menuEntry('demo-invoice', '演示开票', 'demo/invoice', ['admin', 'company_staff'], perms('demo:invoice')),
      menuEntry('demo-receipt', '演示到款', 'demo/receipt', ['admin', 'company_staff'], perms('demo:receipt')));
  });
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  (await t.request(user, method, `/devops${url}`, body)).json() as { success: boolean; message: string; result: Json };
const contractOf = async (no: string, user = 'lina') => (await call(user, 'GET', `/demo/contract/list?contractNo=${no}`)).result.records[0];

describe('derived fields', () => {
  it('loads the demo data with its references resolved and its rollups summed', async () => {
    const contract = await contractOf('HT-2025-017');
    expect(contract).toMatchObject({ createBy: 'lina', createTime: '2025-03-02 10:00:00' });
    expect(Number(contract.invoiced)).toBe(300000);
    expect(contract.invoiceCount).toBe(2);
    expect(Number(contract.uninvoiced)).toBe(700000);
    // Each company's HT-2025-017 gets its own company's receipts only.
    expect(Number(contract.received)).toBe(250000);
    expect(Number((await contractOf('HT-2025-017', 'wangqiang')).received)).toBe(90000);
    const invoices = (await call('lina', 'GET', `/demo/invoice/list?contractId=${contract.id}`)).result.records;
    expect(invoices.map((i: Json) => Number(i.tax)).sort((a: number, b: number) => a - b)).toEqual([5660.38, 16981.13]);
  });

  it('keeps 合同编号 unique within a company: another company may use it, the same company may not', async () => {
    expect((await contractOf('HT-2025-017', 'wangqiang')).amount).toBeTruthy();
    const again = await call('lina', 'POST', '/demo/contract/add', { contractNo: 'HT-2025-017', amount: 1 });
    expect(again.result.fieldErrors).toEqual({ contractNo: '合同编号“HT-2025-017”已存在' });
    expect((await call('lina', 'POST', '/demo/contract/add', { contractNo: 'HT-2025-099', amount: 1 })).success).toBe(true);
  });

  it('numbers an invoice, sums it into its contract in the same save, and refuses one past the contract amount', async () => {
    const contract = await contractOf('HT-2025-017');
    const added = await call('lina', 'POST', '/demo/invoice/add', { contractId: contract.id, invoiceAmount: 200000, tax: 1 });
    expect(added.success, added.message).toBe(true);
    const invoice = (await call('lina', 'GET', `/demo/invoice/queryById?id=${(added as Json).result.id}`)).result;
    expect(invoice.applyNo).toMatch(/^KP-\d{4}-\d{4}$/);
    expect(Number(invoice.tax)).toBe(11320.75);
    expect(await contractOf('HT-2025-017')).toMatchObject({ invoiced: '500000.00', uninvoiced: '500000.00', invoiceCount: 3 });

    const over = await call('lina', 'POST', '/demo/invoice/add', { contractId: contract.id, invoiceAmount: 600000 });
    expect(over.success).toBe(false);
    expect(over.result.fieldErrors).toEqual({ invoiceAmount: '累计开票金额不能超过合同金额' });
    expect((await contractOf('HT-2025-017')).invoiceCount).toBe(3);
  });

  it('sums a receipt that names its contract by number into that company\'s contract', async () => {
    expect((await call('lina', 'POST', '/demo/receipt/add', { contractNo: 'HT-2025-017', claimAmount: 50000 })).success).toBe(true);
    expect((await contractOf('HT-2025-017')).received).toBe('300000.00');
    expect((await contractOf('HT-2025-017', 'wangqiang')).received).toBe('90000.00');
  });

  it('never takes a rollup from a request, and follows deletes and restores', async () => {
    const contract = await contractOf('HT-2025-017');
    const edited = await call('lina', 'PUT', '/demo/contract/edit', { id: contract.id, version: contract.version, invoiced: 1, amount: 2000000 });
    expect(edited.success, edited.message).toBe(true);
    expect(await contractOf('HT-2025-017')).toMatchObject({ invoiced: '500000.00', uninvoiced: '1500000.00' });
    const invoices = (await call('lina', 'GET', `/demo/invoice/list?contractId=${contract.id}&invoiceStatus=issued`)).result.records;
    const biggest = invoices.sort((a: Json, b: Json) => Number(b.invoiceAmount) - Number(a.invoiceAmount))[0];
    expect((await call('lina', 'DELETE', `/demo/invoice/delete?id=${biggest.id}`)).success).toBe(true);
    expect((await contractOf('HT-2025-017')).invoiced).toBe('200000.00');
    expect((await call('lina', 'PUT', '/demo/invoice/putRecycleBin', { ids: biggest.id })).success).toBe(true);
    expect((await contractOf('HT-2025-017')).invoiced).toBe('500000.00');
  });
});
