import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestPlatform, PASSWORDS, type TestPlatform, expectRefused, outcome } from '../helper';

let t: TestPlatform;
let base: string;
beforeAll(async () => {
  t = await createTestPlatform();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': token }, payload: payload as object });

describe('monitoring (admin only)', () => {
  it('reports the server, disks, the Node process, recent requests, caches and the database to an administrator', async () => {
    const token = await t.login('admin');
    await t.get('/devops/sys/dict/getDictItems/sex', token);
    await t.get('/devops/sys/dict/getDictItems/sex', token);
    const get = async (p: string) => (await t.get(`/devops/monitor/${p}`, token)).json().result;
    expect(await get('server')).toMatchObject({ nodeVersion: process.version, cpu: { cores: expect.any(Number), usage: expect.any(Number) }, memory: { totalMb: expect.any(Number) } });
    expect((await get('disk')).some((d: { mount: string }) => d.mount === '/')).toBe(true);
    const node = await get('node');
    expect(node).toMatchObject({ version: process.version, heapUsedMb: expect.any(Number), eventLoopDelayMs: { p99: expect.any(Number) } });
    expect(node.handles.length).toBeGreaterThan(0);
    expect((await get('httptrace'))[0]).toMatchObject({ method: 'GET', path: expect.stringContaining('/devops/'), status: 200, username: 'admin' });
    const caches = await get('cache');
    expect(caches.map((c: { name: string }) => c.name)).toEqual(['数据字典缓存', '列表总数缓存', '页面模式缓存', '权限缓存']);
    expect(caches[0].hits).toBeGreaterThan(0);
    const system = await get('system');
    expect(system.database.sizeMb).toBeGreaterThan(0);
    expect(system.database.tables).toBeGreaterThan(50);
    expect(system.largestTables[0]).toMatchObject({ name: expect.any(String), rows: expect.any(Number) });
  });

  it('clears the dictionary cache on request and refuses a cache that cannot be cleared', async () => {
    const token = await t.login('admin');
    await t.get('/devops/sys/dict/getDictItems/sex', token);
    expect((await send('POST', '/monitor/cache/clear', token, { key: 'dict' })).json().message).toBe('缓存已清空');
    const dict = (await t.get('/devops/monitor/cache', token)).json().result[0];
    expect(dict.entries).toBe(0);
    const refused = await send('POST', '/monitor/cache/clear', token, { key: 'permission' });
    expect([outcome(refused), refused.json().message]).toEqual([400, '该缓存不支持清空']);
  });

  it('never shows a token, an authorization or a cookie header in the trace', async () => {
    const token = await t.login('admin');
    await t.app.inject({
      method: 'GET', url: '/devops/sys/dict/getDictItems/sex',
      headers: { 'x-access-token': token, authorization: 'Bearer very-secret-bearer', cookie: 'JSESSIONID=very-secret-cookie', 'user-agent': 'trace-check-agent' },
    });
    const trace = (await t.get('/devops/monitor/httptrace', token)).json().result as { headers: Record<string, string> }[];
    const text = JSON.stringify(trace);
    expect(text).toContain('trace-check-agent');
    for (const secret of ['very-secret-bearer', 'very-secret-cookie', token]) expect(text).not.toContain(secret);
    expect(trace.some((e) => 'authorization' in e.headers || 'cookie' in e.headers || 'x-access-token' in e.headers)).toBe(false);
  });

  it('refuses every monitoring call to a user without the monitoring codes', async () => {
    const lina = await t.login('lina');
    for (const p of ['server', 'disk', 'node', 'httptrace', 'cache', 'system']) {
      expectRefused((await t.get(`/devops/monitor/${p}`, lina)), 510, { note: p });
    }
    expectRefused((await t.get('/devops/sys/online/list', lina)), 510);
    expectRefused((await send('POST', '/monitor/cache/clear', lina, { key: 'dict' })), 510);
    expectRefused((await send('POST', '/sys/online/forceLogout', lina, { id: 'x' })), 510);
  });
});

describe('在线用户 and 强制退出', () => {
  /** A notice socket of the user, with the messages it receives and how it closed. */
  function socketOf(userId: string, token: string) {
    return new Promise<{ messages: unknown[]; closed: Promise<number> }>((resolve, reject) => {
      const ws = new WebSocket(`${base}/devops/websocket/${userId}`, [token]);
      const messages: unknown[] = [];
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      ws.on('open', () => resolve({ messages, closed }));
      ws.on('error', reject);
    });
  }

  it('lists live sessions without their ids and ends one: its socket closes and its next request is refused', async () => {
    const admin = await t.login('admin');
    const login = await t.app.inject({ method: 'POST', url: '/devops/sys/login', headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36' },
      payload: { username: 'zhangwei', password: PASSWORDS.zhangwei } });
    const token = login.json().result.token as string;
    const userId = login.json().result.userInfo.id as string;
    const socket = await socketOf(userId, token);

    const list = (await t.get('/devops/sys/online/list', admin)).json().result as { id: string; username: string; client: string; current: boolean }[];
    const own = list.find((s) => s.current);
    const his = list.find((s) => s.username === 'zhangwei' && s.client === 'Chrome 131 / Windows');
    expect(own?.username).toBe('admin');
    expect(his).toBeDefined();
    const sessionIds = (await t.db.query<{ id: string }>('SELECT id FROM sys_session')).rows.map((r) => r.id);
    expect(sessionIds.some((id) => JSON.stringify(list).includes(id))).toBe(false);

    const self = await send('POST', '/sys/online/forceLogout', admin, { id: own!.id });
    expect([outcome(self), self.json().message]).toEqual([400, '不能强制退出自己当前的会话，请使用退出登录']);

    expect((await send('POST', '/sys/online/forceLogout', admin, { id: his!.id })).json().message).toBe('已强制退出 张伟（zhangwei）');
    expect(await socket.closed).toBe(4001);
    expect(socket.messages).toContainEqual({ cmd: 'forceLogout', msgTxt: '您已被管理员强制退出，请重新登录' });
    expect((await t.get('/devops/sys/user/getCurrentUserDeparts', token)).statusCode).toBe(401);
    expect((await t.get('/devops/sys/online/list', admin)).json().result.some((s: { id: string }) => s.id === his!.id)).toBe(false);
    expectRefused((await send('POST', '/sys/online/forceLogout', admin, { id: his!.id })), 404);
  });
});
