import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { SmsPurpose } from '../../src/providers/providers';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
let app: Awaited<ReturnType<typeof buildApp>>;
const sent: { mobile: string; code: string; purpose: SmsPurpose }[] = [];
beforeAll(async () => {
  t = await createTestPlatform();
  // The same database behind an app with an SMS gateway that records codes, and SSO providers switched on.
  app = await buildApp({
    db: t.db, store: t.store, bus: t.bus,
    providers: {
      sms: { send: async (mobile, code, purpose) => void sent.push({ mobile, code, purpose }) },
      thirdLogin: { resolve: async (id) => (id === 'wx-openid-liuyang' ? { username: 'liuyang' } : null) },
      cas: { resolve: async (ticket) => (ticket === 'ST-1-good' ? { username: 'lina' } : null) },
    },
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

/** The code the gateway was last given for a number: it is sent just after the answer, so it is waited for. */
async function sentTo(mobile: string, after = sent.length - 1): Promise<{ code: string }> {
  for (let i = 0; i < 100; i++) {
    const found = sent.slice(Math.max(0, after)).findLast((s) => s.mobile === mobile);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no code sent to ${mobile}`);
}

describe('SMS codes and phone login', () => {
  it('sends a code to a registered mobile and logs in with it once', async () => {
    const before = sent.length;
    const res = await post('/devops/sys/sms', { mobile: '13800000006', smsmode: '0' });
    expect(res.json()).toMatchObject({ success: true, message: '短信验证码发送成功，请注意查收' });
    const { code } = await sentTo('13800000006', before);
    expect(code).toMatch(/^\d{6}$/);
    const login = await post('/devops/sys/phoneLogin', { mobile: '13800000006', captcha: code });
    expect(login.json()).toMatchObject({ code: 200, result: { userInfo: { username: 'liuyang' } } });
    const again = await post('/devops/sys/phoneLogin', { mobile: '13800000006', captcha: code });
    expect(again.json().message).toBe('手机验证码错误');
  });

  it('answers an unregistered mobile the same way but sends nothing, and throttles resends', async () => {
    const before = sent.length;
    expect((await post('/devops/sys/sms', { mobile: '13912345678' })).json().message).toBe('短信验证码发送成功，请注意查收');
    await new Promise((r) => setTimeout(r, 100));
    expect(sent.length).toBe(before);
    await post('/devops/sys/sms', { mobile: '13800000007' });
    const second = await post('/devops/sys/sms', { mobile: '13800000007' });
    expect(second.statusCode).toBe(429);
  });

  it('spends a code after five wrong tries', async () => {
    await t.db.query(`DELETE FROM sys_sms_code WHERE mobile = '13800000005'`);
    const before = sent.length;
    await post('/devops/sys/sms', { mobile: '13800000005' });
    const { code } = await sentTo('13800000005', before);
    for (let i = 0; i < 5; i++) expectRefused((await post('/devops/sys/phoneLogin', { mobile: '13800000005', captcha: '000000' })), 400);
    expect((await post('/devops/sys/phoneLogin', { mobile: '13800000005', captcha: code })).json().message).toBe('手机验证码错误');
  });

  it('refuses a malformed mobile number', async () => {
    expectRefused((await post('/devops/sys/sms', { mobile: '12345' })), 400);
  });
});

describe('forgotten password', () => {
  it('needs a fresh code sent to that account’s own phone, used once', async () => {
    await t.db.query(`DELETE FROM sys_sms_code WHERE mobile = '13800000004'`);
    const before = sent.length;
    await post('/devops/sys/sms', { mobile: '13800000004', smsmode: '2' });
    const { code } = await sentTo('13800000004', before);
    const reset = (body: object) => post('/devops/sys/user/passwordChange', { username: 'lina', phone: '13800000004', smscode: code, password: 'Forgot@2026', ...body });
    // Someone else's phone, or the right phone for another account, does not work.
    expect((await reset({ phone: '13800000005' })).json().message).toBe('短信验证码错误');
    expect((await reset({ username: 'wangqiang' })).json().message).toBe('短信验证码错误');
    expect((await reset({ password: 'weak' })).json().message).toBe('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)');
    expect((await reset({})).json().message).toBe('密码重置成功!');
    expect((await reset({ password: 'Again@2026' })).json().message).toBe('短信验证码错误');
    const login = await post('/devops/sys/login', { username: 'lina', password: 'Forgot@2026' });
    expect(login.json().code).toBe(200);
  });
});

describe('third-party and CAS login', () => {
  it('are off unless a provider is configured', async () => {
    expect((await t.get('/devops/thirdLogin/getLoginUser/anything')).json()).toMatchObject({ success: false, message: '第三方登录未启用' });
    expect((await t.get('/devops/cas/client/validateLogin?ticket=ST-1')).json()).toMatchObject({ success: false, message: 'CAS 单点登录未启用' });
  });

  it('log in the mapped user when configured and refuse unknown credentials', async () => {
    const third = await app.inject({ url: '/devops/thirdLogin/getLoginUser/wx-openid-liuyang' });
    expect(third.json()).toMatchObject({ code: 200, result: { userInfo: { username: 'liuyang' }, token: expect.any(String) } });
    const cas = await app.inject({ url: '/devops/cas/client/validateLogin?ticket=ST-1-good&service=http://localhost' });
    expect(cas.json()).toMatchObject({ success: true, result: { userInfo: { username: 'lina' } } });
    expect((await app.inject({ url: '/devops/cas/client/validateLogin?ticket=ST-9-bad' })).statusCode).toBe(401);
  });
});
