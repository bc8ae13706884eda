import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { areaClient } from './area-client';

// 试验检测: the lab's rules on the seeded demo data (p05 G60 试验检测 under 西南咨询 c03; 工地试验室 on p01 京港澳 (c01) and
// p03 成渝 (c02)). liuyang is project staff on p01 only, chenjing on p03/p04; wangqiang works in c02's company view.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const { tokenOf, call, list, byId, projectsOf } = areaClient(() => t, 'experiment/');


const LIUYANG: [string, string] = ['liuyang', 'p01'];
const CHENJING: [string, string] = ['chenjing', 'p03'];
const WANGQIANG: [string] = ['wangqiang'];

/** A sample newly registered by liuyang's lab in p01. */
async function newSample(sampleName = 'concrete_cube', spec = 'C30'): Promise<Json> {
  const res = await call(LIUYANG, 'POST', 'sample/add', { sampleName, spec, quantity: 1, quantityUnit: 'group', location: 'K52+180 互通 匝道桥 承台',
    stake: 'K52+180', testType: 'witness', sampleDate: '2026-10-30', sampler: '韩磊', witness: '刘洋', clientUnit: '河北省高速公路建设管理局京港澳改扩建项目办' });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return byId(LIUYANG, 'sample', res.json().result.id);
}

/** A C30 试块 record of liuyang's lab on a new p01 sample, with the given measured values. */
async function c30Record(representative: number, single: number) {
  const sample = await newSample();
  return call(LIUYANG, 'POST', 'record/add', {
    sampleId: sample.id, testCategory: 'mixture', testSubject: 'concrete_strength', testType: 'sampling', designGrade: 'C30', ageDays: 28,
    testDate: '2026-11-27', tester: '韩磊', checker: '王鹏',
    items: [
      { itemName: '28d抗压强度（组代表值）', standard: 'GB/T 50081-2019', unit: 'MPa', requirement: '≥30.0', lowerLimit: 30, measured: representative },
      { itemName: '28d抗压强度（单组最小值）', standard: 'JTG 3420-2020', unit: 'MPa', requirement: '≥25.5（0.85fcu,k）', lowerLimit: 25.5, measured: single },
    ],
  });
}

