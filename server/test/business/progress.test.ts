import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { areaClient, type Who } from './area-client';
import { reportId } from '../../src/reports/report-routes';

// 施工进度 on the demo data: p01 京港澳 (华通公路 c01) lags its plan, p03 成渝 and p07 深中 (中路监理 c02) are on plan.
// liuyang is project staff on p01; wangqiang works in c02's company view.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const { call, list, projectsOf } = areaClient(() => t, '');

const report = async (who: Who, code: string) =>
  (await call(who, 'GET', `online/cgreport/api/getData/${reportId(code)}?pageSize=200`)).json().result.records as Json[];
const planValueOf = async (projects: string[]) => Number((await t.db.query<{ v: string }>(
  `SELECT sum(l.month_value) AS v FROM biz_pg_plan_line l JOIN biz_pg_plan p ON p.id = l.plan_id AND p.del_flag = 0 WHERE p.project_id = ANY($1)`, [projects])).rows[0].v);

const LIUYANG: Who = ['liuyang', 'p01'];
const WANGQIANG: Who = ['wangqiang'];
const CHENJING: Who = ['chenjing', 'p03'];

const increasing = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]);

describe('S 曲线', () => {
  it('gives liuyang in p01 cumulative planned and actual 产值 rising month by month, of p01 only, with actual lagging', async () => {
    const rows = await report(LIUYANG, 'progress_s_curve');
    expect(rows.length).toBeGreaterThan(20);
    const months = rows.map((r) => r.month as string);
    expect([...months].sort()).toEqual(months);
    const planned = rows.map((r) => Number(r.cum_plan_wan));
    expect(increasing(planned)).toBe(true);
    const actual = rows.filter((r) => r.cum_actual_wan !== null).map((r) => Number(r.cum_actual_wan));
    expect(actual.length).toBeGreaterThan(15);
    expect(increasing(actual)).toBe(true);
    // The actual line stops at the last reported month (2026-11); the plan runs on to 2027.
    expect(rows.find((r) => r.month === '2026-12').cum_actual_wan).toBeNull();
    // The last planned total is p01's own plan, nothing of p03/p07.
    expect(planned.at(-1)).toBeCloseTo((await planValueOf(['p01'])) / 10000, 1);
    // 京港澳 lags: by November 2026 less than 90 % of the planned 产值 is done.
    const nov = rows.find((r) => r.month === '2026-11');
    expect(Number(nov.cum_actual_wan)).toBeLessThan(Number(nov.cum_plan_wan) * 0.9);
    // 计划至今 is the plan up to this calendar month (the curve's point for this month, or its last point once the plan
    // has ended); 实际 is everything reported, the curve's last actual point.
    const stats = (await report(LIUYANG, 'progress_stats'))[0];
    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date());
    const toDate = rows.filter((r) => r.month <= thisMonth).at(-1);
    expect(Number(stats.plan_to_date_wan)).toBeCloseTo(Number(toDate.cum_plan_wan), 1);
    expect(Number(stats.actual_wan)).toBeCloseTo(actual.at(-1)!, 1);
    expect(Number(stats.month_dev_wan)).toBeLessThan(0);
    const sections = (await report(LIUYANG, 'progress_by_section')).map((r) => r.name);
    expect(sections).toEqual(['LM1 LM1合同段（路面）', 'TJ1 TJ1合同段（路基桥涵）', 'TJ2 TJ2合同段（路基桥涵）', 'TJ3 TJ3合同段（路基桥涵）']);
  });

  it('gives wangqiang in the company view the sum of 中路监理’s projects, never 京港澳', async () => {
    const rows = await report(WANGQIANG, 'progress_company_s_curve');
    expect(Number(rows.at(-1).cum_plan_wan)).toBeCloseTo((await planValueOf(['p03', 'p07'])) / 10000, 1);
    const projects = (await report(WANGQIANG, 'progress_by_project')).map((r) => r.sort_key);
    expect(projects).toEqual(['p03', 'p07']);
    const months = await report(WANGQIANG, 'progress_monthly_output');
    expect(new Set(months.map((r) => r.project_name)).size).toBe(2);
    expect(months.some((r) => String(r.project_name).includes('京港澳'))).toBe(false);
    // In p03's project view the monthly table is p03's alone, and its 偏差率 is 偏差 ÷ 计划.
    const p03 = await report(CHENJING, 'progress_monthly_output');
    expect(new Set(p03.map((r) => r.project_name)).size).toBe(1);
    const row = p03.find((r) => Number(r.plan_wan) > 0)!;
    expect(Number(row.dev_wan)).toBeCloseTo(Number(row.actual_wan) - Number(row.plan_wan), 1);
    expect(Number(row.dev_rate)).toBeCloseTo((Number(row.dev_wan) / Number(row.plan_wan)) * 100, 0);
  });
});

