import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// 合同管理: what a contract officer relies on in 收入合同, 补充协议, 开票管理 and 中标管理 — the money that follows the
// contract (有效合同金额 = 合同金额 + 已签订补充协议, 累计开票 capped by it, a red invoice taking its amount off, a cut
// that may not go below what is invoiced), the legal limits in the forms (履约担保 ≤ 10 %), the bid that shows signed once
// its contract is, and who may do what.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), body: res.json() as Json };
}
const list = async (user: string, page: string, query = '') => (await call(user, 'GET', `${page}/list?pageSize=100${query}`)).body.result.records as Json[];
const one = async (user: string, page: string, query: string) => {
  const rows = await list(user, page, query);
  expect(rows, `${page}${query}`).toHaveLength(1);
  return (await call(user, 'GET', `${page}/queryById?id=${rows[0].id}`)).body.result as Json;
};
const contract = (no: string, user = 'admin') => one(user, 'contract/income', `&contractNo=${no}`);

/** An invoice on HT-2026-001 as 李娜 (经营部) registers it: one line, 6 %, priced tax included. */
const invoiceOn = (c: Json, no: string, gross: number, extra: object = {}) => ({
  invoiceNo: no, invoiceType: 'e_special', invoiceKind: 'blue', contractId: c.id, contractNo: c.contractNo, contractName: c.contractName,
  billingPeriod: '2026年11月监理服务费', buyerName: '河北省高速公路建设管理局', buyerTaxNo: '12130000401785230K',
  buyerAddressPhone: '石家庄市桥西区友谊北大街 569 号 0311-87061234', buyerBank: '中国建设银行石家庄裕华支行 13001615108050012345',
  invoiceDate: '2026-11-26', invoiceState: 'issued', collectState: '0',
  items: [{ itemName: '*鉴证咨询服务*工程监理服务费', spec: '2026年11月', unit: '项', quantity: 1, unitPrice: gross, taxRate: '6' }],
  ...extra,
});

describe('收入合同', () => {
  it('keeps the moved demo contracts and derives tax, the effective amount, invoicing and archiving from the other pages', async () => {
    const c = await contract('HT-2026-001');
    expect(c).toMatchObject({
      contractName: 'G4京港澳高速公路改扩建工程施工监理合同', partyA: '河北省高速公路建设管理局', amount: '18650000.00', signDate: '2026-01-12',
      status: 'executing', manager_dictText: '李娜', customerId_dictText: '河北省高速公路建设管理局',
      bidId_dictText: 'G4京港澳高速公路改扩建工程施工监理JL1',
      // 6 %: 不含税 = 含税 ÷ 1.06 to the fen, 税额 the rest.
      amountExclTax: '17594339.62', taxAmount: '1055660.38',
      // HT-2026-001-BC01 (+816,000.00) is signed; BC02 is still in review and does not count.
      supplementAmount: '816000.00', effectiveAmount: '19466000.00',
      // The issued invoices of the 开票申请 demo, the 8月 invoice reversed by its red one.
      invoicedAmount: '13123000.00', uninvoicedAmount: '6343000.00',
      // The payment plans were signed with the contract and do not yet carry the supplement: the gap shows.
      planTotal: '18650000.00', planGap: '816000.00',
      serviceMonths: '30.0', guaranteeRatio: '10.00', archiveStatus: '1', archiveStatus_dictText: '已归档',
    });
    expect(c.paymentPlans.map((p: Json) => [p.phase, p.planAmount, p.paymentStatus])).toEqual([
      ['预付款', '3730000.00', '2'], ['进度款（一期）', '7460000.00', '1'], ['竣工结算款', '7460000.00', '0']]);
    expect(c.serviceTotal).toBe(c.amount);
  });

  it('shows a company its own contracts only: 华通公路 its twelve, 中路监理 none of them', async () => {
    const lina = await list('lina', 'contract/income');
    expect(lina).toHaveLength(12);
    expect(lina.every((r) => r.contractNo.startsWith('HT-'))).toBe(true);
    const wangqiang = await list('wangqiang', 'contract/income');
    expect(wangqiang.map((r) => r.contractNo).sort()).toEqual(['HT-2024-007', 'HT-2025-011', 'HT-2025-019', 'HT-2026-004', 'HT-2026-005', 'HT-2026-006', 'HT-2026-011', 'HT-2026-012']);
    expect((await list('wangqiang', 'contract/invoice')).some((r) => r.contractNo === 'HT-2026-001')).toBe(false);
    // The contract picker behind 补充协议 and 开票 is scoped the same way.
    const { reportId } = await import('../../src/reports/report-routes');
    const picked = (await call('wangqiang', 'GET', `online/cgreport/api/getData/${reportId('contract_income_pick')}?pageSize=50`)).body.result.records as Json[];
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((r) => r.company_name === '中路桥梁工程监理有限公司')).toBe(true);
  });

  it('refuses a performance guarantee above 10 % of the price, a service end before its start, and a tender source without its bid', async () => {
    const res = await call('lina', 'POST', 'contract/income/add', {
      contractNo: 'HT-2026-601', contractName: '石家庄至衡水高速公路养护检测合同', contractType: 'testing', partyA: '河北省高速公路建设管理局',
      amount: 880000, signDate: '2026-11-26', bizSource: 'invited_tender', guaranteeForm: 'bank', guaranteeAmount: 96800, guaranteeExpiry: '2027-12-31',
      serviceStart: '2027-01-01', serviceEnd: '2026-12-31',
    });
    expect(res.status).toBe(400);
    expect(res.body.result.fieldErrors).toEqual({
      bidId: '请输入关联中标',
      guaranteeRatio: '履约担保比例（%）不能大于 10',
      serviceEnd: '服务期结束不能早于服务期开始',
    });
  });
});

