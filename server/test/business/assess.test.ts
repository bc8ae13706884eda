import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// 考核管理: the sheet's weights must total 100, an instance's subject weights too, an appraisal's total and the
// person's weighted score are computed by the platform, 优秀 is capped by the instance's quota, a company sees its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), ...(res.json() as { success: boolean; message: string; result: Json }) };
}
const list = async (user: string, url: string) => (await call(user, 'GET', url)).result.records as Json[];
const get = async (user: string, page: string, id: string) => (await call(user, 'GET', `${page}/queryById?id=${id}`)).result as Json;

const indicators = [
  { dimension: 'de', itemName: '职业素养', criteria: '爱岗敬业，遵守规章制度', weight: 10, fullScore: 100 },
  { dimension: 'neng', itemName: '岗位技能', criteria: '持证上岗，掌握岗位技能', weight: 20, fullScore: 100 },
  { dimension: 'qin', itemName: '出勤与工作态度', criteria: '出勤率不低于 95%', weight: 20, fullScore: 100 },
  { dimension: 'ji', itemName: '工作任务完成', criteria: '任务完成的数量、质量和时效', weight: 40, fullScore: 100 },
  { dimension: 'lian', itemName: '遵章守纪', criteria: '遵守廉洁从业与保密规定', weight: 10, fullScore: 100 },
];
const sheet = { sheetName: '试验检测人员年度考核表', family: 'staff', gradeScheme: 'staff', cycle: 'year', selfAssess: '1',
  excellentLine: 90, goodLine: 80, passLine: 60, sheetStatus: 'draft' };

describe('考核表', () => {
  it('refuses indicators whose weights do not total 100 %, and saves one that does', async () => {
    const short = await call('zhengxiao', 'POST', 'assess/sheet/add', { ...sheet, indicators: indicators.map((i, n) => (n === 3 ? { ...i, weight: 35 } : i)) });
    expect(short.success).toBe(false);
    expect(short.result.fieldErrors).toEqual({ weightTotal: '各项指标权重之和必须等于 100%' });
    const empty = await call('zhengxiao', 'POST', 'assess/sheet/add', { ...sheet, indicators: [] });
    expect(empty.result.fieldErrors).toEqual({ weightTotal: '各项指标权重之和必须等于 100%' });
    const lines = await call('zhengxiao', 'POST', 'assess/sheet/add', { ...sheet, goodLine: 92, indicators });
    expect(lines.result.fieldErrors).toEqual({ goodLine: '良好/称职分数线应低于优秀分数线' });

    const ok = await call('zhengxiao', 'POST', 'assess/sheet/add', { ...sheet, indicators });
    expect(ok.success, ok.message).toBe(true);
    const saved = await get('zhengxiao', 'assess/sheet', ok.result.id);
    expect(saved).toMatchObject({ weightTotal: '100.00', indicatorCount: 5, sheetNo: expect.stringMatching(/^KHB-\d{4}-\d{3}$/) });
  });

  it('is kept by 人事: a company_staff without the button is refused', async () => {
    expect((await call('lina', 'POST', 'assess/sheet/add', { ...sheet, indicators })).status).toBe(510);
  });
});

describe('考核实例', () => {
  it('refuses subject weights that do not total 100 % and a 截止日期 before the start', async () => {
    const sheets = await list('zhengxiao', 'assess/sheet/list?pageSize=50&family=middleCadre&sheetStatus=enabled');
    const s = sheets[0];
    const base = { instanceName: '2026年度中层干部综合考核评价（测试）', sheetId: s.id, sheetName: s.sheetName, family: 'middleCadre', gradeScheme: 'cadre',
      assessYear: 2026, period: 'year', startDate: '2026-12-21', endDate: '2027-01-15', excellentLine: 90, goodLine: 80, passLine: 60 };
    const off = await call('zhengxiao', 'POST', 'assess/instance/add', { ...base, superiorWeight: 40, peerWeight: 30, subordinateWeight: 20 });
    expect(off.result.fieldErrors).toEqual({ subjectWeightTotal: '评价主体权重（上级、同级、下级、服务对象）合计必须等于 100%' });
    const early = await call('zhengxiao', 'POST', 'assess/instance/add', { ...base, endDate: '2026-12-01' });
    expect(early.result.fieldErrors).toEqual({ endDate: '测评截止日期不能早于开始日期' });
    const ok = await call('zhengxiao', 'POST', 'assess/instance/add', base);
    expect(ok.success, ok.message).toBe(true);
    expect(await get('zhengxiao', 'assess/instance', ok.result.id)).toMatchObject({ superiorWeight: '40.00', peerWeight: '30.00', subordinateWeight: '30.00',
      clientWeight: '0.00', excellentCap: '20.00', status: 'draft', subjectWeightTotal: '100.00' });
  });

  it('shows a company only its own rounds: 王强 of 中路监理 never sees 华通公路\'s', async () => {
    const mine = await list('wangqiang', 'assess/instance/list?pageSize=100');
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.some((i) => String(i.instanceName).includes('华通公路'))).toBe(false);
    const all = await list('zhangwei', 'assess/instance/list?pageSize=100');
    expect(all.length).toBeGreaterThanOrEqual(21);
    expect(new Set(all.map((i) => i.status))).toEqual(new Set(['draft', 'ongoing', 'summarized', 'published']));
    const persons = await list('wangqiang', 'assess/person/list?pageSize=200');
    expect(persons.some((p) => p.personName === '冯涛')).toBe(false);
  });
});