describe('进度计划与填报', () => {
  const girderOf = async () => (await list(LIUYANG, 'progress/plan', '&workCode=TJ2-02'))[0];
  const fill = (plan: Json, over: object = {}) => ({
    reportMonth: '2026-12', workItem: plan.workItem, planId: plan.id, sectionId: plan.sectionId, workCode: plan.workCode,
    workCategory: plan.workCategory, unit: plan.unit, unitPrice: plan.unitPrice, doneQty: 2, reporter: '赵强', reportDate: '2026-11-27',
    reportStatus: 'submitted', ...over,
  });

  it('adds each month’s reported quantity to the plan’s cumulative, computing 产值 and 完成比例', async () => {
    const plan = await girderOf();
    expect(plan.workItem).toContain('预制T梁');
    const before = Number(plan.actualQty);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(Number(plan.planQty));
    const res = await call(LIUYANG, 'POST', 'progress/report/add', fill(plan));
    expect(res.json(), res.body).toMatchObject({ success: true });
    const after = await girderOf();
    expect(Number(after.actualQty)).toBe(before + 2);
    expect(Number(after.actualValue)).toBeCloseTo(Number(plan.actualValue) + 2 * 52000, 2);
    expect(Number(after.completion)).toBeCloseTo(Math.round(((before + 2) / 560) * 10000) / 100, 2);
    const mine = (await list(LIUYANG, 'progress/report', '&reportMonth=2026-12'))[0];
    expect(Number(mine.doneValue)).toBe(104000);
  });

  it('refuses a report that would take the cumulative beyond the planned quantity', async () => {
    const plan = await girderOf();
    const remain = Number(plan.planQty) - Number(plan.actualQty);
    const res = await call(LIUYANG, 'POST', 'progress/report/add', fill(plan, { reportMonth: '2027-02', doneQty: remain + 1 }));
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({ doneQty: '累计完成工程量不能超过计划工程量（设计数量），有设计变更请先调整进度计划' });
    // A draft is not counted, so it is not refused either.
    const draft = fill(plan, { reportMonth: '2027-01', doneQty: remain + 1, reportStatus: 'draft' });
    expect((await call(LIUYANG, 'POST', 'progress/report/add', draft)).json()).toMatchObject({ success: true });
    expect(Number((await girderOf()).actualQty)).toBe(Number(plan.actualQty));
  });

  it('takes one report per work item and month', async () => {
    const again = await call(LIUYANG, 'POST', 'progress/report/add', fill(await girderOf(), { doneQty: 1 }));
    expectRefused(again, 400);
    expect(again.json().result.fieldErrors).toEqual({ reportMonth: '该工作项本月已填报，退回修改的请在原记录上修改' });
  });

  it('refuses monthly plan lines that add up to more than the planned quantity', async () => {
    const plan = await girderOf();
    const full = (await call(LIUYANG, 'GET', `progress/plan/queryById?id=${plan.id}`)).json().result;
    const lines = [...full.lines.map((l: Json) => ({ planMonth: l.planMonth, monthQty: l.monthQty, monthValue: l.monthValue })),
      { planMonth: '2026-12', monthQty: 10, monthValue: 960000 }];
    const res = await call(LIUYANG, 'PUT', 'progress/plan/edit', { ...full, lines });
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toMatchObject({ linesQty: '分月计划工程量之和不能超过计划工程量' });
  });
});

describe('scope and buttons', () => {
  it('shows liuyang in p01 only p01’s plans and reports, wangqiang only 中路监理’s', async () => {
    for (const [page, table] of [['progress/plan', 'biz_pg_plan'], ['progress/report', 'biz_pg_report']]) {
      const p01 = await list(LIUYANG, page);
      expect(await projectsOf(table, p01.map((r) => r.id)), page).toEqual(['p01']);
      const c02 = await list(WANGQIANG, page);
      expect(await projectsOf(table, c02.map((r) => r.id)), page).toEqual(['p03', 'p07']);
    }
  });

  it('keeps 重点工作 and 员工动态 within the company, and lets only admin delete them', async () => {
    for (const [page, table] of [['progress/keyWork', 'biz_pg_key_work'], ['progress/staffDynamic', 'biz_pg_staff_dynamic']]) {
      const rows = await list(WANGQIANG, page);
      expect(rows.length, page).toBeGreaterThan(3);
      const { rows: companies } = await t.db.query<{ c: string }>(`SELECT DISTINCT company_id AS c FROM ${table} WHERE id = ANY($1)`, [rows.map((r) => r.id)]);
      expect(companies.map((r) => r.c)).toEqual(['c02']);
      expectRefused((await call(WANGQIANG, 'DELETE', `${page}/delete?id=${rows[0].id}`)), 510, { note: page });
    }
    // project staff cannot enter the company's key tasks at all
    expectRefused((await call(LIUYANG, 'POST', 'progress/keyWork/add', {})), 510);
  });
});
