import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../src/app';
import { openPlatform, type Platform } from '../../src/platform';
import { createTestPlatform, ROOT, type TestPlatform } from '../helper';

let t: TestPlatform;
let base: string;
beforeAll(async () => {
  t = await createTestPlatform();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address() as { port: number };
  base = `ws://127.0.0.1:${addr.port}`;
});
afterAll(() => t.close());

const userId = async (username: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;

/** Opens a socket and collects its messages; resolves once open, rejects with the HTTP status on refusal. */
function connect(url: string, token?: string, headers: Record<string, string> = {}) {
  return new Promise<{ ws: WebSocket; messages: unknown[]; next: () => Promise<Record<string, unknown>> }>((resolve, reject) => {
    const ws = new WebSocket(url, token ? [token] : [], { headers });
    const messages: unknown[] = [];
    const waiters: ((m: Record<string, unknown>) => void)[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      const w = waiters.shift();
      if (w) w(m);
      else messages.push(m);
    });
    ws.on('open', () => resolve({
      ws, messages,
      next: () => new Promise((r, j) => {
        if (messages.length) return r(messages.shift() as Record<string, unknown>);
        const timer = setTimeout(() => j(new Error('no message within 3 s')), 3000);
        waiters.push((m) => { clearTimeout(timer); r(m); });
      }),
    }));
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    ws.on('error', reject);
  });
}

describe('the notice socket /websocket/{userId}', () => {
  it('refuses an upgrade without a token, for another user, or from another origin', async () => {
    const lina = await userId('lina');
    await expect(connect(`${base}/devops/websocket/${lina}`)).rejects.toThrow('HTTP 401');
    await expect(connect(`${base}/devops/websocket/${await userId('admin')}`, await t.login('lina'))).rejects.toThrow('HTTP 403');
    await expect(connect(`${base}/devops/websocket/${lina}`, await t.login('lina'), { Origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('echoes the token subprotocol, answers heartbeats and pushes a released notice', async () => {
    const token = await t.login('lina');
    const { ws, next } = await connect(`${base}/devops/websocket/${await userId('lina')}`, token);
    expect(ws.protocol).toBe(token);
    ws.send('HeartBeat');
    expect(await next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    const admin = await t.login('admin');
    const add = await t.app.inject({ method: 'POST', url: '/devops/sys/annountCement/add', headers: { 'x-access-token': admin },
      payload: { titile: '实时推送测试', msgCategory: '1' } });
    await t.app.inject({ url: `/devops/sys/annountCement/doReleaseData?id=${add.json().result.id}`, headers: { 'x-access-token': admin } });
    expect(await next()).toEqual({ cmd: 'topic', msgId: add.json().result.id, msgTxt: '实时推送测试' });
    ws.close();
  });
});

describe('the grid socket /vxeSocket/{userId}/{pageId}', () => {
  it('answers heart_beat and relays update_vxe_table to the other viewers only', async () => {
    // Two viewers of one page in one company (a viewer in another company hears nothing: tests/security/sockets).
    const a = await connect(`${base}/devops/vxeSocket/${await userId('lina')}/page-1`, await t.login('lina'));
    const b = await connect(`${base}/devops/vxeSocket/${await userId('fengtao')}/page-1`, await t.login('fengtao'));
    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await a.next()).toEqual({ type: 'heart_beat', data: true });
    const update = { type: 'update_vxe_table', data: { socketKey: 'contract', args: [{ id: 'r1', amount: 5 }, '_j-vxe-abcd1234_'] } };
    a.ws.send(JSON.stringify(update));
    expect(await b.next()).toEqual(update);
    expect(a.messages).toEqual([]);
    a.ws.close();
    b.ws.close();
  });
});

describe('two server processes on one PostgreSQL', () => {
  it.skipIf(!process.env.DATABASE_URL)('deliver a notice released on one to a socket held by the other (LISTEN/NOTIFY)', async () => {
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
    const second: Platform = await openPlatform({ rootDir: ROOT, databaseUrl: process.env.DATABASE_URL, pgSchema: schema, seedDemo: true });
    const other = await buildApp({ db: second.db, store: second.store, bus: second.bus });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (other.server.address() as { port: number }).port;
      const socket = await connect(`ws://127.0.0.1:${port}/devops/websocket/${await userId('zhaomin')}`, await t.login('zhaomin'));
      const admin = await t.login('admin');
      const add = await t.app.inject({ method: 'POST', url: '/devops/sys/annountCement/add', headers: { 'x-access-token': admin },
        payload: { titile: '跨进程推送', msgCategory: '1' } });
      await t.app.inject({ url: `/devops/sys/annountCement/doReleaseData?id=${add.json().result.id}`, headers: { 'x-access-token': admin } });
      expect(await socket.next()).toMatchObject({ cmd: 'topic', msgTxt: '跨进程推送' });
      socket.ws.close();
    } finally {
      await other.close();
      await second.bus.close();
      await second.db.close();
    }
  });
});
