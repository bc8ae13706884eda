import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

// List totals are cached per table version; every way of writing must still show the true total at once.
describe('list totals', () => {
  let t: TestPlatform;
  let token: string;
  const total = async (query = '') => (await t.get(`/devops/news/notice/list?pageSize=10${query}`, token)).json().result.total as number;
  beforeAll(async () => {
    t = await createTestPlatform();
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('follow adds, edits, deletes and writes made outside the API', async () => {
    const start = await total();
    expect(await total()).toBe(start);
    const add = await t.app.inject({
      method: 'POST', url: '/devops/news/notice/add', headers: { 'x-access-token': token },
      payload: { title: '关于开展冬季安全检查的通知', newsType: 'notice', publisher: '安全部', publishDate: '2026-11-21', priority: 'M' },
    });
    expect(add.json().success).toBe(true);
    expect(await total()).toBe(start + 1);
    expect(await total('&title=*冬季安全*')).toBe(1);

    // Another process, a migration or a DBA: the trigger bumps the version all the same.
    await t.db.query(`UPDATE biz_news_notice SET del_flag = 1 WHERE title = '关于开展冬季安全检查的通知'`);
    expect(await total()).toBe(start);
    expect(await total('&title=*冬季安全*')).toBe(0);
    await t.db.query(`UPDATE biz_news_notice SET del_flag = 0 WHERE title = '关于开展冬季安全检查的通知'`);
    expect(await total('&title=*冬季安全*')).toBe(1);
  });
});
