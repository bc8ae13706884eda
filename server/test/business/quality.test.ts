import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { areaClient, type Who } from './area-client';

// 质量管理 on the demo data: p01 京港澳 (华通公路 c01), p03 成渝 and p07 深中 (中路监理 c02), p05 G60 (西南咨询 c03).
// liuyang is project staff on p01; wangqiang works in c02's company view, where quality is read-only.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const { call, list, projectsOf } = areaClient(() => t, 'quality/');

const sectionOf = async (project: string, code: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM biz_project_section WHERE project_id = $1 AND section_code = $2', [project, code])).rows[0].id;

const LIUYANG: Who = ['liuyang', 'p01'];
const WANGQIANG: Who = ['wangqiang'];

describe('质量检查', () => {
  const check = async (over: object = {}) => ({
    checkDate: '2026-11-26', checkType: 'sampling', sectionId: await sectionOf('p01', 'LM1'), workCategory: 'pavementSurface',
    partName: 'K40+200～K41+000 SMA-13 上面层', stake: 'K40+200～K41+000', inspector: '赵强', conclusion: 'rectify',
    rectifyDeadline: '2026-12-03', summary: '上面层压实度与平整度抽检。',
    items: [
      { itemName: '压实度（%）', standard: '≥98', measured: '98.6,97.4', passPoints: 9, totalPoints: 10 },
      { itemName: '平整度 σ（mm）', standard: '≤1.2', measured: '0.9,1.3', passPoints: 18, totalPoints: 20 },
      { itemName: '厚度（mm）', standard: '代表值 -5%H', measured: '-2%', passPoints: 6, totalPoints: 6 },
    ],
    ...over,
  });

  it('computes 合格率 for every measured item and for the whole check', async () => {
    const res = await call(LIUYANG, 'POST', 'check/add', await check());
    expect(res.json(), res.body).toMatchObject({ success: true });
    const saved = (await list(LIUYANG, 'check', '&checkDate_begin=2026-11-26&checkDate_end=2026-11-26'))[0];
    expect(saved.checkNo).toMatch(/^ZLJC-2026-\d{3}$/);
    expect([saved.passPoints, saved.totalPoints]).toEqual([33, 36]);
    expect(Number(saved.passRate)).toBe(91.67);
    const full = (await call(LIUYANG, 'GET', `check/queryById?id=${saved.id}`)).json().result;
    expect(full.items.map((i: Json) => Number(i.passRate))).toEqual([90, 90, 100]);
  });

  it('refuses a 整改期限 before the check date, and more 合格点数 than points checked', async () => {
    const early = await call(LIUYANG, 'POST', 'check/add', await check({ rectifyDeadline: '2026-11-20' }));
    expectRefused(early, 400);
    expect(early.json().result.fieldErrors).toEqual({ rectifyDeadline: '整改期限不能早于检查日期' });
    const body = await check();
    body.items[0] = { ...body.items[0], passPoints: 11 };
    const over = await call(LIUYANG, 'POST', 'check/add', body);
    expectRefused(over, 400);
    expect(JSON.stringify(over.json().result)).toContain('合格点数不能多于总点数');
  });
});

describe('质量缺陷与整改', () => {
  const defectOf = async (status: string) => (await list(LIUYANG, 'defect', `&status=${status}`))[0];

  it('asks for the rectification and the review before a problem is closed', async () => {
    const open = await defectOf('issued');
    expect(open).toBeTruthy();
    const res = await call(LIUYANG, 'PUT', 'defect/edit', { ...open, status: 'closed' });
    expectRefused(res, 400);
    expect(Object.keys(res.json().result.fieldErrors).sort()).toEqual(['closeDate', 'measures', 'rectifyDate', 'reviewDate', 'reviewResult', 'reviewer']);
    const toReview = await call(LIUYANG, 'PUT', 'defect/edit', { ...open, status: 'toReview', measures: '已贴抗裂贴并覆盖养生 7 天。', rectifyDate: '2026-11-26' });
    expect(toReview.json(), toReview.body).toMatchObject({ success: true });
    const closed = await call(LIUYANG, 'PUT', 'defect/edit', {
      ...(await defectOf('toReview')), status: 'closed', reviewer: '刘洋', reviewDate: '2026-11-25', reviewResult: 'pass', closeDate: '2026-11-27',
    });
    // The review cannot come before the rectification it checks.
    expectRefused(closed, 400);
  });

  it('refuses a deadline before the problem was found', async () => {
    const open = await defectOf('rectifying');
    const res = await call(LIUYANG, 'PUT', 'defect/edit', { ...open, deadline: '2024-01-01' });
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({ deadline: '整改期限不能早于发现日期' });
  });
});

describe('工程质量检验评定（JTG F80/1-2017）', () => {
  const evaluation = async (over: object = {}) => ({
    sectionId: await sectionOf('p01', 'TJ2'), level: 'item', workCategory: 'subgrade', evalName: 'K56+000～K57+000 土方路基',
    evalDate: '2026-11-25', contractor: '中铁十八局集团有限公司', basicReq: 'ok', appearance: 'ok', docs: 'complete', selfResult: 'qualified', evaluator: '刘洋',
    items: [
      { itemName: '压实度（%）', isKey: '1', standard: '≥96', passPoints: 19, totalPoints: 20 },
      { itemName: '弯沉（0.01mm）', isKey: '1', standard: '≤设计值', passPoints: 20, totalPoints: 20 },
      { itemName: '平整度（mm）', isKey: '0', standard: '≤15', passPoints: 16, totalPoints: 20 },
    ],
    ...over,
  });
  const saved = async (name: string) => (await list(LIUYANG, 'evaluation', `&evalName=${encodeURIComponent(name)}`))[0];

  it('rates a 分项工程 合格 at 95 % key items and 80 % general items, 不合格 below', async () => {
    expect((await call(LIUYANG, 'POST', 'evaluation/add', await evaluation())).json()).toMatchObject({ success: true });
    const ok = await saved('K56+000～K57+000 土方路基');
    expect([Number(ok.keyRate), Number(ok.generalRate), ok.result]).toEqual([97.5, 80, 'qualified']);
    const low = await evaluation({ evalName: 'K57+000～K58+000 土方路基' });
    low.items[2] = { ...low.items[2], passPoints: 15 };
    await call(LIUYANG, 'POST', 'evaluation/add', low);
    expect((await saved('K57+000～K58+000 土方路基')).result).toBe('unqualified');
    // 机电工程 needs every key point.
    await call(LIUYANG, 'POST', 'evaluation/add', await evaluation({ evalName: '收费站机电设备安装', workCategory: 'electro' }));
    expect((await saved('收费站机电设备安装')).result).toBe('unqualified');
    // 外观质量 with a 限制缺陷 fails it whatever the points say.
    await call(LIUYANG, 'POST', 'evaluation/add', await evaluation({ evalName: 'K58+000～K59+000 土方路基', appearance: 'fail', appearanceNote: '边坡冲沟' }));
    expect((await saved('K58+000～K59+000 土方路基')).result).toBe('unqualified');
  });

  it('rates a 分部工程 合格 only when all its 分项工程 are', async () => {
    const part = await evaluation({ level: 'part', evalName: 'K56+000～K59+000 路基土石方工程', items: [], subTotal: 3, subQualified: 2 });
    await call(LIUYANG, 'POST', 'evaluation/add', part);
    expect((await saved('K56+000～K59+000 路基土石方工程')).result).toBe('unqualified');
    expect((await list(LIUYANG, 'evaluation', '&result=unqualified')).length).toBeGreaterThan(3);
  });
});

describe('质量目标', () => {
  it('judges a target met or missed by its direction, and asks why when it is missed', async () => {
    const mine = await list(WANGQIANG, 'objective');
    const { rows } = await t.db.query<{ c: string }>('SELECT DISTINCT company_id AS c FROM biz_qa_objective WHERE id = ANY($1)', [mine.map((r) => r.id)]);
    expect(rows.map((r) => r.c)).toEqual(['c02']);
    const target = { objYear: 2026, kind: 'project', indicator: '分部工程一次验收合格率', direction: 'ge', targetValue: 98, unit: '%',
      measure: '监理评定合格的分部工程数 ÷ 评定总数', deptId: 'd05', actualValue: 96.5 };
    const missed = await call(WANGQIANG, 'POST', 'objective/add', target);
    expectRefused(missed, 400);
    expect(missed.json().result.fieldErrors).toEqual({ analysis: '请输入未达成原因及纠正措施' });
    expect((await call(WANGQIANG, 'POST', 'objective/add', { ...target, indicator: '质量事故', direction: 'le', targetValue: 0, unit: '起', actualValue: 0 })).json())
      .toMatchObject({ success: true });
    expect((await list(WANGQIANG, 'objective', `&indicator=${encodeURIComponent('质量事故')}`))[0].result).toBe('met');
  });
});

describe('scope and buttons', () => {
  it('shows liuyang in p01 only p01’s quality rows, and wangqiang only 中路监理’s projects', async () => {
    for (const [page, table] of [['check', 'biz_qa_check'], ['defect', 'biz_qa_defect'], ['evaluation', 'biz_qa_evaluation']]) {
      const p01 = await list(LIUYANG, page);
      expect(p01.length, page).toBeGreaterThan(5);
      expect(await projectsOf(table, p01.map((r) => r.id)), page).toEqual(['p01']);
      const c02 = await list(WANGQIANG, page);
      expect(await projectsOf(table, c02.map((r) => r.id)), page).toEqual(['p03', 'p07']);
    }
    const p01Defect = (await list(LIUYANG, 'defect'))[0];
    expectRefused((await call(WANGQIANG, 'GET', `defect/queryById?id=${p01Defect.id}`)), 404);
  });

  it('lets project staff record but not delete a quality problem, and keeps the company view read-only', async () => {
    const row = (await list(LIUYANG, 'defect'))[0];
    expectRefused((await call(LIUYANG, 'DELETE', `defect/delete?id=${row.id}`)), 510);
    expectRefused((await call(WANGQIANG, 'POST', 'check/add', {})), 510);
  });
});
