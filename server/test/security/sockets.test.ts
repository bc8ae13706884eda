import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestPlatform, PASSWORDS, type TestPlatform } from '../helper';

let t: TestPlatform;
let base: string;
/** A second server on the same database and event bus: the other process behind the balancer. */
let other: FastifyInstance;
let otherBase: string;
beforeAll(async () => {
  t = await createTestPlatform();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  other = await buildApp({ db: t.db, store: t.store, bus: t.bus, uploadDir: t.uploadDir });
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherBase = `ws://127.0.0.1:${(other.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const userId = async (username: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;

/** A session of its own (not the file's cached token): these tests end sessions. */
async function freshLogin(username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username, password: PASSWORDS[username] } });
  return res.json().result.token as string;
}

interface Opened { ws: WebSocket; messages: Record<string, unknown>[]; closed: Promise<number> }

function connect(url: string, token: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, [token]);
    const messages: Record<string, unknown>[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    ws.on('open', () => resolve({ ws, messages, closed }));
    ws.on('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    ws.on('error', reject);
  });
}

const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));
const within = <T>(p: Promise<T>, ms = 3000) => Promise.race([p, new Promise<never>((_r, j) => setTimeout(() => j(new Error(`nothing within ${ms} ms`)), ms))]);
const grid = async (server: string, username: string, page: string, token?: string) =>
  connect(`${server}/devops/vxeSocket/${await userId(username)}/${page}`, token ?? await t.login(username));
const push = async (server: string, username: string, token: string) => connect(`${server}/devops/websocket/${await userId(username)}`, token);

describe('the grid relay', () => {
  it('relays a row only to the other viewers of the same page in the same company', async () => {
    const lina = await grid(base, 'lina', 'contract-income');
    const colleague = await grid(base, 'fengtao', 'contract-income');
    const colleagueElsewhere = await grid(base, 'fengtao', 'hr-staff');
    const otherCompany = await grid(base, 'wangqiang', 'contract-income');
    const colleagueOnOtherProcess = await grid(otherBase, 'sunlihua', 'contract-income');
    const update = { type: 'update_vxe_table', data: { socketKey: 'contract', args: [{ id: 'r1', contractNo: 'HT-2026-001', amount: 5 }, '_j-vxe-abcd1234_'] } };
    lina.ws.send(JSON.stringify(update));
    await settle();
    expect(colleague.messages).toEqual([update]);
    expect(colleagueOnOtherProcess.messages).toEqual([update]);
    expect(colleagueElsewhere.messages).toEqual([]);
    expect(otherCompany.messages).toEqual([]);
    expect(lina.messages).toEqual([]);
    for (const s of [lina, colleague, colleagueElsewhere, otherCompany, colleagueOnOtherProcess]) s.ws.close();
  });

  it('keeps a project view’s rows within that project', async () => {
    const inP01 = await grid(base, 'lina', 'progress', await t.loginInProject('lina', 'p01'));
    const inP02 = await grid(base, 'lina', 'progress', await t.loginInProject('lina', 'p02'));
    const alsoP01 = await grid(base, 'wangpeng', 'progress', await t.loginInProject('wangpeng', 'p01'));
    const update = { type: 'update_vxe_table', data: { socketKey: 'progress', args: [{ id: 'r9' }, '_j-vxe-00000000_'] } };
    inP01.ws.send(JSON.stringify(update));
    await settle();
    expect(alsoP01.messages).toEqual([update]);
    expect(inP02.messages).toEqual([]);
    for (const s of [inP01, inP02, alsoP01]) s.ws.close();
  });
});

describe('frames from a client are rate-limited on every socket kind', () => {
  it('closes a notice socket that floods it, answering far fewer than it sent', async () => {
    const s = await push(base, 'lina', await t.login('lina'));
    for (let i = 0; i < 300; i++) s.ws.send('HeartBeat');
    expect(await within(s.closed)).toBe(1008);
    expect(s.messages.length).toBeLessThanOrEqual(21);
  });

  it('closes a grid socket that floods it and relays none of the excess', async () => {
    const flooder = await grid(base, 'lina', 'flood-page');
    const viewer = await grid(base, 'fengtao', 'flood-page');
    for (let i = 0; i < 300; i++) flooder.ws.send(JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ id: String(i) }, 'x'] } }));
    expect(await within(flooder.closed)).toBe(1008);
    await settle();
    expect(viewer.messages.length).toBeLessThanOrEqual(21);
    viewer.ws.close();
  });

  it('lets a client keep its heartbeat going', async () => {
    const s = await push(base, 'lina', await t.login('lina'));
    for (let i = 0; i < 5; i++) s.ws.send('HeartBeat');
    await settle();
    expect(s.messages).toHaveLength(5);
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    s.ws.close();
  });
});

describe('a session’s sockets close when the session ends, on every process', () => {
  const admin = () => t.login('admin');

  it('on logout', async () => {
    const token = await freshLogin('fengtao');
    const here = await push(base, 'fengtao', token);
    const there = await grid(otherBase, 'fengtao', 'p', token);
    const keep = await push(base, 'fengtao', await freshLogin('fengtao'));
    await t.app.inject({ method: 'POST', url: '/devops/sys/logout', headers: { 'x-access-token': token } });
    expect(await within(here.closed)).toBe(4001);
    expect(await within(there.closed)).toBe(4001);
    expect(here.messages.at(-1)).toEqual({ cmd: 'forceLogout', msgTxt: '您已退出登录，请重新登录' });
    await settle(200);
    expect(keep.ws.readyState).toBe(WebSocket.OPEN);
    keep.ws.close();
  });

  it('on 强制退出 from 在线用户', async () => {
    const token = await freshLogin('sunlihua');
    const there = await push(otherBase, 'sunlihua', token);
    const list = await t.app.inject({ url: '/devops/sys/online/list', headers: { 'x-access-token': await admin() } });
    const mine = list.json().result.filter((r: { username: string }) => r.username === 'sunlihua');
    for (const row of mine) await t.app.inject({ method: 'POST', url: '/devops/sys/online/forceLogout', headers: { 'x-access-token': await admin() }, payload: { id: row.id } });
    expect(await within(there.closed)).toBe(4001);
    expect(there.messages.at(-1)).toEqual({ cmd: 'forceLogout', msgTxt: '您已被管理员强制退出，请重新登录' });
  });

  it('on freeze', async () => {
    const token = await freshLogin('zhengxiao');
    const here = await push(base, 'zhengxiao', token);
    const there = await push(otherBase, 'zhengxiao', token);
    const res = await t.app.inject({ method: 'PUT', url: '/devops/sys/user/frozenBatch', headers: { 'x-access-token': await admin() },
      payload: { ids: await userId('zhengxiao'), status: 2 } });
    expect(res.json().success).toBe(true);
    expect(await within(here.closed)).toBe(4001);
    expect(await within(there.closed)).toBe(4001);
    expect(there.messages.at(-1)).toEqual({ cmd: 'forceLogout', msgTxt: '您的账号已被冻结，请联系管理员' });
    await t.app.inject({ method: 'PUT', url: '/devops/sys/user/frozenBatch', headers: { 'x-access-token': await admin() },
      payload: { ids: await userId('zhengxiao'), status: 1 } });
  });

  it('on delete', async () => {
    const token = await freshLogin('zhaoqiang');
    const here = await grid(base, 'zhaoqiang', 'p', token);
    const there = await push(otherBase, 'zhaoqiang', token);
    const res = await t.app.inject({ method: 'DELETE', url: `/devops/sys/user/delete?id=${await userId('zhaoqiang')}`, headers: { 'x-access-token': await admin() } });
    expect(res.json().success).toBe(true);
    expect(await within(here.closed)).toBe(4001);
    expect(await within(there.closed)).toBe(4001);
    expect(there.messages.at(-1)).toEqual({ cmd: 'forceLogout', msgTxt: '您的账号已被删除，请联系管理员' });
  });

  it('on an administrator’s password reset', async () => {
    const token = await freshLogin('huanglei');
    const there = await push(otherBase, 'huanglei', token);
    const res = await t.app.inject({ method: 'PUT', url: '/devops/sys/user/changePassword', headers: { 'x-access-token': await admin() },
      payload: { username: 'huanglei', password: 'Reset@2026a', confirmpassword: 'Reset@2026a' } });
    expect(res.json().success, res.body).toBe(true);
    expect(await within(there.closed)).toBe(4001);
  });
});

describe('after the connection between processes was cut', () => {
  it('closes the sockets of sessions that ended meanwhile (their kick was never heard), and keeps the live ones', async () => {
    const endedToken = await freshLogin('wangpeng');
    const ended = await push(base, 'wangpeng', endedToken);
    const live = await push(base, 'lina', await freshLogin('lina'));
    // Revoked by another process while this one heard nothing: the row changes, no kick arrives.
    const jti = (JSON.parse(Buffer.from(endedToken.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
    await t.db.query('UPDATE sys_session SET revoke_time = now() WHERE id = $1', [jti]);
    await settle(200);
    expect(ended.ws.readyState).toBe(WebSocket.OPEN);
    // The event bus is back: what it may have missed is read afresh.
    await t.bus.publish({ kind: 'resync' });
    expect(await within(ended.closed, 15_000)).toBe(4001);
    expect(ended.messages.at(-1)).toEqual({ cmd: 'forceLogout', msgTxt: '您的登录已失效，请重新登录' });
    await settle(200);
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    live.ws.close();
  });
});
