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

const ATTACKS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">点我</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">段落</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="JaVaScRiPt:alert(1)">大小写</a>',
];
const dangerous = (html: string) => /<script|onerror|onload|onclick|javascript:|<svg|<iframe|style=/i.test(html);

describe('stored XSS in posts and replies', () => {
  it('strips scripts, event handlers and script links from what is stored and read back', async () => {
    const content = `<p>正文</p>${ATTACKS.join('')}`;
    const add = await call('lina', 'POST', 'post/add', newPost('安全测试', content));
    expect(add.success, add.message).toBe(true);
    const post = (await call('wangqiang', 'GET', `post/queryById?id=${add.result}`)).result;
    expect(post.content).toContain('<p>正文</p>');
    expect(post.content).toContain('段落');
    expect(dangerous(post.content)).toBe(false);
    const reply = await call('wangqiang', 'POST', 'reply/add', { postId: add.result, content: `<p>回复</p>${ATTACKS.join('')}` });
    expect(reply.success, reply.message).toBe(true);
    const replies = (await call('lina', 'GET', `reply/list?postId=${add.result}`)).result;
    expect(replies[0].content).toContain('回复');
    expect(dangerous(replies[0].content)).toBe(false);
    const stored = await t.db.query<{ content: string }>('SELECT content FROM forum_reply WHERE post_id = $1 UNION ALL SELECT content FROM forum_post WHERE id = $1', [add.result]);
    expect(stored.rows.every((r) => !dangerous(r.content))).toBe(true);
  });

  it('signs the platform’s pictures for readers and never stores a signature', async () => {
    const key = 'forum/202611/0123456789abcdef0123456789abcdef.png';
    const add = await call('lina', 'POST', 'post/add', newPost('带图', `<p>图</p><img src="/devops/sys/common/static/${key}?exp=1&amp;sig=old">`));
    const stored = await t.db.query<{ content: string }>('SELECT content FROM forum_post WHERE id = $1', [add.result]);
    expect(stored.rows[0].content).toContain(`src="/devops/sys/common/static/${key}"`);
    const read = (await call('wangqiang', 'GET', `post/queryById?id=${add.result}`)).result.content as string;
    expect(read).toMatch(new RegExp(`src="/devops/sys/common/static/${key}\\?exp=\\d+&sig=[\\w-]+"`));
  });
});
