import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// What a user's roles grant is remembered per process between requests (auth/rights-cache.ts). A change of rights
// made anywhere — an administrator's screen, the configuration sync, another server process writing the same
// database — must count from the user's very next request.

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const list = async (user: string) => outcome(await t.get('/devops/news/notice/list?pageNo=1&pageSize=5', await t.login(user)));
const add = async (user: string, title: string) => {
  const res = await t.app.inject({
    method: 'POST', url: '/devops/news/notice/add', headers: { 'x-access-token': await t.login(user) },
    payload: { title, newsType: 'notice', publishDate: '2026-11-23' },
  });
  return { status: outcome(res), body: res.json() as { success: boolean; message: string } };
};

describe('a change of rights counts from the next request', () => {
  it('refuses a module whose menu entry was deleted since the last request, and opens it again once restored', async () => {
    expect(await list('lina')).toBe(200);
    expect(await list('lina')).toBe(200);
    // Written straight to the database, as another process or the configuration sync would.
    await t.db.query(`UPDATE sys_permission SET del_flag = 1 WHERE component = 'schema:news/notice'`);
    expect(await list('lina')).toBe(510);
    await t.db.query(`UPDATE sys_permission SET del_flag = 0 WHERE component = 'schema:news/notice'`);
    expect(await list('lina')).toBe(200);
  });

  it('refuses 新增 once the role no longer holds the button, though the same request passed a moment before', async () => {
    expect((await add('lina', '十一月安全简报')).status).toBe(200);
    const { rows } = await t.db.query<{ role_id: string; permission_id: string }>(
      `SELECT rp.role_id, rp.permission_id FROM sys_role_permission rp
         JOIN sys_permission p ON p.id = rp.permission_id
         JOIN sys_user_role ur ON ur.role_id = rp.role_id JOIN sys_user u ON u.id = ur.user_id
        WHERE u.username = 'lina' AND p.menu_type = 2 AND p.perms = 'news:notice:add'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) await t.db.query('DELETE FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2', [r.role_id, r.permission_id]);
    const refused = await add('lina', '十二月安全简报');
    expect(refused.status).toBe(510);
    expect(refused.body.success).toBe(false);
    for (const r of rows) await t.db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1, $2)', [r.role_id, r.permission_id]);
    expect((await add('lina', '十二月安全简报')).status).toBe(200);
  });

  it('refuses a button whose codes were changed on its menu row', async () => {
    expect((await add('lina', '一月安全简报')).status).toBe(200);
    await t.db.query(`UPDATE sys_permission SET perms = 'news:notice:create' WHERE menu_type = 2 AND perms = 'news:notice:add'`);
    expect((await add('lina', '二月安全简报')).status).toBe(510);
    await t.db.query(`UPDATE sys_permission SET perms = 'news:notice:add' WHERE menu_type = 2 AND perms = 'news:notice:create'`);
    expect((await add('lina', '二月安全简报')).status).toBe(200);
  });
});
