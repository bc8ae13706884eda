import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestPlatform, PASSWORDS, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
let sso: Awaited<ReturnType<typeof buildApp>>;
const sentCodes: string[] = [];
beforeAll(async () => {
  t = await createTestPlatform();
  // The same database behind an app with a recording SMS gateway and a third-party login switched on.
  sso = await buildApp({
    db: t.db, store: t.store, bus: t.bus,
    providers: {
      sms: { send: async (_mobile, code) => void sentCodes.push(code) },
      thirdLogin: { resolve: async (id) => (id === 'wx-openid-liuyang' ? { username: 'liuyang' } : null) },
    },
  });
});
afterAll(async () => {
  await sso.close();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
const freshLogin = async (username: string, password = PASSWORDS[username]) =>
  (await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password } })).json().result?.token as string | undefined;
const userId = async (username: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;

describe('deleting users and the recycle bin', () => {
  it('soft-deletes a user, ends her sessions at once and shows her in the bin without secrets', async () => {
    const token = (await freshLogin('zhaomin'))!;
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', token)).statusCode).not.toBe(401);
    const id = await userId('zhaomin');

    expect((await call('admin', 'DELETE', `sys/user/delete?id=${id}`)).json()).toMatchObject({ success: true, message: '删除用户成功' });
    const after = await t.get('/devops/sys/user/getCurrentUserDeparts', token);
    expect(after.statusCode).toBe(401);
    expect(await freshLogin('zhaomin')).toBeUndefined();

    const active = (await call('admin', 'GET', 'sys/user/list?pageSize=100')).json().result.records.map((u: { username: string }) => u.username);
    expect(active).not.toContain('zhaomin');
    // JeecgBoot's recycle bin answers the deleted users as a list, not a page.
    const bin = await call('admin', 'GET', 'sys/user/recycleBin');
    expect(bin.json().result).toEqual([expect.objectContaining({ id, username: 'zhaomin', delFlag: 1, updateBy: 'admin' })]);
    expect(bin.body).not.toMatch(/password|argon|\$scrypt/i);
  });

  it('restores from the bin (userIds or ids) and the user can sign in again', async () => {
    const id = await userId('zhaomin');
    expect((await call('admin', 'PUT', 'sys/user/putRecycleBin', { userIds: id })).json().message).toBe('还原成功');
    expect(await freshLogin('zhaomin')).toEqual(expect.any(String));
    expect((await call('admin', 'GET', 'sys/user/recycleBin')).json().result).toEqual([]);
  });

  it('purges for good only users already in the bin', async () => {
    const add = await call('admin', 'POST', 'sys/user/add', { username: 'temp_worker', realname: '临时工', password: 'Temp@2026x' });
    const id = add.json().result.id as string;
    await freshLogin('temp_worker', 'Temp@2026x');
    // Not in the bin yet: a purge leaves the user alone.
    await call('admin', 'DELETE', `sys/user/deleteRecycleBin?userIds=${id}`);
    expect((await t.db.query('SELECT 1 FROM sys_user WHERE id = $1', [id])).rows).toHaveLength(1);

    await call('admin', 'DELETE', `sys/user/deleteBatch?ids=${id}`);
    expect((await call('admin', 'DELETE', `sys/user/deleteRecycleBin?ids=${id}`)).json().message).toBe('彻底删除成功');
    expect((await t.db.query('SELECT 1 FROM sys_user WHERE id = $1', [id])).rows).toHaveLength(0);
    expect((await t.db.query('SELECT 1 FROM sys_session WHERE user_id = $1', [id])).rows).toHaveLength(0);
  });

  it('never lets the administrator delete or purge himself', async () => {
    const me = await userId('admin');
    for (const url of [`sys/user/delete?id=${me}`, `sys/user/deleteBatch?ids=${me}`, `sys/user/deleteRecycleBin?userIds=${me}`]) {
      const res = await call('admin', 'DELETE', url);
      expectRefused(res, 400, { note: url });
      expect(res.json().message).toBe('不能删除当前登录用户');
    }
    // The table layer refuses a batch naming an unknown id (404) before any hook looks at it; nobody is deleted either way.
    expectRefused((await call('admin', 'DELETE', `sys/user/deleteBatch?ids=x,${me}`)), 404);
    expectOk((await call('admin', 'GET', 'sys/user/list')));
  });

  it('is refused to non-administrators (403), and nobody is deleted', async () => {
    const target = await userId('wangqiang');
    for (const user of ['lina', 'liuyang']) {
      expectRefused((await call(user, 'DELETE', `sys/user/delete?id=${target}`)), 510, { note: user });
      expectRefused((await call(user, 'DELETE', `sys/user/deleteBatch?ids=${target}`)), 510);
      expectRefused((await call(user, 'GET', 'sys/user/recycleBin')), 510);
      expectRefused((await call(user, 'PUT', 'sys/user/putRecycleBin', { userIds: target })), 510);
      expectRefused((await call(user, 'DELETE', `sys/user/deleteRecycleBin?userIds=${target}`)), 510);
    }
    expect((await t.db.query('SELECT del_flag FROM sys_user WHERE id = $1', [target])).rows[0]).toEqual({ del_flag: 0 });
  });
});

describe('third-party call log (sys/thirdPartyLog)', () => {
  it('records SMS sends with a masked number and never the code', async () => {
    expectOk((await sso.inject({ method: 'POST', url: '/devops/sys/sms', payload: { mobile: '13800000006', smsmode: '0' } })));
    // The code goes out just after the answer: its log row follows (other SMS of this file are logged too).
    const list = await vi.waitFor(async () => {
      const answer = await call('admin', 'GET', 'sys/thirdPartyLog/list?provider=sms');
      expect(answer.json().result.records.map((r: { target: string }) => r.target)).toContain('138****0006');
      return answer;
    });
    const row = list.json().result.records.find((r: { target: string }) => r.target === '138****0006');
    expect(row).toMatchObject({ provider: 'sms', action: 'send:0', target: '138****0006', success: true, id: expect.any(String) });
    expect(list.body).not.toContain(sentCodes[0]);
    expect(list.body).not.toContain('13800000006');
    expect((await call('admin', 'GET', `sys/thirdPartyLog/queryById?id=${row.id}`)).json().result.provider).toBe('sms');
  });

  it('records third-party logins, success and failure, without the credential', async () => {
    await sso.inject({ url: '/devops/thirdLogin/getLoginUser/wx-openid-liuyang' });
    await sso.inject({ url: '/devops/thirdLogin/getLoginUser/forged-id' });
    const list = await call('admin', 'GET', 'sys/thirdPartyLog/list?provider=thirdLogin&column=durationMs&order=asc');
    const rows = list.json().result.records;
    expect(rows.map((r: { success: boolean }) => r.success).sort()).toEqual([false, true]);
    expect(list.body).not.toContain('wx-openid-liuyang');
    expect(list.body).not.toContain('forged-id');
  });

  it('is read-only and for administrators only', async () => {
    for (const user of ['lina', 'liuyang']) {
      expectRefused((await call(user, 'GET', 'sys/thirdPartyLog/list')), 510, { note: user });
      expectRefused((await call(user, 'GET', 'sys/thirdPartyLog/queryById?id=1')), 510);
    }
    expectRefused((await call('admin', 'POST', 'sys/thirdPartyLog/add', { provider: 'x' })), 404);
    expectRefused((await call('admin', 'GET', 'sys/thirdPartyLog/queryById?id=abc')), 404);
  });
});

describe('visit statistics (sys/loginfo, sys/visitInfo)', () => {
  it('count today\'s logins and IPs, and the last seven days with empty days as 0', async () => {
    // Two logins three days ago from another address; today's come from the tests above.
    await t.db.query(`INSERT INTO sys_login_log (username, log_type, ok, ip, create_time) VALUES
      ('lina','login',true,'10.0.0.9', now() - interval '3 days'), ('lina','login',true,'10.0.0.9', now() - interval '3 days'),
      ('lina','login',false,'10.0.0.8', now())`);
    const { rows } = await t.db.query<{ n: number; ips: number; total: number }>(
      `SELECT count(*) FILTER (WHERE ((create_time AT TIME ZONE 'UTC') + interval '8 hours')::date = ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date)::int AS n,
              count(DISTINCT ip) FILTER (WHERE ((create_time AT TIME ZONE 'UTC') + interval '8 hours')::date = ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date)::int AS ips,
              count(*)::int AS total
         FROM sys_login_log WHERE ok`);
    const info = (await call('admin', 'GET', 'sys/loginfo')).json().result;
    // The demo's login history of the last two weeks counts in the total, with the two logins added here.
    expect(info).toEqual({ todayVisitCount: rows[0].n, todayIp: rows[0].ips, totalVisitCount: rows[0].total });
    expect(info.totalVisitCount).toBeGreaterThanOrEqual(rows[0].n + 2);
    expect(info.todayVisitCount).toBeGreaterThan(0);

    const days = (await call('admin', 'GET', 'sys/visitInfo')).json().result;
    expect(days).toHaveLength(7);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(days[6]).toEqual({ ymd: today.slice(5), tian: today, visit: rows[0].n, ip: rows[0].ips, type: today.slice(5) });
    // Each day as the log has it (the demo's login history fills the week; the two logins added above count three days ago).
    const perDay = await t.db.query<{ day: string; n: number; ips: number }>(
      `SELECT to_char(((create_time AT TIME ZONE 'UTC') + interval '8 hours')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n, count(DISTINCT ip)::int AS ips
         FROM sys_login_log WHERE ok GROUP BY 1`);
    const logged = new Map(perDay.rows.map((r) => [r.day, r]));
    for (const day of days as { tian: string; visit: number; ip: number }[]) {
      expect(day, day.tian).toMatchObject({ visit: logged.get(day.tian)?.n ?? 0, ip: logged.get(day.tian)?.ips ?? 0 });
    }
    expect(days[3].visit).toBeGreaterThanOrEqual(2);
    expect(days.map((d: { tian: string }) => d.tian)).toEqual([...days.map((d: { tian: string }) => d.tian)].sort());
  });

  it('answer every signed-in user the same counts (the original client’s home page reads them), never an address or a name', async () => {
    const admin = (await call('admin', 'GET', 'sys/visitInfo')).json().result;
    for (const user of ['lina', 'liuyang']) {
      const info = await call(user, 'GET', 'sys/loginfo');
      expect(info.json(), user).toMatchObject({ success: true, result: { todayVisitCount: expect.any(Number), todayIp: expect.any(Number) } });
      const days = await call(user, 'GET', 'sys/visitInfo');
      expect(days.json().result, user).toEqual(admin);
      expect(info.body + days.body, user).not.toMatch(/10\.0\.0\.|lina|username/);
    }
    expect((await t.app.inject({ url: '/devops/sys/loginfo' })).statusCode).toBe(401);
  });
});