describe('被考核人 and 测评打分', () => {
  it('sums the demo round: 冯涛 weighted 91.31 from 13 votes, proposed and confirmed 优秀', async () => {
    const [fengtao] = await list('zhengxiao', `assess/person/list?personName=${encodeURIComponent('冯涛')}&instanceName=${encodeURIComponent('2025年度华通公路中层干部')}`);
    expect(fengtao).toMatchObject({ weightedScore: '91.31', appraiseCount: 13, supCount: 3, peerCount: 3, subCount: 7,
      proposedGrade: 'excellent', finalGrade: 'excellent', scoreRank: 1, personStatus: 'notified' });
    expect(Number(fengtao.excellentVotes)).toBeGreaterThan(6);
    expect(Number(fengtao.selfScore)).toBeGreaterThan(90);
  });

  it('computes each score row, the total, and the person\'s averages and weighted score as votes come in', async () => {
    const [liuyang] = await list('zhengxiao', `assess/person/list?personName=${encodeURIComponent('刘洋')}&instanceName=${encodeURIComponent('2026年度项目负责人')}`);
    const before = await get('zhengxiao', 'assess/person', liuyang.id);
    const sheetRows = [['de', '职业道德', 10], ['neng', '监理业务能力', 15], ['qin', '驻场履职', 10], ['ji', '质量控制', 15], ['ji', '安全监理', 15],
      ['ji', '进度与投资控制', 10], ['business', '业主评价与合同履约', 15], ['lian', '廉洁监理', 10]] as const;
    const scores = sheetRows.map(([dimension, itemName, weight], n) => ({ dimension, itemName, weight, fullScore: 100, score: [95, 90, 88, 92, 94, 86, 90, 100][n] }));
    const vote = { personId: liuyang.id, personName: '刘洋', instanceId: liuyang.instanceId, instanceName: liuyang.instanceName, family: 'projectLeader',
      gradeScheme: 'cadre', relation: 'client', overallGrade: 'excellent', submitStatus: 'submitted',
      submitTime: '2026-11-26 15:20:00', scores };
    const [employee] = await list('zhengxiao', `finance/employee/list?workNo=GC0012`);
    const over = await call('lina', 'POST', 'assess/appraise/add', { ...vote, raterId: employee.id, scores: scores.map((s, n) => (n === 0 ? { ...s, score: 101 } : s)) });
    expect(over.result.fieldErrors).toEqual({ 'scores[0].score': '逐项评分第 1 行：得分不能大于 100' });
    const beyond = await call('lina', 'POST', 'assess/appraise/add', { ...vote, raterId: employee.id, scores: scores.map((s, n) => (n === 1 ? { ...s, fullScore: 80, score: 85 } : s)) });
    expect(beyond.result.fieldErrors).toEqual({ 'scores[1].score': '逐项评分第 2 行：得分不能超过该项指标的满分' });
    const saved = await call('lina', 'POST', 'assess/appraise/add', { ...vote, raterId: employee.id });
    expect(saved.success, saved.message).toBe(true);
    const appraisal = await get('lina', 'assess/appraise', saved.result.id);
    // 9.5 + 13.5 + 8.8 + 13.8 + 14.1 + 8.6 + 13.5 + 10 = 91.80
    expect(appraisal.totalScore).toBe('91.80');
    expect(appraisal.scores.map((s: Json) => s.weightedScore)).toEqual(['9.50', '13.50', '8.80', '13.80', '14.10', '8.60', '13.50', '10.00']);
    // Each rater scores a person once: a second ballot from the same rater is refused.
    const twice = await call('lina', 'POST', 'assess/appraise/add', { ...vote, raterId: employee.id });
    expect(twice.result.fieldErrors).toEqual({ raterId: '该评价人已对此被考核人打过分' });

    const after = await get('zhengxiao', 'assess/person', liuyang.id);
    expect(after.cliCount).toBe(1);
    expect(after.cliAvg).toBe('91.80');
    expect(after.appraiseCount).toBe(Number(before.appraiseCount) + 1);
    // The instance gives 服务对象 0 %, so this vote counts but does not move the weighted score.
    expect(after.weightedScore).toBe(before.weightedScore);
  });

  it('refuses a 优秀 beyond the instance\'s quota when the result is confirmed', async () => {
    const people = await list('zhengxiao', `assess/person/list?pageSize=50&instanceName=${encodeURIComponent('2025年度一般管理人员考核')}`);
    const wangpeng = people.find((p) => p.personName === '王鹏');
    expect(wangpeng).toMatchObject({ proposedGrade: 'excellent', finalGrade: 'good' });
    const instance = await get('zhengxiao', 'assess/instance', wangpeng.instanceId);
    expect(instance).toMatchObject({ personCount: 7, excellentQuota: 1, excellentCount: 1 });
    const full = await get('zhengxiao', 'assess/person', wangpeng.id);
    const refused = await call('zhengxiao', 'PUT', 'assess/person/edit', { id: full.id, version: full.version, finalGrade: 'excellent' });
    expect(refused.success).toBe(false);
    expect(refused.result.fieldErrors).toEqual({ instanceId: '确定为优秀的人数已超过本次考核的优秀名额（参评人数 × 优秀比例上限，四舍五入）' });
  });
});

