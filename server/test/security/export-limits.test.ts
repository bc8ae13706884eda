import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { attachment } from '../../src/excel/content-disposition';
import { EXPORT_ROW_CAP } from '../../src/tables/table-excel';
import { createTestPlatform, type TestPlatform, expectOk, expectFileRefused } from '../helper';

// a 100,000-row export streams with bounded memory and the list's scope; above the cap it is refused with a reason.
// names reaching Content-Disposition never carry CR/LF.
/** The rows under the header of the workbook's first sheet, counted in its XML (reading 100k rows as cells takes long). */
async function dataRows(xlsx: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(xlsx);
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  return (sheet.match(/<row[\s>]/g) ?? []).length - 1;
}

describe('export limits', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.db.query(`INSERT INTO biz_news_notice (id, company_id, title, news_type, publisher, publish_date, priority, read_count, create_by, create_time)
      SELECT md5('big' || g), CASE g % 2 WHEN 0 THEN 'c01' ELSE 'c02' END, '批量导出测试第' || g || '号', 'news', '工程咨询集团',
             DATE '2025-01-01' + (g % 300), 'M', g % 100, 'test', now()
        FROM generate_series(1, ${EXPORT_ROW_CAP - 100}) g`);
  }, 120_000);
  afterAll(() => t.close());

  it('streams the whole 100k-row export with bounded memory, and only the caller\'s company rows', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
    const res = await t.get('/devops/news/notice/exportXls', await t.login('admin'));
    clearInterval(timer);
    expectOk(res);
    // The response body itself is buffered by inject; the rows never were.
    // The worker keeps other files' garbage (files share it): the bound allows for that, and still fails an export
    // that holds the rows as objects (100,000 rows × 20 columns).
    expect(peak - before - res.rawPayload.length).toBeLessThan(384 * 1024 * 1024);
    expect(await dataRows(res.rawPayload)).toBeGreaterThanOrEqual(EXPORT_ROW_CAP - 100);

    const linaRes = await t.get('/devops/news/notice/exportXls?title=*批量导出测试第1*', await t.login('lina'));
    const count = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM biz_news_notice WHERE company_id = 'c01' AND title LIKE '批量导出测试第1%' AND del_flag = 0`,
    )).rows[0].n;
    expect(await dataRows(linaRes.rawPayload)).toBe(count);
  }, 120_000);

  it('refuses an export over the row cap with the count and the limit instead of cutting it silently', async () => {
    await t.db.query(`INSERT INTO biz_news_notice (id, company_id, title, news_type, publisher, publish_date, priority, read_count, create_by, create_time)
      SELECT md5('more' || g), 'c01', '超出上限' || g, 'news', '工程咨询集团', DATE '2025-01-01', 'M', 1, 'test', now() FROM generate_series(1, 200) g`);
    const res = await t.get('/devops/news/notice/exportXls', await t.login('admin'));
    expectFileRefused(res, 400);
    expect(res.json().message).toMatch(new RegExp(`^导出数据共\\d+行，超过${EXPORT_ROW_CAP}行的上限，请缩小查询范围后再导出$`));
    // A narrower query still exports.
    expectOk((await t.get('/devops/news/notice/exportXls?title=超出上限1*', await t.login('admin'))));
  }, 60_000);

  it('keeps CR/LF out of the download header', () => {
    const header = attachment('报表\r\nSet-Cookie: x=y.xlsx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain("filename*=UTF-8''");
  });
});
