import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

// 监理管理: the rules a 总监办 relies on, on the seeded demo data (p01 京港澳 under 华通公路 c01; p03 成渝 and p07 深中 under
// 中路监理 c02). liuyang is project staff on p01 only, chenjing on p03/p04; wangqiang works in c02's company view.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const tokens = new Map<string, string>();
/** A token for the user, switched into a project's view when one is named (`/sys/setToken?projectId=`). */
async function tokenOf(user: string, projectId?: string): Promise<string> {
  if (!projectId) return t.login(user);
  const key = `${user}@${projectId}`;
  if (!tokens.has(key)) {
    const res = await t.get(`/devops/sys/setToken?projectId=${projectId}`, await t.login(user));
    expectOk(res, res.body);
    tokens.set(key, res.json().result.token);
  }
  return tokens.get(key)!;
}
const call = async (who: [string, string?], method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/supervision/${url}`, headers: { 'x-access-token': await tokenOf(...who) }, payload });
const list = async (who: [string, string?], page: string, query = '') =>
  (await call(who, 'GET', `${page}/list?pageSize=200${query}`)).json().result.records as Json[];
const byId = async (who: [string, string?], page: string, id: string) => (await call(who, 'GET', `${page}/queryById?id=${id}`)).json().result;
/** The project each row of a table belongs to, straight from the database. */
async function projectsOf(table: string, ids: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ p: string }>(`SELECT DISTINCT project_id AS p FROM ${table} WHERE id = ANY($1) ORDER BY 1`, [ids]);
  return rows.map((r) => r.p);
}

const LIUYANG: [string, string] = ['liuyang', 'p01'];
const CHENJING: [string, string] = ['chenjing', 'p03'];
const WANGQIANG: [string] = ['wangqiang'];

const section = async (who: [string, string?], code: string) => {
  const { rows } = await t.db.query<{ id: string }>('SELECT id FROM biz_project_section WHERE project_id = $1 AND section_code = $2', [who[1], code]);
  return rows[0].id;
};

describe('project scope', () => {
  it('shows liuyang in p01 only p01 rows and chenjing in p03 only p03 rows, in every supervision module', async () => {
    const pages: [string, string][] = [['dailyLog', 'biz_sv_daily_log'], ['inspectionRecord', 'biz_sv_inspection_record'],
      ['station', 'biz_sv_station'], ['monthlyReport', 'biz_sv_monthly_report']];
    for (const [page, table] of pages) {
      const p01 = await list(LIUYANG, page);
      const p03 = await list(CHENJING, page);
      expect(p01.length, page).toBeGreaterThan(0);
      expect(p03.length, page).toBeGreaterThan(0);
      expect(await projectsOf(table, p01.map((r) => r.id)), page).toEqual(['p01']);
      expect(await projectsOf(table, p03.map((r) => r.id)), page).toEqual(['p03']);
    }
  });

  it('shows wangqiang (中路监理) in the company view the checks and reports of p03 and p07, never p01’s', async () => {
    const records = await list(WANGQIANG, 'inspectionRecord');
    expect(await projectsOf('biz_sv_inspection_record', records.map((r) => r.id))).toEqual(['p03', 'p07']);
    const reports = await list(WANGQIANG, 'monthlyReport');
    expect(await projectsOf('biz_sv_monthly_report', reports.map((r) => r.id))).toEqual(['p03', 'p07']);
    // 京港澳's November report is not there to read either.
    const p01Report = (await list(LIUYANG, 'monthlyReport', '&reportMonth=2026-11'))[0];
    expectRefused((await call(WANGQIANG, 'GET', `monthlyReport/queryById?id=${p01Report.id}`)), 404);
  });
});

describe('监理日志', () => {
  const log = (over: object = {}) => ({
    logDate: '2026-11-26', logType: 'org', supervisionOrg: '总监办', recorder: '刘洋', weatherAm: 'sunny', weatherPm: 'cloudy',
    tempMin: -5, tempMax: 6, siteState: 'normal', supervisorsOnSite: 27, ...over,
  });

  it('refuses a second log of the same office for the same day, naming the day and the office', async () => {
    const res = await call(LIUYANG, 'POST', 'dailyLog/add', log());
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({ logKey: '当日监理日志“2026-11-26 总监办”已存在' });
  });

  it('takes another office’s log, a personal log, and the same office and day in another project', async () => {
    expect((await call(LIUYANG, 'POST', 'dailyLog/add', log({ supervisionOrg: '1驻地办', recorder: '张建华' }))).json()).toMatchObject({ success: true });
    expect((await call(LIUYANG, 'POST', 'dailyLog/add', log({ logType: 'personal' }))).json()).toMatchObject({ success: true });
    // 2026-11-18 总监办 is logged in p01; p03's 总监办 keeps its own log for that day.
    const other = await call(CHENJING, 'POST', 'dailyLog/add', log({ logDate: '2026-11-18', recorder: '周永刚', tempMin: 11, tempMax: 16 }));
    expect(other.json()).toMatchObject({ success: true });
    const personalAgain = await call(LIUYANG, 'POST', 'dailyLog/add', log({ logType: 'personal' }));
    expect(personalAgain.json().result.fieldErrors).toEqual({ logKey: '当日监理日志“2026-11-26 总监办 刘洋”已存在' });
  });

  it('counts the day’s patrols, 旁站 and checks from its lines, and the workers from the sections’ lines', async () => {
    const tj1 = await section(LIUYANG, 'TJ1');
    const res = await call(LIUYANG, 'POST', 'dailyLog/add', log({
      logDate: '2026-11-27', supervisionOrg: '2驻地办', recorder: '李国栋',
      works: [{ sectionId: tj1, location: 'K44+000～K46+000', content: '中分带护栏', workers: 18, machines: 2 },
        { sectionId: tj1, location: '滹沱河特大桥', content: '桥面铺装', workers: 22, machines: 3 }],
      activities: [{ activityType: 'patrol', content: '护栏巡视' }, { activityType: 'patrol', content: '保通巡视' },
        { activityType: 'station', content: '桥面铺装旁站' }, { activityType: 'witness', content: '见证取样' }, { activityType: 'sampling', content: '压实度' }],
    }));
    expect(res.json(), res.body).toMatchObject({ success: true });
    expect(await byId(LIUYANG, 'dailyLog', res.json().result.id)).toMatchObject({
      workers: 40, machines: 5, patrolCount: 2, stationCount: 1, samplingCount: 2, acceptanceCount: 0,
      logKey: '2026-11-27 2驻地办', logNo: expect.stringMatching(/^JLRZ-\d{4}-\d{4}$/),
    });
  });

  it('checks the temperatures and asks for the reason of a stop', async () => {
    const res = await call(LIUYANG, 'POST', 'dailyLog/add', log({ logDate: '2026-11-28', tempMin: 5, tempMax: 2, siteState: 'stopped' }));
    expect(res.json().result.fieldErrors).toEqual({ tempMax: '最高气温不能低于最低气温', stopReason: '请输入停工原因' });
  });

  it('lets project staff write logs but not delete them', async () => {
    const mine = (await list(LIUYANG, 'dailyLog', '&logDate_begin=2026-11-16&logDate_end=2026-11-16'))[0];
    expectRefused((await call(LIUYANG, 'DELETE', `dailyLog/delete?id=${mine.id}`)), 510);
  });
});

describe('旁站记录', () => {
  it('computes the duration across midnight and judges each measured value against its limits', async () => {
    const lm1 = await section(LIUYANG, 'LM1');
    const res = await call(LIUYANG, 'POST', 'station/add', {
      pangzhanItem: 'bored_pile', sectionId: lm1, location: '滹沱河特大桥 20#墩 20-1 桩', stake: 'K42+560',
      startTime: '2026-11-26 22:30:00', endTime: '2026-11-27 03:10:00', supervisor: '马超', processRecord: '夜间连续灌注', conclusion: 'fixed',
      params: [
        { paramName: '坍落度', unit: 'mm', designText: '180～220', lowerLimit: 180, upperLimit: 220, measured: 200, dataSource: 'manual' },
        { paramName: '导管埋深', unit: 'm', designText: '2～6', lowerLimit: 2, upperLimit: 6, measured: 6.8, dataSource: 'manual' },
        { paramName: '入模温度', unit: '℃', designText: '≥5', lowerLimit: 5, measured: 7, dataSource: 'mixing' },
      ],
    });
    expect(res.json(), res.body).toMatchObject({ success: true });
    const got = await byId(LIUYANG, 'station', res.json().result.id);
    expect(got).toMatchObject({ stationDate: '2026-11-26', paramCount: 3, failCount: 1, stationNo: expect.stringMatching(/^PZJL-/) });
    expect(Number(got.durationHours)).toBe(4.7);
    expect(got.params.map((p: Json) => p.judgement)).toEqual(['pass', 'fail', 'pass']);
  });

  it('refuses an end before the start', async () => {
    const res = await call(LIUYANG, 'POST', 'station/add', {
      pangzhanItem: 'prestress', sectionId: await section(LIUYANG, 'TJ2'), location: 'T 梁', startTime: '2026-11-26 10:00:00',
      endTime: '2026-11-26 09:00:00', supervisor: '杨帆', processRecord: '张拉', conclusion: 'ok',
    });
    expect(res.json().result.fieldErrors).toEqual({ endTime: '旁站结束时间应晚于开始时间' });
  });

  it('keeps the seeded low-temperature paving record with its two failed values and the stop order', async () => {
    const rows = await list(LIUYANG, 'station', '&conclusion=stop');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ failCount: 2, conclusion_dictText: '不符合（已指令停工）', pangzhanItem_dictText: '沥青混凝土面层摊铺' });
  });
});

describe('检查计划与检查记录', () => {
  const planOf = async (name: string) => (await list(LIUYANG, 'inspectionPlan', `&planName=${encodeURIComponent(name)}`))[0];

  it('counts each plan’s records and their open problems from the seeded checks (a deleted record not counted)', async () => {
    expect(await planOf('2026年第一季度监理项目综合检查')).toMatchObject({ recordCount: 2, issueTotal: 3, openIssueTotal: 0 });
    expect(await planOf('2025年第三季度京港澳改扩建项目监理工作综合检查')).toMatchObject({ recordCount: 1, issueTotal: 2 });
    expect(await planOf('2026年路面工程施工质量专项检查')).toMatchObject({ recordCount: 1, issueTotal: 3, openIssueTotal: 3, planStatus_dictText: '执行中' });
  });

  it('adds a record to its plan in the same save, and closes it as its problems are closed', async () => {
    const plan = await planOf('2026年路面工程施工质量专项检查');
    const add = await call(LIUYANG, 'POST', 'inspectionRecord/add', {
      planId: plan.id, checkDate: '2026-11-19', checkType: 'quality', checkUnit: 'chief', sectionId: await section(LIUYANG, 'LM1'),
      leader: '刘洋', score: 88, summary: 'LM1 中面层复查', problems: [
        { description: '中面层个别接缝不顺', category: 'quality', severity: 'general', rectifyStatus: 'rectifying' },
        { description: '试验台账未签字', category: 'documents', severity: 'general', rectifyStatus: 'closed' },
      ],
    });
    expect(add.json(), add.body).toMatchObject({ success: true });
    const record = await byId(LIUYANG, 'inspectionRecord', add.json().result.id);
    expect(record).toMatchObject({ grade: 'good', issueCount: 2, openIssues: 1, recordStatus: 'open' });
    expect(await planOf('2026年路面工程施工质量专项检查')).toMatchObject({ recordCount: 2, issueTotal: 5, openIssueTotal: 4 });

    const closed = await call(LIUYANG, 'PUT', 'inspectionRecord/edit', {
      ...record, problems: record.problems.map((p: Json) => ({ ...p, rectifyStatus: 'closed', reviewer: '刘洋', reviewDate: '2026-11-26' })),
    });
    expect(closed.json(), closed.body).toMatchObject({ success: true });
    expect(await byId(LIUYANG, 'inspectionRecord', record.id)).toMatchObject({ openIssues: 0, recordStatus: 'closed' });
    expect(await planOf('2026年路面工程施工质量专项检查')).toMatchObject({ recordCount: 2, openIssueTotal: 3 });

    // Deleting needs 删除 (company staff or admin): lina from 华通公路 may, in p01's view.
    expect((await call(['lina', 'p01'], 'DELETE', `inspectionRecord/delete?id=${record.id}`)).json()).toMatchObject({ success: true });
    expect(await planOf('2026年路面工程施工质量专项检查')).toMatchObject({ recordCount: 1, issueTotal: 3 });
  });

  it('grades a record from its score', async () => {
    const grades = (await list(LIUYANG, 'inspectionRecord')).map((r) => [Number(r.score), r.grade]);
    expect(grades).toContainEqual([91, 'excellent']);
    expect(grades).toContainEqual([76, 'qualified']);
    const p07 = await list(WANGQIANG, 'inspectionRecord', '&grade=unqualified');
    expect(p07.map((r) => Number(r.score))).toEqual([58]);
  });

  it('refuses a plan whose item scores do not add up to the full mark', async () => {
    const res = await call(LIUYANG, 'POST', 'inspectionPlan/add', {
      planName: '2027年第一季度综合检查', checkYear: 2027, checkPeriod: 'q1', checkTypes: 'comprehensive', checkUnit: 'company',
      targetScope: '总监办', planStart: '2027-03-09', planEnd: '2027-03-11', leader: '冯涛', fullMark: 100, planStatus: 'draft',
      items: [{ itemName: '内业资料', content: '日志、月报', method: 'documents', score: 40 }, { itemName: '现场', content: '工序检验', method: 'site', score: 50 }],
    });
    expect(res.json().result.fieldErrors).toEqual({ itemScoreTotal: '检查项分值合计应等于满分' });
  });
});

describe('监理月报', () => {
  it('is one per project and month', async () => {
    const res = await call(LIUYANG, 'POST', 'monthlyReport/add', {
      reportMonth: '2026-10', compiler: '赵强', reportStatus: 'draft', planRate: 80, monthMeasure: 1, cumMeasure: 1,
      qualitySummary: '—', safetySummary: '—',
    });
    expect(res.json().result.fieldErrors).toEqual({ reportMonth: '报告期“2026-10”已存在' });
    const bad = await call(LIUYANG, 'POST', 'monthlyReport/add', { reportMonth: '2026-13', compiler: '赵强', planRate: 80, monthMeasure: 1, cumMeasure: 1, qualitySummary: '—', safetySummary: '—' });
    expect(bad.json().result.fieldErrors).toMatchObject({ reportMonth: '报告期应形如 2026-10' });
  });

  it('sums the sections into the project’s progress and flags a serious delay', async () => {
    const [nov] = await list(LIUYANG, 'monthlyReport', '&reportMonth=2026-11');
    expect(nov).toMatchObject({ periodStart: '2026-10-26', periodEnd: '2026-11-25', progressStatus: 'serious', reportStatus_dictText: '编制中' });
    expect(Number(nov.deviation)).toBe(-5.6);
    const got = await byId(LIUYANG, 'monthlyReport', nov.id);
    const sum = got.sections.reduce((s: number, l: Json) => s + Number(l.monthOutput), 0);
    expect(Number(got.monthOutput)).toBeCloseTo(sum, 2);
    expect(Number(got.actualRate)).toBeCloseTo((got.sections.reduce((s: number, l: Json) => s + Number(l.cumOutput), 0) / Number(got.contractTotal)) * 100, 2);
  });
});

describe('交工验收', () => {
  it('weights the unit scores into the quality score and fails the whole on one failed unit', async () => {
    const tj3 = await section(LIUYANG, 'TJ3');
    const body = {
      sectionId: tj3, acceptType: 'unit', acceptName: 'TJ3合同段 路基工程单位工程', applyDate: '2026-11-20', conclusion: 'pending',
      units: [
        { unitType: 'subgrade', unitName: '路基土石方', keyPassRate: 97, generalPassRate: 92, score: 94, weight: 6000 },
        { unitType: 'subgrade', unitName: '排水工程', keyPassRate: 96, generalPassRate: 90, score: 90, weight: 2000 },
      ],
    };
    const ok = await call(LIUYANG, 'POST', 'acceptance/add', body);
    expect(ok.json(), ok.body).toMatchObject({ success: true });
    const got = await byId(LIUYANG, 'acceptance', ok.json().result.id);
    expect(Number(got.qualityScore)).toBe(93);
    expect(got).toMatchObject({ qualityGrade: 'qualified', failCount: 0 });

    const failing = await call(LIUYANG, 'POST', 'acceptance/add', {
      ...body, units: [...body.units, { unitType: 'electro', unitName: '服务区机电', keyPassRate: 98, generalPassRate: 95, score: 92, weight: 500 }],
    });
    const bad = await byId(LIUYANG, 'acceptance', failing.json().result.id);
    expect(bad).toMatchObject({ qualityGrade: 'unqualified', failCount: 1 });
    expect(bad.units.map((u: Json) => u.judgement)).toEqual(['pass', 'pass', 'fail']);
  });

  it('rates a 竣工验收 of 90 or more 优良 and counts the defects period from its start', async () => {
    const rows = await list(['fengtao'], 'acceptance', '&acceptType=completion');
    expect(rows.map((r) => [r.qualityGrade_dictText, r.defectEnd])).toEqual([['优良', '2025-06-29']]);
  });

  it('asks for the certificate or record number once accepted', async () => {
    const res = await call(LIUYANG, 'POST', 'acceptance/add', {
      sectionId: await section(LIUYANG, 'TJ2'), acceptType: 'division', acceptName: '排水分部', applyDate: '2026-11-20', acceptDate: '2026-11-25', conclusion: 'passed',
    });
    expect(res.json().result.fieldErrors).toEqual({ certificateNo: '请输入验收证书/记录编号' });
  });
});

describe('开工准备审查', () => {
  it('computes the completion over the applicable items and asks for the start order once approved', async () => {
    const res = await call(LIUYANG, 'POST', 'preparation/add', {
      sectionId: await section(LIUYANG, 'TJ3'), reviewType: 'unit', workName: '服务区加油站', applyDate: '2026-11-20', reviewer: '李国栋', conclusion: 'approved',
      items: [{ item: 'org_plan', itemStatus: 'done' }, { item: 'key_staff', itemStatus: 'done' }, { item: 'safety', itemStatus: 'doing' }, { item: 'env', itemStatus: 'na' }],
    });
    expect(res.json().result.fieldErrors).toEqual({ startOrderNo: '请输入开工令编号', startOrderDate: '请输入开工令签发日期' });
  });

  it('keeps the seeded reviews’ completion rates', async () => {
    const rows = await list(LIUYANG, 'preparation', '&conclusion=pending');
    expect(rows.map((r) => [r.doneCount, r.itemCount, Number(r.completionRate)])).toEqual([[3, 7, 42.9]]);
  });
});

describe('巡视记录', () => {
  it('shows project staff only the patrols they recorded (本人, the demo’s data rule on 项目人员), and the project’s administrator all', async () => {
    const mine = await list(LIUYANG, 'patrol');
    expect(mine).toHaveLength(6);
    expect(new Set(mine.map((r) => r.createBy))).toEqual(new Set(['liuyang']));
    expect(await projectsOf('biz_sv_patrol', mine.map((r) => r.id))).toEqual(['p01']);
    const chenjing = await list(CHENJING, 'patrol');
    expect(chenjing).toHaveLength(6);
    expect(new Set(chenjing.map((r) => r.createBy))).toEqual(new Set(['chenjing']));
    // 赵强's four in p01 stay his and the project's administrator's to see; 刘洋 cannot open one by its id either.
    const all = await list(['admin', 'p01'], 'patrol');
    expect(all).toHaveLength(10);
    const his = all.find((r) => r.createBy === 'zhaoqiang');
    expectRefused((await call(LIUYANG, 'GET', `patrol/queryById?id=${his.id}`)), 404);
  });

  it('needs the chief’s signature on a work-stop order and the instruction number and deadline on a notice', async () => {
    const res = await call(LIUYANG, 'POST', 'patrol/add', {
      startTime: '2026-11-27 09:00:00', endTime: '2026-11-27 10:30:00', patroller: '杨帆', sectionId: await section(LIUYANG, 'LM1'),
      location: 'K58+200', categories: 'quality', content: '铣刨重铺准备', hasProblem: '1', problemDesc: '重铺方案未批先干', handling: 'stop',
    });
    expect(res.json().result.fieldErrors).toEqual({ instructionNo: '请输入指令/通知单编号', chiefApproval: '请输入总监签发', deadline: '请输入整改期限' });
  });
});
