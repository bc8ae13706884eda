import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, ROOT, type TestPlatform } from '../helper';
import { reportId } from '../../src/reports/report-routes';
import { reportReader, type Json } from './report-reader';

// The big screen's and the named dashboards' reports give the figures the module lists add up to, for the company
// in view: a company user always their own (whatever they send), a group user all companies or the one chosen.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(() => t?.close());

const { report, list } = reportReader(() => t);
const wan = (yuan: number) => Math.round(yuan / 100) / 100;
const sum = (rows: Json[], pick: (r: Json) => unknown) => rows.reduce((s, r) => s + Number(pick(r) ?? 0), 0);
const YEAR = String(new Date().getFullYear());

const codes = fs.readdirSync(path.join(ROOT, 'schemas/reports'))
  .filter((f) => /^(screen|dashboard)-.*\.json$/.test(f))
  .map((f) => JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/reports', f), 'utf8')).code as string);

describe('big screen and dashboard reports', () => {
  it('every one runs for a group user, a group user viewing a subsidiary and a company user', async () => {
    expect(codes.length).toBeGreaterThanOrEqual(18);
    for (const code of codes) {
      await report('admin', code);
      await report('admin', code, 'c02');
      await report('lina', code);
    }
  });

  it('本年合同 adds up the income contracts the list shows (a company user sees their own, whatever company they send)', async () => {
    const contracts = (await list('lina', 'contract/income')).filter((c) => ['signed', 'executing', 'closed'].includes(c.status));
    const [own] = await report('lina', 'screen_contract_year');
    expect(Number(own.year_signed_wan)).toBeCloseTo(wan(sum(contracts.filter((c) => String(c.signDate).startsWith(YEAR)), (c) => c.amount)), 2);
    expect(own.year_count).toBe(contracts.filter((c) => String(c.signDate).startsWith(YEAR)).length);
    expect(Number(own.invoiced_wan)).toBeCloseTo(wan(sum(contracts, (c) => c.invoicedAmount)), 2);
    expect(Number(own.effective_wan)).toBeCloseTo(wan(sum(contracts, (c) => c.effectiveAmount)), 2);
    // lina (华通) asking for 中路's figures still gets her own; the group viewing 华通 gets the same.
    expect(await report('lina', 'screen_contract_year', 'c02')).toEqual([own]);
    expect(await report('admin', 'screen_contract_year', 'c01')).toEqual([own]);
    const [all] = await report('admin', 'screen_contract_year');
    expect(Number(all.effective_wan)).toBeGreaterThan(Number(own.effective_wan));
    // The month chart adds up to the year.
    const months = await report('lina', 'screen_contract_month');
    expect(months[0].month).toBe(`${YEAR}-01`);
    expect(sum(months, (m) => m.signed_wan)).toBeCloseTo(Number(own.year_signed_wan), 1);
  });

  it('总览 counts the projects, tenders won this year and open hidden dangers of the lists; a subsidiary in view is that company', async () => {
    for (const user of ['lina', 'admin']) {
      const [overview] = await report(user, 'screen_overview');
      const projects = await list(user, 'project/projectInfo');
      expect(overview.project_total, user).toBe(projects.length);
      expect(overview.project_active).toBe(projects.filter((p) => p.state === '2').length);
      const tenders = await list(user, 'contract/tender');
      const won = tenders.filter((x) => x.tenderState === 'won' && String(x.openTime).startsWith(YEAR));
      expect(overview.won_count, user).toBe(won.length);
      expect(Number(overview.won_wan)).toBeCloseTo(wan(sum(won, (x) => x.bidPrice)), 2);
      const dangers = (await list(user, 'safety/hiddenDanger')).filter((d) => ['pending', 'rectifying', 'done'].includes(d.status));
      expect(overview.open_dangers).toBe(dangers.length);
      // The charts beside it agree with the numbers.
      expect(sum(await report(user, 'screen_danger_level'), (r) => r.open_total)).toBe(dangers.length);
      expect(sum(await report(user, 'screen_tender_month'), (r) => r.won)).toBe(won.length);
      expect(sum(await report(user, 'screen_project_state'), (r) => r.total)).toBe(projects.length);
      expect(sum(await report(user, 'screen_project_province'), (r) => r.total)).toBe(projects.length);
    }
    // The group viewing 华通 sees what 华通's own manager sees, on every panel.
    for (const code of ['screen_overview', 'screen_danger_level', 'screen_tender_month', 'screen_latest', 'dashboard_cost_category']) {
      expect(await report('admin', code, 'c01'), code).toEqual(await report('lina', code));
    }
    expect(await report('admin', 'screen_overview', 'c02')).not.toEqual(await report('admin', 'screen_overview', 'c01'));
  });

  it('the map names provinces as the China map does, with the code the project list is filtered by', async () => {
    const rows = await report('admin', 'screen_project_province');
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ province: '四川', region_code: '510000' }), expect.objectContaining({ province: '河北', total: 2 })]));
  });

  it('项目大屏 counts the current project’s open hidden dangers and this week’s logs as its lists do', async () => {
    const token = await t.loginInProject('liuyang', 'p01');
    const data = async (code: string) => (await t.get(`/devops/online/cgreport/api/getData/${reportId(code)}?pageSize=500`, token)).json().result.records as Json[];
    const rows = async (page: string) => (await t.get(`/devops/${page}/list?pageSize=1000`, token)).json().result.records as Json[];
    const [figures] = await data('screen_project_figures');
    const dangers = (await rows('safety/hiddenDanger')).filter((d) => ['pending', 'rectifying', 'done'].includes(d.status));
    expect(figures.open_dangers).toBe(dangers.length);
    expect(figures.logs_week).toBe((await data('screen_project_logs')).length);
    // The route strip's sections: their 桩号 and progress as 标段 and 进度计划 list them.
    const sections = await data('screen_project_sections');
    const listed = await rows('project/section');
    expect(sections.map((s) => s.section_code).sort()).toEqual(listed.map((s) => s.sectionCode).sort());
    const plans = await rows('progress/plan');
    for (const section of sections) {
      const own = listed.find((s) => s.sectionCode === section.section_code);
      expect([section.stake_start, section.stake_end], section.section_code).toEqual([own.stakeStart ?? null, own.stakeEnd ?? null]);
      const mine = plans.filter((p) => p.sectionId === section.id);
      const planned = sum(mine, (p) => p.planValue);
      expect(section.progress === null ? null : Number(section.progress), section.section_code)
        .toBe(planned ? Math.round((sum(mine, (p) => p.actualValue) / planned) * 1000) / 10 : null);
    }
    expect(sections.filter((s) => s.progress !== null).length).toBeGreaterThan(1);
    for (const code of ['screen_project_photos', 'screen_project_logs']) await data(code);
  });
});
