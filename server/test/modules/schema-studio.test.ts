import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { databaseSchemaFiles } from '../../src/schemas/database-schemas';
import { loadSchemaStore } from '../../src/schemas/schema-store';
import { exportSchemas, importSchemas } from '../../src/schemas/studio/studio-files';
import { STUDIO_TEMPLATES } from '@/engine/schema/studio-templates';
import { createTempPlatform, menuEntry, type TempPlatform } from './temp-platform';
import { expectRefused } from '../helper';

// 模式设计器: schemas published from the browser, stored with their history in the database, served beside the files.
const CODE = 'fleet/vehicleRepair';
let t: TempPlatform;
let second: FastifyInstance;

const repair = (extra: Record<string, unknown>[] = [], patch: Record<string, unknown> = {}) => ({
  schemaVersion: 1, kind: 'crud', code: CODE, title: '车辆维修', table: 'biz_fleet_vehicle_repair', scope: 'company',
  permissionPrefix: 'fleet:vehicleRepair',
  fields: [
    { name: 'plateNo', label: '车牌号', type: 'input', dbType: 'varchar', length: 20, required: true, query: { mode: 'like' } },
    { name: 'repairDate', label: '维修日期', type: 'date', dbType: 'date' },
    ...extra,
  ],
  ...patch,
});
const body = (json: unknown) => JSON.stringify(json, null, 2);
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.request('admin', method, url, payload);
const save = (json: unknown, code = CODE) => admin('POST', '/devops/sys/studio/saveDraft', { code, body: typeof json === 'string' ? json : body(json) });
const publish = (comment = '发布') => admin('POST', '/devops/sys/studio/publish', { code: CODE, comment });
const served = async (app: FastifyInstance = t.app) => {
  const res = await app.inject({ method: 'GET', url: `/devops/sys/schema/${CODE}`, headers: { 'x-access-token': await tokenOf('admin') } });
  return res.json() as { success: boolean; result: { title: string; fields: { name: string }[] } };
};
/** The studio's lines in the operation log, oldest first. */
const studioLog = async () => (await t.db.query<{ module_name: string; username: string; path: string }>(
  `SELECT module_name, username, path FROM sys_log WHERE module = 'sys/studio' AND record_id = $1 ORDER BY create_time, id`, [CODE],
)).rows;
let adminToken: string | undefined;
async function tokenOf(user: 'admin'): Promise<string> {
  adminToken ??= (await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: user, password: 'Admin@2026' } })).json().result.token as string;
  return adminToken!;
}

