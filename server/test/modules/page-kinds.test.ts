import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSchema } from '@/engine/schema/page-schema';
import { createTestPlatform, type TestPlatform, expectRefused, expectFileRefused } from '../helper';
import { ensureTables } from '../../src/tables/table-ddl';
import { createTableRegistry } from '../../src/tables/table-registry';
import { stableId } from '../../src/db/seed/stable-id';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

describe('/sys/schema serves every page kind to whoever has its menu entry', () => {
  it.each([
    ['lina', 'report/projectList', 'report'],
    ['lina', 'dashboard/projects', 'dashboard'],
    ['lina', 'archive/category', 'tree-crud'],
    ['liuyang', 'safety/hazardReport', 'form'],
  ])('%s opens %s (%s)', async (user, code, kind) => {
    const res = await as(user, 'GET', `sys/schema/${code}`);
    expect(res.json()).toMatchObject({ success: true, result: { code, kind } });
  });

  it('refuses a page outside the caller’s menu', async () => {
    expectRefused((await as('liuyang', 'GET', 'sys/schema/dashboard/projects')), 510);
  });
});

describe('the project dashboard’s report (project_state_stats)', () => {
  it('counts the company’s projects per state, with the dictionary text and the total on every row', async () => {
    const res = await as('lina', 'GET', `online/cgreport/api/getData/${stableId('report:project_state_stats')}?pageSize=100`);
    const records = res.json().result.records as { state: string; state_text: string; total: number; all_total: number }[];
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM project_info WHERE del_flag = 0 AND company_id = 'c01'`);
    expect(records.length).toBeGreaterThan(0);
    expect(records.reduce((sum, r) => sum + r.total, 0)).toBe(rows[0].n);
    expect(records.every((r) => r.all_total === rows[0].n)).toBe(true);
    const texts: Record<string, string> = { 1: '未开工', 2: '在建', 3: '已完工' };
    for (const r of records) expect(r.state_text).toBe(texts[r.state]);
  });
});

describe('the 隐患上报 form page (mode create, project scope)', () => {
  const report = {
    title: '脚手架连墙件缺失', location: '3号楼 5层 东侧', level: 'general', foundTime: '2026-11-20 10:30',
    reporter: '刘洋', reporterPhone: '13900001111',
  };

  it('saves each submit as a new record in the caller’s project', async () => {
    const res = await as('liuyang', 'POST', 'safety/hazardReport/add', report);
    expect(res.json()).toMatchObject({ success: true, message: '添加成功！' });
    const { rows } = await t.db.query('SELECT project_id, title, found_time FROM biz_safety_hazard_report WHERE id = $1', [res.json().result.id]);
    expect(rows[0]).toMatchObject({ project_id: 'p01', title: report.title });
    const mine = (await as('liuyang', 'GET', 'safety/hazardReport/list')).json().result.records;
    expect(mine.map((r: { title: string }) => r.title)).toContain(report.title);
    const other = (await as('chenjing', 'GET', 'safety/hazardReport/list')).json().result.records;
    expect(other.map((r: { title: string }) => r.title)).not.toContain(report.title);
  });

  it('checks the rules on the server, with a message on each field', async () => {
    const res = await as('liuyang', 'POST', 'safety/hazardReport/add', { ...report, reporterPhone: '12345', level: 'major' });
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({ reporterPhone: '请输入正确的手机号码', suggestion: '请输入整改建议' });
  });

  it('has no export (form pages get the record routes only)', async () => {
    expectFileRefused((await as('liuyang', 'GET', 'safety/hazardReport/exportXls')), 404);
  });
});

describe('platform pages', () => {
  const platformPage: PageSchema = {
    schemaVersion: 1, kind: 'crud', source: 'platform', code: 'sys/position', title: '职务管理', scope: 'global', table: 'sys_position',
    permissionPrefix: 'system:position', fields: [{ name: 'name', label: '职务名称', type: 'input', dbType: 'varchar' }],
  };
  const modulePage: PageSchema = { ...platformPage, source: 'module', code: 'test/position', table: 'biz_test_position' };

  it('are served by the same table layer, on the platform table the migrations made', async () => {
    const tables = await createTableRegistry(t.db, [platformPage, modulePage], new Map());
    expect(tables.get('sys/position')).toMatchObject({ table: 'sys_position', platform: true, traits: { softDelete: false, version: false } });
    expect(tables.get('test/position')).toMatchObject({ table: 'biz_test_position', platform: false, traits: { softDelete: 'int', version: true } });
  });

  it('get no table of their own: the table layer never creates or alters a platform table', async () => {
    const tables = async () => (await t.db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()`)).rows[0];
    const before = await tables();
    await ensureTables(t.db, [platformPage]);
    expect(await tables()).toEqual(before);
    await ensureTables(t.db, [modulePage]);
    expect(await tables()).toEqual({ n: (before as { n: number }).n + 1 });
  });
});