describe('检测记录', () => {
  it('judges every parameter against its limits and concludes 不合格 when one is out, on the server', async () => {
    const res = await c30Record(31.2, 24.8);
    expect(res.json(), res.body).toMatchObject({ success: true });
    const got = await byId(LIUYANG, 'record', res.json().result.id);
    expect(got.items.map((i: Json) => i.judgement)).toEqual(['pass', 'fail']);
    expect(got).toMatchObject({ itemCount: 2, failCount: 1, conclusion: 'fail', recordNo: expect.stringMatching(/^JC-\d{4}-\d{4}$/) });
  });

  it('ignores a client’s claimed judgement and conclusion, and passes a record within every limit', async () => {
    const res = await c30Record(36.4, 33.1);
    const id = res.json().result.id;
    const got = await byId(LIUYANG, 'record', id);
    expect(got.conclusion).toBe('pass');
    // Editing one value out of range turns the record 不合格 whatever the client says.
    const items = got.items.map((i: Json, n: number) => ({ ...i, measured: n === 0 ? 29.4 : i.measured, judgement: 'pass' }));
    const edit = await call(LIUYANG, 'PUT', 'record/edit', { ...got, items, conclusion: 'pass' });
    expect(edit.json(), edit.body).toMatchObject({ success: true });
    const after = await byId(LIUYANG, 'record', id);
    expect(after.items.map((i: Json) => i.judgement)).toEqual(['fail', 'pass']);
    expect(after.conclusion).toBe('fail');
  });

  it('judges an upper and lower limit (沥青针入度 60～80) and refuses an upper limit below the lower', async () => {
    const sample = await newSample('asphalt', '70号A级道路石油沥青');
    const item = (measured: number, lowerLimit = 60, upperLimit = 80) =>
      ({ itemName: '针入度（25℃，100g，5s）', standard: 'JTG E20-2011', unit: '0.1mm', lowerLimit, upperLimit, measured });
    const base = { sampleId: sample.id, testCategory: 'raw', testSubject: 'asphalt', designGrade: '70号A级', testDate: '2026-11-27', tester: '韩磊', checker: '王鹏' };
    const res = await call(LIUYANG, 'POST', 'record/add', { ...base, items: [item(82), item(70)] });
    expect((await byId(LIUYANG, 'record', res.json().result.id)).items.map((i: Json) => i.judgement)).toEqual(['fail', 'pass']);
    const bad = await call(LIUYANG, 'POST', 'record/add', { ...base, items: [item(70, 80, 60)] });
    expect(bad.json().result.fieldErrors).toEqual({ 'items[0].upperLimit': '检测参数第 1 行：上限不能小于下限' });
  });

  it('counts the records of a sample and moves it from 待检 to 检测中', async () => {
    const sample = await newSample('rebar', 'HRB400E Φ25');
    expect(sample).toMatchObject({ sampleStatus: 'pending', sampleNo: expect.stringMatching(/^YP-\d{4}-\d{4}$/) });
    await call(LIUYANG, 'POST', 'record/add', {
      sampleId: sample.id, testCategory: 'raw', testSubject: 'rebar', designGrade: 'HRB400E Φ25', testDate: '2026-11-27', tester: '韩磊', checker: '王鹏',
      items: [{ itemName: '屈服强度 ReL', standard: 'GB/T 28900-2022', unit: 'MPa', lowerLimit: 400, measured: 445 }],
    });
    expect(await byId(LIUYANG, 'sample', sample.id)).toMatchObject({ recordCount: 1, sampleStatus: 'testing' });
  });

  it('seeds coherent records: every 不合格 record has a failing parameter', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM biz_exp_record r WHERE r.conclusion = 'fail' AND NOT EXISTS
        (SELECT 1 FROM biz_exp_record_item i WHERE i.record_id = r.id AND i.judgement = 'fail')`);
    expect(rows[0].n).toBe(0);
    const { rows: fails } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM biz_exp_record WHERE conclusion = 'fail' AND del_flag = 0`);
    expect(fails[0].n).toBeGreaterThan(5);
    // Sample states follow their records and issued reports after loading the seeds too.
    const { rows: states } = await t.db.query<{ s: string; n: number }>(
      `SELECT sample_status AS s, count(*)::int AS n FROM biz_exp_sample WHERE del_flag = 0 GROUP BY 1 ORDER BY 1`);
    expect(states.map((r) => r.s)).toEqual(['pending', 'reported', 'testing']);
    const { rows: wrong } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM biz_exp_sample s WHERE s.sample_status = 'reported' AND NOT EXISTS
        (SELECT 1 FROM biz_exp_report b WHERE b.sample_id = s.id AND b.report_status = 'issued' AND b.del_flag = 0)`);
    expect(wrong[0].n).toBe(0);
  });
});

describe('检测报告', () => {
  it('asks for 批准人, 签发日期 and the PDF when a report is issued, and refuses a 签发日期 before the test', async () => {
    const record = (await list(LIUYANG, 'record'))[0];
    const res = await call(LIUYANG, 'POST', 'report/add', {
      recordNo: record.recordNo, recordId: record.id, sampleId: record.sampleId, testSubject: record.testSubject, testDate: record.testDate,
      conclusion: record.conclusion, clientUnit: '河北省高速公路建设管理局京港澳改扩建项目办', compiler: '韩磊', reviewer: '王鹏', reportStatus: 'issued',
      issueDate: '2020-01-01',
    });
    const errors = res.json().result.fieldErrors;
    expect(errors).toMatchObject({ approver: '请输入批准人', reportFile: '请输入报告PDF', issueDate: '签发日期不能早于试验日期' });
  });
});

describe('scope and buttons', () => {
  it('shows liuyang in p01 only p01’s samples, records and reports, and chenjing in p03 only p03’s', async () => {
    for (const [page, table] of [['sample', 'biz_exp_sample'], ['record', 'biz_exp_record'], ['report', 'biz_exp_report'], ['nonconform', 'biz_exp_nonconform']]) {
      const p01 = await list(LIUYANG, page);
      const p03 = await list(CHENJING, page);
      expect(p01.length, page).toBeGreaterThan(0);
      expect(p03.length, page).toBeGreaterThan(0);
      expect(await projectsOf(table, p01.map((r) => r.id)), page).toEqual(['p01']);
      expect(await projectsOf(table, p03.map((r) => r.id)), page).toEqual(['p03']);
    }
  });

  it('shows wangqiang (中路监理) in the company view p03’s and p07’s tests, never 华通公路’s or 西南咨询’s', async () => {
    const records = await list(WANGQIANG, 'record');
    expect(await projectsOf('biz_exp_record', records.map((r) => r.id))).toEqual(['p03', 'p07']);
    const p01Record = (await list(LIUYANG, 'record'))[0];
    expectRefused((await call(WANGQIANG, 'GET', `record/queryById?id=${p01Record.id}`)), 404);
  });

  it('lets project staff register samples but not delete a record, and keeps the company view read-only', async () => {
    const mine = (await list(LIUYANG, 'record'))[0];
    expectRefused((await call(LIUYANG, 'DELETE', `record/delete?id=${mine.id}`)), 510);
    const add = await call(WANGQIANG, 'POST', 'sample/add', { sampleName: 'cement', spec: 'P·O 42.5', quantity: 200, quantityUnit: 't', location: '承台',
      testType: 'self', sampleDate: '2026-11-27', sampler: '蒋涛', clientUnit: '四川省交通投资集团' });
    expectRefused(add, 510);
  });
});

describe('检测合格率统计', () => {
  it('counts records and 不合格 by test subject, for the current project in the project view', async () => {
    const report = async (who: [string, string?]) => {
      const headers = { 'x-access-token': await tokenOf(...who) };
      const cols = await t.app.inject({ method: 'GET', url: '/devops/online/cgreport/api/getRpColumns/experiment_pass_rate', headers });
      const id = cols.json().result.cgRpConfigId;
      return (await t.app.inject({ method: 'GET', url: `/devops/online/cgreport/api/getData/${id}?pageSize=100`, headers })).json().result.records as Json[];
    };
    const p03 = await report(CHENJING);
    expect(new Set(p03.map((r) => r.project_id))).toEqual(new Set(['p03']));
    const { rows } = await t.db.query<{ n: number; f: number }>(
      `SELECT count(*)::int AS n, sum(CASE WHEN conclusion = 'fail' THEN 1 ELSE 0 END)::int AS f FROM biz_exp_record
        WHERE project_id = 'p03' AND del_flag = 0 AND conclusion IN ('pass', 'fail')`);
    expect(p03.reduce((n, r) => n + Number(r.record_count), 0)).toBe(rows[0].n);
    expect(p03.reduce((n, r) => n + Number(r.fail_count), 0)).toBe(rows[0].f);
    expect(new Set((await report(WANGQIANG)).map((r) => r.project_id))).toEqual(new Set(['p03', 'p07']));
  });
});
