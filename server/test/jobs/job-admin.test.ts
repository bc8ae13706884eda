import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../../src/jobs/scheduler';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

// 定时任务 as an administrator runs it: registered handlers only, the cron checked with its next run times, pause
// and resume, run now with its history, and one run per tick whatever the number of processes.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = async (url: string, method: Method = 'GET', payload?: object, user = 'admin') =>
  t.app.inject({ method, url: `/devops/sys/quartzJob/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
const runsOf = async (id: string) => (await as(`runs?id=${id}`)).json().result;

describe('定时任务 administration', () => {
  it('checks a cron expression and shows its next five run times (Beijing time)', async () => {
    const checked = (await as('cronCheck?cronExpression=' + encodeURIComponent('0 30 2 * * *'))).json();
    expect(checked).toMatchObject({ success: true, message: 'Cron表达式正确' });
    expect(checked.result.nextRuns).toHaveLength(5);
    expect(checked.result.nextRuns.every((r: string) => r.endsWith(' 02:30:00'))).toBe(true);
    const bad = await as('cronCheck?cronExpression=' + encodeURIComponent('每天两点'));
    expectRefused(bad, 400);
    expect(bad.json().message).toBe('Cron表达式不正确');
  });

  it('names only registered handlers: the form’s list is the server’s, and class names or code are refused', async () => {
    const offered = (await as('handlers')).json().result.map((h: { value: string }) => h.value);
    expect(offered).toEqual(expect.arrayContaining(['log.cleanup', 'reminder.scan', 'stats.summary', 'contract.expiry']));
    expect(offered).not.toContain('fail');
    const dict = (await t.app.inject({ url: '/devops/sys/dict/getDictItems/job_handler', headers: { 'x-access-token': await t.login('admin') } })).json().result;
    expect(dict.map((i: { value: string }) => i.value)).toEqual(offered);
    for (const jobClassName of ['org.jeecg.modules.quartz.job.SampleJob', 'require("child_process")', 'constructor']) {
      const refused = await as('add', 'POST', { jobClassName, cronExpression: '0 0 3 * * *' });
      expectRefused(refused, 400);
      expect(refused.json().message).toBe('任务不在字典“定时任务处理器”的取值中');
    }
  });

  it('does not run a paused job on schedule, and runs it again once resumed', async () => {
    const id = (await as('add', 'POST', { jobClassName: 'stats.summary', cronExpression: '0 10 0 * * *', status: -1 })).json().result.id;
    const scheduler = createScheduler(t.db, 'test:paused');
    expect(await scheduler.runTick({ id }, new Date('2026-11-26T16:10:00Z'))).toBe('skipped');
    expect((await runsOf(id)).total).toBe(0);
    expect((await as(`resume?id=${id}`)).json().message).toBe('恢复定时任务成功');
    expect(await scheduler.runTick({ id }, new Date('2026-11-26T16:10:00Z'))).toBe('ran');
    expect((await as(`pause?id=${id}`)).json().message).toBe('暂停定时任务成功');
    expect(await scheduler.runTick({ id }, new Date('2026-11-27T16:10:00Z'))).toBe('skipped');
    expect((await runsOf(id)).total).toBe(1);
  });

  it('runs now on request (even paused) and records start, duration, result and error', async () => {
    const id = (await as('add', 'POST', { jobClassName: 'log.cleanup', cronExpression: '0 30 2 * * *', parameter: '365' })).json().result.id;
    const ran = (await as(`execute?id=${id}`)).json();
    expect(ran).toMatchObject({ success: true, message: '执行成功!', result: { lastResult: 'success', lastError: null } });
    const [run] = (await runsOf(id)).records;
    expect(run).toMatchObject({ trigger: 'manual', trigger_dictText: '立即执行', result: 'success', result_dictText: '成功', error: null });
    expect(run.message).toMatch(/^删除 365 天前的操作日志 \d+ 条$/);
    expect(run.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);

    await t.db.query(`UPDATE sys_quartz_job SET job_class_name = 'fail' WHERE id = $1`, [id]);
    await as(`execute?id=${id}`);
    const [failed] = (await runsOf(id)).records;
    expect(failed).toMatchObject({ result: 'failed', result_dictText: '失败', error: '任务按设计失败（测试用）' });
  });

  it('runs a due job once with two runners on one database', async () => {
    const id = (await as('add', 'POST', { jobClassName: 'stats.summary', cronExpression: '0 10 0 * * *', status: 0 })).json().result.id;
    const tick = new Date('2026-11-25T16:10:00Z');
    const outcomes = await Promise.all([createScheduler(t.db, 'app-01:1'), createScheduler(t.db, 'app-02:1')].map((s) => s.runTick({ id }, tick)));
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    const { records, total } = await runsOf(id);
    expect(total).toBe(1);
    expect(records[0].message).toMatch(/^昨日登录 \d+ 次/);
  });

  it('refuses each action to a user without its code (403)', async () => {
    const id = (await as('list')).json().result.records[0].id;
    for (const [url, method, payload] of [
      ['add', 'POST', { jobClassName: 'log.cleanup', cronExpression: '0 0 3 * * *' }], ['edit', 'PUT', { id, description: 'x' }],
      [`delete?id=${id}`, 'DELETE'], [`pause?id=${id}`, 'GET'], [`resume?id=${id}`, 'GET'], [`execute?id=${id}`, 'GET'],
      [`runs?id=${id}`, 'GET'], ['cronCheck?cronExpression=0', 'GET'],
    ] as [string, Method, object?][]) {
      expectRefused((await as(url, method, payload, 'lina')), 510, { note: url });
    }
  });

  it('comes with the platform’s own jobs and a week of their runs', async () => {
    const jobs = (await as('list?pageSize=50')).json().result.records as { id: string; jobClassName: string; status: number; lastResult: string }[];
    const names = jobs.map((j) => j.jobClassName);
    expect(names).toEqual(expect.arrayContaining(['log.cleanup', 'session.cleanup', 'reminder.scan', 'stats.summary', 'contract.expiry']));
    const cleanup = jobs.find((j) => j.jobClassName === 'log.cleanup' && j.status === 0)!;
    expect(cleanup.lastResult).toBe('success');
    expect((await runsOf(cleanup.id)).total).toBeGreaterThanOrEqual(5);
    const expiry = jobs.find((j) => j.jobClassName === 'contract.expiry')!;
    expect((await runsOf(expiry.id)).records.some((r: { result: string; error: string }) => r.result === 'failed' && r.error)).toBe(true);
  });

  it('dates the seeded runs in the week before the demo was installed, never on a fixed calendar day', async () => {
    const { rows: [{ today, weekAgo }] } = await t.db.query<{ today: string; weekAgo: string }>(
      `SELECT current_date::text AS today, (current_date - 7)::text AS "weekAgo"`);
    const jobs = (await as('list?pageSize=50')).json().result.records as { id: string }[];
    // The seeded runs are the demo server's; the runs this file's tests make are today's.
    const days = (await Promise.all(jobs.map(async (j) => (await as(`runs?id=${j.id}&pageSize=100`)).json().result.records as { runner: string; startTime: string }[])))
      .flat().filter((r) => r.runner === 'gcjt-app-01:2417').map((r) => r.startTime.slice(0, 10));
    expect(days.length).toBeGreaterThanOrEqual(20);
    expect(days.filter((d) => d < weekAgo || d >= today)).toEqual([]);
  });
});
