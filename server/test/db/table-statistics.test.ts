import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeStaleTables } from '../../src/db/table-statistics';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const planned = async (sql: string) => (await t.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).rows.map((r) => r['QUERY PLAN']).join('\n');

describe('table statistics (PGlite has no autovacuum)', () => {
  it('analyzes a table filled since its statistics were taken, so a page of a sorted list reads the sort index', async () => {
    await t.db.query(`INSERT INTO biz_news_notice (id, company_id, title, news_type, publish_date, create_by)
      SELECT md5('stat' || g), '001', '统计测试' || g, 'news', DATE '2020-01-01' + (g % 2000), 'test' FROM generate_series(1, 20000) g`);
    const page = 'SELECT * FROM biz_news_notice WHERE del_flag = 0 ORDER BY publish_date DESC LIMIT 10 OFFSET 20';

    const analyzed = await analyzeStaleTables(t.db);
    expect(analyzed).toContain('biz_news_notice');
    expect(await planned(page)).toMatch(/Index Scan Backward using biz_news_notice_publish_date/);
    // Nothing moved since: nothing to do.
    expect(await analyzeStaleTables(t.db)).not.toContain('biz_news_notice');
  });
});