describe('补充协议', () => {
  it('counts once signed; a cut that takes the effective amount below what is invoiced is refused', async () => {
    // HT-2026-002 is invoiced in full (3,280,000.00); its BC01 (+120,000.00) is in review.
    const before = await contract('HT-2026-002', 'lina');
    expect([before.effectiveAmount, before.invoicedAmount]).toEqual(['3280000.00', '3280000.00']);
    const bc01 = await one('lina', 'contract/supplement', '&supplementNo=HT-2026-002-BC01');
    expect(bc01).toMatchObject({ amountBefore: '3280000.00', changeAmount: '120000.00', amountAfter: '3400000.00', supplementStatus: 'reviewing' });
    const signed = await call('lina', 'PUT', 'contract/supplement/edit', { id: bc01.id, version: bc01.version, supplementStatus: 'signed', signDate: '2026-11-26' });
    expect(signed.body.success, signed.body.message).toBe(true);
    expect((await contract('HT-2026-002', 'lina'))).toMatchObject({ supplementAmount: '120000.00', effectiveAmount: '3400000.00', uninvoicedAmount: '120000.00' });

    const cut = (changeAmount: number, no: string) => call('lina', 'POST', 'contract/supplement/add', {
      supplementNo: no, supplementName: '缺陷责任期服务内容核减补充协议', contractId: bc01.contractId, contractNo: 'HT-2026-002',
      contractName: before.contractName, partyA: before.partyA, changeTypes: 'scope,amount', amountBefore: 3400000, changeAmount,
      reason: '建设单位取消部分路段的路况复测', supplementStatus: 'signed', signDate: '2026-11-26',
    });
    const tooMuch = await cut(-130000, 'HT-2026-002-BC02');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('核减后的有效合同金额不能低于累计开票金额');
    expect((await contract('HT-2026-002', 'lina')).effectiveAmount).toBe('3400000.00');
    const exact = await cut(-120000, 'HT-2026-002-BC03');
    expect(exact.body.success, exact.body.message).toBe(true);
    expect((await contract('HT-2026-002', 'lina')).effectiveAmount).toBe('3280000.00');
  });
});

