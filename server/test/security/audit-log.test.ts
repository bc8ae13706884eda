import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

describe('the audit trail', () => {
  it('records logins (both outcomes), writes and denials, without passwords or tokens', async () => {
    await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'lina', password: 'Wrong@2026' } });
    const token = await t.login('lina');
    await t.app.inject({ method: 'POST', url: '/devops/news/notice/add?x=1', headers: { 'x-access-token': token },
      payload: { title: '审计测试', newsType: 'news', publishDate: '2026-11-21' } });
    await t.app.inject({ method: 'DELETE', url: '/devops/news/notice/delete?id=x', headers: { 'x-access-token': token } });
    const logins = (await t.get('/devops/sys/log/list?logType=1&pageSize=50', await t.login('admin'))).json().result.records;
    expect(logins.filter((r: { username: string }) => r.username === 'lina').map((r: { logContent: string }) => r.logContent))
      .toEqual(expect.arrayContaining(['login成功', 'login失败']));
    const ops = (await t.get('/devops/sys/log/list?pageSize=50', await t.login('admin'))).json().result.records;
    expect(ops).toEqual(expect.arrayContaining([
      expect.objectContaining({ username: 'lina', method: 'POST', requestUrl: '/devops/news/notice/add', status: 200 }),
      expect.objectContaining({ username: 'lina', method: 'DELETE', requestUrl: '/devops/news/notice/delete', status: 403 }),
    ]));
    const dump = JSON.stringify((await t.db.query('SELECT * FROM sys_log')).rows) + JSON.stringify((await t.db.query('SELECT * FROM sys_login_log')).rows);
    expect(dump).not.toContain('Wrong@2026');
    expect(dump).not.toContain(token);
  });
});
