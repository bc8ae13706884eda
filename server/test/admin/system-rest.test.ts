import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowPeople } from '../../src/tables/stores/flow-people-store';
import { createTestPlatform, type TestPlatform, expectRefused, outcome } from '../helper';

let t: TestPlatform;
let admin: string;
beforeAll(async () => {
  t = await createTestPlatform();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': token }, payload: payload as object });
const idOf = async (username: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;

describe('代理人设置', () => {
  const agent = (agentUserName: string, startTime: string, endTime: string, userName = 'zhaoqiang') =>
    call('POST', '/sys/sysUserAgent/add', admin, { userName, agentUserName, startTime, endTime, status: '1' });

  it('refuses oneself as agent, an end before the start and a period overlapping another agent of the same person', async () => {
    expect((await agent('chenjing', '2026-12-01 08:00:00', '2026-12-05 18:00:00')).json().success).toBe(true);
    const self = await agent('zhaoqiang', '2026-12-10 08:00:00', '2026-12-11 18:00:00');
    expect([outcome(self), self.json().message]).toEqual([400, '代理人不能是被代理人本人']);
    const backwards = await agent('fengtao', '2026-12-10 08:00:00', '2026-12-09 18:00:00');
    expect([outcome(backwards), backwards.json().message]).toEqual([400, '代理结束时间不能早于开始时间']);
    const overlap = await agent('fengtao', '2026-12-04 08:00:00', '2026-12-08 18:00:00');
    expectRefused(overlap, 400);
    expect(overlap.json().message).toBe('该被代理人在 2026-12-01 08:00:00 至 2026-12-05 18:00:00 已由 陈静 代理，代理期不能重叠');
    // Right after the first period, and another person's agent in the same days, are fine.
    expect((await agent('fengtao', '2026-12-06 08:00:00', '2026-12-08 18:00:00')).json().success).toBe(true);
    expect((await agent('chenjing', '2026-12-02 08:00:00', '2026-12-04 18:00:00', 'wangpeng')).json().success).toBe(true);
  });

  it('names the agent in force at a moment, whom the workflow hands an absent principal’s task', async () => {
    const principal = await idOf('zhaoqiang');
    expect(await flowPeople.activeAgent(t.db, principal, new Date('2026-12-02T10:00:00+08:00'))).toBe(await idOf('chenjing'));
    expect(await flowPeople.activeAgent(t.db, principal, new Date('2026-12-07T10:00:00+08:00'))).toBe(await idOf('fengtao'));
    expect(await flowPeople.activeAgent(t.db, principal, new Date('2026-12-05T20:00:00+08:00'))).toBeNull();
  });

  it('refuses a user without the agent codes', async () => {
    const res = await call('POST', '/sys/sysUserAgent/add', await t.login('lina'),
      { userName: 'lina', agentUserName: 'zhaomin', startTime: '2026-12-20 08:00:00', endTime: '2026-12-21 18:00:00', status: '1' });
    expectRefused(res, 510);
  });
});

describe('回收站 over every module', () => {
  const bin = async () => (await call('GET', '/sys/recycleBin/modules', admin)).json().result as { code: string; system: boolean; count: number }[];
  const liveNotice = async () => (await t.db.query<{ id: string }>('SELECT id FROM biz_news_notice WHERE del_flag = 0 ORDER BY id LIMIT 2')).rows.map((r) => r.id);

  it('lists a deleted module row with its fields, restores it and purges it for good', async () => {
    const [id] = await liveNotice();
    expect((await call('DELETE', `/news/notice/delete?id=${id}`, admin)).json().success).toBe(true);
    expect((await bin()).find((m) => m.code === 'news/notice')).toMatchObject({ system: false, count: 1 });
    const rows = (await call('GET', '/sys/recycleBin/list?module=news/notice', admin)).json().result;
    expect(rows.fields.length).toBeGreaterThan(0);
    expect(rows.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await call('PUT', '/sys/recycleBin/restore', admin, { module: 'news/notice', ids: id })).json().message).toBe('已还原 1 条记录');
    expect((await t.db.query('SELECT 1 FROM biz_news_notice WHERE id = $1 AND del_flag = 0', [id])).rows).toHaveLength(1);
    expect((await bin()).some((m) => m.code === 'news/notice')).toBe(false);

    await call('DELETE', `/news/notice/delete?id=${id}`, admin);
    expect((await call('DELETE', `/sys/recycleBin/purge?module=news/notice&ids=${id}`, admin)).json().message).toBe('已彻底删除 1 条记录');
    expect((await t.db.query('SELECT 1 FROM biz_news_notice WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('restores and purges a system row (a user), and refuses a live row or a table without a bin', async () => {
    const id = await idOf('wangpeng');
    expect((await call('DELETE', `/sys/user/delete?id=${id}`, admin)).json().success).toBe(true);
    expect((await bin()).find((m) => m.code === 'sys/user')).toMatchObject({ system: true, count: 1 });
    expect((await call('PUT', '/sys/recycleBin/restore', admin, { module: 'sys/user', ids: id })).json().success).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'wangpeng', password: 'Company@2026' } })).json().success).toBe(true);

    const live = await call('DELETE', `/sys/recycleBin/purge?module=sys/user&ids=${id}`, admin);
    expect([outcome(live), live.json().message]).toEqual([404, '回收站中没有这些记录']);
    const noBin = await call('GET', '/sys/recycleBin/list?module=sys/position', admin);
    expect([outcome(noBin), noBin.json().message]).toEqual([400, '该模块没有回收站']);

    // A user the demo data does not refer to (a demo user's approvals and records keep theirs).
    const other = (await call('POST', '/sys/user/add', admin, { username: 'temp_clerk', realname: '临时资料员', password: 'Temp@2026x' })).json().result.id as string;
    await call('DELETE', `/sys/user/delete?id=${other}`, admin);
    expect((await call('DELETE', `/sys/recycleBin/purge?module=sys/user&ids=${other}`, admin)).json().success).toBe(true);
    expect((await t.db.query('SELECT 1 FROM sys_user WHERE id = $1', [other])).rows).toHaveLength(0);
  });

  it('refuses a user without the recycle codes', async () => {
    const lina = await t.login('lina');
    const [id] = await liveNotice();
    expectRefused((await call('GET', '/sys/recycleBin/modules', lina)), 510);
    expectRefused((await call('GET', '/sys/recycleBin/list?module=news/notice', lina)), 510);
    expectRefused((await call('PUT', '/sys/recycleBin/restore', lina, { module: 'news/notice', ids: id })), 510);
    expectRefused((await call('DELETE', `/sys/recycleBin/purge?module=news/notice&ids=${id}`, lina)), 510);
  });
});

