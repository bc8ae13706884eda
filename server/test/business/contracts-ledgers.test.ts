import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { reportId } from '../../src/reports/report-routes';
import { approvalKit } from '../flows/approval-kit';

// 合同管理, the registers around the contracts: 支出合同 (payment plans within the price, only qualified suppliers offered),
// 合同原件 (借出 while a borrowing is open, which files the contract as 已归档), 投标管理 and 合同阈值 (the legal and
// internal limits in the forms), and 合同分析 (each company sees its own figures, the group all of them).
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
const report = async (user: string, code: string) => (await call(user, 'GET', `online/cgreport/api/getData/${reportId(code)}?pageSize=50`)).body.result.records as Json[];

describe('支出合同', () => {
  it('numbers a new contract, refuses payment plans above its price, and offers only qualified suppliers', async () => {
    const body = {
      contractName: '成渝环线2驻地办试验检测车辆租赁合同', expenseCategory: 'vehicle', supplierName: '成都蜀测仪器设备有限公司', procureMethod: 'inquiry',
      amount: 120000, taxRate: '13', signDate: '2026-11-26', startDate: '2026-12-01', endDate: '2027-11-30', status: 'draft',
      payPlans: [{ period: '上半年', planDate: '2027-06-10', planAmount: 60000 }, { period: '下半年', planDate: '2027-12-10', planAmount: 60001 }],
    };
    const over = await call('wangqiang', 'POST', 'contract/expense/add', body);
    expect(over.body.result.fieldErrors).toEqual({ planTotal: '付款计划合计不能超过合同金额' });
    const ok = await call('wangqiang', 'POST', 'contract/expense/add', { ...body, payPlans: body.payPlans.slice(0, 1) });
    expect(ok.body.success, ok.body.message).toBe(true);
    const saved = (await call('wangqiang', 'GET', `contract/expense/queryById?id=${ok.body.result.id}`)).body.result;
    expect(saved.contractNo).toMatch(/^ZC-\d{4}-\d{4}$/);
    // 13 % on a lease of movable property; nothing is paid until 资金支付 approvals name this contract.
    expect(saved).toMatchObject({ amountExclTax: '106194.69', taxAmount: '13805.31', unpaidAmount: '120000.00', planTotal: '60000.00' });

    // The picker of 乙方 offers the company's 合格 suppliers only: 四川川建劳务 (暂停), 成都锦程劳务 (黑名单) and 容城安居
    // (潜在) are left out, and no other company's supplier appears.
    const offered = await report('wangqiang', 'contract_supplier_pick');
    expect(offered.map((r) => r.supplier_name)).toContain('成都蜀测仪器设备有限公司');
    expect(offered.every((r) => r.supplier_status === 'qualified' && r.company_name === '中路桥梁工程监理有限公司')).toBe(true);
    for (const left of ['四川川建劳务服务有限公司', '成都锦程劳务派遣有限公司', '容城县安居房屋租赁服务有限公司']) expect(offered.map((r) => r.supplier_name)).not.toContain(left);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM biz_supplier WHERE company_id = 'c02' AND del_flag = 0 AND supplier_status <> 'qualified'`);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe('合同原件', () => {
  it('shows 借出 while a borrowing is open, and files its contract as 已归档', async () => {
    const contract = async () => one('wangqiang', 'contract/income', '&contractNo=HT-2026-005');
    expect((await contract()).archiveStatus).toBe('0');
    const add = await call('wangqiang', 'POST', 'contract/original/add', {
      contractCategory: 'income', contractNo: 'HT-2026-005', contractName: '雄安新区对外骨干路网工程全过程咨询合同', counterparty: '雄安新区管理委员会',
      signDate: '2026-06-05', originalCopies: 6, duplicateCopies: 3, custodyState: 'in_stock', location: '监理业务部 2号档案柜', archiveDate: '2026-11-26',
      borrows: [{ borrower: '王强', purpose: '补充协议谈判核对原合同条款', borrowDate: '2026-11-26', dueDate: '2026-12-03' }],
    });
    expect(add.body.success, add.body.message).toBe(true);
    const lent = (await call('wangqiang', 'GET', `contract/original/queryById?id=${add.body.result.id}`)).body.result;
    expect(lent).toMatchObject({ archiveNo: expect.stringMatching(/^HY-\d{4}-\d{3}$/), originalStatus: 'lent', originalStatus_dictText: '借出', archiveDays: 174 });
    expect((await contract()).archiveStatus).toBe('1');

    const back = await call('wangqiang', 'PUT', 'contract/original/edit', { ...lent, borrows: [{ ...lent.borrows[0], returnDate: '2026-12-01' }] });
    expect(back.body.success, back.body.message).toBe(true);
    expect((await call('wangqiang', 'GET', `contract/original/queryById?id=${add.body.result.id}`)).body.result.originalStatus).toBe('in_stock');

    const early = await call('wangqiang', 'PUT', 'contract/original/edit', { ...lent, version: lent.version + 1, borrows: [{ ...lent.borrows[0], returnDate: '2026-11-20' }] });
    expect(early.body.result.fieldErrors).toEqual({ 'borrows[0].returnDate': '借阅记录第 1 行：实际归还日期不能早于借出日期' });
  });
});

describe('投标管理 and 合同阈值', () => {
  it('refuses a bid bond above 2 % of the estimate, a price above the ceiling, and an upper amount not above the lower', async () => {
    const tender = await call('lina', 'POST', 'contract/tender/add', {
      projectName: '石家庄至衡水高速公路改扩建工程施工监理', sectionName: 'JL2', tenderee: '河北省高速公路建设管理局', businessType: 'supervision',
      noticeDate: '2026-11-26', estimatePrice: 12000000, ceilingPrice: 12000000, depositAmount: 300000, bidPrice: 12100000,
    });
    expect(tender.body.result.fieldErrors).toEqual({
      depositRatio: '保证金占估算价（%）不能大于 2',
      bidPrice: '投标报价不能高于最高投标限价',
    });
    const threshold = await call('admin', 'POST', 'contract/threshold/add', {
      thresholdKind: 'review', contractTarget: 'income', thresholdName: '收入合同 50 万元以下：分管领导审批', amountLower: 500000, amountUpper: 500000,
      approvalLevel: 'fgld', effectiveDate: '2027-01-01',
    });
    expect(threshold.body.result.fieldErrors).toEqual({ amountUpper: '金额上限应大于金额下限' });
    // The seeded tender the catalogue names: its proposed 总监 is flagged as 在岗 on 京港澳改扩建.
    expect(await one('lina', 'contract/tender', '&tenderNo=TB-2026-045')).toMatchObject({ chiefEngineer_dictText: '刘洋', tenderState: 'preparing', depositRatio: '0.64' });
  });
});

describe('合同分析', () => {
  it('sums each company’s own contracts for it and every company’s for the group', async () => {
    const group = await report('admin', 'contract_by_company');
    expect(group.map((r) => r.company_name)).toEqual(['华通公路工程咨询有限公司', '中路桥梁工程监理有限公司', '西南交通建设咨询有限公司', '交通新材料科技有限公司', '铁路发展投资有限公司']);
    const lina = await report('lina', 'contract_by_company');
    expect(lina).toEqual([group[0]]);
    expect(lina[0]).toMatchObject({ contract_count: 9 });
    const [summary] = await report('wangqiang', 'contract_summary_stats');
    const c02 = group[1];
    expect([summary.effective_wan, summary.invoiced_wan]).toEqual([c02.effective_wan, c02.invoiced_wan]);
    // Ageing buckets cover what is invoiced and not yet received.
    const ageing = await report('wangqiang', 'contract_receivable_ageing');
    expect(ageing.map((r) => r.bucket_name)).toEqual(['6个月以内', '6–12个月', '1–2年', '2–3年', '3年以上']);
    expect(ageing.reduce((s, r) => s + Number(r.amount_wan), 0).toFixed(2)).toBe(Number(c02.receivable_wan).toFixed(2));
  });
});

describe('累计收款 from 到款认领', () => {
  const { draft, submit, walk, record } = approvalKit(() => t, 'flow/receipt');
  // The approval's last step writes 已通过 and sums the contract's approved claims again, in the same transaction.
  it('rises when a claim on the contract is approved', async () => {
    const before = Number((await one('lina', 'contract/income', '&contractNo=HT-2026-001')).receivedAmount);
    const id = await draft('wangpeng', {
      applicantName: '王鹏', departName: '工程技术部', applyDate: '2026-11-24', contactPhone: '13800000015', arrivalDate: '2026-11-20',
      payerName: '河北省高速公路建设管理局', arrivalAmount: 1_000_000, bankSerialNo: 'ICBC20261120990001', receiveAccount: 'basic',
      claimAmount: 1_000_000, fundNature: 'progress', contractNo: 'HT-2026-001', contractName: 'G4京港澳高速公路改扩建工程施工监理合同',
      thirdPartyPay: '0', reason: '京港澳改扩建监理服务费第7期计量款',
    });
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人确认'], ['lina', '经营部核对合同与开票'], ['wufang', '财务确认入账', { values: { bookDate: '2026-11-25', voucherNo: '记-2026-11-0311' } }]]);
    expect((await record(id)).bpmStatus).toBe('3');
    expect(Number((await one('lina', 'contract/income', '&contractNo=HT-2026-001')).receivedAmount)).toBe(before + 1_000_000);
  });
});