describe('考核汇总', () => {
  async function report(user: string, code: string, query = '') {
    const id = (await call(user, 'GET', `online/cgreport/api/getRpColumns/${code}`)).result.cgRpConfigId;
    return (await call(user, 'GET', `online/cgreport/api/getData/${id}?pageSize=200${query}`)).result.records as Json[];
  }

  it('ranks a round by weighted score and counts the grades by department, within the viewer\'s company', async () => {
    const ranking = await report('zhengxiao', 'assess_ranking');
    const round = ranking.filter((r) => r.instance_name === '2025年度华通公路中层干部综合考核评价');
    expect(round.map((r) => [r.score_rank, r.person_name])).toEqual(expect.arrayContaining([[1, '冯涛'], [2, '李娜'], [3, '吴芳'], [4, '黄磊']]));
    expect((await report('wangqiang', 'assess_ranking')).some((r) => r.person_name === '冯涛')).toBe(false);
    const dist = await report('zhengxiao', 'assess_grade_dist');
    const staff = dist.filter((r) => r.instance_name === '2025年度一般管理人员考核');
    expect(staff.reduce((n, r) => n + Number(r.person_total), 0)).toBe(7);
    expect(staff.reduce((n, r) => n + Number(r.excellent_total), 0)).toBe(1);
    const stats = await report('zhangwei', 'assess_summary_stats');
    expect(stats[0].instance_total).toBeGreaterThanOrEqual(21); // the test above adds one
    expect(stats[0].ongoing_total).toBe(4);
    expect((await report('zhangwei', 'assess_grade_stats')).length).toBeGreaterThanOrEqual(4);
  });
});

describe('优秀 per department', () => {
  it('refuses a department\'s 优秀 beyond 参评人数 × 上限 even where the round still has places', async () => {
    const people = await list('zhengxiao', `assess/person/list?pageSize=50&instanceName=${encodeURIComponent('2025年度一般管理人员考核')}`);
    const instance = await get('zhengxiao', 'assess/instance', people[0].instanceId);
    // A round allowing half its people 优秀: 7 people → 4 places; 工程技术部 has 4 of them → 2 places.
    const raised = await call('zhengxiao', 'PUT', 'assess/instance/edit', { id: instance.id, version: instance.version, excellentCap: 50 });
    expect(raised.success, raised.message).toBe(true);
    const confirm = async (name: string) => {
      const person = await get('zhengxiao', 'assess/person', people.find((p) => p.personName === name).id);
      return call('zhengxiao', 'PUT', 'assess/person/edit', { id: person.id, version: person.version, finalGrade: 'excellent' });
    };
    expect((await confirm('王鹏')).success).toBe(true);
    expect((await confirm('赵强')).success).toBe(true);
    const third = await confirm('孙志强');
    expect(third.result.fieldErrors).toEqual({ finalGrade: '工程技术部优秀名额已满：参评 4 人，优秀比例上限 50%，最多 2 人为优秀' });
    // Another department still has its place.
    expect((await confirm('刘倩')).success).toBe(true);
  });
});
