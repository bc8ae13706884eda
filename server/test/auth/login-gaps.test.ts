import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaHash } from '../../src/auth/login-captcha';
import { captchas } from '../../src/tables/stores/captcha-store';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused, expectFileRefused } from '../helper';

let t: TestPlatform;
/** What the demo's SMS "gateway" wrote to the server log: the codes a tester reads from the dev outbox. */
const smsLog: string[] = [];
beforeAll(async () => {
  t = await createTestPlatform();
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => void smsLog.push(String(line)));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { 'x-access-token': token } : {}, remoteAddress });
const lastCode = () => /验证码：(\d{6})/.exec(smsLog.at(-1) ?? '')?.[1] ?? '';
const sendCode = async (mobile: string, smsmode = '0') => {
  // Each case starts with no code pending and no resend pause on its number.
  await t.db.query('DELETE FROM sys_sms_code WHERE mobile = $1', [mobile]);
  await t.db.query('DELETE FROM sys_rate_counter WHERE key = $1', [`sms:${mobile}`]);
  const before = smsLog.length;
  const res = await post('/devops/sys/sms', { mobile, smsmode });
  expect(res.json().message).toBe('短信验证码发送成功，请注意查收');
  // The code goes out just after the answer (the answer must not wait on the gateway).
  await vi.waitFor(() => expect(smsLog.length).toBeGreaterThan(before));
  return lastCode();
};

