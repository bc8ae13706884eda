import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { forumClient, newPost } from './forum-client';

// 举报处理: readers report a post, an editor (版主) lists the reports and deletes the post, locks it or rejects the
// report with a note; the reporter reads the outcome in their bell. Only editors see or handle reports.
let t: TestPlatform;
let call: ReturnType<typeof forumClient>;
beforeAll(async () => {
  t = await createTestPlatform();
  call = forumClient(t);
}, 120_000);
afterAll(() => t?.close());

const bell = async (username: string): Promise<string[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/devops/sys/annountCement/listByUser', headers: { 'x-access-token': await t.login(username) } });
  return res.json().result.sysMsgList.map((m: { titile: string }) => m.titile);
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const reports = async (status: string): Promise<{ records: Json[]; counts: Record<string, number>; total: number }> =>
  (await call('zhangwei', 'GET', `report/list?status=${status}&pageSize=50`)).result;

describe('forum reports', () => {
  it('the demo has reports waiting, one rejected with a note and one that locked its post', async () => {
    const open = await reports('open');
    expect(open.counts).toEqual({ open: 4, done: 1, rejected: 1 });
    expect(open.records).toHaveLength(4);
    // Oldest first while they wait; each with the post's title and excerpt, the reporter and the reason.
    expect(open.records.map((r) => r.createTime)).toEqual([...open.records.map((r) => r.createTime)].sort());
    expect(open.records[0]).toMatchObject({ status: 'open', reporter: '刘洋', reason: expect.stringContaining('人身攻击'), replyText: expect.any(String) });
    expect(open.records.every((r) => r.title && r.excerpt)).toBe(true);
    const [rejected] = (await reports('rejected')).records;
    expect(rejected).toMatchObject({ handler: '冯涛', handleAction: 'reject', handleNote: expect.stringContaining('保留') });
    const [locked] = (await reports('done')).records;
    expect(locked).toMatchObject({ handler: '张伟', handleAction: 'lock', postLocked: true });
  });

  it('only editors list or handle reports', async () => {
    for (const url of ['report/list', 'report/list?status=done']) {
      expect((await call('lina', 'GET', url)).status, url).toBe(510);
    }
    const [first] = (await reports('open')).records;
    const refused = await call('lina', 'POST', 'report/handle', { id: first.id, action: 'reject', note: '无' });
    expect(refused.status).toBe(510);
    expect((await reports('open')).counts.open).toBe(4);
  });

  it('rejecting needs a note, and the reporter reads it in the bell', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('压路机碾压遍数的经验值'))).result;
    expect((await call('lina', 'POST', 'report/add', { postId: id, reason: '内容抄袭了规范条文' })).success).toBe(true);
    const mine = (await reports('open')).records.find((r) => r.postId === id);
    expect(mine).toMatchObject({ reporter: '李娜', reason: '内容抄袭了规范条文', title: '压路机碾压遍数的经验值' });
    const noNote = await call('zhangwei', 'POST', 'report/handle', { id: mine.id, action: 'reject' });
    expect(noNote.status).toBe(400);
    const done = await call('zhangwei', 'POST', 'report/handle', { id: mine.id, action: 'reject', note: '引用规范并注明出处，不属于抄袭。' });
    expect(done).toMatchObject({ success: true, message: '举报已驳回，举报人会收到说明' });
    expect((await bell('lina'))).toContain('您对帖子「压路机碾压遍数的经验值」的举报未被采纳：引用规范并注明出处，不属于抄袭。');
    expect((await reports('rejected')).records[0]).toMatchObject({ id: mine.id, handler: '张伟', handleNote: '引用规范并注明出处，不属于抄袭。' });
    // Handled once: a second editor finds it handled; the post stays.
    expect((await call('fengtao', 'POST', 'report/handle', { id: mine.id, action: 'lock' })).status).toBe(404);
    expect((await call('lina', 'GET', `post/queryById?id=${id}`)).result.locked).toBe(false);
  });

  it('deleting the post settles every open report on it, and each reporter hears', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('出售二手全站仪，价格私聊'))).result;
    await call('lina', 'POST', 'report/add', { postId: id, reason: '广告' });
    await call('liuyang', 'POST', 'report/add', { postId: id, reason: '与技术交流无关的买卖信息' });
    const open = (await reports('open')).records.filter((r) => r.postId === id);
    expect(open).toHaveLength(2);
    const res = await call('fengtao', 'POST', 'report/handle', { id: open[0].id, action: 'delete', note: '论坛不允许发布买卖信息' });
    expect(res.message).toBe('帖子已删除，2 条举报已处理');
    expect((await call('lina', 'GET', `post/queryById?id=${id}`)).status).toBe(404);
    expect((await reports('open')).records.filter((r) => r.postId === id)).toEqual([]);
    const settled = (await reports('done')).records.filter((r) => r.postId === id);
    expect(settled.map((r) => [r.handleAction, r.postDeleted])).toEqual([['delete', true], ['delete', true]]);
    for (const reporter of ['lina', 'liuyang']) {
      expect(await bell(reporter), reporter).toContain('您举报的帖子「出售二手全站仪，价格私聊」已被版主删除：论坛不允许发布买卖信息，感谢您的反馈');
    }
  });

  it('locking the post stops replies and closes the report', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('关于加班费的争论'))).result;
    await call('chenjing', 'POST', 'report/add', { postId: id, reason: '回复区互相指责' });
    const [report] = (await reports('open')).records.filter((r) => r.postId === id);
    expect((await call('zhangwei', 'POST', 'report/handle', { id: report.id, action: 'lock' })).message).toBe('帖子已锁定，1 条举报已处理');
    expect((await call('chenjing', 'GET', `post/queryById?id=${id}`)).result.locked).toBe(true);
    expect((await call('lina', 'POST', 'reply/add', { postId: id, content: '<p>再说一句</p>' })).success).toBe(false);
    expect(await bell('chenjing')).toContain('您举报的帖子「关于加班费的争论」已被版主锁定，不能再回复，感谢您的反馈');
  });
});
