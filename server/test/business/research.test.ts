import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { areaClient } from './area-client';

// 科研管理, 创新亮点 and 形象标准化 on the seeded demo data: 华通公路 (c01, lina and fengtao) and 中路监理 (c02, wangqiang) run
// their own research; liuyang is project staff on p01 only.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const { call, list, byId, projectsOf, companiesOf } = areaClient(() => t, '');


const LINA: [string] = ['lina'];
const WANGQIANG: [string] = ['wangqiang'];
const LIUYANG: [string, string] = ['liuyang', 'p01'];

const patent = (over: object = {}) => ({
  patentName: '一种拼宽路基沉降板保护装置', patentType: 'utility', applyNo: '202620556677.1', applyDate: '2026-03-10',
  inventors: '冯涛；王鹏', owner: '华通公路工程咨询有限公司', ...over,
});

describe('专利与软著', () => {
  it('refuses a 授权日 before the 申请日', async () => {
    const res = (await call(LINA, 'POST', 'research/patent/add',
      patent({ patentStatus: 'granted', grantNo: 'CN 224000111 U', grantDate: '2026-03-01' }))).json();
    expect(res.success).toBe(false);
    expect(res.result.fieldErrors).toEqual({ grantDate: '授权日不能早于申请日' });
  });

  it('asks for the 授权号 and 授权日 of a granted patent', async () => {
    const res = (await call(LINA, 'POST', 'research/patent/add', patent({ patentStatus: 'granted' }))).json();
    expect(res.result.fieldErrors).toEqual({ grantNo: '请输入授权公告号/证书号', grantDate: '请输入授权日' });
  });

  it('computes the end of protection from the filing date: 发明 20 年, 实用新型 10 年, 外观设计 15 年 (10 before 2021-06-01)', async () => {
    const cases: [object, string][] = [
      [{ patentType: 'invention', applyNo: '202610111222.3', applyDate: '2026-03-10' }, '2046-03-09'],
      [{ patentType: 'utility', applyNo: '202620111222.4', applyDate: '2026-03-10' }, '2036-03-09'],
      [{ patentType: 'design', applyNo: '202630111222.5', applyDate: '2026-03-10' }, '2041-03-09'],
      [{ patentType: 'design', applyNo: '202030111222.6', applyDate: '2020-09-15' }, '2030-09-14'],
    ];
    for (const [over, end] of cases) {
      const res = (await call(LINA, 'POST', 'research/patent/add', patent(over))).json();
      expect(res.success, JSON.stringify(res)).toBe(true);
      expect((await byId(LINA, 'research/patent', res.result.id)).expiryDate, JSON.stringify(over)).toBe(end);
    }
  });
});

describe('科研经费', () => {
  it('rolls spending up into the project and refuses spending beyond the 总经费 with its message', async () => {
    const project = (await list(LINA, 'research/project', '&projectName=' + encodeURIComponent('无人机高边坡')))[0];
    expect(Number(project.budget)).toBe(300000);
    expect(Number(project.durationMonths)).toBe(18); // 2025-01-01 to 2026-06-30
    const before = Number(project.spent);
    expect(before).toBeGreaterThan(280000);
    const balance = Math.round((300000 - before) * 100) / 100;
    expect(Number(project.balance)).toBe(balance);

    const spend = (amount: number) => call(LINA, 'POST', 'research/fund/add', {
      researchId: project.id, spendDate: '2026-11-26', subject: 'expert', summary: '结题评审专家咨询费', amount, voucherNo: '记-202611-0999', handler: '赵强',
    });
    const refused = (await spend(balance + 100)).json();
    expect(refused.success).toBe(false);
    expect(refused.result.fieldErrors).toEqual({ amount: '累计支出不能超过项目总经费，请先调整预算（财政拨款、委托方经费或自筹经费）' });

    expect((await spend(balance)).json()).toMatchObject({ success: true });
    const after = await byId(LINA, 'research/project', project.id);
    expect(Number(after.spent)).toBe(300000);
    expect(Number(after.balance)).toBe(0);
    expect(Number(after.execRate)).toBe(100);
  });
});

