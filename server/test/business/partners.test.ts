import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// 客户与供应商: the rules a 经营部/综合办 user meets on 客户管理, 供应商管理 and 供应商考核.
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
const supplierByName = async (user: string, name: string) =>
  (await list(user, `/supplier/supplier/list?pageSize=50&supplierName=${encodeURIComponent(name)}`))[0];

const CUSTOMER = { customerName: '邢台市交通运输局', customerType: 'gov', country: 'CN', province: '130000', city: '邢台市', coopStatus: 'potential' };
const SUPPLIER = {
  supplierName: '邢台通达汽车租赁有限公司', creditCode: '91130500MA0FQ2TL3X', supplierType: 'vehicle', taxpayerType: 'small',
  contactPerson: '刘通达', contactPhone: '13931952268', province: '130000', city: '邢台市',
};
// 质量 30 %、价格 20 %、交付 20 %、服务 15 %、合规 15 %.
const ITEMS = [
  { dimension: 'quality', weight: 30, score: 95 },
  { dimension: 'price', weight: 20, score: 88 },
  { dimension: 'delivery', weight: 20, score: 92 },
  { dimension: 'service', weight: 15, score: 90 },
  { dimension: 'compliance', weight: 15, score: 86 },
];

describe('客户管理', () => {
  it('keeps 统一社会信用代码 unique group-wide and well-formed, and fills 纳税人识别号 from it', async () => {
    const taken = await call('lina', 'POST', '/customer/customer/add', { ...CUSTOMER, creditCode: '12130000401785230K' });
    expect(taken.success).toBe(false);
    expect(taken.result.fieldErrors).toEqual({ creditCode: '统一社会信用代码“12130000401785230K”已存在' });
    // wangqiang of another company sees the same group-wide list, so the same code is refused to him too.
    expect((await call('wangqiang', 'POST', '/customer/customer/add', { ...CUSTOMER, creditCode: '12130000401785230K' })).result.fieldErrors)
      .toEqual({ creditCode: '统一社会信用代码“12130000401785230K”已存在' });

    const malformed = await call('lina', 'POST', '/customer/customer/add', { ...CUSTOMER, creditCode: '11130500OO0000000I' });
    expect(malformed.result.fieldErrors).toEqual({ creditCode: '统一社会信用代码应为 18 位（数字或大写字母，不含 I、O、Z、S、V）' });
    // A customer in China needs its code; one abroad does not.
    expect((await call('lina', 'POST', '/customer/customer/add', CUSTOMER)).result.fieldErrors).toEqual({ creditCode: '请输入统一社会信用代码' });

    const added = await call('lina', 'POST', '/customer/customer/add', { ...CUSTOMER, creditCode: '11130500MB1740281U', contacts: [
      { contactName: '韩立军', position: '建设科科长', mobile: '13932913361', isPrimary: '1' },
    ] });
    expect(added.success, added.message).toBe(true);
    const saved = (await call('wangqiang', 'GET', `/customer/customer/queryById?id=${added.result.id}`)).result;
    expect(saved).toMatchObject({ customerCode: expect.stringMatching(/^KH-\d{4}-\d{4}$/), taxNo: '11130500MB1740281U' });
  });

  it('seeds the highway clients of the seven demo projects and more across provinces', async () => {
    const all = await list('zhangwei', '/customer/customer/list?pageSize=100');
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((c) => c.province).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
    const hb = all.find((c) => c.customerCode === 'KH-2024-0001');
    expect(hb).toMatchObject({ customerName: '河北省高速公路建设管理局', province_dictText: '河北省', creditLevel: 'AAA', coopStatus_dictText: '合作中' });
  });
});

describe('供应商管理', () => {
  it('refuses 黑名单 without its reason and date, and keeps them once given', async () => {
    const bare = await call('lina', 'POST', '/supplier/supplier/add', { ...SUPPLIER, supplierStatus: 'blacklist' });
    expect(bare.success).toBe(false);
    expect(bare.result.fieldErrors).toEqual({ blacklistReason: '请输入黑名单原因', blacklistDate: '请输入列入黑名单日期' });

    const full = await call('lina', 'POST', '/supplier/supplier/add', {
      ...SUPPLIER, supplierStatus: 'blacklist', blacklistDate: '2026-11-20', blacklistReason: '租赁车辆套用号牌，所开发票经查验为异常凭证',
    });
    expect(full.success, full.message).toBe(true);
    expect((await supplierByName('lina', SUPPLIER.supplierName))).toMatchObject({ supplierStatus: 'blacklist', supplierStatus_dictText: '黑名单' });
  });

  it('needs the 信用中国 and 失信被执行人 results before a supplier is 合格', async () => {
    const res = await call('lina', 'POST', '/supplier/supplier/add', { ...SUPPLIER, supplierName: '邢台顺捷汽车租赁有限公司', creditCode: '91130500MA0FR71K2C', supplierStatus: 'qualified' });
    expect(res.result.fieldErrors).toEqual({
      admissionDate: '请输入准入日期', checkDate: '请输入信用核查日期', creditChinaResult: '请输入信用中国核查结果', dishonestResult: '请输入失信被执行人核查',
    });
  });

  it('lets only holders of the status right set the status: a new supplier of wangqiang stays 潜在', async () => {
    const res = await call('wangqiang', 'POST', '/supplier/supplier/add', {
      ...SUPPLIER, supplierName: '成都蓉通汽车租赁有限公司', creditCode: '91510100MA6DK3R85W', supplierStatus: 'qualified',
    });
    expect(res.success, res.message).toBe(true);
    expect((await call('wangqiang', 'GET', `/supplier/supplier/queryById?id=${res.result.id}`)).result.supplierStatus).toBe('potential');
  });

  it('shows a company only its own suppliers: wangqiang (中路监理) never sees 华通公路’s', async () => {
    const mine = await list('wangqiang', '/supplier/supplier/list?pageSize=100');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => !String(s.supplierName).includes('华信物业'))).toBe(true);
    const theirs = await supplierByName('lina', '石家庄华信物业服务有限公司');
    expect(theirs).toBeTruthy();
    expect((await call('wangqiang', 'GET', `/supplier/supplier/queryById?id=${theirs.id}`)).status).toBe(404);
    // The same vendor may be on both lists, each company's own record.
    const shared = '北京筑信达工程管理软件有限公司';
    const [a, b] = [await supplierByName('lina', shared), await supplierByName('wangqiang', shared)];
    expect(a.creditCode).toBe(b.creditCode);
    expect(a.id).not.toBe(b.id);
    const group = await list('zhangwei', '/supplier/supplier/list?pageSize=100');
    expect(group.length).toBeGreaterThan(mine.length);
  });

  it('refuses a delete to a company user without the delete button', async () => {
    const theirs = await supplierByName('lina', '湘潭宏远置业有限公司');
    const res = await call('lina', 'DELETE', `/supplier/supplier/delete?id=${theirs.id}`);
    expect(res.status).toBe(510);
    expect(res.message).toBe('没有权限，请联系管理员授权');
    expect(await supplierByName('lina', '湘潭宏远置业有限公司')).toBeTruthy();
  });
});

