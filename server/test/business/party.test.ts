import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { reportId } from '../../src/reports/report-routes';

// 党建工作: the party-fee standard of 中组发〔2008〕3号 computed by the server from the after-tax monthly wage and the
// member's category, one fee row per member and month, the quorum of a 支部党员大会 (more than half of the members present),
// 转正日期 not before 入党日期, who sees which company's rows and who may register them.
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
const list = async (user: string, page: string, query = '') => (await call(user, 'GET', `${page}/list?pageSize=500${query}`)).body.result.records as Json[];
const report = async (user: string, code: string, query = '') =>
  (await call(user, 'GET', `online/cgreport/api/getData/${reportId(code)}?pageSize=200${query}`)).body.result.records as Json[];
const byId = async (user: string, page: string, id: string) => (await call(user, 'GET', `${page}/queryById?id=${id}`)).body.result as Json;

async function member(name: string) {
  const row = (await list('huanglei', 'party/member')).find((r) => r.memberName === name);
  expect(row, name).toBeTruthy();
  return row as Json;
}

describe('党费', () => {
  it('computes the rate and the amount due from the after-tax wage, band by band, whatever the client sends', async () => {
    const wp = await member('王鹏');
    const cases: [string, string, number, number, number][] = [
      ['2027-01', 'working', 2800, 0.5, 14],
      ['2027-02', 'working', 4500, 1, 45],
      ['2027-03', 'working', 8000, 1.5, 120],
      ['2027-04', 'working', 12000, 2, 240],
      ['2027-05', 'working', 3000, 0.5, 15],
      ['2027-06', 'working', 10000, 1.5, 150],
      ['2027-07', 'retired', 4800, 0.5, 24],
      ['2027-08', 'retired', 6200, 1, 62],
      ['2027-09', 'student', 0, 0, 0.2],
    ];
    for (const [feeMonth, memberCategory, incomeBase, rate, due] of cases) {
      const res = await call('huanglei', 'POST', 'party/fee/add', { feeMonth, memberName: '王鹏', memberId: wp.id, orgId: wp.orgId, memberCategory, incomeBase,
        feeRate: 99, dueAmount: 1, paidAmount: 0 });
      expect(res.body.success, `${feeMonth}: ${res.body.message}`).toBe(true);
      const row = (await list('huanglei', 'party/fee', `&feeMonth=${feeMonth}`)).find((r) => r.memberId === wp.id);
      expect([feeMonth, Number(row.feeRate), Number(row.dueAmount), row.feeStatus]).toEqual([feeMonth, rate, due, 'unpaid']);
    }
    // Paying the amount due marks the month paid; half of it, partly paid.
    const row = (await list('huanglei', 'party/fee', '&feeMonth=2027-03')).find((r) => r.memberId === wp.id);
    const full = await call('huanglei', 'POST', 'party/fee/edit', { ...(await byId('huanglei', 'party/fee', row.id)), paidAmount: 120, payMethod: 'deduct', payDate: '2027-03-15' });
    expect(full.body.success, full.body.message).toBe(true);
    expect((await byId('huanglei', 'party/fee', row.id)).feeStatus).toBe('paid');
  });

  it('keeps one row per member and month', async () => {
    const yf = await member('杨帆');
    const again = await call('huanglei', 'POST', 'party/fee/add', { feeMonth: '2026-10', memberName: '杨帆', memberId: yf.id, orgId: yf.orgId,
      memberCategory: 'working', incomeBase: 9860, paidAmount: 147.9, payMethod: 'online', payDate: '2026-11-03' });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('该党员本月的党费已登记，请修改原记录');
    // The demo row of the catalogue: 杨帆, 2026-01, base 9,860.00 → 1.5 %, 147.90.
    const jan = (await list('huanglei', 'party/fee', '&feeMonth=2026-01')).find((r) => r.memberId === yf.id);
    expect([Number(jan.feeRate), Number(jan.dueAmount), jan.feeStatus]).toEqual([1.5, 147.9, 'paid']);
  });

  it('refuses a role without the button', async () => {
    const wp = await member('王鹏');
    const res = await call('lina', 'POST', 'party/fee/add', { feeMonth: '2027-11', memberName: '王鹏', memberId: wp.id, orgId: wp.orgId, memberCategory: 'working', incomeBase: 4850 });
    expect(res.status).toBe(510);
  });
});

