import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const list = async (query: string, user = 'admin') => t.get(`/devops/news/notice/list?${query}`, await t.login(user));
const titles = (res: { json(): { result: { records: { title: string }[] } } }) => res.json().result.records.map((r) => r.title);

describe('GET /devops/news/notice/list', () => {
  it('pages the seeded rows in JeecgBoot page shape with dictionary texts', async () => {
    const res = await list('pageNo=2&pageSize=10');
    expectOk(res);
    const { result } = res.json();
    expect(result).toMatchObject({ total: 32, size: 10, current: 2, pages: 4 });
    expect(result.records).toHaveLength(10);
    const row = result.records[0];
    expect(row.newsType_dictText).toBe({ notice: '通知公告', news: '公司新闻', industry: '行业动态', party: '党建工作' }[row.newsType as string]);
    expect(row.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sorts by the schema default (newest publish date first) and by a sortable column on request', async () => {
    expect(titles(await list('pageSize=1'))).toEqual(['集团党委理论学习中心组开展专题学习']);
    const byReads = (await list('pageSize=3&column=readCount&order=desc')).json().result.records.map((r: { readCount: number }) => r.readCount);
    expect(byReads).toEqual([968, 618, 534]);
  });

  it('filters with wildcards, dictionary values and date ranges', async () => {
    const like = await list(`pageSize=50&title=${encodeURIComponent('*安全*')}`);
    expect(titles(like).length).toBeGreaterThan(3);
    expect(titles(like).every((x) => x.includes('安全'))).toBe(true);
    const party = await list('pageSize=50&newsType=party');
    expect(party.json().result.total).toBe(3);
    const range = await list('pageSize=50&publishDate_begin=2026-06-01&publishDate_end=2026-06-30');
    expect(range.json().result.records.every((r: { publishDate: string }) => r.publishDate.startsWith('2026-06'))).toBe(true);
    expect(range.json().result.total).toBe(5);
  });

  it('treats a quote in a filter as data', async () => {
    const res = await list(`pageSize=50&title=${encodeURIComponent("x' or '1'='1")}`);
    expectOk(res);
    expect(res.json().result.total).toBe(0);
  });

  it('keeps each company to its own rows and the group\'s published news; the group sees all', async () => {
    const lina = (await list('pageSize=50', 'lina')).json().result;
    const wang = (await list('pageSize=50', 'wangqiang')).json().result;
    type News = { publisher: string };
    // The group's news go to the whole group (发布范围 全集团); another company's never.
    expect(lina.total).toBe(26);
    expect(lina.records.filter((r: News) => r.publisher === '华通公路工程咨询有限公司')).toHaveLength(6);
    expect(lina.records.every((r: News) => ['华通公路工程咨询有限公司', '工程咨询集团'].includes(r.publisher))).toBe(true);
    expect(wang.records.every((r: News) => ['中路桥梁工程监理有限公司', '工程咨询集团'].includes(r.publisher))).toBe(true);
    expect((await list('pageSize=1')).json().result.total).toBe(32);
  });

  it('refuses unknown sort columns, bad directions and bad paging with 400 and no SQL in the answer', async () => {
    for (const q of ['column=(select%201)', 'column=password', 'order=desc;', 'pageNo=0', 'pageNo=-1', 'pageSize=abc', 'publishDate_begin=yesterday']) {
      const res = await list(q);
      expectRefused(res, 400, { note: q });
      expect(res.body, q).not.toMatch(/select|syntax|pg_|biz_news/i);
    }
  });

  it('caps the page size at 1000 and says so', async () => {
    expect((await list('pageSize=100000')).json().result.size).toBe(1000);
  });

  it('refuses a user whose roles do not grant the module', async () => {
    await t.db.query(`DELETE FROM sys_user_role WHERE user_id = (SELECT id FROM sys_user WHERE username = 'zhaomin')`);
    const res = await list('pageSize=1', 'zhaomin');
    expectRefused(res, 510);
    expect(res.json().message).toBe('没有权限，请联系管理员授权');
  });

  it('serves the schema the page is rendered from', async () => {
    const res = await t.get('/devops/sys/schema/news/notice', await t.login('admin'));
    expect(res.json().result).toMatchObject({ code: 'news/notice', title: '新闻通知', kind: 'crud' });
    expectRefused((await t.get('/devops/sys/schema/no/such', await t.login('admin'))), 404);
  });
});