describe('供应商考核', () => {
  it('computes 总分 = Σ 权重 × 得分 ÷ 100 and the 等级, and sums confirmed assessments into the supplier', async () => {
    const supplier = await supplierByName('lina', '天津路达试验仪器制造有限公司');
    expect(supplier).toMatchObject({ assessCount: 1 });
    const before = Number(supplier.avgScore);

    const draft = await call('lina', 'POST', '/supplier/assessment/add', {
      supplierId: supplier.id, periodType: 'annual', assessYear: 2026, assessDate: '2026-11-26', assessor: 'fengtao',
      opinion: '全年仪器供货及时，售后响应快。', items: ITEMS, totalScore: 100, grade: 'A',
    });
    expect(draft.success, draft.message).toBe(true);
    const saved = (await call('lina', 'GET', `/supplier/assessment/queryById?id=${draft.result.id}`)).result;
    // 28.5 + 17.6 + 18.4 + 13.5 + 12.9
    expect(saved).toMatchObject({ totalScore: '90.90', grade: 'A', assessState: 'draft' });
    expect(saved.assessNo).toMatch(/^PJ-\d{4}-\d{4}$/);
    // A draft does not count yet.
    expect((await supplierByName('lina', supplier.supplierName)).assessCount).toBe(1);

    // 李娜 (经营部) may confirm it; the supplier then counts two assessments.
    const confirmed = await call('lina', 'PUT', '/supplier/assessment/edit', { id: saved.id, version: saved.version, assessState: 'confirmed' });
    expect(confirmed.success, confirmed.message).toBe(true);
    const after = await supplierByName('lina', supplier.supplierName);
    expect(after.assessCount).toBe(2);
    expect(Number(after.avgScore)).toBe(Math.round(((before + 90.9) / 2) * 10) / 10);
  });

  it('grades below 60 as D, which needs a 处理意见, and counts it as a failure', async () => {
    const supplier = await supplierByName('lina', '保定顺达汽车租赁有限公司');
    const low = ITEMS.map((i) => ({ ...i, score: 55 }));
    const base = { supplierId: supplier.id, periodType: 'quarter', quarter: '4', assessYear: 2026, assessDate: '2026-11-26', assessor: 'huanglei', opinion: '11 月两次未派车。', items: low };
    const missing = await call('lina', 'POST', '/supplier/assessment/add', base);
    expect(missing.result.fieldErrors).toEqual({ handling: '请输入处理意见' });
    const res = await call('lina', 'POST', '/supplier/assessment/add', { ...base, handling: 'suspend', assessState: 'confirmed' });
    expect(res.success, res.message).toBe(true);
    expect((await call('lina', 'GET', `/supplier/assessment/queryById?id=${res.result.id}`)).result).toMatchObject({ totalScore: '55.00', grade: 'D' });
    expect((await supplierByName('lina', supplier.supplierName)).failCount).toBe(1);
  });

  it('refuses weights that do not add up to 100 %, and a quarterly assessment without its quarter', async () => {
    const supplier = await supplierByName('lina', '保定顺达汽车租赁有限公司');
    const res = await call('lina', 'POST', '/supplier/assessment/add', {
      supplierId: supplier.id, periodType: 'quarter', assessYear: 2026, assessDate: '2026-11-26', assessor: 'huanglei', opinion: '季度考核',
      items: ITEMS.slice(0, 4),
    });
    expect(res.result.fieldErrors).toEqual({ weightTotal: '权重合计（%）不能小于 100', quarter: '请输入季度' });
  });

  it('keeps 考核状态 to those who may confirm: wangqiang’s confirmation stays a draft', async () => {
    const supplier = await supplierByName('wangqiang', '重庆渝顺汽车租赁有限公司');
    const res = await call('wangqiang', 'POST', '/supplier/assessment/add', {
      supplierId: supplier.id, periodType: 'annual', assessYear: 2026, assessDate: '2026-11-26', assessor: 'wangqiang', opinion: '用车保障到位。',
      items: ITEMS, assessState: 'confirmed',
    });
    expect(res.success, res.message).toBe(true);
    expect((await call('wangqiang', 'GET', `/supplier/assessment/queryById?id=${res.result.id}`)).result.assessState).toBe('draft');
    expect((await supplierByName('wangqiang', supplier.supplierName)).assessCount).toBe(1);
  });
});
