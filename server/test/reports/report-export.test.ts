import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSchema } from '@/engine/schema/report-schema';
import { createTestPlatform, type TestPlatform, expectOk, expectFileRefused } from '../helper';

let t: TestPlatform;
let configId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  configId = (await t.get('/devops/online/cgreport/api/getRpColumns/project_list', await t.login('admin'))).json().result.cgRpConfigId;
  const projects = t.store.reports.get('project_list')!;
  // Reports only this test knows: one behind a permission lina lacks, one larger than the export cap.
  t.store.reports.set('deleted_projects', { ...projects, code: 'deleted_projects', name: '已删项目', permission: 'news:notice:delete' });
  const big: ReportSchema = { code: 'big', name: '大报表', sql: 'select g as n from generate_series(1, 100001) g', columns: [{ field: 'n', title: '序号', type: 'Integer' }] };
  t.store.reports.set('big', big);
});
afterAll(() => t.close());

const exportAs = async (user: string, code: string, query = '') => t.get(`/devops/online/cgreport/api/exportXls/${code}?${query}`, await t.login(user));

async function sheetOf(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const rowValues = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('online report export (exportXls)', () => {
  it('writes the visible column titles and the same rows as getData, dictionary values as their texts', async () => {
    const query = `state=2&column=sort&order=desc&self_supervisionAttr=${encodeURIComponent('施工监理')}`;
    const res = await exportAs('admin', 'project_list', query);
    expectOk(res);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(res.headers['content-disposition']);
    const name = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(name)).toMatch(/^项目清单_\d{14}\.xlsx$/);

    const data = (await t.get(`/devops/online/cgreport/api/getData/${configId}?pageSize=1000&${query}`, await t.login('admin'))).json().result;
    expect(data.total).toBeGreaterThan(0);
    const state: Record<string, string> = { 1: '未开工', 2: '在建', 3: '已完工' };
    const sheet = await sheetOf(res.rawPayload);
    const [header, ...rows] = rowValues(sheet);
    expect(header).toEqual(['项目名称', '项目简称', '所属公司', '监理属性', '项目状态', '排序']);
    expect(rows).toEqual(data.records.map((r: Record<string, string | number>) => [
      r.project_name, r.project_name_abbr ?? undefined, r.company_name, r.supervision_attr, state[r.state], r.sort]));
    expect(rows.every((r) => r[4] === '在建' && typeof r[5] === 'number')).toBe(true);
  });

  it('exports only the caller’s company, as getData shows it', async () => {
    const sheet = await sheetOf((await exportAs('lina', 'project_list')).rawPayload);
    const companies = rowValues(sheet).slice(1).map((r) => r[2]);
    expect(companies).toEqual(Array(3).fill('华通公路工程咨询有限公司'));
  });

  it('writes formula-looking text as plain text cells, never as formulas', async () => {
    const formulas = ['=HYPERLINK("http://x","点我")', '+1+1', '-2+3', '@SUM(1)', '\t=1+1', '\r=1'];
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM project_info WHERE del_flag = 0 ORDER BY sort LIMIT 6')).rows.map((r) => r.id);
    for (const [i, id] of ids.entries()) await t.db.query('UPDATE project_info SET project_name_abbr = $1 WHERE id = $2', [formulas[i], id]);
    const res = await exportAs('admin', 'project_list', 'column=sort&order=asc');
    expect(res.rawPayload.toString('latin1')).not.toContain('<f>');
    const sheet = await sheetOf(res.rawPayload);
    for (let r = 2; r < 2 + formulas.length; r++) {
      const cell = sheet.getRow(r).getCell(2);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reads a stored CR back as LF; what matters is that the cell stays text.
      expect(String(cell.value).replace(/^\n/, '\r')).toBe(formulas[r - 2]);
      expect(sheet.getRow(r).getCell(6).type).toBe(ExcelJS.ValueType.Number);
    }
  });

  it('refuses a report the caller may not run, an unknown report, and more rows than the cap', async () => {
    const refused = await exportAs('lina', 'deleted_projects');
    expectFileRefused(refused, 403);
    expect(refused.json().message).toBe('没有权限，请联系管理员授权');
    expectOk((await exportAs('admin', 'deleted_projects')));
    const unknown = await exportAs('admin', 'no_such_report');
    expectFileRefused(unknown, 404);
    expect(unknown.json().message).toBe('实体不存在');
    const big = await exportAs('admin', 'big');
    expectFileRefused(big, 400);
    expect(big.json().message).toBe('导出数据共100001行，超过100000行的上限，请缩小查询范围后再导出');
    expect((await t.get('/devops/online/cgreport/api/exportXls/project_list')).statusCode).toBe(401);
  });

  it('validates sorting as getData does', async () => {
    const res = await exportAs('admin', 'project_list', 'column=supervision_attr');
    expectFileRefused(res, 400);
    expect(res.json().message).toBe('该列不允许排序');
  });
});
