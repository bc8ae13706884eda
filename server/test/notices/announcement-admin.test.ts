import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformEvent } from '../../src/realtime/event-bus';
import { createTestPlatform, type TestPlatform, expectRefused, callAs } from '../helper';

// 系统通告 as the office runs it: written to roles, departments or people, published and revoked, deleted, and
// who has read it; what the demo company shows on a first start.
let t: TestPlatform;
const events: PlatformEvent[] = [];
beforeAll(async () => {
  t = await createTestPlatform();
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

const as = callAs(() => t);
const userId = async (username: string) => (await t.db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username])).rows[0].id;
const inbox = async (user: string) => {
  const r = (await as(user, 'GET', '/sys/annountCement/listByUser?pageSize=50')).json().result;
  return [...r.anntMsgList, ...r.sysMsgList].map((a: { id: string }) => a.id);
};
const draft = async (body: object) => {
  const add = await as('admin', 'POST', '/sys/annountCement/add', { msgCategory: '1', priority: 'M', ...body });
  expect(add.json(), add.body).toMatchObject({ success: true });
  return add.json().result.id as string;
};
const release = (id: string, user = 'admin') => as(user, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);

describe('系统通告 administration', () => {
  it('reaches the chosen roles or departments only, at once through the push channel', async () => {
    const toRole = await draft({ titile: '经营部：报送四季度经营数据', msgType: 'ROLE', audienceRoles: 'jyb', msgContent: '<p>请于12月5日前报送。</p>' });
    expect((await as('admin', 'GET', `/sys/annountCement/queryById?id=${toRole}`)).json().result).toMatchObject({ msgType: 'ROLE', audienceRoles: 'jyb' });
    expect((await release(toRole)).json().message).toBe('该系统通知发布成功');
    // On PostgreSQL the event comes back through LISTEN/NOTIFY, a moment after the answer.
    const lina = await userId('lina');
    await expect.poll(() => events.find((e) => e.kind === 'notice' && e.message.msgId === toRole), { timeout: 5000 })
      .toMatchObject({ userIds: [lina], message: { cmd: 'user', msgTxt: '经营部：报送四季度经营数据' } });
    expect(await inbox('lina')).toContain(toRole);
    expect(await inbox('wangqiang')).not.toContain(toRole);
    expectRefused((await as('wangqiang', 'GET', `/sys/annountCement/queryById?id=${toRole}`)), 404);

    const toDepart = await draft({ titile: '监理业务部质量讲堂', msgType: 'DEPART', audienceDeparts: 'd05' });
    await release(toDepart);
    expect(await inbox('wangqiang')).toContain(toDepart);
    expect(await inbox('lina')).not.toContain(toDepart);
  });

  it('is not saved without recipients, nor published twice', async () => {
    const refused = await as('admin', 'POST', '/sys/annountCement/add', { titile: '未选对象', msgCategory: '1', priority: 'L', msgType: 'USER' });
    expectRefused(refused, 400);
    expect(refused.json().message).toBe('请输入接收用户');
    const toUsers = await draft({ titile: '冬季施工监理要点', msgType: 'USER', audienceUsers: [await userId('chenjing'), await userId('liuyang')].join(',') });
    await release(toUsers);
    expect(await inbox('liuyang')).toContain(toUsers);
    expect((await release(toUsers)).json().message).toBe('通告已发布');
  });

  it('shows who has read it and when', async () => {
    const id = await draft({ titile: '技术部培训通知', msgType: 'DEPART', audienceDeparts: 'd03' });
    expect((await as('admin', 'GET', `/sys/annountCement/readStatus?id=${id}`)).json()).toMatchObject({ message: '通告尚未发布', result: { total: 0 } });
    await release(id);
    await as('fengtao', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id });
    const status = (await as('admin', 'GET', `/sys/annountCement/readStatus?id=${id}`)).json().result;
    expect(status.readCount).toBe(1);
    expect(status.unreadCount).toBe(status.total - 1);
    expect(status.readers[0]).toMatchObject({ username: 'fengtao', realname: '冯涛', read: true, departName: expect.stringContaining('工程技术部') });
    expect(status.readers[0].readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(status.readers.slice(1).every((r: { read: boolean; readTime: string | null }) => !r.read && r.readTime === null)).toBe(true);
  });

  it('is revoked and deleted: gone from every inbox', async () => {
    const id = await draft({ titile: '误发：年终总结会', msgType: 'ALL' });
    await release(id);
    expect(await inbox('zhaoqiang')).toContain(id);
    expect((await as('admin', 'GET', `/sys/annountCement/doReovkeData?id=${id}`)).json().message).toBe('该系统通知撤销成功');
    expect(await inbox('zhaoqiang')).not.toContain(id);
    const again = await draft({ titile: '作废的通知', msgType: 'ALL' });
    await release(again);
    expect((await as('admin', 'DELETE', `/sys/annountCement/delete?id=${again}`)).json().success).toBe(true);
    expect(await inbox('zhaoqiang')).not.toContain(again);
  });

  it('refuses each action to a user without its code (403)', async () => {
    const id = await draft({ titile: '权限探针', msgType: 'ALL' });
    expectRefused((await as('lina', 'POST', '/sys/annountCement/add', { titile: 'x', msgCategory: '1', priority: 'L' })), 510);
    expectRefused((await as('lina', 'PUT', '/sys/annountCement/edit', { id, titile: 'x' })), 510);
    expectRefused((await release(id, 'lina')), 510);
    expectRefused((await as('lina', 'GET', `/sys/annountCement/doReovkeData?id=${id}`)), 510);
    expectRefused((await as('lina', 'DELETE', `/sys/annountCement/delete?id=${id}`)), 510);
    expectRefused((await as('lina', 'GET', `/sys/annountCement/readStatus?id=${id}`)), 510);
  });

  it('comes with the demo company’s notices: published to all, roles and departments, a draft and a revoked one, with readers', async () => {
    // Written by the office (the workflow's own messages are sent by `system`), before this file's tests.
    const records = (await as('admin', 'GET', '/sys/annountCement/list?pageSize=1000')).json().result.records as { titile: string; sendStatus: string; msgType: string; id: string; sender: string; createTime: string }[];
    const seeded = records.filter((r) => r.sender !== 'system' && r.createTime < '2026-11-27');
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seeded.map((r) => r.sendStatus))).toEqual(new Set(['0', '1', '2']));
    expect(new Set(seeded.map((r) => r.msgType))).toEqual(new Set(['ALL', 'ROLE', 'DEPART', 'USER']));
    const safety = seeded.find((r) => r.titile.includes('冬季安全生产大检查'))!;
    const status = (await as('admin', 'GET', `/sys/annountCement/readStatus?id=${safety.id}`)).json().result;
    expect(status.readCount).toBeGreaterThanOrEqual(5);
    expect(status.unreadCount).toBeGreaterThan(0);
  });
});
