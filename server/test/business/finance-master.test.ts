import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// 财务基础数据: 职员 with its private columns, 发票类型 with its deduction rule, and 部门/组织 read from the platform's own
// organisation (no second copy).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), ...(res.json() as { success: boolean; message: string; result: Json }) };
}
const list = async (user: string, url: string) => (await call(user, 'GET', url)).result.records as Json[];
async function report(user: string, code: string, query = '') {
  const id = (await call(user, 'GET', `/online/cgreport/api/getRpColumns/${code}`)).result.cgRpConfigId;
  return (await call(user, 'GET', `/online/cgreport/api/getData/${id}?pageSize=100${query}`)).result.records as Json[];
}

describe('职员', () => {
  // Every account of the staff (self-registrations still waiting for approval are nobody's staff yet).
  it('matches the platform users by 工号', async () => {
    const { rows } = await t.db.query<{ username: string; work_no: string; emp_no: string; realname: string; real_name: string }>(
      `SELECT u.username, u.work_no, e.work_no AS emp_no, u.realname, e.real_name FROM sys_user u
         LEFT JOIN biz_fin_employee e ON e.platform_user = u.username AND e.del_flag = 0 WHERE u.del_flag = 0 AND u.status IS DISTINCT FROM 3`);
    expect(rows).toHaveLength(16);
    for (const r of rows) expect({ user: r.username, no: r.emp_no, name: r.real_name }).toEqual({ user: r.username, no: r.work_no, name: r.realname });
  });

  it('shows 身份证号 and 工资卡号 only to 人事 and 财务, and a company only its own staff', async () => {
    const lina = await list('lina', '/finance/employee/list?pageSize=100');
    expect(lina.length).toBeGreaterThanOrEqual(15);
    expect(lina.some((e) => e.realName === '王强')).toBe(false);
    expect(lina.every((e) => !('idCardNo' in e) && !('bankCardNo' in e))).toBe(true);

    const wufang = await list('wufang', '/finance/employee/list?pageSize=100');
    const self = wufang.find((e) => e.workNo === 'GC0012');
    expect(self).toMatchObject({ realName: '吴芳', departId_dictText: '财务部', idCardNo: expect.stringMatching(/^\d{17}[\dX]$/), bankCardNo: expect.stringMatching(/^\d{19}$/) });

    const wangqiang = await list('wangqiang', '/finance/employee/list?pageSize=100');
    expect(wangqiang.map((e) => e.realName)).toContain('王强');
    expect(wangqiang.some((e) => e.realName === '李娜')).toBe(false);
    expect((await list('zhangwei', '/finance/employee/list?pageSize=100')).length).toBeGreaterThanOrEqual(30);
  });

  it('is kept by 人事 and 财务: 李娜 may not add, 郑晓 may, and a 离职 needs its date', async () => {
    const person = { workNo: 'GC0031', realName: '贾海涛', sex: '1', departId: 'd03', post: '监理员', entryDate: '2026-11-16', employType: 'dispatch', mobile: '13930217764' };
    expect((await call('lina', 'POST', '/finance/employee/add', person)).status).toBe(510);
    const left = await call('zhengxiao', 'POST', '/finance/employee/add', { ...person, empStatus: 'left' });
    expect(left.result.fieldErrors).toEqual({ leaveDate: '请输入离职/退休日期' });
    const early = await call('zhengxiao', 'POST', '/finance/employee/add', { ...person, empStatus: 'left', leaveDate: '2026-11-01' });
    expect(early.result.fieldErrors).toEqual({ leaveDate: '离职/退休日期不能早于入职日期' });
    const taken = await call('zhengxiao', 'POST', '/finance/employee/add', { ...person, workNo: 'GC0012' });
    expect(taken.result.fieldErrors).toEqual({ workNo: '工号“GC0012”已存在' });
    expect((await call('zhengxiao', 'POST', '/finance/employee/add', person)).success).toBe(true);
  });
});

