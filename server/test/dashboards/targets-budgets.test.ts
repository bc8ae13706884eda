import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { reportReader, type Json } from './report-reader';

// 年度经营目标 and 成本预算 on the big screen and 经营成本: every completion rate and every budget figure is what the
// module lists add up to, for a company user (their own company), the group (all companies) and the group viewing one.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(() => t?.close());

const { report, list } = reportReader(() => t);
const COMPANIES = ['c01', 'c02', 'c03', 'c04', 'c05'];
const sum = (rows: Json[], pick: (r: Json) => unknown) => rows.reduce((s, r) => s + Number(pick(r) ?? 0), 0);
const wan = (yuan: number) => Math.round(yuan / 100) / 100;
const rate = (done: number, target: number) => Math.round((done / target) * 1000) / 10;
const YEAR = new Date().getFullYear();
const thisYear = (date: unknown) => String(date ?? '').startsWith(String(YEAR));

/** 全年预算 by subject over the given companies: a company's 全年 row for a subject, or the sum of its months. */
async function yearBudgets(companies: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const company of companies) {
    const rows = (await list('admin', 'operate/costBudget', company)).filter((b) => b.budgetYear === YEAR);
    for (const subject of new Set(rows.map((r) => r.budgetSubject as string))) {
      const group = rows.filter((r) => r.budgetSubject === subject);
      const year = group.find((r) => r.budgetPeriod === 'year');
      out.set(subject, (out.get(subject) ?? 0) + (year ? Number(year.budgetAmount) : sum(group, (r) => r.budgetAmount)));
    }
  }
  return out;
}

