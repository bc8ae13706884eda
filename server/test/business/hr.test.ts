import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { sendDueReminders } from '../../src/notices/date-reminders';

// 人力资源: the rules HR staff rely on — 劳动合同法 limits on the labour contract form (end ≥ start, the art. 19
// probation cap, no end date only for 无固定期限, the art. 14 hint), the wage slip's totals computed by the server from its
// lines and summed onto the monthly sheet, the ≥ 5 working-day 任前公示 (holiday calendar included), anonymous vote counts,
// the computed lateness of 人事月报, and who sees which company's rows.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), body: res.json() as Json };
}
const list = async (user: string, page: string, query = '') => (await call(user, 'GET', `${page}/list?pageSize=200${query}`)).body.result.records as Json[];
const byId = async (user: string, page: string, id: string) => (await call(user, 'GET', `${page}/queryById?id=${id}`)).body.result as Json;

/** 杨帆's employee id (c01, 试验员), taken from his demo contract. */
async function employeeOf(name: string) {
  const row = (await list('zhengxiao', 'hr/labourContract')).find((r) => r.employeeId_dictText === name);
  expect(row, name).toBeTruthy();
  return row.employeeId as string;
}

describe('劳动合同', () => {
  const base = { contractType: 'fixed', signTimes: 1, signDate: '2026-11-27', post: '试验员', workLocation: '项目所在地（河北省石家庄市）',
    workHourSystem: 'standard', monthlySalary: 6500, contractStatus: 'active' };

  it('refuses an end date before the start, and a probation longer than art. 19 allows for the term', async () => {
    const employeeId = await employeeOf('杨帆');
    const backwards = await call('zhengxiao', 'POST', 'hr/labourContract/add',
      { ...base, employeeId, startDate: '2026-12-01', endDate: '2026-11-30', probationMonths: 0 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.result.fieldErrors).toEqual({ endDate: '合同结束日期不能早于合同开始日期' });

    // Two years: at most two months (一年以上不满三年).
    const tooLong = await call('zhengxiao', 'POST', 'hr/labourContract/add',
      { ...base, employeeId, startDate: '2027-01-01', endDate: '2028-12-31', probationMonths: 3 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.result.fieldErrors.probationMonths).toMatch(/^试用期超过《劳动合同法》第十九条的上限/);
    const twoMonths = await call('zhengxiao', 'POST', 'hr/labourContract/add',
      { ...base, employeeId, startDate: '2027-01-01', endDate: '2028-12-31', probationMonths: 2, probationSalary: 5600 });
    expect(twoMonths.body.success, twoMonths.body.message).toBe(true);

    // A task contract may not have a probation at all.
    const task = await call('zhengxiao', 'POST', 'hr/labourContract/add',
      { ...base, employeeId, contractType: 'task', startDate: '2027-01-01', endDate: '2027-06-30', probationMonths: 1 });
    expect(task.body.result.fieldErrors.probationMonths).toMatch(/以完成一定工作任务为期限或期限不满三个月的不得约定试用期$/);
  });

  it('requires an end date for fixed terms only; an open-ended contract saves without one, numbered, with six months allowed', async () => {
    const employeeId = await employeeOf('杨帆');
    const noEnd = await call('zhengxiao', 'POST', 'hr/labourContract/add', { ...base, employeeId, startDate: '2027-01-01', probationMonths: 0 });
    expect(noEnd.body.result.fieldErrors).toEqual({ endDate: '请输入合同结束日期' });

    const open = await call('zhengxiao', 'POST', 'hr/labourContract/add',
      { ...base, employeeId, contractType: 'open', signTimes: 3, startDate: '2027-01-01', probationMonths: 0 });
    expect(open.body.success, open.body.message).toBe(true);
    const saved = (await list('zhengxiao', 'hr/labourContract', '&contractType=open')).find((r) => r.employeeId === employeeId && r.startDate === '2027-01-01');
    expect(saved).toMatchObject({ endDate: null, maxProbation: 6, openEndedDue: '0', remindDate: null });
    expect(saved.contractNo).toMatch(/^LD-2026-\d{4}$/);
  });

  it('flags the second fixed term (art. 14) and dates the 30-day reminder in the demo: 吴芳 ends 2026-12-15', async () => {
    const row = (await list('zhengxiao', 'hr/labourContract', '&contractStatus=expiring')).find((r) => r.employeeId_dictText === '吴芳');
    expect(row).toMatchObject({ signTimes: 2, endDate: '2026-12-15', openEndedDue: '1', remindDate: '2026-11-15', termMonths: '60.0' });
  });
});

describe('劳动合同到期提醒', () => {
  it('tells 人事 once about each contract in force that ends within 30 days', async () => {
    const services = { db: t.db, read: t.app.tableReads, tables: () => t.app.tables.all(), bus: t.bus };
    const due = (await list('zhengxiao', 'hr/labourContract')).filter((r) => ['active', 'expiring'].includes(r.contractStatus)
      && r.endDate >= '2026-11-27' && r.endDate <= '2026-12-27');
    expect(due.length).toBeGreaterThan(0);
    expect(await sendDueReminders(services, '2026-11-27')).toBeGreaterThanOrEqual(due.filter((r) => r.companyId === 'c01').length);
    expect(await sendDueReminders(services, '2026-11-27')).toBe(0);
    const inbox = (await call('zhengxiao', 'GET', 'sys/annountCement/listByUser?pageSize=100')).body.result.sysMsgList.map((m: Json) => m.titile);
    const wu = due.find((r) => r.employeeId_dictText === '吴芳');
    expect(inbox).toContain(`劳动合同将于 2026-12-15 到期：吴芳（${wu.contractNo}）`);
  });
});

describe('工资', () => {
  it('computes 应发/扣款/实发 from the lines whatever the request says, and sums the slip onto its sheet', async () => {
    const sheet = (await list('zhengxiao', 'hr/wageSheet', '&wageMonth=2026-11'))[0];
    expect(sheet).toMatchObject({ sheetStatus: 'draft', headcount: 4 });
    const employeeId = await employeeOf('杨帆');
    const res = await call('zhengxiao', 'POST', 'hr/wageSlip/add', {
      sheetId: sheet.id, wageMonth: '2026-11', employeeId, departId: 'd03', attendanceDays: 21, socialBase: 6500, fundBase: 6500,
      grossPay: 99999, netPay: 99999,
      items: [
        { item: 'base', direction: 'add', amount: 2300 }, { item: 'post', direction: 'add', amount: 3000 },
        { item: 'site', direction: 'add', amount: 1200 }, { item: 'pension', direction: 'deduct', amount: 520 },
        { item: 'medical', direction: 'deduct', amount: 133 }, { item: 'unemploy', direction: 'deduct', amount: 19.5 },
        { item: 'fund', direction: 'deduct', amount: 650 }, { item: 'tax', direction: 'deduct', amount: 0 },
      ],
    });
    expect(res.body.success, res.body.message).toBe(true);
    const slip = (await list('zhengxiao', 'hr/wageSlip', '&wageMonth=2026-11')).find((r) => r.employeeId === employeeId);
    expect(slip).toMatchObject({ grossPay: '6500.00', deductTotal: '1322.50', netPay: '5177.50' });
    const after = await byId('zhengxiao', 'hr/wageSheet', sheet.id);
    expect(after.headcount).toBe(5);
    expect(Number(after.netTotal)).toBeCloseTo(Number(sheet.netTotal) + 5177.5, 2);
  });

  it('keeps each demo slip consistent: 实发 = 应发 − 扣款, and the sheet totals are the sums of its slips', async () => {
    const slips = await list('admin', 'hr/wageSlip');
    expect(slips.length).toBeGreaterThanOrEqual(20);
    for (const s of slips) expect(Number(s.netPay)).toBeCloseTo(Number(s.grossPay) - Number(s.deductTotal), 2);
    const sheets = await list('admin', 'hr/wageSheet');
    for (const sh of sheets) {
      const mine = slips.filter((s) => s.sheetId === sh.id);
      expect(sh.headcount).toBe(mine.length);
      expect(Number(sh.netTotal ?? 0)).toBeCloseTo(mine.reduce((a, s) => a + Number(s.netPay), 0), 2);
    }
  });

  it('shows an employee only their own slips, all of the company to 人事 and 财务, and refuses another\'s slip by id', async () => {
    const own = await list('wangpeng', 'hr/wageSlip');
    expect(own.length).toBe(4);
    expect(new Set(own.map((s) => s.ownerUsername))).toEqual(new Set(['wangpeng']));
    const all = await list('zhengxiao', 'hr/wageSlip');
    expect(new Set(all.map((s) => s.ownerUsername))).toEqual(new Set(['fengtao', 'wangpeng', 'zhaoqiang', 'zhengxiao', 'huanglei', 'lina', 'sunlihua', 'zhoujianguo', null]));
    expect((await list('wufang', 'hr/wageSlip')).length).toBe(all.length);
    const theirs = all.find((s) => s.ownerUsername === 'fengtao');
    expect((await call('wangpeng', 'GET', `hr/wageSlip/queryById?id=${theirs.id}`)).body.success).toBe(false);
  });

  it('shows 李娜 (经营部, company staff and 经营部 roles, data rules on other pages) exactly her own two slips, and 人事 the whole company’s', async () => {
    const mine = await list('lina', 'hr/wageSlip');
    expect(mine.map((s) => [s.wageMonth, s.employeeId_dictText, s.ownerUsername])).toEqual([['2026-10', '李娜', 'lina'], ['2026-09', '李娜', 'lina']]);
    expect(mine.map((s) => s.netPay)).toEqual(['14468.00', '14494.25']);
    const company = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM biz_hr_wage_slip WHERE del_flag = 0 AND company_id = 'c01'`);
    const all = await list('zhengxiao', 'hr/wageSlip');
    expect(all).toHaveLength(company.rows[0].n);
    expect(all.filter((s) => s.ownerUsername === 'lina')).toHaveLength(2);
    // Her detail opens; a colleague's does not.
    expect((await byId('lina', 'hr/wageSlip', mine[0].id)).items.length).toBeGreaterThan(5);
    expect((await call('lina', 'GET', `hr/wageSlip/queryById?id=${all.find((s) => s.ownerUsername === 'sunlihua').id}`)).body.success).toBe(false);
  });

  it('refuses a second slip for the same employee and month', async () => {
    const slip = (await list('zhengxiao', 'hr/wageSlip')).find((s) => s.ownerUsername === 'wangpeng');
    const again = await call('zhengxiao', 'POST', 'hr/wageSlip/add', { ...slip, id: undefined, items: [{ item: 'base', direction: 'add', amount: 100 }] });
    expect(again.body.result.fieldErrors).toEqual({ employeeId: '该员工本月已有工资条' });
  });
});

describe('干部选拔与民主测评', () => {
  const selection = { batchName: '2026年华通公路中层干部选拔（测试）', evalType: 'post_promote', candidateTitle: '王鹏（拟任试验检测中心副主任）',
    targetPost: '试验检测中心副主任', step: 'publicity', motionDate: '2026-08-03', integrity: 'ok', decisionMeeting: 'party', decisionDate: '2026-09-17' };

  it('refuses a 公示 shorter than five working days — 2026-09-21 to 09-25 is four, the 25th being 中秋 — and takes a full week', async () => {
    const candidateId = await employeeOf('王鹏');
    const short = await call('zhengxiao', 'POST', 'hr/selection/add', { ...selection, candidateId, publicityStart: '2026-09-21', publicityEnd: '2026-09-25' });
    expect(short.status).toBe(400);
    expect(short.body.result.fieldErrors).toEqual({ publicityDays: '公示期（工作日）不能小于 5' });
    const week = await call('zhengxiao', 'POST', 'hr/selection/add', { ...selection, candidateId, publicityStart: '2026-09-21', publicityEnd: '2026-09-28' });
    expect(week.body.success, week.body.message).toBe(true);
  });

  it('counts the votes per grade on the candidate, and shows the voter only to HR', async () => {
    const hj = (await list('zhoujianguo', 'hr/selection')).find((r) => r.candidateTitle.startsWith('何军'));
    expect(hj).toMatchObject({ excellentVotes: 7, competentVotes: 3, basicVotes: 1, incompetentVotes: 0, totalVotes: 11, approvalRate: '90.91', publicityDays: '5.0' });
    const asLeader = await list('zhoujianguo', 'hr/vote', `&selectionId=${hj.id}`);
    expect(asLeader).toHaveLength(11);
    expect(asLeader.every((v) => v.voterUser === undefined)).toBe(true);
    const asHr = await list('zhengxiao', 'hr/vote', `&selectionId=${hj.id}`);
    expect(asHr.map((v) => v.voterUser)).toContain('zhoujianguo');
  });
});

describe('人事月报', () => {
  it('dates the deadline the 5th of the next month and computes late, on time and not submitted', async () => {
    const rows = await list('zhengxiao', 'hr/monthlyReport');
    const of = (dept: string, month: string) => rows.find((r) => r.departId === dept && r.reportMonth === month);
    expect(of('d03', '2026-09')).toMatchObject({ deadline: '2026-10-05', submitDate: '2026-10-09', lateDays: 4, reportStatus: 'late' });
    expect(of('d03', '2026-10')).toMatchObject({ deadline: '2026-11-05', lateDays: 0, reportStatus: 'submitted' });
    expect(of('d03', '2026-11')).toMatchObject({ deadline: '2026-12-05', submitDate: null, reportStatus: 'pending' });
  });

  it('shows 中路监理 (wangqiang) its own reports only, and 华通公路 none of them', async () => {
    const c02 = await list('wangqiang', 'hr/monthlyReport');
    expect(c02.length).toBe(3);
    expect(c02.every((r) => r.departId === 'd05')).toBe(true);
    const c01 = await list('zhengxiao', 'hr/monthlyReport');
    expect(c01.some((r) => r.departId === 'd05')).toBe(false);
  });
});