describe('发票类型', () => {
  it('holds the deduction rules: 计算抵扣 by the rate, 不得抵扣 flagged', async () => {
    const types = await list('lina', '/finance/invoiceType/list?pageSize=100');
    expect(types.length).toBeGreaterThanOrEqual(20);
    const by = (code: string) => types.find((x) => x.typeCode === code);
    expect(by('TLKP')).toMatchObject({ deductMethod: 'computed', deductRate: '9.00', deductible: '1' });
    expect(by('GLSL')).toMatchObject({ deductRate: '3.00', deductible: '1' });
    expect(by('SDPP')).toMatchObject({ deductible: '0' });
    expect(by('SDZP')).toMatchObject({ deductMethod: 'invoice', deductible: '1', taxCode: '81' });
  });

  it('needs 计算扣除率 for a ticket deducted by calculation, and is kept by 财务 only', async () => {
    const ticket = { typeCode: 'SLKP', typeName: '水路客票（电子）', category: 'passenger', carrier: 'electronic', deductMethod: 'computed', deductible: '0' };
    expect((await call('lina', 'POST', '/finance/invoiceType/add', { ...ticket, deductRate: 3 })).status).toBe(510);
    expect((await call('wufang', 'POST', '/finance/invoiceType/add', ticket)).result.fieldErrors).toEqual({ deductRate: '请输入计算扣除率（%）' });
    const ok = await call('wufang', 'POST', '/finance/invoiceType/add', { ...ticket, deductRate: 3 });
    expect(ok.success, ok.message).toBe(true);
    expect((await call('wufang', 'GET', `/finance/invoiceType/queryById?id=${ok.result.id}`)).result.deductible).toBe('1');
  });
});

describe('币种', () => {
  it('lists ISO 4217 currencies with their minor units and rates', async () => {
    const all = await list('lina', '/finance/currency/list?pageSize=100');
    expect(all.map((c) => c.currencyCode)).toEqual(expect.arrayContaining(['CNY', 'USD', 'EUR', 'HKD', 'JPY']));
    const jpy = all.find((c) => c.currencyCode === 'JPY');
    expect(jpy).toMatchObject({ numericCode: '392', precisionDigits: 0, quoteUnit: '100' });
    const bad = await call('wufang', 'POST', '/finance/currency/add', { currencyCode: 'usd', currencyName: '美金', precisionDigits: 2, quoteUnit: '1', isBase: '0' });
    expect(bad.result.fieldErrors).toEqual({ currencyCode: '币种代码应为 ISO 4217 的 3 位大写字母，如 USD' });
  });
});

describe('部门、组织 and 地区 from the platform', () => {
  it('lists a company its own departments with their heads, and the group all', async () => {
    const lina = await report('lina', 'fin_department_list');
    expect(lina.map((d) => d.depart_name).sort()).toEqual(['工程技术部', '经营管理部', '综合办公室', '财务部'].sort());
    expect(lina.find((d) => d.depart_name === '财务部')).toMatchObject({ org_code: 'A01A01B03', company_name: '华通公路工程咨询有限公司', leader_names: '吴芳', staff_count: 2 });
    expect(lina.find((d) => d.depart_name === '工程技术部')).toMatchObject({ parent_name: '华通公路工程咨询有限公司', depart_type: '生产部门', leader_names: '冯涛' });
    const all = await report('admin', 'fin_department_list');
    expect(all).toHaveLength(7);
    expect(all.filter((d) => d.company_name === '工程咨询集团').map((d) => d.depart_name).sort()).toEqual(['人力资源部', '综合办公室'].sort());
  });

  it('lists the organisations: the group and its subsidiaries, a company only itself', async () => {
    const all = await report('admin', 'fin_organization_list');
    expect(all.map((o) => o.org_type)).toEqual(['集团', '子公司', '子公司', '子公司', '子公司', '子公司']);
    expect(all[1]).toMatchObject({ depart_name: '华通公路工程咨询有限公司', depart_name_abbr: '华通公路', depart_count: 4, project_count: 3 });
    expect((await report('wangqiang', 'fin_organization_list')).map((o) => o.depart_name)).toEqual(['中路桥梁工程监理有限公司']);
  });

  it('counts customers and the own company’s suppliers by province', async () => {
    const rows = await report('wangqiang', 'fin_region_partner_stats');
    const hebei = rows.find((r) => r.province === '130000');
    expect(hebei.province_name).toBe('河北省');
    expect(hebei.customers).toBeGreaterThanOrEqual(6);
    // 中路监理 has one supplier in 河北 (the 雄安 office's landlord); 华通公路's are not counted for it.
    expect(hebei.suppliers).toBe(1);
  });
});
