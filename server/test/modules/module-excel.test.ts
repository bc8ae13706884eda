import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

async function workbookFrom(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('新闻通知');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer, name = 'news.xlsx') {
  const boundary = '----platformtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importAs = async (user: string, file: Buffer) => {
  const body = multipart(file);
  return t.app.inject({ method: 'POST', url: '/devops/news/notice/importExcel', payload: body.payload,
    headers: { ...body.headers, 'x-access-token': await t.login(user) } });
};

describe('exportXls', () => {
  it('streams the filtered, scoped rows as xlsx with dictionary texts and a UTF-8 file name', async () => {
    const res = await t.get(`/devops/news/notice/exportXls?newsType=party`, await t.login('admin'));
    expectOk(res);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('新闻通知.xlsx')}`);
    const sheet = await workbookFrom(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, '标题', '类别', '发布单位', '发布日期', '重要程度', '置顶', '阅读量', '发布状态']);
    expect(sheet.actualRowCount).toBe(4);
    expect(sheet.getRow(2).getCell(2).value).toBe('党建工作');
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
    // 华通公路 exports its own 6 and the 20 the group published to the whole group.
    const lina = await workbookFrom((await t.get('/devops/news/notice/exportXls', await t.login('lina'))).rawPayload);
    expect(lina.actualRowCount).toBe(27);
  });

  it('writes formula-looking text as plain strings', async () => {
    const token = await t.login('admin');
    const titles = ['=1+1', '+1+1', '-2+3', '@SUM(1)', '\t=cmd'];
    for (const title of titles) {
      await t.app.inject({ method: 'POST', url: '/devops/news/notice/add', headers: { 'x-access-token': token },
        payload: { title, newsType: 'news', publishDate: '2026-11-21', readCount: -5 } });
    }
    const res = await t.get(`/devops/news/notice/exportXls?publishDate_begin=2026-11-21&publishDate_end=2026-11-21`, token);
    expect(res.rawPayload.toString('latin1')).not.toContain('<f>');
    const sheet = await workbookFrom(res.rawPayload);
    const cells = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(cells.sort()).toEqual([...titles].sort());
    expect(sheet.getRow(2).getCell(7).value).toBe(-5);
  });

  it('exports only the selected rows when asked', async () => {
    const token = await t.login('admin');
    const ids = (await t.get('/devops/news/notice/list?pageSize=2', token)).json().result.records.map((r: { id: string }) => r.id);
    const sheet = await workbookFrom((await t.get(`/devops/news/notice/exportXls?selections=${ids.join(',')}`, token)).rawPayload);
    expect(sheet.actualRowCount).toBe(3);
  });
});

describe('importExcel', () => {
  it('imports every valid row, mapping dictionary texts to values', async () => {
    const file = await xlsx([['标题', '类别', '发布日期', '阅读量'], ['导入的通知一', '通知公告', '2026-10-01', 3], ['导入的通知二', 'news', '2026-10-02', 4]]);
    const res = await importAs('lina', file);
    expect(res.json()).toMatchObject({ success: true, message: '文件导入成功！数据行数：2' });
    const list = (await t.get(`/devops/news/notice/list?title=${encodeURIComponent('导入的通知*')}`, await t.login('lina'))).json().result;
    expect(list.records.map((r: { newsType: string }) => r.newsType).sort()).toEqual(['news', 'notice']);
  });

  it('reports a partial import with code 201 and the row of each error', async () => {
    const file = await xlsx([['标题', '类别', '发布日期'], ['部分导入一', '通知公告', '2026-10-03'], ['', '通知公告', '2026-10-03'], ['部分导入三', '通知公告', '明天']]);
    const res = await importAs('lina', file);
    expect(res.json()).toMatchObject({ success: true, code: 201, result: { msg: '总上传行数：3，已导入行数：1，错误行数：2' } });
    expect(res.json().result.errors).toEqual([
      { row: 3, message: '请输入标题' }, { row: 4, message: '发布日期的日期格式应为 YYYY-MM-DD' },
    ]);
  });

  it('refuses a file that is not xlsx, and a zip that would unpack too far', async () => {
    const fake = await importAs('lina', Buffer.from('<html>not a workbook</html>'));
    expectRefused(fake, 400);
    expect(fake.json().message).toBe('文件导入失败:文件不是有效的 xlsx 文件');
    const real = await xlsx([['标题'], ['x']]);
    const bomb = Buffer.from(real);
    // Claim a 150 MB entry in the central directory: the guard must refuse before anything is inflated.
    const cd = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(150 * 1024 * 1024, cd + 24);
    const res = await importAs('lina', bomb);
    expectRefused(res, 400);
    expect(res.json().message).toMatch(/文件导入失败:文件(解压后过大|压缩比异常)/);
  });

  it('needs the import permission and a file', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/devops/news/notice/importExcel', headers: { 'x-access-token': await t.login('lina') } });
    expect(res.json().message).toBe('文件导入失败！');
    await t.db.query(`UPDATE sys_permission SET status = '1' WHERE perms = 'news:notice:importExcel'`);
    await t.db.query(`DELETE FROM sys_role_permission WHERE permission_id IN (SELECT id FROM sys_permission WHERE perms = 'news:notice:importExcel')`);
    expectRefused((await importAs('lina', await xlsx([['标题'], ['x']]))), 510);
  });
});
