import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../../src/jobs/scheduler';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/devops/sys/quartzJob/${url}`, headers: { 'x-access-token': await t.login('admin') }, payload });

describe('scheduled jobs', () => {
  it('are created with a valid cron and a known handler only', async () => {
    // Only the server's registered handlers, offered by the 定时任务处理器 dictionary: never a command or a class name.
    expect((await as('add', 'POST', { jobClassName: 'rm -rf /', cronExpression: '0 * * * *' })).json().message).toBe('任务不在字典“定时任务处理器”的取值中');
    expect((await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: 'every minute' })).json().message).toBe('Cron表达式不正确');
    const ok = await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *', description: '夜间清理' });
    expect(ok.json()).toMatchObject({ success: true, message: '创建定时任务成功' });
  });

  it('run once on demand and keep the last result and error', async () => {
    const good = (await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *' })).json().result.id;
    expect((await as(`execute?id=${good}`)).json().result).toMatchObject({ lastResult: 'success', lastError: null });
    // The failing handler is for tests only (the form does not offer it): set on the row directly.
    const bad = (await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *' })).json().result.id;
    await t.db.query(`UPDATE sys_quartz_job SET job_class_name = 'fail' WHERE id = $1`, [bad]);
    expect((await as(`execute?id=${bad}`)).json().result).toMatchObject({ lastResult: 'failed', lastError: '任务按设计失败（测试用）' });
  });

  it('start and pause', async () => {
    const id = (await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '*/5 * * * *' })).json().result.id;
    expect((await as(`resume?id=${id}`)).json().message).toBe('恢复定时任务成功');
    expect((await as('list')).json().result.records.find((j: { id: string }) => j.id === id).status).toBe(0);
    expect((await as(`pause?id=${id}`)).json().message).toBe('暂停定时任务成功');
  });

  it('run a tick once however many processes try it (database lock)', async () => {
    // A tick is claimed only while the job runs (a paused one never runs): the job is started first.
    const id = (await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *', status: 0 })).json().result.id;
    const job = { id, job_class_name: 'session.cleanup', cron_expression: '0 3 * * *', parameter: null, status: 0 };
    const tick = new Date('2026-11-22T03:00:00Z');
    const outcomes = await Promise.all([createScheduler(t.db, 'a:1'), createScheduler(t.db, 'b:2'), createScheduler(t.db, 'c:3')]
      .map((s) => s.runTick(job, tick)));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    const { rows } = await t.db.query('SELECT runner FROM sys_job_run WHERE job_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('fire on schedule', async () => {
    const id = (await as('add', 'POST', { jobClassName: 'session.cleanup', cronExpression: '* * * * * *', status: 0 })).json().result.id;
    const scheduler = createScheduler(t.db, 'timer:1');
    await scheduler.start();
    await new Promise((r) => setTimeout(r, 2500));
    scheduler.stop();
    const { rows } = await t.db.query('SELECT 1 FROM sys_job_run WHERE job_id = $1 AND ok', [id]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    await as(`pause?id=${id}`);
  });
});
