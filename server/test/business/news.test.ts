import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

// 新闻通知: a notice is a draft until reviewed; publishing needs the reviewer, withdrawing a reason; a group notice
// published to 全集团 is read by every company (read-only there), a company's own notice stays in that company.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/news/notice/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), body: res.json() as Json };
}
const find = async (user: string, title: string) =>
  ((await call(user, 'GET', `list?pageSize=50&title=${encodeURIComponent(title)}`)).body.result.records as Json[]).find((r) => r.title === title);

describe('新闻通知', () => {
  it('adds a draft by default; publishing needs the reviewer, withdrawing a reason; 有效期 not before the 发布日期', async () => {
    const notice = { title: '关于做好2027年元旦春节期间安全生产工作的通知', newsType: 'notice', docNo: '工程咨询集团〔2026〕58号', publishDate: '2026-11-27',
      priority: 'H', publishScope: 'group', isTop: '1', author: '赵敏' };
    const added = await call('zhangwei', 'POST', 'add', notice);
    expect(added.body.success, added.body.message).toBe(true);
    const row = await find('zhangwei', notice.title);
    expect(row).toMatchObject({ publishStatus: 'draft', publishStatus_dictText: '草稿', publishScope_dictText: '全集团' });
    // A draft of the group is not shown to the companies.
    expect(await find('lina', notice.title)).toBeUndefined();

    const noReviewer = await call('zhangwei', 'POST', 'edit', { ...row, publishStatus: 'published' });
    expect(noReviewer.body.result.fieldErrors).toEqual({ reviewer: '请输入审核人' });
    const early = await call('zhangwei', 'POST', 'edit', { ...row, publishStatus: 'published', reviewer: '张伟', validUntil: '2026-11-01' });
    expect(early.body.result.fieldErrors).toEqual({ validUntil: '有效期不能早于发布日期' });
    const published = await call('zhangwei', 'POST', 'edit', { ...row, publishStatus: 'published', reviewer: '张伟', validUntil: '2027-02-28' });
    expect(published.body.success, published.body.message).toBe(true);

    // Published to 全集团: 华通公路 and 中路监理 read it, but cannot change it.
    const seen = await find('lina', notice.title);
    expect(seen).toMatchObject({ publishStatus: 'published', isTop: '1' });
    expect(await find('wangqiang', notice.title)).toBeTruthy();
    const current = await find('zhangwei', notice.title);
    const foreignEdit = await call('lina', 'POST', 'edit', { ...current, title: '改标题' });
    expect(foreignEdit.body.success).toBe(false);

    const noReason = await call('zhangwei', 'POST', 'edit', { ...current, publishStatus: 'withdrawn' });
    expect(noReason.body.result.fieldErrors).toEqual({ withdrawReason: '请输入撤回原因' });
    const withdrawn = await call('zhangwei', 'POST', 'edit', { ...current, publishStatus: 'withdrawn', withdrawReason: '文号有误，更正后重新发布' });
    expect(withdrawn.body.success, withdrawn.body.message).toBe(true);
    expect(await find('lina', notice.title)).toBeUndefined();
  });

  it('keeps a company notice inside its company even when published', async () => {
    const notice = { title: '华通公路关于开展冬季施工监理专项检查的通知', newsType: 'notice', publishDate: '2026-11-26', publishScope: 'company',
      publishStatus: 'published', reviewer: '黄磊' };
    const added = await call('lina', 'POST', 'add', notice);
    expect(added.body.success, added.body.message).toBe(true);
    expect(await find('lina', notice.title)).toBeTruthy();
    expect(await find('wangqiang', notice.title)).toBeUndefined();
  });
});