describe('三会一课', () => {
  it('refuses a 支部党员大会 without more than half of the members present, and counts the attendance', async () => {
    const members = (await list('huanglei', 'party/member')).filter((r) => r.orgId_dictText === '华通公路工程技术部党支部');
    expect(members.length).toBeGreaterThanOrEqual(6);
    const four = members.slice(0, 4);
    const meeting = (present: number) => ({ orgId: four[0].orgId, meetingType: 'generalMeeting', meetingDate: '2026-11-26', host: '冯涛', topic: '讨论孙志强同志预备期考察情况',
      meetingStatus: 'held', attendees: four.map((m, i) => ({ memberId: m.id, attendance: i < present ? 'present' : i === present ? 'leave' : 'absent', leaveReason: i === present ? '出差' : undefined })) });
    const half = await call('huanglei', 'POST', 'party/meeting/add', meeting(2));
    expect(half.status).toBe(400);
    expect(half.body.result.fieldErrors).toEqual({ actualCount: '支部党员大会须有半数以上党员到会方能召开：实到人数须超过应到人数的一半' });

    const ok = await call('huanglei', 'POST', 'party/meeting/add', meeting(3));
    expect(ok.body.success, ok.body.message).toBe(true);
    const row = (await list('huanglei', 'party/meeting', '&meetingDate_begin=2026-11-26&meetingDate_end=2026-11-26')).find((r) => r.topic.startsWith('讨论孙志强'));
    expect([row.expectedCount, row.actualCount, row.leaveCount, row.absentCount].map(Number)).toEqual([4, 3, 1, 0]);

    // A 支委会 has no such quorum rule here.
    const committee = await call('huanglei', 'POST', 'party/meeting/add', { ...meeting(1), meetingType: 'committeeMeeting', topic: '研究发展对象' });
    expect(committee.body.success, committee.body.message).toBe(true);
  });
});