describe('开票管理', () => {
  it('computes each line and the totals, refuses invoicing beyond the effective amount, and lets a red invoice take its amount off', async () => {
    const c = await contract('HT-2026-001', 'lina');
    const over = await call('lina', 'POST', 'contract/invoice/add', invoiceOn(c, '26432000000034510901', 6343000.01));
    expect(over.status).toBe(400);
    expect(over.body.result.fieldErrors).toEqual({ invoiceAmount: '累计开票金额不能超过有效合同金额（合同金额 + 已签订补充协议）' });

    const added = await call('lina', 'POST', 'contract/invoice/add', invoiceOn(c, '26432000000034510902', 6343000));
    expect(added.body.success, added.body.message).toBe(true);
    const saved = (await call('lina', 'GET', `contract/invoice/queryById?id=${added.body.result.id}`)).body.result;
    // 金额 = 价税合计 ÷ 1.06, 税额 = 价税合计 − 金额, per line and in total.
    expect(saved.items[0]).toMatchObject({ lineTotal: '6343000.00', amount: '5983962.26', taxAmount: '359037.74' });
    expect(saved).toMatchObject({ totalExclTax: '5983962.26', totalTax: '359037.74', grossAmount: '6343000.00', invoiceAmount: '6343000.00' });
    const full = await contract('HT-2026-001', 'lina');
    expect(full).toMatchObject({ invoicedAmount: '19466000.00', uninvoicedAmount: '0.00' });
    // 应收余额 = 累计开票 − 累计收款 (whatever the approved 到款认领 of the demo add up to).
    expect(Number(full.receivableAmount)).toBeCloseTo(19466000 - Number(full.receivedAmount), 2);

    const red = await call('lina', 'POST', 'contract/invoice/add', invoiceOn(c, '26432000000034510903', 932500, {
      invoiceKind: 'red', originalInvoiceNo: '26432000000034510012', billingPeriod: '2026年10月监理服务费（冲红）', collectState: '9' }));
    expect(red.body.success, red.body.message).toBe(true);
    const redSaved = (await call('lina', 'GET', `contract/invoice/queryById?id=${red.body.result.id}`)).body.result;
    expect(redSaved.invoiceAmount).toBe('-932500.00');
    expect((await contract('HT-2026-001', 'lina')).invoicedAmount).toBe('18533500.00');
    // 开票性质 and the contract are fixed once the invoice is registered: an edit leaves them as they are.
    const turned = await call('lina', 'PUT', 'contract/invoice/edit', { id: redSaved.id, version: redSaved.version, invoiceKind: 'blue', remark: '购方已确认收到红字发票' });
    expect(turned.body.success, turned.body.message).toBe(true);
    expect((await call('lina', 'GET', `contract/invoice/queryById?id=${red.body.result.id}`)).body.result).toMatchObject({ invoiceKind: 'red', invoiceAmount: '-932500.00' });
    expect((await contract('HT-2026-001', 'lina')).invoicedAmount).toBe('18533500.00');
  });

  it('asks for the original invoice on a red one, and leaves registering invoices to 经营部 and 财务部', async () => {
    const c = await contract('HT-2026-001', 'lina');
    const noOriginal = await call('lina', 'POST', 'contract/invoice/add', invoiceOn(c, '26432000000034510904', 1000, { invoiceKind: 'red' }));
    expect(noOriginal.body.result.fieldErrors).toEqual({ originalInvoiceNo: '请输入红冲原发票号码' });
    // 王鹏 is a company user of 华通公路 but neither 经营部 nor 财务部: he reads the ledger and may not add to it.
    expect((await list('wangpeng', 'contract/invoice')).length).toBeGreaterThan(10);
    expect((await call('wangpeng', 'POST', 'contract/invoice/add', invoiceOn(c, '26432000000034510905', 1000))).status).toBe(510);
  });
});

describe('中标管理', () => {
  it('shows a bid as 合同拟签中 once a contract points at it and 已签 once that contract is signed', async () => {
    const bid = await one('lina', 'contract/bid', '&bidNo=ZB-2026-016');
    expect(bid).toMatchObject({ signState: 'unsigned', latestSignDate: '2026-12-16', contractSource: 'public_tender', bidAmount: '14860000.00' });
    // What 生成合同 prefills (the derive map), saved as the contract officer would.
    const add = await call('lina', 'POST', 'contract/income/add', {
      contractNo: 'HT-2026-602', contractName: bid.bidName, contractType: bid.businessType, bizSource: bid.contractSource, bidId: bid.id,
      partyA: bid.tenderee, amount: bid.bidAmount, signDate: '2026-12-08', manager: bid.chiefEngineer,
    });
    expect(add.body.success, add.body.message).toBe(true);
    expect((await one('lina', 'contract/bid', '&bidNo=ZB-2026-016')).signState).toBe('drafting');
    const draft = (await call('zhangwei', 'GET', `contract/income/queryById?id=${add.body.result.id}`)).body.result;
    const signed = await call('zhangwei', 'PUT', 'contract/income/edit', { id: draft.id, version: draft.version, status: 'signed' });
    expect(signed.body.success, signed.body.message).toBe(true);
    expect((await one('lina', 'contract/bid', '&bidNo=ZB-2026-016')).signState).toBe('signed');
  });

  it('refuses a planned signing later than 30 days after the notice, and offers 生成合同 to company staff only', async () => {
    const bid = await one('lina', 'contract/bid', '&bidNo=ZB-2026-016');
    const late = await call('lina', 'PUT', 'contract/bid/edit', { id: bid.id, version: bid.version, planSignDate: '2026-12-20' });
    expect(late.body.result.fieldErrors).toEqual({ planSignDate: '计划签约日期不能晚于中标通知书发出后 30 日（招标投标法第四十六条）' });
    const actions = async (user: string) => ((await call(user, 'GET', 'sys/permission/getUserPermissionByToken')).body.result.auth as Json[]).map((a) => a.action);
    expect(await actions('lina')).toContain('contract:bid:toContract');
    expect(await actions('liuyang')).not.toContain('contract:bid:toContract');
  });
});
