import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { loadSigningKey } from '../../src/auth/tokens';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const ME = '/devops/sys/user/getCurrentUserDeparts';

describe('token checks', () => {
  it('login answers carry Cache-Control: no-store and no token in any header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'admin', password: 'Admin@2026' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(res.headers)).not.toContain(res.json().result.token);
  });

  it('refuses a correctly signed token whose exp has passed', async () => {
    const key = await loadSigningKey(t.db);
    const token = await t.login('admin');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const expired = await new SignJWT({ username: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub)
      .setJti(claims.jti).setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(key);
    expect((await t.get(ME, expired)).statusCode).toBe(401);
  });

  it('refuses a changed signature, another algorithm and a kid header', async () => {
    const key = await loadSigningKey(t.db);
    const token = await t.login('admin');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new Uint8Array([...key, ...key]));
    const kid = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: '../../etc/passwd' }).sign(new Uint8Array(32));
    for (const bad of [flipped, hs512, kid]) expect((await t.get(ME, bad)).statusCode).toBe(401);
  });

  it('refuses tokens in the query string', async () => {
    const token = await t.login('admin');
    const res = await t.app.inject({ url: `${ME}?token=${token}` });
    expectRefused(res, 400);
    expectRefused((await t.app.inject({ url: `${ME}?X-Access-Token=${token}` })), 400);
  });

  it('ends a frozen user’s sessions at once', async () => {
    const token = await t.login('zhaomin');
    expectOk((await t.get(ME, token)));
    await t.db.query(`UPDATE sys_user SET status = 2 WHERE username = 'zhaomin'`);
    expect((await t.get(ME, token)).statusCode).toBe(401);
    const relogin = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'zhaomin', password: 'Group@2026' } });
    expect(relogin.json()).toMatchObject({ success: false, message: '该用户已冻结' });
    await t.db.query(`UPDATE sys_user SET status = 1 WHERE username = 'zhaomin'`);
  });
});

describe('tenant header', () => {
  it('may only pick one of the caller’s own tenants', async () => {
    const token = await t.login('lina');
    const call = (tenant?: string) =>
      t.app.inject({ url: '/devops/news/notice/list', headers: { 'x-access-token': token, ...(tenant ? { 'tenant-id': tenant } : {}) } });
    expectOk((await call()));
    expectOk((await call('1')));
    expectOk((await call('0')));
    const other = await call('2');
    expectRefused(other, 510);
    expect(other.json().message).toBe('无权访问该租户的数据');
    const x = await t.app.inject({ url: '/devops/news/notice/list', headers: { 'x-access-token': token, 'x-tenant-id': '2' } });
    expectRefused(x, 510);
  });
});
