import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { reportId } from '../../src/reports/report-routes';

// 综合事务 of 华通公路 (c01) and 中路监理 (c02): meetings, training, travel subsidies and attendance, on the seeded demo data
// with the demo approvals of 审批中心 (请假, 加班, 出差) that the attendance report and the travel picker read.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ seedDemoFlows: true });
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), body: res.json() as Json };
}
const list = async (user: string, page: string, query = '') => (await call(user, 'GET', `office/${page}/list?pageSize=200${query}`)).body.result.records as Json[];
const byId = async (user: string, page: string, id: string) => (await call(user, 'GET', `office/${page}/queryById?id=${id}`)).body.result as Json;
const report = async (user: string, code: string, query = '') =>
  (await call(user, 'GET', `online/cgreport/api/getData/${reportId(code)}?pageSize=200${query}`)).body.result.records as Json[];
const companiesOf = async (table: string, ids: string[]) =>
  (await t.db.query<{ c: string }>(`SELECT DISTINCT company_id AS c FROM ${table} WHERE id = ANY($1) ORDER BY 1`, [ids])).rows.map((r) => r.c);
const employee = async (name: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM biz_fin_employee WHERE real_name = $1', [name])).rows[0].id;

describe('会议管理', () => {
  it('refuses a meeting that ends before it starts, with the message on 结束时间, and computes 会议时长 and 决议事项数', async () => {
    const body = {
      meetingName: '2026年第12次总经理办公会', meetingType: 'gm_office', room: 'hq_301', host: 'zhoujianguo', recorder: 'huanglei',
      attendees: 'zhoujianguo,sunlihua,qianweidong,fengtao,lina', secretLevel: 'internal', meetingStatus: 'planned', topics: '一、审议2027年度预算草案。',
      startTime: '2026-12-10 14:30:00', endTime: '2026-12-10 14:00:00',
      decisions: [{ item: '预算草案报集团财务部', owner: 'qianweidong', dueDate: '2026-12-20', decisionStatus: 'todo' }],
    };
    const refused = await call('lina', 'POST', 'office/meeting/add', body);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe('结束时间不能早于开始时间');
    expect(refused.body.result.fieldErrors).toEqual({ endTime: '结束时间不能早于开始时间' });

    const ok = await call('lina', 'POST', 'office/meeting/add', { ...body, endTime: '2026-12-10 16:00:00', durationHours: 9, decisionCount: 7 });
    expect(ok.body.success, ok.body.message).toBe(true);
    const saved = await byId('lina', 'meeting', ok.body.result.id);
    expect(saved.meetingNo).toMatch(/^HY-\d{4}-\d{4}$/);
    expect(Number(saved.durationHours)).toBe(1.5);
    expect(saved.decisionCount).toBe(1);
    expect(saved.decisions).toHaveLength(1);
  });
});

describe('培训台账', () => {
  it('counts 参训人数 and 合格人数 from the attendees, sums their 学时, and the plan counts the session and its people', async () => {
    const plan = (await list('zhengxiao', 'trainingPlan', '&planName=*冬季施工*')).find((p) => p.planYear === 2026);
    expect(plan, '冬季施工质量安全专题培训').toBeTruthy();
    const body = {
      planId: plan.id, planName: plan.planName, trainingName: '冬季施工质量安全专题培训（第二期）', category: 'safety',
      startDate: '2026-11-24', endDate: '2026-11-24', location: '京港澳改扩建1驻地办会议室', lecturer: '刘洋（总监理工程师）', organizer: '公司',
      trainingMode: 'internal', hours: 4, assessMethod: 'exam', cost: 300, attendeeCount: 99, totalHours: 1,
      attendees: [
        { employeeId: await employee('王鹏'), hours: 4, score: 92, passed: '1' },
        { employeeId: await employee('赵强'), hours: 4, score: 88, passed: '1' },
        { employeeId: await employee('杨帆'), hours: 3.5, score: 55, passed: '0' },
      ],
    };
    const added = await call('zhengxiao', 'POST', 'office/trainingRecord/add', body);
    expect(added.body.success, added.body.message).toBe(true);
    const saved = await byId('zhengxiao', 'trainingRecord', added.body.result.id);
    expect(saved).toMatchObject({ attendeeCount: 3, passCount: 2 });
    expect(Number(saved.totalHours)).toBe(11.5);
    expect(Number(saved.passRate)).toBe(66.7);
    const after = await byId('zhengxiao', 'trainingPlan', plan.id);
    expect(after.sessionCount).toBe(plan.sessionCount + 1);
    expect(after.actualHeadcount).toBe(plan.actualHeadcount + 3);

    // 培训学时统计: 王鹏's 2026 hours now include these 4 学时.
    const hours = await report('zhengxiao', 'office_training_hours', `&self_trainYear=2026&real_name=${encodeURIComponent('王鹏')}`);
    expect(hours).toHaveLength(1);
    // 2026 台账: 质量检验评定宣贯 8, 安全生产月 4, 试验检测继续教育 24, 监理工程师考前辅导 40, 冬季施工 4, 补充三级安全教育 24, and this 4.
    expect(Number(hours[0].total_hours)).toBe(108);
    expect(Number(hours[0].continuing_hours)).toBe(24);
    expect(Number(hours[0].shortfall_hours)).toBe(8);
  });

  it('refuses a new session to a member of staff without 人事 or 综合办: 培训台账 is kept by them', async () => {
    const res = await call('wangpeng', 'POST', 'office/trainingRecord/add', { trainingName: '自学', category: 'skill' });
    expect(res.status).toBe(510);
    expect(res.body.message).toBe('没有权限，请联系管理员授权');
    // …while 郑晓 (人事) may, and any member of staff may read it.
    expect((await list('wangpeng', 'trainingRecord')).length).toBeGreaterThan(15);
  });
});

describe('差旅补贴发放', () => {
  it('offers each traveller of an approved, unpaid trip once, and the server computes the lines and the total from days × standard', async () => {
    const picks = await report('lina', 'office_travel_pick');
    const trip = picks.filter((p) => p.destination === '石家庄—邢台');
    expect(trip.map((p) => p.traveller_name).sort()).toEqual(['王鹏', '赵强']);
    expect(picks.some((p) => p.destination === '贵阳'), 'already paid in BT-2026-0001').toBe(false);
    expect(picks.some((p) => p.destination === '郴州'), 'still 审批中').toBe(false);

    const standards = await report('lina', 'office_travel_standard_pick');
    const second = standards.find((s) => s.city_level === '2' && s.staff_rank === 'staff');
    expect(Number(second.meal_allowance)).toBe(100);
    expect(Number(second.transport_allowance)).toBe(80);
    const line = (p: Json, carDays: number) => ({
      applyNo: p.apply_no, traveller: p.traveller, travellerName: p.traveller_name, destination: p.destination, startDate: p.start_date, endDate: p.end_date,
      standardId: second.id, standardName: second.standard_name, cityLevel: '2', staffRank: 'staff', mealRate: 100, transportRate: 80,
      mealFreeDays: 0, carDays, days: 1, amount: 1,
    });
    const body = { payMonth: '2026-11', departId: 'd03', handler: 'wangpeng', totalAmount: 1, tripCount: 9, lines: [line(trip[0], 4), line(trip[1], 0)] };
    const added = await call('wangpeng', 'POST', 'office/travelSubsidy/add', body);
    expect(added.body.success, added.body.message).toBe(true);
    const saved = await byId('wangpeng', 'travelSubsidy', added.body.result.id);
    // 2026-10-12 … 2026-10-23: 12 days × (100 + 80); the first traveller had the project's car for 4 days.
    expect(saved.lines.map((l: Json) => [l.days, Number(l.amount)])).toEqual([[12, 1840], [12, 2160]]);
    expect(Number(saved.totalAmount)).toBe(4000);
    expect(Number(saved.mealTotal)).toBe(2400);
    expect(Number(saved.transportTotal)).toBe(1600);
    expect(saved.tripCount).toBe(2);
    expect(saved.payStatus).toBe('pending');
    expect((await report('lina', 'office_travel_pick')).some((p) => p.destination === '石家庄—邢台')).toBe(false);
  });

  it('refuses more meal-provided days than the trip has days', async () => {
    const res = await call('lina', 'POST', 'office/travelSubsidy/add', {
      payMonth: '2026-11', departId: 'd04', handler: 'lina',
      lines: [{ applyNo: 'CC-2026-0010', travellerName: '赵强', destination: '石家庄—保定', startDate: '2026-11-30', endDate: '2026-12-04',
        standardName: '二类地区·一般员工', cityLevel: '2', staffRank: 'staff', mealRate: 100, transportRate: 80, mealFreeDays: 6, carDays: 0 }],
    });
    expect(res.body.success).toBe(false);
    expect(res.body.result.fieldErrors).toEqual({ 'lines[0].mealFreeDays': '补贴明细第 1 行：接待方安排用餐天数不能超过出差天数' });
  });
});

describe('考勤', () => {
  it('shows next to each attendance record the approved leave, overtime and travel of 审批中心', async () => {
    const lina = await report('zhengxiao', 'office_attendance_month', `&self_yearMonth=2026-04&self_employeeName=${encodeURIComponent('李娜')}`);
    expect(lina).toHaveLength(1);
    // QJ: 2026-04-07 … 04-10 年休假, approved through 部门负责人 → 分管领导 → 总经理 → 人事备案.
    expect(Number(lina[0].approved_leave_days)).toBe(4);
    expect(Number(lina[0].leave_days)).toBe(4);
    const zhaoqiang = await report('zhengxiao', 'office_attendance_month', `&self_yearMonth=2026-04&self_employeeName=${encodeURIComponent('赵强')}`);
    expect(Number(zhaoqiang[0].approved_travel_days)).toBe(12);
    // 2026-10: 王鹏 travelled 石家庄—邢台 with 赵强, 12 days each.
    const october = await report('zhengxiao', 'office_attendance_month', '&self_yearMonth=2026-10');
    expect(Number(october.find((r) => r.real_name === '王鹏').approved_travel_days)).toBe(12);
  });

  it('refuses more 出勤, 请假 and 旷工 days than the month has working days, and computes 出勤率', async () => {
    const base = { yearMonth: '2026-12', employeeId: await employee('黄磊'), departId: 'd07', workPlace: 'hq', scheduledDays: 22, actualDays: 21, leaveDays: 2 };
    const over = await call('zhengxiao', 'POST', 'office/attendance/add', base);
    expect(over.body.result.fieldErrors).toEqual({ accountedDays: '实际出勤、请假与旷工天数之和不能超过应出勤天数' });
    const ok = await call('zhengxiao', 'POST', 'office/attendance/add', { ...base, leaveDays: 1 });
    expect(ok.body.success, ok.body.message).toBe(true);
    expect(Number((await byId('zhengxiao', 'attendance', ok.body.result.id)).attendanceRate)).toBe(95.5);
  });
});

describe('scope', () => {
  it('shows wangqiang of 中路监理 only c02 rows and figures', async () => {
    const pages: [string, string][] = [['meeting', 'biz_office_meeting'], ['trainingRecord', 'biz_office_training_record'],
      ['travelSubsidy', 'biz_office_travel_subsidy'], ['attendance', 'biz_office_attendance']];
    for (const [page, table] of pages) {
      const rows = await list('wangqiang', page);
      expect(rows.length, page).toBeGreaterThan(0);
      expect(await companiesOf(table, rows.map((r) => r.id)), page).toEqual(['c02']);
      expect((await list('lina', page)).length, page).toBeGreaterThan(rows.length);
    }
    const hours = await report('wangqiang', 'office_training_hours', '&self_trainYear=2026');
    expect(hours.map((r) => r.real_name).sort()).toEqual(['曾志刚', '王强', '罗敏', '邓涛', '陈静'].sort());
    expect((await report('wangqiang', 'office_attendance_month')).every((r) => r.company_name === '中路桥梁工程监理有限公司')).toBe(true);
  });

  it('shows 工地会议 of the current project only in the project view, and the company its projects’ meetings read-only', async () => {
    const inProject = async (user: string, projectId: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/devops/office/siteMeeting/list?pageSize=200', headers: { 'x-access-token': await t.loginInProject(user, projectId) } });
      return res.json().result.records as Json[];
    };
    const projectsOf = async (ids: string[]) =>
      (await t.db.query<{ p: string }>('SELECT DISTINCT project_id AS p FROM biz_office_site_meeting WHERE id = ANY($1) ORDER BY 1', [ids])).rows.map((r) => r.p);
    const p01 = await inProject('liuyang', 'p01');
    const p03 = await inProject('chenjing', 'p03');
    expect(p01.length).toBeGreaterThanOrEqual(10);
    expect(await projectsOf(p01.map((r) => r.id))).toEqual(['p01']);
    expect(await projectsOf(p03.map((r) => r.id))).toEqual(['p03']);
    const c02 = await list('wangqiang', 'siteMeeting');
    expect(await projectsOf(c02.map((r) => r.id))).toEqual(['p03', 'p07']);
    const add = await call('wangqiang', 'POST', 'office/siteMeeting/add', { meetingName: '测试', meetingType: 'site' });
    expect(add.status).toBe(510);
  });
});
