import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk } from '../helper';
import { reportId } from '../../src/reports/report-routes';

// 行为分析 on a fresh demo install: two months of logins and work in the logs, weekdays busy and weekends quiet, the
// demo approvals spread over the days they were made; each chart's figure is what the logs hold.
let t: TestPlatform;
beforeAll(async () => {
  // The demo approvals too (a fresh PostgreSQL schema has none until they are driven through the engine).
  t = await createTestPlatform({ seedDemoFlows: true });
}, 120_000);
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const report = async (user: string, code: string) => {
  const res = await t.get(`/devops/online/cgreport/api/getData/${reportId(code)}?pageSize=500`, await t.login(user));
  expectOk(res, res.body);
  return res.json().result.records as Json[];
};
/** Beijing's calendar day of a log row, as the reports count it (the server's database runs on Beijing time). */
const DAY = `to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`;

describe('行为分析 on the demo data', () => {
  it('每日登录 counts each day’s successful logins of the login log, weekdays busier than weekends', async () => {
    const days = await report('admin', 'dashboard_login_day');
    expect(days).toHaveLength(30);
    const { rows } = await t.db.query<{ day: string; logins: number; users: number }>(
      `SELECT ${DAY} AS day, count(*)::int AS logins, count(DISTINCT user_id)::int AS users FROM sys_login_log WHERE ok AND log_type = 'login' GROUP BY 1`);
    const logged = new Map(rows.map((r) => [r.day, r]));
    for (const d of days.slice(0, -1)) {
      expect({ logins: d.logins, users: d.users }, d.day).toEqual({ logins: logged.get(d.day)?.logins ?? 0, users: logged.get(d.day)?.users ?? 0 });
    }
    // Not empty on a fresh install, with a working week's rhythm.
    const past = days.slice(0, -1);
    const weekday = (d: Json) => new Date(`${d.day}T12:00:00+08:00`).getUTCDay() % 6 !== 0;
    const average = (list: Json[]) => list.reduce((s, d) => s + d.logins, 0) / Math.max(1, list.length);
    expect(past.filter((d) => d.logins > 0).length).toBeGreaterThanOrEqual(25);
    expect(average(past.filter(weekday))).toBeGreaterThan(2 * average(past.filter((d) => !weekday(d))));
    expect(average(past.filter(weekday))).toBeGreaterThanOrEqual(12);
  });

  it('the numbers above the charts add up the same logs', async () => {
    const [stats] = await report('admin', 'dashboard_behaviour_stats');
    const { rows: [log] } = await t.db.query<{ logins: number; users: number; actions: number; approvals: number }>(
      `SELECT (SELECT count(*)::int FROM sys_login_log WHERE ok AND log_type = 'login' AND create_time >= current_date - 29) AS logins,
              (SELECT count(DISTINCT user_id)::int FROM sys_login_log WHERE ok AND log_type = 'login' AND create_time >= current_date - 29) AS users,
              (SELECT count(*)::int FROM sys_log WHERE create_time >= current_date - 29) AS actions,
              (SELECT count(*)::int FROM flow_instance WHERE start_time >= current_date - 29) AS approvals`);
    expect(stats).toMatchObject({ logins: log.logins, active_users: log.users, actions: log.actions, approvals: log.approvals });
    expect(stats.active_users).toBeGreaterThanOrEqual(14);
    expect(stats.actions).toBeGreaterThan(1000);
  });

  it('模块使用 names the modules people worked on, with the operation log’s counts', async () => {
    const modules = await report('admin', 'dashboard_module_use');
    const { rows } = await t.db.query<{ name: string; n: number }>(
      `SELECT module_name AS name, count(*)::int AS n FROM sys_log WHERE create_time >= current_date - 29 AND module_name IS NOT NULL GROUP BY 1`);
    for (const r of rows) expect(modules.find((m) => m.module === r.name)?.actions, r.name).toBe(r.n);
    expect(modules.map((m) => m.module)).toEqual(expect.arrayContaining(['审批中心', '监理日志', '收入合同', '检测记录']));
    // 李娜 sees her company's work only.
    const own = await report('lina', 'dashboard_module_use');
    expect(own.map((m: Json) => m.module)).not.toContain('用户管理');
  });

  it('每日审批 spreads the demo approvals over the days they were made, as the approval records have them', async () => {
    const days = await report('admin', 'dashboard_approval_day');
    const { rows } = await t.db.query<{ day: string; n: number }>(`SELECT ${DAY.replace('create_time', 'start_time')} AS day, count(*)::int AS n FROM flow_instance GROUP BY 1`);
    const started = new Map(rows.map((r) => [r.day, r.n]));
    for (const d of days) expect(d.started, d.day).toBe(started.get(d.day) ?? 0);
    expect(days.filter((d: Json) => d.started > 0).length).toBeGreaterThanOrEqual(5);
    // Not every approval on the day of the install.
    const today = days.at(-1);
    expect(today.started).toBeLessThan(rows.reduce((s, r) => s + r.n, 0) / 2);
  });
});
