import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openPlatform, type Platform } from '../../src/platform';
import { STUDIO_TEMPLATES } from '@/engine/schema/studio-templates';
import { createTestPlatform, expectOk, ROOT, type TestPlatform } from '../helper';

// 模式设计器 on PostgreSQL with two server processes: a page published through one is served by the other without a
// restart — its schema, its list and add with the new column — and the browsers connected to either are told to load
// it again, only once that process serves the new version. A rollback through the second reaches the first the same way.

const databaseUrl = process.env.DATABASE_URL;
const CODE = 'fleet/tyreChange';
const ledger = STUDIO_TEMPLATES.find((tpl) => tpl.id === 'ledger')!.build({ code: CODE, title: '轮胎更换' }) as { fields: Record<string, unknown>[] };
const withMileage = { ...ledger, fields: [...ledger.fields, { name: 'mileage', label: '更换时里程（公里）', type: 'inputNumber', dbType: 'int' }] };
const body = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;

type Push = { cmd?: string; codes?: string[] };

/** A notice socket as the browser opens it; keeps every push it receives. */
async function noticeSocket(base: string, userId: string, token: string) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/devops/websocket/${userId}`, [token]);
  const pushes: Push[] = [];
  const listeners: ((p: Push) => void)[] = [];
  ws.on('message', (raw) => {
    const push = JSON.parse(String(raw)) as Push;
    pushes.push(push);
    for (const l of listeners) l(push);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    pushes,
    /** The schema pushes received so far. */
    schemaPushes: () => pushes.filter((p) => p.cmd === 'schema'),
    /** Resolves with what `then` answers right after the next schema push naming the code arrives (as the browser reacts). */
    onSchemaPush<T>(code: string, then: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no schema push for ${code} within 10 s`)), 10_000);
        listeners.push((p) => {
          if (p.cmd !== 'schema' || !p.codes?.includes(code)) return;
          clearTimeout(timer);
          then().then(resolve, reject);
        });
      });
    },
  };
}

