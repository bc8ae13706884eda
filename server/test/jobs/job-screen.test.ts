import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = async (method: Method, url: string, payload?: object, user = 'admin') =>
  t.app.inject({ method, url: `/devops/sys/quartzJob/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

describe('the job screen through the table layer (hook job-schedule)', () => {
  it('reschedules a job on every save and takes it off when paused or deleted', async () => {
    const id = (await as('POST', 'add', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *', status: 0 })).json().result.id as string;
    expect(t.app.scheduler.scheduled()).toContain(id);
    expect((await as('PUT', 'edit', { id, cronExpression: 'not a cron' })).json().message).toBe('Cron表达式不正确');
    expect((await as('PUT', 'edit', { id, cronExpression: '30 4 * * *', lastResult: 'forged' })).json().message).toBe('更新定时任务成功');
    expect((await as('GET', `queryById?id=${id}`)).json().result).toMatchObject({ cronExpression: '30 4 * * *', status: 0, lastResult: null });
    expect((await as('GET', `pause?id=${id}`)).json().message).toBe('暂停定时任务成功');
    expect(t.app.scheduler.scheduled()).not.toContain(id);
    expect((await as('GET', `resume?id=${id}`)).json().message).toBe('恢复定时任务成功');
    expect(t.app.scheduler.scheduled()).toContain(id);
    expect((await as('DELETE', `delete?id=${id}`)).json().message).toBe('删除成功!');
    expect(t.app.scheduler.scheduled()).not.toContain(id);
    expectRefused((await as('GET', `pause?id=${id}`)), 404);
  });

  it('are changed only with system:job:manage (403 to a company user)', async () => {
    expectRefused((await as('POST', 'add', { jobClassName: 'session.cleanup', cronExpression: '0 3 * * *' }, 'lina')), 510);
    expectRefused((await as('GET', 'list', undefined, 'lina')), 510);
    expectRefused((await as('DELETE', 'delete?id=x', undefined, 'lina')), 510);
  });
});
