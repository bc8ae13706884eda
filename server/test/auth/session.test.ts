import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused, outcome } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const send = (method: 'PUT' | 'POST', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: { 'x-access-token': token }, payload });

describe('departments', () => {
  it('lists the caller’s departments with the current org code', async () => {
    const res = await t.get('/devops/sys/user/getCurrentUserDeparts', await t.login('zhangwei'));
    const { list, orgCode } = res.json().result;
    expect(list.map((d: { departName: string }) => d.departName)).toEqual(['综合办公室', '人力资源部']);
    expect(orgCode).toBe('A01B01');
  });

  it('switches to another of the caller’s departments and answers with the user', async () => {
    const token = await t.login('zhangwei');
    const res = await send('PUT', '/devops/sys/selectDepart', token, { orgCode: 'A01B02', username: 'zhangwei' });
    expect(res.json()).toMatchObject({ success: true, result: { userInfo: { username: 'zhangwei', orgCode: 'A01B02' } } });
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', token)).json().result.orgCode).toBe('A01B02');
  });

  it('refuses a department the caller does not belong to, and someone else’s username', async () => {
    const token = await t.login('zhangwei');
    expectRefused((await send('POST', '/devops/sys/selectDepart', token, { orgCode: 'A01A01B01' })), 400);
    expectRefused((await send('PUT', '/devops/sys/selectDepart', token, { orgCode: 'A01B01', username: 'admin' })), 510);
  });
});

describe('password change', () => {
  const body = (password: string, extra: object = {}) => ({
    username: 'wangqiang', oldpassword: 'Company@2026', password, confirmpassword: password, ...extra,
  });

  it('refuses passwords outside the rule with the spec’s message', async () => {
    const token = await t.login('wangqiang');
    for (const weak of ['Sh1!abc', 'alllowercase1!', 'wangqiang', 'NoDigits!!', 'NoSpecial123', 'Has Space1!', `A1!${'a'.repeat(48)}`]) {
      const res = await send('PUT', '/devops/sys/user/updatePassword', token, body(weak));
      expectRefused(res, 400, { note: weak });
      expect(res.json().message, weak).toBe('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)');
    }
  });

  it('refuses another user’s password, a wrong old password and a mismatched confirmation', async () => {
    const token = await t.login('wangqiang');
    const other = await send('PUT', '/devops/sys/user/updatePassword', token, body('New@2026x', { username: 'admin' }));
    expectRefused(other, 510);
    expect(other.json().message).toBe('只允许修改自己的密码！');
    const wrongOld = await send('PUT', '/devops/sys/user/updatePassword', token, body('New@2026x', { oldpassword: 'Nope@2026' }));
    expect(wrongOld.json().message).toBe('旧密码输入错误!');
    const mismatch = await send('PUT', '/devops/sys/user/updatePassword', token, body('New@2026x', { confirmpassword: 'New@2026y' }));
    expect(mismatch.json().message).toBe('两次输入密码不一致!');
  });

  it('accepts a 50-character password, ends the user’s other sessions and retires the old password', async () => {
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'wangqiang', password } });
    const t1 = (await login('Company@2026')).json().result.token;
    const t2 = (await login('Company@2026')).json().result.token;
    const fifty = `Aa1!${'x'.repeat(46)}`;
    const res = await send('PUT', '/devops/sys/user/updatePassword', t1, body(fifty));
    expect(res.json()).toMatchObject({ success: true, message: '密码重置成功!' });
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', t2)).statusCode).toBe(401);
    expectOk((await t.get('/devops/sys/user/getCurrentUserDeparts', t1)));
    expectRefused((await login('Company@2026')), 400);
    expect((await login(fifty)).json().code).toBe(200);
    const { rows } = await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM sys_user WHERE username = 'wangqiang'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    expect(rows[0].password_hash).not.toContain(fifty);
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures with 429 and Retry-After, refusing even the right password', async () => {
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'chenjing', password }, remoteAddress: '10.9.9.9' });
    // From the third attempt on a captcha is asked for; refused for want of it, those attempts count as failures too.
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(outcome(await login('Wrong@2026')));
    expect(codes).toEqual([400, 400, 412, 412, 412]);
    const locked = await login('Project@2026');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/该用户登录失败次数过多，请于\d+分钟后再次登录！/);
    // after the window, the right password works again
    await t.db.query(`UPDATE sys_login_attempt SET locked_until = now() - interval '1 second', window_start = now() - interval '1 hour'`);
    expect((await login('Project@2026')).json().code).toBe(200);
  });

  it('checks no more than 5 passwords when 30 logins to one account arrive at once', async () => {
    const login = (password: string, n: number) =>
      t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'liuyang', password }, remoteAddress: `10.8.0.${n}` });
    const answers = await Promise.all([...Array.from({ length: 29 }, (_, i) => login(`Wrong@${i}`, i)), login('Project@2026', 29)]);
    const codes = answers.map(outcome);
    // Every attempt past the fifth is refused before its password is checked, the right one included if it came late.
    expect(codes.filter((c) => c === 400).length + codes.filter((c) => c === 200).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(25);
    expect((await login('Project@2026', 30)).statusCode).toBe(429);
  });

  it('gives a successful login its attempt back on the address, so colleagues behind one address are not locked out', async () => {
    for (let i = 0; i < 35; i++) {
      const [username, password] = i % 2 ? ['lina', 'Company@2026'] : ['zhaomin', 'Group@2026'];
      const res = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password }, remoteAddress: '10.7.7.7' });
      expectOk(res, `login ${i}`);
    }
  });
});