describe.skipIf(!databaseUrl)('a studio publish across two server processes on one PostgreSQL', () => {
  let a: TestPlatform;
  let second: Platform;
  let b: FastifyInstance;
  const url = { a: '', b: '' };
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    a = await createTestPlatform();
    const schema = (await a.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
    // Process B: its own connections, its own LISTEN and its own copy of the schemas, on A's database schema.
    second = await openPlatform({ rootDir: ROOT, databaseUrl, pgSchema: schema, seedDemo: true });
    b = await buildApp({ db: second.db, store: second.store, bus: second.bus, uploadDir: path.join(a.uploadDir, 'b') });
    for (const [key, app] of [['a', a.app], ['b', b]] as const) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      url[key] = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    }
  }, 240_000);
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await b?.close();
    await second?.bus.close();
    await second?.db.close();
    await a?.close();
  });

  const call = async (on: 'a' | 'b', user: string, method: 'GET' | 'POST', route: string, payload?: object) => {
    const res = await fetch(`${url[on]}/devops${route}`, {
      method, headers: { 'x-access-token': await a.login(user), ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return (await res.json()) as { success: boolean; message: string; code: number; result: unknown };
  };
  const served = async (on: 'a' | 'b') => (await call(on, 'admin', 'GET', `/sys/schema/${CODE}`)) as { success: boolean; message: string; result: { fields: { name: string }[] } };
  const fieldsOn = async (on: 'a' | 'b') => (await served(on)).result?.fields.map((f) => f.name) ?? [];
  const userId = async (username: string) => (await a.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;
  const publishOn = async (on: 'a' | 'b', json: unknown, comment: string) => {
    expect((await call(on, 'admin', 'POST', '/sys/studio/saveDraft', { code: CODE, body: body(json) })).success).toBe(true);
    return call(on, 'admin', 'POST', '/sys/studio/publish', { code: CODE, comment });
  };

  it('publishes on A: B serves the page, and once in the menu B lists and adds its records', async () => {
    const published = await publishOn('a', ledger, '新建轮胎更换台账');
    expect(published).toMatchObject({ success: true, result: { version: 1 } });
    const groups = (await call('a', 'admin', 'GET', '/sys/studio/menuGroups')).result as { id: string; name: string; menuCode: string }[];
    const group = groups.find((g) => g.name === '行政事务' && g.menuCode === '11')!;
    const menu = await call('a', 'admin', 'POST', '/sys/studio/addMenu', { code: CODE, parentId: group.id, name: '轮胎更换', roles: ['admin', 'company_staff'] });
    expect(menu).toMatchObject({ success: true });
    await expect.poll(async () => (await served('b')).success, { timeout: 10_000, interval: 100 }).toBe(true);
    const added = await call('b', 'lina', 'POST', `/${CODE}/add`, { subject: '更换左前轮', recordDate: '2026-05-08', amount: '960.00' });
    expect(added).toMatchObject({ success: true });
  });

  it('publishes a new column on A: B pushes to its own browsers once it serves it, and its list and add take the column', async () => {
    const onB = await noticeSocket(url.b, await userId('lina'), await a.login('lina'));
    const onA = await noticeSocket(url.a, await userId('admin'), await a.login('admin'));
    sockets.push(onB.ws, onA.ws);
    // What the browser on B reads the moment it is told: the new version, never the one before.
    const seenOnB = onB.onSchemaPush(CODE, () => fieldsOn('b'));
    const seenOnA = onA.onSchemaPush(CODE, () => fieldsOn('a'));
    expect(await publishOn('a', withMileage, '增加里程')).toMatchObject({ success: true, result: { version: 2 } });
    expect(await seenOnB).toContain('mileage');
    expect(await seenOnA).toContain('mileage');

    const added = await call('b', 'lina', 'POST', `/${CODE}/add`, { subject: '更换右后轮', recordDate: '2026-06-01', amount: '980.00', mileage: 48210 });
    expect(added).toMatchObject({ success: true });
    const list = (await call('b', 'lina', 'GET', `/${CODE}/list?pageNo=1&pageSize=10&column=recordDate&order=desc`)).result as { records: { subject: string; mileage: number | null }[] };
    expect(list.records.map((r) => [r.subject, r.mileage])).toEqual([['更换右后轮', 48210], ['更换左前轮', null]]);
    // One push per change on each process: B's comes from its own reload, not also relayed from A.
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.schemaPushes()).toEqual([{ cmd: 'schema', codes: [CODE], msgTxt: '页面配置已更新' }]);
    expect(onA.schemaPushes()).toHaveLength(1);
  });

  it('rolls back through B: A serves the earlier version and tells its browsers, and the column’s values stay', async () => {
    const onA = await noticeSocket(url.a, await userId('lina'), await a.login('lina'));
    sockets.push(onA.ws);
    const seenOnA = onA.onSchemaPush(CODE, () => fieldsOn('a'));
    const rolled = await call('b', 'admin', 'POST', '/sys/studio/rollback', { code: CODE, version: 1 });
    expect(rolled).toMatchObject({ success: true, message: '已回滚，成为第 3 版，已打开此页面的用户会自动载入新版本' });
    expect(await seenOnA).not.toContain('mileage');
    expect(await fieldsOn('b')).not.toContain('mileage');
    const history = (await call('a', 'admin', 'GET', `/sys/studio/history?code=${CODE}`)).result as { version: number; action: string }[];
    expect(history.map((v) => [v.version, v.action])).toEqual([[3, 'rollback'], [2, 'publish'], [1, 'publish']]);
    // The table keeps the column and its values: a later publish of the field shows them again.
    const { rows } = await a.db.query<{ mileage: number }>('SELECT mileage FROM biz_fleet_tyre_change WHERE mileage IS NOT NULL');
    expect(rows).toEqual([{ mileage: 48210 }]);
    expectOk(await a.app.inject({ method: 'GET', url: `/devops/${CODE}/list`, headers: { 'x-access-token': await a.login('lina') } }));
  });

  it('withdraws on A once the menu item is gone: B stops serving it and tells its browsers, the rows stay', async () => {
    const onB = await noticeSocket(url.b, await userId('lina'), await a.login('lina'));
    sockets.push(onB.ws);
    const menu = (await a.db.query<{ id: string }>('SELECT id FROM sys_permission WHERE component = $1 AND del_flag = 0', [`schema:${CODE}`])).rows[0].id;
    const del = await fetch(`${url.a}/devops/sys/permission/delete?id=${menu}`, { method: 'DELETE', headers: { 'x-access-token': await a.login('admin') } });
    expect(await del.json()).toMatchObject({ success: true });
    const seenOnB = onB.onSchemaPush(CODE, () => served('b'));
    expect(await call('a', 'admin', 'POST', '/sys/studio/withdraw', { code: CODE, comment: '停用' })).toMatchObject({ success: true, result: { version: 4 } });
    expect(await seenOnB).toMatchObject({ success: false, code: 404, message: `页面模式 ${CODE} 不存在` });
    const { rows } = await a.db.query('SELECT 1 FROM biz_fleet_tyre_change');
    expect(rows).toHaveLength(2);
  });
});
