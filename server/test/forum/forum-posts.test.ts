import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { forumClient, newPost } from './forum-client';

let t: TestPlatform;
let call: ReturnType<typeof forumClient>;
beforeAll(async () => {
  t = await createTestPlatform();
  call = forumClient(t);
});
afterAll(() => t.close());

describe('forum posts', () => {
  it('lists the demo forum: 60 posts and 30 answered questions, newest first, news pinned on top', async () => {
    const list = await call('lina', 'GET', 'post/list?kind=post&pageSize=100');
    expect(list.result.total).toBeGreaterThanOrEqual(60);
    expect(list.result.records.filter((p: { replyCount: number }) => p.replyCount > 0).length).toBeGreaterThanOrEqual(55);
    expect(list.result.records[0]).toMatchObject({ title: '交流论坛使用须知（请先阅读）', pinned: true });
    const questions = await call('lina', 'GET', 'post/list?kind=question&pageSize=100');
    expect(questions.result.total).toBeGreaterThanOrEqual(30);
    expect(questions.result.records.every((q: { replyCount: number }) => q.replyCount > 0)).toBe(true);
    expect(questions.result.records.filter((q: { solved: boolean }) => q.solved).length).toBeGreaterThanOrEqual(15);
  });

  it('shows the demo questions’ PDF attachments, each downloading a real PDF for any reader', async () => {
    const { rows } = await t.db.query<{ post_id: string }>(
      `SELECT DISTINCT a.post_id FROM forum_attachment a JOIN forum_post p ON p.id = a.post_id WHERE p.kind = 'question'`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const names: string[] = [];
    for (const { post_id: id } of rows) {
      const question = (await call('chenjing', 'GET', `post/queryById?id=${id}`)).result as { attachments: { name: string; url: string }[] };
      for (const a of question.attachments) {
        names.push(a.name);
        const file = await t.app.inject({ method: 'GET', url: a.url });
        expect(file.statusCode, a.name).toBe(200);
        expect(file.headers['content-type'], a.name).toContain('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString(), a.name).toBe('%PDF-');
      }
    }
    expect(names).toEqual(expect.arrayContaining(['预应力张拉伸长量复核记录.pdf', '二衬脱空注浆验收记录.pdf', '三季度材料价差调整计算表.pdf']));
  });

  it('finds a post by a two-character Chinese term, and by a longer phrase in its text', async () => {
    const add = await call('wangpeng', 'POST', 'post/add', newPost('关于试验室温湿度记录', '<p>标准养护室的湿度应不低于百分之九十五</p>'));
    expect(add.success, add.message).toBe(true);
    const byTerm = await call('chenjing', 'GET', `post/list?kind=post&keyword=${encodeURIComponent('湿度')}`);
    expect(byTerm.result.records.map((p: { id: string }) => p.id)).toContain(add.result);
    const byPhrase = await call('chenjing', 'GET', `post/list?kind=post&keyword=${encodeURIComponent('标准养护室')}`);
    expect(byPhrase.result.records.map((p: { title: string }) => p.title)).toEqual(['关于试验室温湿度记录']);
    const none = await call('chenjing', 'GET', `post/list?kind=post&keyword=${encodeURIComponent('度湿')}`);
    expect(none.result.total).toBe(0);
    const demo = await call('chenjing', 'GET', `post/list?kind=question&keyword=${encodeURIComponent('声测管')}`);
    expect(demo.result.records.map((p: { title: string }) => p.title)).toContain('声测管堵管后如何补测？');
  });

  it('refuses invalid posts with Chinese messages', async () => {
    expect((await call('lina', 'POST', 'post/add', newPost('  '))).message).toBe('请输入标题');
    expect((await call('lina', 'POST', 'post/add', newPost('长'.repeat(101)))).message).toBe('标题不能超过100个字');
    expect((await call('lina', 'POST', 'post/add', newPost('标题', '<p> </p><script>alert(1)</script>'))).message).toBe('请输入正文');
    expect((await call('lina', 'POST', 'post/add', newPost('标题', '<p>x</p>', { boardCode: 'nope' }))).message).toBe('请选择正确的版块');
    expect((await call('lina', 'POST', 'post/add', newPost('标题', '<p>x</p>', { labels: ['a', 'b', 'c', 'd', 'e', 'f'] }))).message).toBe('最多添加5个标签');
    expect((await call('lina', 'POST', 'post/add', newPost('新闻', '<p>x</p>', { boardCode: 'news' }))).message).toBe('新闻公告版块仅版主可以发布');
    const reply = await call('lina', 'POST', 'reply/add', { postId: (await call('lina', 'GET', 'post/list?kind=post')).result.records[1].id, content: '<p></p>' });
    expect(reply).toMatchObject({ status: 400, message: '请输入回复内容' });
  });

  it('lets only the author edit and delete a post; an editor may too', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('我的帖子'))).result;
    const edit = (username: string) => call(username, 'PUT', 'post/edit', { ...newPost('改过的标题'), id });
    expect(await edit('zhaoqiang')).toMatchObject({ status: 510, message: '只能编辑自己的帖子' });
    expect(await call('zhaoqiang', 'DELETE', `post/delete?id=${id}`)).toMatchObject({ status: 510, message: '只能删除自己的帖子' });
    expect((await edit('wangpeng')).success).toBe(true);
    expect((await call('zhaoqiang', 'GET', `post/queryById?id=${id}`)).result).toMatchObject({ title: '改过的标题', canEdit: false, canDelete: false });
    // fengtao is a forum editor (版主): he edits, pins and deletes anyone's post.
    expect((await call('fengtao', 'PUT', 'post/edit', { ...newPost('版主修改'), id })).success).toBe(true);
    expect((await call('zhaoqiang', 'POST', 'post/pin', { id, on: true }))).toMatchObject({ status: 510, message: '仅版主可以执行此操作' });
    expect((await call('fengtao', 'POST', 'post/lock', { id, on: true })).success).toBe(true);
    expect((await call('zhaoqiang', 'POST', 'reply/add', { postId: id, content: '<p>还能回复吗</p>' }))).toMatchObject({ status: 400, message: '帖子已锁定，不能再回复' });
    expect((await call('fengtao', 'DELETE', `post/delete?id=${id}`)).success).toBe(true);
    expect(await call('wangpeng', 'GET', `post/queryById?id=${id}`)).toMatchObject({ status: 404, message: '帖子不存在或已删除' });
  });

  it('refuses an author’s edit after the 24-hour window', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('旧帖子'))).result;
    await t.db.query(`UPDATE forum_post SET create_time = now() - interval '25 hours' WHERE id = $1`, [id]);
    expect(await call('wangpeng', 'PUT', 'post/edit', { ...newPost('再改'), id })).toMatchObject({ status: 510, message: '帖子发布超过24小时或已锁定，不能再编辑' });
  });
});