describe('scope and buttons', () => {
  it('shows wangqiang only 中路监理’s research, and lina only 华通公路’s', async () => {
    for (const [page, table] of [['research/project', 'biz_rs_project'], ['research/fund', 'biz_rs_fund'], ['research/patent', 'biz_rs_patent'], ['research/paper', 'biz_rs_paper']]) {
      const c02 = await list(WANGQIANG, page);
      const c01 = await list(LINA, page);
      expect(await companiesOf(table, c02.map((r) => r.id)), page).toEqual(['c02']);
      expect(await companiesOf(table, c01.map((r) => r.id)), page).toEqual(['c01']);
    }
    const c01Project = (await list(LINA, 'research/project'))[0];
    expectRefused((await call(WANGQIANG, 'GET', `research/project/queryById?id=${c01Project.id}`)), 404);
  });

  it('shows liuyang in p01 only p01’s highlights and 形象标准化 checks, and wangqiang p03’s and p07’s', async () => {
    for (const [page, table] of [['innovation/highlight', 'biz_inn_highlight'], ['imaging/standard', 'biz_img_standard']]) {
      expect(await projectsOf(table, (await list(LIUYANG, page)).map((r) => r.id)), page).toEqual(['p01']);
      expect(await projectsOf(table, (await list(WANGQIANG, page)).map((r) => r.id)), page).toEqual(['p03', 'p07']);
    }
  });

  it('rates a 形象标准化 check from its score', async () => {
    const res = (await call(LIUYANG, 'POST', 'imaging/standard/add', {
      title: 'TJ3 钢筋加工场', category: 'rebar_yard', checkDate: '2026-11-27', checker: '刘洋', requirement: '原材与半成品分区堆放、离地并挂牌',
      score: 79.5, conclusion: '半成品未挂牌', rectifyStatus: 'open', rectifyDeadline: '2026-12-04', publishStatus: 'draft',
    })).json();
    expect(res, JSON.stringify(res)).toMatchObject({ success: true });
    expect((await byId(LIUYANG, 'imaging/standard', res.result.id)).rating).toBe('improve');
  });

  it('refuses a role without the button: project staff cannot open research, company staff cannot delete a patent', async () => {
    expectRefused((await call(['liuyang'], 'POST', 'research/patent/add', patent({ applyNo: '202620999888.1' }))), 510);
    const mine = (await list(LINA, 'research/patent'))[0];
    expectRefused((await call(LINA, 'DELETE', `research/patent/delete?id=${mine.id}`)), 510);
  });
});

describe('科研统计', () => {
  it('sums each company’s research, and shows a company only its own line', async () => {
    const report = async (who: [string, string?]) => {
      const id = (await call(who, 'GET', 'online/cgreport/api/getRpColumns/research_summary')).json().result.cgRpConfigId;
      return (await call(who, 'GET', `online/cgreport/api/getData/${id}?pageSize=50`)).json().result.records as Json[];
    };
    const mine = await report(WANGQIANG);
    expect(mine.map((r) => r.company_id)).toEqual(['c02']);
    const { rows } = await t.db.query<{ n: number; b: string }>(
      `SELECT count(*)::int AS n, round(sum(budget) / 10000, 2)::text AS b FROM biz_rs_project WHERE company_id = 'c02' AND del_flag = 0`);
    expect(Number(mine[0].project_count)).toBe(rows[0].n);
    expect(Number(mine[0].budget_wan)).toBe(Number(rows[0].b));
    expect(Number(mine[0].invention_count)).toBe(1);
    const all = await report(['zhangwei']);
    expect(all.map((r) => r.company_id).sort()).toEqual(['c01', 'c02', 'c03', 'c04']);
  });
});