describe('SMS code and phone login', () => {
  it('logs in with the code sent to the phone (written to the server log), once, and pauses resending for a minute', async () => {
    const code = await sendCode('13800000006');
    expect(smsLog.at(-1)).toMatch(/138\*\*\*\*0006 的登录验证码：\d{6}（5 分钟内有效）/);
    const again = await post('/devops/sys/sms', { mobile: '13800000006', smsmode: '0' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('验证码发送过于频繁，请一分钟后再试');
    const login = await post('/devops/sys/phoneLogin', { mobile: '13800000006', captcha: code });
    expect(login.json()).toMatchObject({ code: 200, result: { userInfo: { username: 'liuyang' } } });
    expect((await post('/devops/sys/phoneLogin', { mobile: '13800000006', captcha: code })).json().message).toBe('手机验证码错误');
  });

  it('refuses a code older than five minutes', async () => {
    const code = await sendCode('13800000005');
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expire_time - create_time) / 60)::int AS minutes FROM sys_sms_code WHERE mobile = '13800000005'`);
    expect(rows[0].minutes).toBe(5);
    await t.db.query(`UPDATE sys_sms_code SET expire_time = now() - interval '1 second' WHERE mobile = '13800000005'`);
    const login = await post('/devops/sys/phoneLogin', { mobile: '13800000005', captcha: code });
    expectRefused(login, 400);
    expect(login.json().message).toBe('手机验证码错误');
  });
});

describe('registration awaiting approval', () => {
  const register = (body: object) => post('/devops/sys/user/register', body);
  const newcomer = { username: 'sunxiaofeng', realname: '孙晓峰', password: 'Register@2026', phone: '13911112222', email: 'sunxf@huatong-consult.cn' };

  it('creates a pending account that cannot log in until an administrator approves it', async () => {
    const smscode = await sendCode(newcomer.phone, '1');
    expect((await register({ ...newcomer, smscode: '000000' })).json().message).toBe('手机验证码错误');
    const done = await register({ ...newcomer, smscode });
    expect(done.json()).toMatchObject({ success: true, message: '注册成功，请等待管理员审核通过后登录' });
    // A name or phone already held is refused (the code of the first registration is spent).
    const again = await register({ ...newcomer, smscode: await sendCode(newcomer.phone, '1') });
    expect(again.json().message).toBe('用户名已注册');

    const refused = await post('/devops/sys/login', { username: newcomer.username, password: newcomer.password });
    expectRefused(refused, 510);
    expect(refused.json().message).toBe('该账号已注册，正在等待管理员审核，审核通过后即可登录');

    // Only someone who may edit users sees and decides registrations.
    expectRefused((await t.get('/devops/sys/user/registerList', await t.login('lina'))), 510);
    const admin = await t.login('admin');
    const list = (await t.get('/devops/sys/user/registerList', admin)).json().result;
    const request = list.records.find((r: { username: string }) => r.username === newcomer.username);
    expect(request).toMatchObject({ realname: '孙晓峰', phone: '13911112222', status: 'pending' });
    expectRefused((await post('/devops/sys/user/approveRegister', { id: request.id }, await t.login('lina'))), 510);
    expect((await post('/devops/sys/user/approveRegister', { id: request.id }, admin)).json().message).toBe('已审核通过，该用户现在可以登录');
    expectRefused((await post('/devops/sys/user/approveRegister', { id: request.id }, admin)), 409);

    const login = await post('/devops/sys/login', { username: newcomer.username, password: newcomer.password });
    expect(login.json()).toMatchObject({ code: 200, result: { userInfo: { username: 'sunxiaofeng', realname: '孙晓峰' } } });
  });

  it('removes the account of a rejected registration, keeping the reason', async () => {
    const applicant = { username: 'gaoyuan', password: 'Register@2026', phone: '13911113333' };
    await register({ ...applicant, smscode: await sendCode(applicant.phone, '1') });
    const admin = await t.login('admin');
    const request = (await t.get('/devops/sys/user/registerList', admin)).json().result.records.find((r: { username: string }) => r.username === 'gaoyuan');
    expect((await post('/devops/sys/user/rejectRegister', { id: request.id }, admin)).json().message).toBe('请填写驳回原因');
    expect((await post('/devops/sys/user/rejectRegister', { id: request.id, reason: '非集团员工' }, admin)).json().message).toBe('已驳回该注册申请');
    const login = await post('/devops/sys/login', { username: 'gaoyuan', password: applicant.password }, undefined, '10.20.0.1');
    expect(login.json().message).toBe('用户名或密码错误');
    const rejected = (await t.get('/devops/sys/user/registerList?status=rejected', admin)).json().result.records;
    expect(rejected.find((r: { username: string }) => r.username === 'gaoyuan')).toMatchObject({ rejectReason: '非集团员工', decidedBy: 'admin', userId: null });
  });

  it('comes with newcomers waiting under 注册审核, each able to sign in once approved', async () => {
    const admin = await t.login('admin');
    const pending = (await t.get('/devops/sys/user/registerList?status=pending', admin)).json().result.records as { id: string; username: string; realname: string }[];
    expect(pending.map((r) => r.realname)).toEqual(expect.arrayContaining(['何志远', '罗晓梅', '唐俊']));
    const tangjun = pending.find((r) => r.username === 'tangjun')!;
    const signIn = () => post('/devops/sys/login', { username: 'tangjun', password: 'Company@2026' }, undefined, '10.20.0.2');
    expect((await signIn()).json().message).toBe('该账号已注册，正在等待管理员审核，审核通过后即可登录');
    expect((await post('/devops/sys/user/approveRegister', { id: tangjun.id }, admin)).json().message).toBe('已审核通过，该用户现在可以登录');
    expect((await signIn()).json()).toMatchObject({ code: 200, result: { userInfo: { username: 'tangjun', realname: '唐俊' } } });
    // One request was already turned away, with the reason the administrator gave.
    const rejected = (await t.get('/devops/sys/user/registerList?status=rejected', admin)).json().result.records;
    expect(rejected.find((r: { username: string }) => r.username === 'liuchang2026')).toMatchObject({ decidedBy: 'admin', userId: null });
  });

  it('checks the password rule and the phone before anything is stored', async () => {
    expect((await register({ username: 'weak', password: 'abc', phone: '13911114444', smscode: '123456' })).json().message)
      .toBe('密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)');
    expectRefused((await register({ username: 'x y', password: 'Register@2026', phone: '13911114444', smscode: '123456' })), 400);
    expect((await register({ username: 'okname', password: 'Register@2026', phone: '12345', smscode: '123456' })).json().message).toBe('请输入正确的手机号');
  });
});

describe('image captcha after repeated failures', () => {
  const ip = '10.30.0.1';
  const login = (body: object) => post('/devops/sys/login', { username: 'zhaomin', ...body }, undefined, ip);

  it('asks for the captcha after two failures, refuses a missing or wrong one, and accepts the right one once', async () => {
    expect((await login({ password: 'Wrong@2026' })).json().result).toEqual({ needCaptcha: false });
    const second = await login({ password: 'Wrong@2026' });
    expect(second.json()).toMatchObject({ message: '用户名或密码错误', result: { needCaptcha: true } });

    const missing = await login({ password: 'Group@2026' });
    expectRefused(missing, 412);
    expect(missing.json()).toMatchObject({ code: 412, message: '登录失败次数较多，请输入验证码' });

    const image = (await t.get('/devops/sys/randomImage/k1700000000001')).json();
    expect(image.result).toMatch(/^data:image\/svg\+xml;base64,/);
    // The answer is drawn, never written as text in the image.
    expect(Buffer.from(image.result.split(',')[1], 'base64').toString()).not.toMatch(/<text/);
    const wrong = await login({ password: 'Group@2026', captcha: 'abcd', checkKey: 'k1700000000001' });
    expect(wrong.json()).toMatchObject({ code: 412, message: '验证码错误' });

    // A captcha whose answer the test knows, as the image would show it.
    await captchas.put(t.db, 'k1700000000002', captchaHash('k1700000000002', '4827'), 60);
    const ok = await login({ password: 'Group@2026', captcha: '4827', checkKey: 'k1700000000002' });
    expect(ok.json().code).toBe(200);
    // Single use; and after a success the account needs none again.
    await t.db.query(`INSERT INTO sys_login_attempt (key, failures) VALUES ('user:zhaomin', 2)`);
    expect((await login({ password: 'Group@2026', captcha: '4827', checkKey: 'k1700000000002' })).json().message).toBe('验证码已失效，请刷新验证码后重试');
  });

  it('refuses a malformed check key', async () => {
    expectRefused((await t.get('/devops/sys/randomImage/..%2f..%2fetc')), 400);
  });
});

describe('back to the company view', () => {
  it('lets a company user who entered a project switch back to the company, and refuses a project-only user', async () => {
    const inProject = await t.loginInProject('lina', 'p01');
    expect((await t.get('/devops/project/projectInfo/queryCurrProject', inProject)).json().result).toMatchObject({ id: 'p01' });
    const back = await t.get('/devops/sys/setToken?companyId=c01', inProject);
    expect(back.json().result).toMatchObject({ companyId: 'c01', projectId: null, menuCode: '11' });
    const menu = await t.get('/devops/sys/permission/getUserPermissionByToken', back.json().result.token);
    expect(menu.json().result.menu.length).toBeGreaterThan(0);

    const projectOnly = await t.loginInProject('liuyang', 'p01');
    const refused = await t.get('/devops/sys/setToken?companyId=c01', projectOnly);
    expectRefused(refused, 510);
    expect(refused.json().message).toBe('您不属于该公司，无法切换');
  });
});

describe('signed file URLs', () => {
  async function photoOf(company: string) {
    const { rows } = await t.db.query<{ storage_key: string }>(
      `SELECT storage_key FROM sys_file WHERE company_id = $1 AND storage_key LIKE 'demo/%.jpg' ORDER BY storage_key LIMIT 1`, [company]);
    return rows[0].storage_key;
  }

  it('serves a picture through a URL bound to the file, the user, the company and a short expiry', async () => {
    const key = await photoOf('c01');
    const url = (await t.get(`/devops/sys/common/signUrl?path=${key}`, await t.login('lina'))).json().result as string;
    expect(url).toMatch(/&u=lina&c=c01&sig=/);
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(300);
    const img = await t.app.inject({ url });
    expectOk(img);
    expect(img.headers['content-type']).toBe('image/jpeg');

    for (const tampered of [url.replace('u=lina', 'u=admin'), url.replace('c=c01', 'c=001'), url.replace(/exp=\d+/, `exp=${exp + 3600}`), url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)]) {
      const res = await t.app.inject({ url: tampered });
      expectFileRefused(res, 403, tampered);
      expect(res.json().message).toBe('文件链接已过期或无效，请刷新页面后重试');
    }
  });

  it('refuses the URL once it has expired', async () => {
    const key = await photoOf('c01');
    const url = (await t.get(`/devops/sys/common/signUrl?path=${key}`, await t.login('lina'))).json().result as string;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    try {
      expectFileRefused((await t.app.inject({ url })), 403);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs no file of another company', async () => {
    const key = await photoOf('c01');
    const res = await t.get(`/devops/sys/common/signUrl?path=${key}`, await t.login('wangqiang'));
    expectRefused(res, 404);
    expect(res.json().message).toBe('文件不存在');
  });
});

describe('the original client’s call names', () => {
  it('answers /user/info, /message/pc/querySeesion, /account/sms and /auth/register instead of 404', async () => {
    const token = await t.login('lina');
    const me = (await t.get('/devops/user/info', token)).json().result;
    expect(me).toMatchObject({ username: 'lina', realname: '李娜' });
    expect((await t.get('/devops/user/info')).statusCode).toBe(401);
    expect((await t.get('/devops/message/pc/querySeesion?sessionType=1', token)).json().result).toEqual({ id: me.id, sessionType: '1' });
    const before = smsLog.length;
    expect((await post('/devops/account/sms', { mobile: '13911115555', smsmode: '1' })).json().message).toBe('短信验证码发送成功，请注意查收');
    await vi.waitFor(() => expect(smsLog.length).toBeGreaterThan(before));
    const res = await post('/devops/auth/register', { username: 'heqing', password: 'Register@2026', phone: '13911115555', smscode: lastCode() });
    expect(res.json().message).toBe('注册成功，请等待管理员审核通过后登录');
  });
});
