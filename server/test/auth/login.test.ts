import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password } });

describe('POST /devops/sys/login', () => {
  it('answers code 200 with the token, the user without secrets, departments and dictionaries', async () => {
    const res = await login('zhangwei', 'Group@2026');
    expectOk(res);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(Object.keys(body.result)).toEqual(['token', 'userInfo', 'departs', 'multi_depart', 'sysAllDictItems', 'isShowHomePage']);
    expect(body.result.userInfo).toMatchObject({ username: 'zhangwei', realname: '张伟' });
    expect(res.body).not.toMatch(/password|salt|argon2/i);
    expect(body.result.departs.map((d: { departName: string }) => d.departName)).toEqual(['综合办公室', '人力资源部']);
    expect(body.result.multi_depart).toBe(2);
    expect(body.result.sysAllDictItems.priority).toContainEqual({ value: 'H', text: '紧急', title: '紧急', label: '紧急' });
  });

  it('gives the same refusal for an unknown user and a wrong password', async () => {
    const unknown = await login('nobody', 'Group@2026');
    const wrong = await login('zhangwei', 'Wrong@2026');
    expectRefused(unknown, 400);
    expectRefused(wrong, 400);
    expect(unknown.json()).toMatchObject({ success: false, code: 400, message: '用户名或密码错误' });
    expect({ ...wrong.json(), timestamp: 0 }).toEqual({ ...unknown.json(), timestamp: 0 });
    // A frozen account is only disclosed after the right password.
    await t.db.query(`UPDATE sys_user SET status = 2 WHERE username = 'zhaomin'`);
    const frozenWrong = await login('zhaomin', 'Wrong@2026');
    expect({ ...frozenWrong.json(), timestamp: 0 }).toEqual({ ...unknown.json(), timestamp: 0 });
    await t.db.query(`UPDATE sys_user SET status = 1 WHERE username = 'zhaomin'`);
  });

  it('refuses a body without a password with a 400 naming the problem', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'admin' } });
    expectRefused(res, 400);
    expect(res.json().message).toContain('password');
  });

  it('answers malformed JSON with a Chinese 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/devops/sys/login', headers: { 'content-type': 'application/json' }, payload: '{',
    });
    expectRefused(res, 400);
    expect(res.json()).toMatchObject({ success: false, message: '请求内容不是合法的 JSON' });
  });
});

describe('tokens', () => {
  it('are required on every API route but the public ones', async () => {
    const res = await t.get('/devops/sys/permission/getUserPermissionByToken');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    expectOk((await t.get('/devops/health')));
  });

  it('stop working after logout', async () => {
    const token = (await login('lina', 'Company@2026')).json().result.token;
    expectOk((await t.get('/devops/sys/permission/getUserPermissionByToken', token)));
    // The original client posts its logout as JSON with an empty body.
    const out = await t.app.inject({ method: 'POST', url: '/devops/sys/logout', headers: { 'x-access-token': token, 'content-type': 'application/json' }, payload: '' });
    expect(out.json()).toMatchObject({ success: true });
    const after = await t.get('/devops/sys/permission/getUserPermissionByToken', token);
    expect(after.statusCode).toBe(401);
  });

  it('refuse forged tokens: alg none, an edited payload, an empty key', async () => {
    const token = await t.login('admin');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, username: 'root', sub: 'someone-else' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const emptyKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    for (const forged of [`${header}.${edited}.${signature}`, none, emptyKey, 'not-a-token']) {
      const res = await t.get('/devops/sys/permission/getUserPermissionByToken', forged);
      expect(res.statusCode, forged).toBe(401);
    }
  });
});