describe('党员花名册', () => {
  it('refuses a 转正日期 before the 入党日期', async () => {
    const org = (await list('huanglei', 'party/org')).find((r) => r.orgCode === 'C01-ZB02');
    const res = await call('huanglei', 'POST', 'party/member/add', { memberName: '张晓明', gender: '1', birthDate: '1995-03-01', ethnic: '01', orgId: org.id,
      partyPost: 'member', joinDate: '2025-06-20', memberType: 'formal', fullDate: '2025-06-19', memberCategory: 'working', memberStatus: 'active' });
    expect(res.status).toBe(400);
    expect(res.body.result.fieldErrors).toEqual({ fullDate: '转正日期不能早于入党日期' });
    const early = await call('huanglei', 'POST', 'party/member/add', { memberName: '张晓明', gender: '1', birthDate: '1995-03-01', ethnic: '01', orgId: org.id,
      partyPost: 'member', joinDate: '2025-06-20', memberType: 'formal', fullDate: '2026-01-20', memberCategory: 'working', memberStatus: 'active' });
    expect(early.body.result.fieldErrors).toEqual({ fullDate: '预备期为一年，转正日期不能早于预备期满日期' });
    const good = await call('huanglei', 'POST', 'party/member/add', { memberName: '张晓明', gender: '1', birthDate: '1995-03-01', ethnic: '01', orgId: org.id,
      partyPost: 'member', joinDate: '2025-06-20', memberType: 'formal', fullDate: '2026-06-20', memberCategory: 'working', memberStatus: 'active' });
    expect(good.body.success, good.body.message).toBe(true);
  });

  it('shows 中路监理 (wangqiang) only its own organisations, members, fees and meetings', async () => {
    const tables: Record<string, string> = { 'party/org': 'biz_party_org', 'party/member': 'biz_party_member', 'party/fee': 'biz_party_fee',
      'party/meeting': 'biz_party_meeting', 'party/style': 'biz_party_style', 'party/league': 'biz_party_league' };
    for (const [page, table] of Object.entries(tables)) {
      const rows = await list('wangqiang', page);
      const { rows: own } = await t.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE company_id = 'c02' AND del_flag = 0`);
      expect(rows.length, page).toBeGreaterThan(0);
      expect(rows.map((r) => r.id).sort(), page).toEqual(own.map((r) => r.id).sort());
    }
    const c01Member = await member('冯涛');
    const peek = await call('wangqiang', 'GET', `party/member/queryById?id=${c01Member.id}`);
    expect(peek.body.success).toBe(false);
    // 集团党委 sees every company's branches.
    const all = await list('zhangwei', 'party/org');
    expect(new Set(all.map((r) => String(r.orgCode).split('-')[0]))).toEqual(new Set(['G', 'C01', 'C02', 'C03']));
  });
});

describe('党建报表', () => {
  it('sums fees per 支部 and month, flags three months of arrears, and shows which branches missed a 支委会', async () => {
    const month = await report('huanglei', 'party_fee_month', '&self_feeMonth=2026-10');
    const tech = month.find((r) => r.org_name === '华通公路工程技术部党支部');
    // 冯涛 226.00, 王鹏 48.50, 赵强 50.00, 杨帆 147.90 (unpaid), 孙志强 14.75, 马丽 39.20
    expect([Number(tech.member_count), Number(tech.due_total), Number(tech.paid_total), Number(tech.unpaid_count)]).toEqual([6, 526.35, 378.45, 1]);
    expect(month.every((r) => r.company_name === '华通公路工程咨询有限公司')).toBe(true);

    // The fee form's member picker lists the company's own members with their category and base.
    const picks = await report('wangqiang', 'party_member_pick');
    expect(picks.find((r) => r.member_name === '王强')).toMatchObject({ member_category: 'working', org_name: '中路监理监理业务部党支部' });
    expect(Number(picks.find((r) => r.member_name === '王强').fee_base)).toBe(16400);
    expect(picks.some((r) => r.member_name === '冯涛' || r.member_name === '曾凡')).toBe(false);

    // 何军 has paid nothing since 2026-08 (the demo records his months up to 2026-11); arrears count the months before
    // this one, so the figure grows with the calendar until his last recorded month has passed.
    const arrears = await report('huanglei', 'party_fee_arrears');
    const lastMonth = [thisMonthInChina(-1), '2026-11'].sort()[0];
    const owed = monthsBetween('2026-08', lastMonth);
    expect(arrears.find((r) => r.member_name === '何军')).toMatchObject({
      unpaid_months: owed, first_month: '2026-08', last_month: lastMonth, alert_level: owed >= 6 ? '2' : owed >= 3 ? '1' : '0',
    });

    const compliance = await report('wangqiang', 'party_meeting_compliance', '&self_year=2026');
    const q3 = compliance.filter((r) => r.quarter_name === '2026年第三季度');
    expect(q3.find((r) => r.org_name === '成渝地区双城经济圈环线高速项目联合党支部')).toMatchObject({ committee_count: 2, compliance: '0' });
    expect(q3.find((r) => r.org_name === '中路监理监理业务部党支部')).toMatchObject({ general_count: 1, committee_count: 3, compliance: '1' });
    expect(compliance.find((r) => r.quarter_name === '2026年第四季度')).toMatchObject({ compliance: '2' });
  });
});

/** `YYYY-MM` of this month in the platform's time zone, moved by `offset` months. */
function thisMonthInChina(offset = 0): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted. */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}
