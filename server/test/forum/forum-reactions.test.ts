import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, PASSWORDS, type TestPlatform } from '../helper';
import { forumClient, newPost } from './forum-client';

let t: TestPlatform;
let call: ReturnType<typeof forumClient>;
beforeAll(async () => {
  t = await createTestPlatform();
  call = forumClient(t);
});
afterAll(() => t.close());

describe('点赞, 收藏, 喜欢', () => {
  it('are one per user: setting twice counts once, toggling takes it back', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('点赞测试'))).result;
    expect((await call('lina', 'POST', 'post/thumbsUp', { id, on: true })).result).toMatchObject({ active: true, count: 1 });
    expect((await call('lina', 'POST', 'post/thumbsUp', { id, on: true })).result).toMatchObject({ active: true, count: 1 });
    expect((await call('chenjing', 'POST', 'post/thumbsUp', { id })).result).toMatchObject({ active: true, count: 2 });
    expect((await call('chenjing', 'POST', 'post/thumbsUp', { id })).result).toMatchObject({ active: false, count: 1 });
    expect((await call('lina', 'POST', 'post/collection', { id })).result).toMatchObject({ active: true, count: 1 });
    expect((await call('lina', 'POST', 'post/love', { id })).result).toMatchObject({ active: true, count: 1 });
    const post = (await call('lina', 'GET', `post/queryById?id=${id}`)).result;
    expect(post).toMatchObject({ thumbsCount: 1, collectionCount: 1, loveCount: 1, thumbs: true, collection: true, love: true });
    const mine = (await call('lina', 'GET', 'post/list?kind=post&mine=collections')).result.records;
    expect(mine.map((p: { id: string }) => p.id)).toContain(id);
  });

  it('stay exact under 50 concurrent toggles', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('并发点赞'))).result;
    const users = Object.keys(PASSWORDS).filter((u) => u !== 'wangpeng');
    // One after another: logins from one address at the same instant count as failures until they succeed, and ten of
    // them would ask the next for the image captcha.
    for (const u of users) await t.login(u);
    // 50 requests at once: every user sets theirs on three times (a double click and a retry), plus two toggles.
    const clicks = Array.from({ length: 50 }, (_, i) => ({ user: users[i % users.length], on: i < 45 ? true : undefined }));
    const answers = await Promise.all(clicks.map((c) => call(c.user, 'POST', 'post/thumbsUp', { id, on: c.on })));
    expect(answers.every((a) => a.success)).toBe(true);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM forum_reaction WHERE target_id = $1 AND kind = 'thumbs'`, [id]);
    const post = (await call('wangpeng', 'GET', `post/queryById?id=${id}`)).result;
    expect(post.thumbsCount).toBe(rows[0].n);
    expect(rows[0].n).toBeGreaterThanOrEqual(users.length - 5);
    // Setting everyone's on again is a no-op: exactly one per user.
    await Promise.all(users.map((u) => call(u, 'POST', 'post/thumbsUp', { id, on: true })));
    expect((await call('wangpeng', 'GET', `post/queryById?id=${id}`)).result.thumbsCount).toBe(users.length);
  });
});

describe('replies, mentions and the unread counts', () => {
  it('counts a reply as unread for the author until the post is opened', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('回复计数'))).result;
    const before = (await call('wangpeng', 'GET', 'notice/counts')).result.replayNum;
    await call('lina', 'POST', 'reply/add', { postId: id, content: '<p>一楼</p>' });
    const floor = (await call('lina', 'GET', `reply/list?postId=${id}`)).result[0];
    await call('chenjing', 'POST', 'reply/add', { postId: id, parentId: floor.id, content: '<p>楼中楼</p>' });
    expect((await call('wangpeng', 'GET', 'notice/counts')).result.replayNum).toBe(before + 2);
    expect((await call('lina', 'GET', 'notice/counts')).result.replayNum).toBeGreaterThanOrEqual(1);
    const list = (await call('wangpeng', 'GET', `reply/list?postId=${id}`)).result;
    expect(list[1]).toMatchObject({ rootId: floor.id, parentId: floor.id, replyTo: { realname: '李娜' } });
    await call('wangpeng', 'GET', `post/queryById?id=${id}`);
    expect((await call('wangpeng', 'GET', 'notice/counts')).result.replayNum).toBe(before);
  });

  it('counts answers to a question separately and lets the asker accept one', async () => {
    const id = (await call('zhaoqiang', 'POST', 'post/add', { ...newPost('路基填料怎么选'), kind: 'question', boardCode: 'subgrade' })).result;
    const answer = await call('fengtao', 'POST', 'reply/add', { postId: id, content: '<p>看 CBR</p>' });
    expect(answer.message).toBe('回答成功！');
    expect((await call('zhaoqiang', 'GET', 'notice/counts')).result.answerNum).toBeGreaterThanOrEqual(1);
    expect(await call('lina', 'POST', 'post/accept', { postId: id, replyId: answer.result })).toMatchObject({ status: 510, message: '只有提问者可以采纳答案' });
    expect((await call('zhaoqiang', 'POST', 'post/accept', { postId: id, replyId: answer.result })).success).toBe(true);
    expect((await call('lina', 'GET', `post/queryById?id=${id}`)).result).toMatchObject({ solved: true, acceptedReplyId: answer.result });
  });

  it('puts a mention in the mentioned user’s bell', async () => {
    const id = (await call('wangpeng', 'POST', 'post/add', newPost('提到同事'))).result;
    const mention = '<p>请<span data-type="mention" data-id="chenjing" data-label="陈静">@陈静</span>看看</p>';
    expect((await call('lina', 'POST', 'reply/add', { postId: id, content: mention })).success).toBe(true);
    const bell = await t.app.inject({ method: 'GET', url: '/devops/sys/annountCement/listByUser', headers: { 'x-access-token': await t.login('chenjing') } });
    const titles = bell.json().result.sysMsgList.map((m: { titile: string }) => m.titile);
    expect(titles).toContain('李娜在「提到同事」中提到了你');
    const authorBell = await t.app.inject({ method: 'GET', url: '/devops/sys/annountCement/listByUser', headers: { 'x-access-token': await t.login('wangpeng') } });
    expect(authorBell.json().result.sysMsgList.map((m: { titile: string }) => m.titile)).toContain('李娜回复了你的帖子「提到同事」');
  });

  it('ranks posts and contributors of the week and the month', async () => {
    const week = (await call('lina', 'GET', 'ranking?period=week')).result;
    const month = (await call('lina', 'GET', 'ranking?period=month')).result;
    expect(week.posts.length).toBeGreaterThan(0);
    expect(month.posts.length).toBeGreaterThanOrEqual(week.posts.length);
    expect(month.users[0].score).toBeGreaterThan(0);
  });
});