describe('年度经营目标 and 成本预算 on the screens', () => {
  it('the demo keeps a target for every company this year and budgets by subject, some month by month', async () => {
    for (const company of COMPANIES) {
      expect((await list('admin', 'operate/annualTarget', company)).filter((r) => r.targetYear === YEAR), company).toHaveLength(1);
    }
    const budgets = (await list('admin', 'operate/costBudget')).filter((r) => r.budgetYear === YEAR);
    expect(budgets.filter((r) => r.budgetPeriod !== 'year').length).toBeGreaterThanOrEqual(12);
    // 李娜 (华通) sees her own company's targets only, whatever company she asks for.
    expect(await list('lina', 'operate/annualTarget')).toEqual(await list('admin', 'operate/annualTarget', 'c01'));
    expect(await list('lina', 'operate/annualTarget', 'c02')).toEqual([]);
  });

  it('新签、开票、回款 completion is this year’s figure from the lists over the target, for 华通, the group and the group viewing 华通', async () => {
    for (const [user, company] of [['lina', undefined], ['admin', undefined], ['admin', 'c01']] as const) {
      const viewer = company ? 'lina' : user;
      const [row] = await report(user, 'screen_contract_year', company);
      const [target] = [(await list(viewer, 'operate/annualTarget')).filter((r) => r.targetYear === YEAR)];
      const signedTarget = sum(target, (r) => r.signedTarget);
      const revenueTarget = sum(target, (r) => r.revenueTarget);
      const collectionTarget = sum(target, (r) => r.collectionTarget);
      expect(Number(row.signed_target_wan), `${user} ${company}`).toBeCloseTo(signedTarget, 2);
      expect(Number(row.revenue_target_wan)).toBeCloseTo(revenueTarget, 2);
      expect(Number(row.collection_target_wan)).toBeCloseTo(collectionTarget, 2);

      const signed = wan(sum((await list(viewer, 'contract/income')).filter((c) => ['signed', 'executing', 'closed'].includes(c.status) && thisYear(c.signDate)), (c) => c.amount));
      expect(Number(row.year_signed_wan)).toBeCloseTo(signed, 2);
      expect(Number(row.signed_target_rate)).toBeCloseTo(rate(signed, signedTarget), 1);

      const invoiced = wan(sum((await list(viewer, 'contract/invoice')).filter((i) => ['issued', 'delivered', 'reversed'].includes(i.invoiceState) && thisYear(i.invoiceDate)), (i) => i.invoiceAmount));
      expect(Number(row.year_invoiced_wan)).toBeCloseTo(invoiced, 2);
      expect(Number(row.revenue_target_rate)).toBeCloseTo(rate(invoiced, revenueTarget), 1);

      const received = wan(sum((await list(viewer, 'flow/receipt')).filter((r) => r.bpmStatus === '3' && thisYear(r.arrivalDate)), (r) => r.claimAmount));
      expect(Number(row.year_received_wan)).toBeCloseTo(received, 2);
      expect(Number(row.collection_target_rate)).toBeCloseTo(rate(received, collectionTarget), 1);
    }
    // The group's target is the companies' sum: more than 华通's alone.
    const [group] = await report('admin', 'screen_contract_year');
    const [huatong] = await report('lina', 'screen_contract_year');
    expect(Number(group.signed_target_wan)).toBeGreaterThan(Number(huatong.signed_target_wan));
  });

  it('中标 completion counts this year’s won tenders of the list against the 中标个数 target', async () => {
    for (const user of ['lina', 'admin']) {
      const [row] = await report(user, 'screen_overview');
      const target = sum((await list(user, 'operate/annualTarget')).filter((r) => r.targetYear === YEAR), (r) => r.bidWinTarget);
      const won = (await list(user, 'contract/tender')).filter((x) => x.tenderState === 'won' && thisYear(x.openTime)).length;
      expect(row.won_target, user).toBe(target);
      expect(Number(row.won_target_rate)).toBeCloseTo(rate(won, target), 1);
    }
  });

  it('预算与实际 by subject: the budget list’s year figures against the approved and pending payments of this year', async () => {
    for (const [user, company] of [['admin', undefined], ['admin', 'c01'], ['admin', 'c02'], ['lina', 'c01']] as const) {
      const rows = await report(user, 'screen_cost_budget', company);
      const bySubject = await yearBudgets(company ? [company] : COMPANIES);
      const payments = (await list('admin', 'flow/payment', company)).filter((p) => thisYear(p.applyDate));
      const subjects = new Set([...bySubject.keys(), ...payments.filter((p) => ['2', '3'].includes(p.bpmStatus)).map((p) => p.budgetSubject)]);
      expect(rows.map((r) => r.budget_subject).sort(), `${company}`).toEqual([...subjects].sort());
      for (const r of rows) {
        const paid = wan(sum(payments.filter((p) => p.bpmStatus === '3' && p.budgetSubject === r.budget_subject), (p) => p.payAmount));
        const pending = wan(sum(payments.filter((p) => p.bpmStatus === '2' && p.budgetSubject === r.budget_subject), (p) => p.payAmount));
        expect(Number(r.budget_wan), r.subject_text).toBeCloseTo(bySubject.get(r.budget_subject) ?? 0, 2);
        expect(Number(r.paid_wan), r.subject_text).toBeCloseTo(paid, 2);
        expect(Number(r.pending_wan), r.subject_text).toBeCloseTo(pending, 2);
      }
    }
    // 华通 budgets 差旅费 month by month: its year is the months' sum.
    const travel = (await report('lina', 'screen_cost_budget')).find((r) => r.budget_subject === 'travel');
    const months = (await list('lina', 'operate/costBudget')).filter((b) => b.budgetSubject === 'travel' && b.budgetYear === YEAR);
    expect(months.length).toBe(12);
    expect(Number(travel.budget_wan)).toBeCloseTo(sum(months, (b) => b.budgetAmount), 2);
  });

  it('each company’s execution and the month trend add up to the same budgets and payments', async () => {
    const companies = await report('admin', 'dashboard_cost_budget_company');
    const subjects = await report('admin', 'screen_cost_budget');
    expect(sum(companies, (r) => r.budget_wan)).toBeCloseTo(sum(subjects, (r) => r.budget_wan), 1);
    expect(sum(companies, (r) => r.paid_wan)).toBeCloseTo(sum(subjects, (r) => r.paid_wan), 1);
    const huatong = companies.find((r) => r.company_id === 'c01');
    expect(Number(huatong.exec_rate)).toBeCloseTo(rate(Number(huatong.paid_wan), Number(huatong.budget_wan)), 0);

    // The cumulative budget at this month: the 全年 budgets' share of the months gone, plus the monthly ones so far.
    const month = new Date().getMonth() + 1;
    const trend = await report('lina', 'dashboard_cost_month');
    expect(trend.length).toBe(month);
    const budgets = (await list('lina', 'operate/costBudget')).filter((b) => b.budgetYear === YEAR);
    const yearly = sum(budgets.filter((b) => b.budgetPeriod === 'year'), (b) => b.budgetAmount) * (month / 12);
    const monthly = sum(budgets.filter((b) => b.budgetPeriod !== 'year' && Number(b.budgetPeriod) <= month), (b) => b.budgetAmount);
    expect(Number(trend.at(-1).cum_budget_wan)).toBeCloseTo(yearly + monthly, 1);
    const [own] = await report('lina', 'dashboard_cost_budget_company');
    expect(Number(trend.at(-1).cum_paid_wan)).toBeCloseTo(Number(own.paid_wan), 1);
  });
});