describe('系统日志', () => {
  /** The newest operation-log rows matching a query, once the write's log row is in (it is written after the answer). */
  async function logRows(query: string, until: (rows: Record<string, unknown>[]) => boolean) {
    for (let i = 0; i < 50; i++) {
      const rows = (await call('GET', `/sys/log/list?logType=2&${query}`, admin)).json().result.records as Record<string, unknown>[];
      if (until(rows)) return rows;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no matching log row');
  }

  it('shows each field an edit changed, old → new (a dictionary field by its texts), and filters by user, module and time', async () => {
    const position = (await call('GET', '/sys/position/list?code=ZLY', admin)).json().result.records[0];
    const edit = await call('PUT', '/sys/position/edit', admin, { ...position, name: '资料管理员', postRank: '2' });
    expect(edit.json().success).toBe(true);
    const module = `moduleName=${encodeURIComponent('职务')}`;
    const rows = await logRows(`username=admin&${module}`, (r) => r.some((x) => x.recordId === position.id));
    const row = rows.find((x) => x.recordId === position.id)!;
    expect(row).toMatchObject({ moduleName: '职务管理', module: 'sys/position', username: 'admin' });
    expect(row.changeText).toBe('职务名称：资料员 → 资料管理员；职级：员级 → 助级');
    expect((await call('GET', `/sys/log/list?logType=2&username=lina&${module}`, admin)).json().result.records).toEqual([]);

    // 时间: the edit is in today's range and in none that ends yesterday (days in the platform's time zone).
    const { rows: [{ today, yesterday }] } = await t.db.query<{ today: string; yesterday: string }>(
      `SELECT current_date::text AS today, (current_date - 1)::text AS yesterday`);
    const within = async (begin: string, end: string) => ((await call('GET',
      `/sys/log/list?logType=2&username=admin&${module}&createTime_begin=${begin}&createTime_end=${end}&pageSize=100`, admin)).json().result.records as { recordId: string }[])
      .some((x) => x.recordId === position.id);
    expect(await within(today, today)).toBe(true);
    expect(await within(yesterday, today)).toBe(true);
    expect(await within('2026-01-01', yesterday)).toBe(false);
  });
});

describe('数据源管理 测试连接', () => {
  it('tests a saved source from its row and says in Chinese why it failed', async () => {
    const add = await call('POST', '/sys/dataSource/add', admin,
      { name: '本机测试库', code: 'local_probe', dbType: 'postgresql', host: '127.0.0.1', port: 1, dbName: 'biz', dbUsername: 'reader', dbPassword: 'Probe@2026' });
    const id = add.json().result.id as string;
    const res = await call('GET', `/sys/dataSource/testConnection?id=${id}`, admin);
    expect([outcome(res), res.json().message]).toEqual([400, '数据库连接失败：连接被拒绝：127.0.0.1:1 上没有数据库服务在监听']);
    expect(res.body).not.toContain('Probe@2026');
    expectRefused((await call('GET', `/sys/dataSource/testConnection?id=${id}`, await t.login('lina'))), 510);
  });
});
