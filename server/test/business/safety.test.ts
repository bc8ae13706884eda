import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { reportId } from '../../src/reports/report-routes';

// 安全管理: the rules a 安全监理工程师 relies on, on the seeded demo data (p01 京港澳 under 华通公路 c01; p03 成渝环线 —
// 云顶山隧道、沱江特大桥 — and p07 under 中路监理 c02). liuyang is project staff on p01, chenjing on p03/p04.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Who = [string, string?];

const tokens = new Map<string, string>();
async function tokenOf(user: string, projectId?: string): Promise<string> {
  const key = `${user}@${projectId ?? ''}`;
  if (!tokens.has(key)) tokens.set(key, projectId ? await t.loginInProject(user, projectId) : await t.login(user));
  return tokens.get(key)!;
}
const call = async (who: Who, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/safety/${url}`, headers: { 'x-access-token': await tokenOf(...who) }, payload });
const list = async (who: Who, page: string, query = '') =>
  (await call(who, 'GET', `${page}/list?pageSize=500${query}`)).json().result.records as Json[];
const byId = async (who: Who, page: string, id: string) => (await call(who, 'GET', `${page}/queryById?id=${id}`)).json().result;
async function companiesOf(table: string, ids: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ c: string }>(`SELECT DISTINCT company_id AS c FROM ${table} WHERE id = ANY($1) ORDER BY 1`, [ids]);
  return rows.map((r) => r.c);
}

const LIUYANG: Who = ['liuyang', 'p01'];
const CHENJING: Who = ['chenjing', 'p03'];

describe('安全生产费用', () => {
  const plan = { planName: 'TJ9合同段安全生产费用计划', fundParty: 'contractor', worksType: 'highway', constructionCost: 280800000, planStatus: 'draft' };

  it('refuses a plan below the statutory minimum share (公路工程 1.5 %, 财资〔2022〕136号) and computes that minimum', async () => {
    const sectionId = (await call(LIUYANG, 'GET', 'fundPlan/list?pageSize=1&fundParty=contractor')).json().result.records[0].sectionId;
    const low = await call(LIUYANG, 'POST', 'fundPlan/add', { ...plan, sectionId, planAmount: 4_000_000 });
    expect(low.json().result?.fieldErrors, low.body).toEqual({ planAmount: '安全生产费用计划不得低于最低提取额（建安工程造价×提取比例，财资〔2022〕136号）' });
    const ok = await call(LIUYANG, 'POST', 'fundPlan/add', { ...plan, sectionId, planAmount: 4_212_000 });
    expect(ok.json().success, ok.body).toBe(true);
    const row = await byId(LIUYANG, 'fundPlan', ok.json().result.id);
    expect(Number(row.accrualRate)).toBe(1.5);
    expect(Number(row.minAmount)).toBe(4_212_000);
    // 机电安装工程 is 2 %: the same plan is now below its minimum.
    const electro = await call(LIUYANG, 'POST', 'fundPlan/add', { ...plan, planName: 'JD9', sectionId, worksType: 'electro', planAmount: 4_212_000 });
    expect(Object.keys(electro.json().result.fieldErrors)).toEqual(['planAmount']);
  });

  it('sums the approved use lines into the plan: used, remaining and usage %', async () => {
    const [target] = (await list(LIUYANG, 'fundPlan')).filter((p) => p.fundParty === 'contractor');
    const before = Number(target.usedAmount ?? 0);
    const line = { planId: target.id, useDate: '2026-11-20', period: '2026-11', category: 'facility', itemName: 'K45+600 交通导改段水马补充', amount: 100000 };
    const submitted = await call(LIUYANG, 'POST', 'fundUse/add', { ...line, useStatus: 'submitted' });
    expect(submitted.json().success, submitted.body).toBe(true);
    expect(Number((await byId(LIUYANG, 'fundPlan', target.id)).usedAmount ?? 0)).toBe(before); // not yet approved
    const approved = await call(LIUYANG, 'POST', 'fundUse/add', { ...line, useStatus: 'approved', approvedAmount: 96000.5 });
    expect(approved.json().success, approved.body).toBe(true);
    const after = await byId(LIUYANG, 'fundPlan', target.id);
    expect(Number(after.usedAmount)).toBeCloseTo(before + 96000.5, 2);
    expect(Number(after.remainAmount)).toBeCloseTo(Number(target.planAmount) - before - 96000.5, 2);
    expect(Number(after.usageRate)).toBeCloseTo(((before + 96000.5) / Number(target.planAmount)) * 100, 1);
    // An approved amount above the claim is refused.
    const over = await call(LIUYANG, 'POST', 'fundUse/add', { ...line, useStatus: 'approved', approvedAmount: 100001 });
    expect(over.json().result.fieldErrors).toEqual({ approvedAmount: '审核金额不能大于申报金额' });
  });
});

describe('隐患排查', () => {
  const danger = { title: '沱江特大桥 7# 墩承台基坑临边未防护', location: '沱江特大桥 7# 墩', level: 'general', foundDate: '2026-11-25', responsible: '陈静' };

  it('refuses a 整改期限 before the 发现日期', async () => {
    const res = await call(CHENJING, 'POST', 'hiddenDanger/add', { ...danger, deadline: '2026-11-24' });
    expect(res.json().result.fieldErrors).toEqual({ deadline: '整改期限不能早于发现日期' });
  });

  it('asks for the fields of each state of the loop: 待复查 needs photos and 完成日期, 已销号 the review and 销号日期', async () => {
    const done = await call(CHENJING, 'POST', 'hiddenDanger/add', { ...danger, status: 'done', deadline: '2026-11-28', measures: '设钢管防护栏杆并挂密目网' });
    expect(done.json().result.fieldErrors).toEqual({ afterPhotos: '请输入整改后照片', finishDate: '请输入完成日期' });
    const closed = await call(CHENJING, 'POST', 'hiddenDanger/add', {
      ...danger, status: 'verified', deadline: '2026-11-28', measures: '设钢管防护栏杆并挂密目网', afterPhotos: 'upload/safety/a.jpg', finishDate: '2026-11-26' });
    expect(Object.keys(closed.json().result.fieldErrors).sort()).toEqual(['closeDate', 'reviewDate', 'reviewOpinion', 'reviewResult', 'reviewer']);
    const failed = await call(CHENJING, 'POST', 'hiddenDanger/add', {
      ...danger, status: 'rectifying', deadline: '2026-11-28', measures: '设钢管防护栏杆', reviewResult: 'fail' });
    expect(Object.keys(failed.json().result.fieldErrors).sort()).toEqual(['reviewDate', 'reviewOpinion', 'reviewer']);
  });
});

describe('安全检查 → 隐患排查 (生成隐患)', () => {
  it('offers the action on a check that found problems, and a hidden danger added with the check id counts on it', async () => {
    const checks = await list(CHENJING, 'check');
    const check = checks.find((c) => c.checkNo === 'AQJC-2026-011')!; // 沱江特大桥 挂篮 check: one 不合格 item
    expect(check).toMatchObject({ problemStatus: 'found', failCount: 1, dangerCount: 1 });
    const schema = (await t.get('/devops/sys/schema/safety/check', await tokenOf(...CHENJING))).json().result;
    const action = schema.actions.custom.find((a: Json) => a.key === 'toDanger');
    expect(action.derive).toMatchObject({ page: 'safety/hiddenDanger', when: { problemStatus: ['found'] } });
    // What the derived add form is prefilled with, then saved.
    const prefill = Object.fromEntries(Object.entries(action.derive.map as Record<string, string>)
      .map(([to, from]) => [to, from === '$id' ? check.id : check[from]]).filter(([, v]) => v !== undefined && v !== null));
    expect(prefill).toMatchObject({ checkId: check.id, foundDate: check.checkDate, location: check.place, sectionId: check.sectionId });
    const res = await call(CHENJING, 'POST', 'hiddenDanger/add',
      { ...prefill, title: '挂篮左侧吊带保险绳缺失', level: 'major', deadline: '2026-05-22', noticeNo: '成渝环线总监办安监〔2026〕08号', reportedUp: '1', responsible: '陈静' });
    expect(res.json().success, res.body).toBe(true);
    const saved = await byId(CHENJING, 'hiddenDanger', res.json().result.id);
    expect(saved).toMatchObject({ checkId: check.id, checkId_dictText: 'AQJC-2026-011', checkType: 'special', status: 'pending' });
    expect((await byId(CHENJING, 'check', check.id)).dangerCount).toBe(2);
  });

  it('counts a failed item as a problem and needs its description', async () => {
    const sectionId = (await list(CHENJING, 'check'))[0].sectionId;
    const body = { checkTitle: '12月日常巡查', checkType: 'daily', checkDate: '2026-11-26', sectionId, place: '云顶山隧道进口', checkUnit: '成渝环线总监办', leader: '陈静', summary: '日常巡查' };
    const missing = await call(CHENJING, 'POST', 'check/add', { ...body, items: [{ itemName: '通风', result: 'fail' }] });
    expect(missing.json().success).toBe(false);
    expect(JSON.stringify(missing.json().result)).toContain('请输入问题描述');
    const ok = await call(CHENJING, 'POST', 'check/add', { ...body, items: [{ itemName: '通风', result: 'fail', problem: '风管破损漏风' }, { itemName: '照明', result: 'pass' }] });
    expect(ok.json().success, ok.body).toBe(true);
    expect(await byId(CHENJING, 'check', ok.json().result.id)).toMatchObject({ itemCount: 2, failCount: 1, problemStatus: 'found' });
  });

  it('refuses the action and the add to a role without the button', async () => {
    // zhangwei (group staff) may look at checks in the company view but holds neither 新增 nor 生成隐患.
    const res = await t.app.inject({ method: 'POST', url: '/devops/safety/hiddenDanger/add', headers: { 'x-access-token': await tokenOf('zhangwei') },
      payload: { title: 'x', location: 'y', level: 'general', foundDate: '2026-11-26', responsible: '陈静', projectId: 'p03' } });
    expectRefused(res, 510);
    const perms = (await t.get('/devops/sys/permission/getUserPermissionByToken', await tokenOf('zhangwei'))).json().result;
    expect((perms.auth as Json[]).map((a) => a.action)).not.toContain('safety:check:toDanger');
    expect((perms.auth as Json[]).map((a) => a.action)).not.toContain('safety:hiddenDanger:add');
    expectRefused((await call(LIUYANG, 'DELETE', 'check/delete?id=x')), 510);
  });
});

describe('scope', () => {
  const pages = ['check', 'hiddenDanger', 'fundPlan', 'fundUse'];
  it('wangqiang (c02) never sees 华通公路 (c01) rows', async () => {
    for (const page of pages) {
      const rows = await list(['wangqiang'], page);
      expect(rows.length, page).toBeGreaterThan(0);
      const table = { check: 'biz_safety_check', hiddenDanger: 'biz_safety_hidden_danger', fundPlan: 'biz_safety_fund_plan', fundUse: 'biz_safety_fund_use' }[page]!;
      expect(await companiesOf(table, rows.map((r) => r.id)), page).toEqual(['c02']);
    }
  });
  it('liuyang in the p01 project view sees only p01', async () => {
    for (const page of pages) {
      const rows = await list(LIUYANG, page);
      expect(rows.length, page).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.projectId)), page).toEqual(new Set(['p01']));
    }
  });
});

describe('风险管控', () => {
  const risk = { activity: '沱江特大桥 8# 墩桩基施工', workCategory: 'bridge', hazard: '冲击钻孔桩孔口未防护', accidentTypes: 'fall,drown', controls: '孔口加盖、设围栏',
    controlLevel: 'team', responsible: '李卫东', assessDate: '2026-11-20', reviewDate: '2026-12-20' };
  it('computes the score and the level: LEC (D = L×E×C) and the L×S matrix', async () => {
    const lec = await call(CHENJING, 'POST', 'risk/add', { ...risk, method: 'lec', lecL: 3, lecE: 6, lecC: 15 });
    expect(lec.json().success, lec.body).toBe(true);
    expect(await byId(CHENJING, 'risk', lec.json().result.id)).toMatchObject({ riskLevel: 'high' });
    expect(Number((await byId(CHENJING, 'risk', lec.json().result.id)).riskScore)).toBe(270);
    const matrix = await call(CHENJING, 'POST', 'risk/add', { ...risk, method: 'matrix', likelihood: 2, severity: 3 });
    expect(await byId(CHENJING, 'risk', matrix.json().result.id)).toMatchObject({ riskLevel: 'general' });
    // A 重大 risk needs its special plan; the matrix asks for L and S, not the LEC values.
    const major = await call(CHENJING, 'POST', 'risk/add', { ...risk, method: 'matrix', likelihood: 5, severity: 5 });
    expect(major.json().result.fieldErrors).toEqual({ specialPlan: '请输入专项施工方案及论证' });
    const blank = await call(CHENJING, 'POST', 'risk/add', { ...risk, method: 'matrix' });
    expect(Object.keys(blank.json().result.fieldErrors).sort()).toEqual(['likelihood', 'severity']);
  });
});

describe('隐患超期督办 and 安全通知 across the views', () => {
  const overdue = async (who: Who) =>
    (await t.app.inject({ method: 'GET', url: `/devops/online/cgreport/api/getData/${reportId('safety_overdue_dangers')}?pageSize=200`, headers: { 'x-access-token': await tokenOf(...who) } })).json().result.records as Json[];
  it('lists the open hidden dangers past or near their deadline, the project\'s in the project view and the company\'s in the company view', async () => {
    const p03 = await overdue(CHENJING);
    expect(p03.length).toBeGreaterThan(0);
    expect(new Set(p03.map((r) => r.project_name))).toEqual(new Set(['成渝地区双城经济圈环线高速公路监理']));
    expect(p03.every((r) => ['pending', 'rectifying', 'done'].includes(r.status))).toBe(true);
    const c02 = await overdue(['wangqiang']);
    expect(c02.length).toBeGreaterThan(p03.length);
    expect(c02.some((r) => r.project_name.startsWith('G4京港澳'))).toBe(false);
  });
  it('shows a company notice in the project view of its projects, not in another company\'s', async () => {
    const inP03 = await list(CHENJING, 'notice');
    expect(inP03.length).toBeGreaterThan(0);
    expect(await companiesOf('biz_safety_notice', inP03.map((r) => r.id))).toEqual(['c02']);
    expect((await list(LIUYANG, 'notice')).every((r) => !String(r.docNo).startsWith('中路监理'))).toBe(true);
  });
});

describe('the training-hours and drill-coverage reports', () => {
  const report = async (who: Who, code: string, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/devops/online/cgreport/api/getData/${reportId(code)}?pageSize=500${query}`, headers: { 'x-access-token': await tokenOf(...who) } })).json().result.records as Json[];
  it('sums each trainee\'s hours per year in the current project and shows the shortfall', async () => {
    const rows = await report(CHENJING, 'safety_training_hours', '&self_trainYear=2025');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.project_name))).toEqual(new Set(['成渝地区双城经济圈环线高速公路监理']));
    for (const r of rows) expect(Number(r.shortfall_hours)).toBeCloseTo(Math.max(12 - Number(r.total_hours), 0), 1);
    // The 隧道 三级安全教育 of January 2025: 24 + 16 + 8 hours for the same 14 people.
    expect(rows.filter((r) => Number(r.level3_hours) === 48).length).toBe(14);
  });
  it('counts the drills of each half-year and flags a half without a 现场处置方案 drill', async () => {
    const rows = await report(LIUYANG, 'safety_drill_coverage');
    expect(new Set(rows.map((r) => r.project_name))).toEqual(new Set(['G4京港澳高速公路改扩建工程施工监理']));
    const h = (y: number, half: string) => rows.find((r) => r.drill_year === y && r.half_name === half);
    expect(h(2025, '上半年')).toMatchObject({ plan_drills: 2, onsite_drills: 0, verdict: '缺现场处置演练' });
    expect(h(2026, '上半年')).toMatchObject({ onsite_drills: 2, verdict: '满足' });
  });
});
