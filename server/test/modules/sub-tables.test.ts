import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const call = async (user: string, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/contract/income/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

const contract = {
  contractNo: 'HT-2026-101', contractName: '某高速公路机电工程监理合同', contractType: 'supervision', partyA: '某交通投资集团',
  amount: '1200000.00', signDate: '2026-11-01',
  paymentPlans: [
    { phase: '预付款', planDate: '2026-12-01', planAmount: '360000.00', paymentStatus: '0' },
    { phase: '结算款', planDate: '2027-06-01', planAmount: '840000.00' },
  ],
};

describe('a module with a sub-table', () => {
  it('lists the seeded contracts of the caller’s company with sums-ready amounts', async () => {
    const res = await call('lina', 'GET', 'list?pageSize=50');
    // The contract area's demo data (schemas/modules/contract/income.seed.json) gives 华通公路 twelve contracts, newest
    // signed first; the three of the former demo seed are among them.
    const records = res.json().result.records as { contractNo: string; signDate: string }[];
    expect(records).toHaveLength(12);
    expect(records.map((r) => r.contractNo)).toEqual(expect.arrayContaining(['HT-2026-001', 'HT-2026-002', 'HT-2026-003']));
    expect(records.map((r) => r.signDate)).toEqual(records.map((r) => r.signDate).sort().reverse());
    expect(records.find((r) => r.contractNo === 'HT-2026-001')).toMatchObject({ contractType_dictText: '施工监理', status_dictText: '履行中', manager_dictText: '李娜' });
  });

  it('saves the record and its rows together and returns them in order', async () => {
    const add = await call('lina', 'POST', 'add', contract);
    expect(add.json()).toMatchObject({ success: true });
    const got = (await call('lina', 'GET', `queryById?id=${add.json().result.id}`)).json().result;
    expect(got.paymentPlans.map((p: { phase: string; orderNum: number }) => [p.orderNum, p.phase])).toEqual([[1, '预付款'], [2, '结算款']]);
    expect(got.paymentPlans[1]).toMatchObject({ planAmount: '840000.00', planDate: '2027-06-01', paymentStatus: null });
  });

  it('refuses the whole write when one sub row is invalid, naming the row and field', async () => {
    const bad = { ...contract, contractNo: 'HT-2026-102', paymentPlans: [{ phase: '预付款', planDate: '2026-12-01', planAmount: '1.234' }, { phase: '' }] };
    const res = await call('lina', 'POST', 'add', bad);
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({
      'paymentPlans[0].planAmount': '收款计划第 1 行：计划金额（元）最多 2 位小数',
      'paymentPlans[1].phase': '收款计划第 2 行：请输入收款阶段',
      'paymentPlans[1].planDate': '收款计划第 2 行：请输入计划日期',
      'paymentPlans[1].planAmount': '收款计划第 2 行：请输入计划金额（元）',
    });
    expect((await call('lina', 'GET', `list?contractNo=HT-2026-102`)).json().result.total).toBe(0);
  });

  it('replaces the rows on edit, keeping ids of rows that stay', async () => {
    const id = (await call('lina', 'POST', 'add', { ...contract, contractNo: 'HT-2026-103' })).json().result.id;
    const before = (await call('lina', 'GET', `queryById?id=${id}`)).json().result;
    const kept = before.paymentPlans[1];
    const edit = await call('lina', 'PUT', 'edit', { ...before, paymentPlans: [kept, { phase: '质保金', planDate: '2028-06-01', planAmount: '60000' }] });
    expect(edit.json()).toMatchObject({ success: true });
    const after = (await call('lina', 'GET', `queryById?id=${id}`)).json().result;
    expect(after.paymentPlans.map((p: { phase: string }) => p.phase)).toEqual(['结算款', '质保金']);
    expect(after.paymentPlans[0].id).toBe(kept.id);
  });

  it('rolls the rows back when the record’s version is stale', async () => {
    const id = (await call('lina', 'POST', 'add', { ...contract, contractNo: 'HT-2026-104' })).json().result.id;
    const current = (await call('lina', 'GET', `queryById?id=${id}`)).json().result;
    await call('lina', 'PUT', 'edit', { ...current, contractName: '先到的修改' });
    const stale = await call('lina', 'PUT', 'edit', { ...current, paymentPlans: [] });
    expectRefused(stale, 409);
    expect((await call('lina', 'GET', `queryById?id=${id}`)).json().result.paymentPlans).toHaveLength(2);
  });

  it('checks unique fields and custom patterns on the server', async () => {
    const dup = await call('lina', 'POST', 'add', { ...contract, contractNo: 'HT-2026-001' });
    expect(dup.json().result.fieldErrors).toEqual({ contractNo: '合同编号“HT-2026-001”已存在' });
    // zhangwei holds contract:income:phone:view, so the phone is his to write and is checked.
    const pattern = await call('zhangwei', 'POST', 'add', { ...contract, contractNo: 'X-1', contactPhone: '1234' });
    expect(pattern.json().result.fieldErrors).toEqual({ contractNo: '合同编号应形如 HT-2026-001', contactPhone: '联系电话必须是手机号码' });
  });
});

describe('a project-scoped module', () => {
  it('shows a project user only their project’s rows, and a company its projects’ rows', async () => {
    const project = await t.get('/devops/safety/hiddenDanger/list?pageSize=50', await t.login('liuyang'));
    expect(project.json().result.total).toBe(3);
    const company = await t.get('/devops/safety/hiddenDanger/list?pageSize=50', await t.login('wangqiang'));
    expect(company.json().result.records.every((r: { responsible: string }) => r.responsible === '陈静')).toBe(true);
  });

  it('requires the deadline only for a major hazard (linkage enforced on the server)', async () => {
    const token = await t.login('liuyang');
    const body = { title: '临时用电线路私拉乱接', location: '拌合站', level: 'major', foundDate: '2026-11-20', responsible: '刘洋' };
    const major = await t.app.inject({ method: 'POST', url: '/devops/safety/hiddenDanger/add', headers: { 'x-access-token': token }, payload: body });
    expect(major.json().result.fieldErrors).toEqual({ deadline: '请输入整改期限' });
    const general = await t.app.inject({ method: 'POST', url: '/devops/safety/hiddenDanger/add', headers: { 'x-access-token': token }, payload: { ...body, level: 'general' } });
    expect(general.json().success).toBe(true);
    const row = (await t.db.query<{ project_id: string }>(`SELECT project_id FROM biz_safety_hidden_danger WHERE id = $1`, [general.json().result.id])).rows[0];
    expect(row.project_id).toBe('p01');
  });
});