beforeAll(async () => {
  // The file menu names the page before it exists: the menu entry works once the studio publishes it.
  t = await createTempPlatform(({ addMenu }) => {
    addMenu(menuEntry('test-vehicle-repair', '车辆维修', CODE, ['admin', 'company_staff'], ['fleet:vehicleRepair:add', 'fleet:vehicleRepair:edit']));
  });
  // A second server process on the same database and event bus, with its own copy of the schemas.
  const store = loadSchemaStore(t.schemasDir, await databaseSchemaFiles(t.db));
  second = await buildApp({ db: t.db, store, bus: t.bus, uploadDir: path.join(t.schemasDir, '..', 'upload-2') });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('drafts and the guard rails', () => {
  it('saves a broken draft but never publishes it', async () => {
    const broken = await save('{ "schemaVersion": 1, "kind": "crud", ');
    expect(broken.json()).toMatchObject({ success: true, result: { publishable: false, problems: [{ pointer: '/' }] } });
    const refused = await publish();
    expectRefused(refused, 400);
    expect(refused.json().message).toMatch(/^不能发布：\/: JSON 格式错误/);
    const typo = await save(repair([{ name: 'cost', label: '费用', type: 'monye', dbType: 'numeric' }]));
    expect(typo.json().result.problems).toEqual([{ pointer: '/fields/2/type', message: '未知的取值 "monye"（是不是想写 "money"？）' }]);
    expectRefused((await publish()), 400);
    expect((await served()).success).toBe(false);
  });

  it('refuses platform tables, another module’s table and a code a file already has', async () => {
    const check = async (json: unknown, code = CODE) => (await admin('POST', '/devops/sys/studio/check', { code, body: body(json) })).json().result;
    expect((await check(repair([], { table: 'sys_user' }))).problems).toContainEqual({ pointer: '/table', message: '数据表 "sys_user" 是平台自己的表，业务模块不能使用（请换一个表名，如 biz_…）' });
    expect((await check(repair([], { table: 'flow_task' }))).problems[0].pointer).toBe('/table');
    expect((await check(repair([], { table: 'biz_news_notice' }))).problems).toContainEqual({ pointer: '/table', message: '数据表 "biz_news_notice" 已由 modules/news/notice.json 使用：一张表只由一个页面描述' });
    expect((await check(repair([], { source: 'platform' }))).problems[0].pointer).toBe('/source');
    const clash = await check({ ...repair(), code: 'news/notice', permissionPrefix: 'fleet:x' }, 'news/notice');
    expect(clash.problems).toContainEqual({ pointer: '/code', message: '页面编码 "news/notice" 已在 modules/news/notice.json 使用' });
    // …and a draft cannot even be saved over a file's page.
    const over = await save({ ...repair(), code: 'news/notice' }, 'news/notice');
    expectRefused(over, 400);
    expect(over.json().message).toBe('页面 news/notice 由文件 modules/news/notice.json 描述，请在文件中修改，或另取一个编码');
  });

  it('answers only the studio permission', async () => {
    const res = await t.request('lina', 'GET', '/devops/sys/studio/list');
    expectRefused(res, 510);
    expectRefused((await t.request('lina', 'POST', '/devops/sys/studio/publish', { code: CODE })), 510);
  });
});

describe('publishing, history and rollback', () => {
  it('publishes: the table is created, the page served, the file menu opens it and records are entered', async () => {
    await save(repair());
    const check = (await admin('POST', '/devops/sys/studio/check', { code: CODE, body: body(repair()) })).json().result;
    expect(check.plan.newColumns).toEqual(['biz_fleet_vehicle_repair.plate_no', 'biz_fleet_vehicle_repair.repair_date']);
    const res = await publish('新建车辆维修台账');
    expect(res.json()).toMatchObject({ success: true, message: '已发布第 1 版，已打开此页面的用户会自动载入新版本', result: { version: 1 } });
    expect((await served()).result.title).toBe('车辆维修');
    const add = await t.request('lina', 'POST', `/devops/${CODE}/add`, { plateNo: '冀F·A2361', repairDate: '2026-05-06' });
    expect(add.json()).toMatchObject({ success: true });
  });

  it('reaches the other process without a restart', async () => {
    const deadline = Date.now() + 5000;
    while (!(await served(second)).success && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await served(second)).result.title).toBe('车辆维修');
  });

  it('shows the dry run of an added field, publishes it with its diff, and audits the publish', async () => {
    const next = repair([{ name: 'cost', label: '维修费用（元）', type: 'money', dbType: 'numeric', scale: 2 }]);
    const saved = (await save(next)).json().result;
    expect(saved.plan).toMatchObject({ newColumns: ['biz_fleet_vehicle_repair.cost'], statements: ['ALTER TABLE "biz_fleet_vehicle_repair" ADD COLUMN "cost" numeric(18,2)'] });
    expect((await publish('增加维修费用')).json().result.version).toBe(2);
    const history = (await admin('GET', `/devops/sys/studio/history?code=${CODE}`)).json().result;
    expect(history.map((v: { version: number; action: string; createBy: string; comment: string }) => [v.version, v.action, v.createBy, v.comment]))
      .toEqual([[2, 'publish', 'admin', '增加维修费用'], [1, 'publish', 'admin', '新建车辆维修台账']]);
    expect(history[0].diff).toEqual([{ op: 'add', path: '/fields/cost', after: { name: 'cost', label: '维修费用（元）', type: 'money', dbType: 'numeric', scale: 2 } }]);
    const { rows } = await t.db.query<{ module: string; module_name: string; record_id: string; username: string }>(
      `SELECT module, module_name, record_id, username FROM sys_log WHERE module = 'sys/studio' AND module_name IS NOT NULL ORDER BY create_time`,
    );
    expect(rows.map((r) => r.module_name)).toEqual(['模式设计器：发布 fleet/vehicleRepair 第 1 版', '模式设计器：发布 fleet/vehicleRepair 第 2 版']);
    expect(rows.every((r) => r.record_id === CODE && r.username === 'admin')).toBe(true);
  });

  it('refuses a destructive change, naming the field, and keeps serving the published version', async () => {
    const destructive = repair([{ name: 'cost', label: '维修费用（元）', type: 'inputNumber', dbType: 'int' }]);
    const check = (await save(destructive)).json().result;
    expect(check.publishable).toBe(false);
    expect(check.plan.refused).toBe('模块 fleet/vehicleRepair 的字段 cost 在数据库中是 numeric，模式声明为 int：不允许破坏性变更，请新增字段并迁移数据。');
    const res = await publish();
    expectRefused(res, 400);
    expect(res.json().message).toContain('字段 cost');
    const { rows } = await t.db.query(`SELECT data_type FROM information_schema.columns WHERE table_name = 'biz_fleet_vehicle_repair' AND column_name = 'cost'`);
    expect(rows).toEqual([{ data_type: 'numeric' }]);
  });

  it('rolls back to an earlier version as a new version', async () => {
    const res = await admin('POST', '/devops/sys/studio/rollback', { code: CODE, version: 1 });
    expect(res.json()).toMatchObject({ success: true, message: '已回滚，成为第 3 版，已打开此页面的用户会自动载入新版本' });
    expect((await served()).result.fields.map((f) => f.name)).toEqual(['plateNo', 'repairDate']);
    const [latest] = (await admin('GET', `/devops/sys/studio/history?code=${CODE}`)).json().result;
    expect(latest).toMatchObject({ version: 3, action: 'rollback', comment: '回滚到第 1 版' });
    // The draft follows what is served, so the editor opens on it.
    expect(JSON.parse((await admin('GET', `/devops/sys/studio/queryById?code=${CODE}`)).json().result.draft).fields).toHaveLength(2);
    expect(await studioLog()).toContainEqual({ module_name: '模式设计器：回滚 fleet/vehicleRepair 到第 1 版（成为第 3 版）', username: 'admin', path: '/devops/sys/studio/rollback' });
  });
});

describe('files and the database', () => {
  it('exports to schemas/studio and imports back, through the publish checks', async () => {
    expect(await exportSchemas({ db: t.db }, t.schemasDir)).toEqual([`studio/${CODE}.json`]);
    const file = path.join(t.schemasDir, 'studio', `${CODE}.json`);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(exported).toEqual(repair());
    expect(await exportSchemas({ db: t.db }, t.schemasDir)).toEqual([]);
    fs.writeFileSync(file, body({ ...exported, title: '车辆维修记录' }));
    fs.mkdirSync(path.join(t.schemasDir, 'studio/bad'), { recursive: true });
    fs.writeFileSync(path.join(t.schemasDir, 'studio/bad/page.json'), body({ ...repair(), code: 'bad/page', table: 'flow_extra', permissionPrefix: 'bad:page' }));
    const outcome = await importSchemas({ db: t.db, store: t.store, reloader: t.app.schemaReloader }, t.schemasDir, 'system');
    expect(outcome.imported).toEqual([`${CODE} 第 4 版`]);
    expect(outcome.refused).toEqual(['studio/bad/page.json: 不能发布：/table: 数据表 "flow_extra" 是平台自己的表，业务模块不能使用（请换一个表名，如 biz_…）']);
    expect((await served()).result.title).toBe('车辆维修记录');
    // Audited as a publish from the browser is, under the command and the user it ran as.
    expect((await studioLog()).at(-1)).toEqual({ module_name: '模式设计器：导入 fleet/vehicleRepair 第 4 版', username: 'system', path: `schemas:import studio/${CODE}.json` });
    const again = await importSchemas({ db: t.db, store: t.store }, t.schemasDir, 'system');
    expect(again).toMatchObject({ imported: [], unchanged: [CODE] });
  });

  it('reports a file that takes a published code as a conflict, never silently', async () => {
    t.writeJson(`modules/fleet/vehicle-repair.json`, { ...repair(), title: '车辆维修（文件）' });
    const outcome = await t.app.schemaReloader.reload();
    const conflict = `@db/${CODE}.json#/code: 页面编码 "${CODE}" 已在 modules/fleet/vehicle-repair.json 使用`;
    expect(outcome.problems).toContain(conflict);
    const row = (await admin('GET', '/devops/sys/studio/list')).json().result.find((r: { code: string }) => r.code === CODE);
    expect(row).toMatchObject({ origin: 'file', title: '车辆维修（文件）', conflict, version: 4 });
    const problems = (await admin('GET', '/devops/sys/schemaCheck/list?pageSize=1000')).json().result.records as { file: string; message: string }[];
    expect(problems).toContainEqual(expect.objectContaining({ file: `@db/${CODE}.json`, message: `页面编码 "${CODE}" 已在 modules/fleet/vehicle-repair.json 使用` }));
  });
});

describe('starter templates and the menu', () => {
  it.each(STUDIO_TEMPLATES.map((tpl) => [tpl.name, tpl] as const))('%s passes every check a publish runs', async (_name, tpl) => {
    const code = `starter/${tpl.id}`;
    const check = (await admin('POST', '/devops/sys/studio/check', { code, body: body(tpl.build({ code, title: `模板${tpl.name}` })) })).json().result;
    expect(check).toMatchObject({ problems: [], publishable: true });
  });

  it('puts a published page in the menu: staff enter records with the suggested grants, the preview shows the same', async () => {
    const code = 'fleet/tyre';
    const ledger = STUDIO_TEMPLATES[0].build({ code, title: '轮胎更换' });
    await admin('POST', '/devops/sys/studio/saveDraft', { code, body: body(ledger) });
    expect((await admin('POST', '/devops/sys/studio/publish', { code })).json().success).toBe(true);
    const groups = (await admin('GET', '/devops/sys/studio/menuGroups')).json().result as { id: string; name: string; menuCode: string }[];
    const group = groups.find((g) => g.name === '行政事务' && g.menuCode === '11')!;
    const added = await admin('POST', '/devops/sys/studio/addMenu', { code, parentId: group.id, name: '轮胎更换', roles: ['admin', 'company_staff'] });
    expect(added.json()).toMatchObject({ success: true, message: '已加入菜单「行政事务 / 轮胎更换」，相关用户刷新页面后可见' });
    expect((await admin('POST', '/devops/sys/studio/addMenu', { code, parentId: group.id, name: '轮胎更换' })).json().message).toBe('公司视图的菜单中已有此页面');

    const views = (await admin('GET', `/devops/sys/studio/roleViews?code=${code}`)).json().result as { roleCode: string; sees: boolean; perms: string[] }[];
    expect(views.find((v) => v.roleCode === 'company_staff')).toMatchObject({ sees: true, perms: ['fleet:tyre:add', 'fleet:tyre:edit', 'fleet:tyre:exportXls'] });
    expect(views.find((v) => v.roleCode === 'project_staff')).toMatchObject({ sees: false, perms: [] });

    const add = await t.request('lina', 'POST', `/devops/${code}/add`, { subject: '更换前轮', recordDate: '2026-05-08', amount: '960.00' });
    expect(add.json()).toMatchObject({ success: true });
    const { records } = (await t.request('lina', 'GET', `/devops/${code}/list`)).json().result;
    expect(records).toMatchObject([{ subject: '更换前轮', recordNo: expect.stringMatching(/^TZ-\d{4}-0001$/), status: '1' }]);
    expectRefused((await t.request('lina', 'DELETE', `/devops/${code}/delete?id=${records[0].id}`)), 510);
  });
});
