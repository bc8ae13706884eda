import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_TEMPLATES } from '@/engine/schema/studio-templates';
import { exportSchemas, importSchemas } from '../../src/schemas/studio/studio-files';
import { createTempPlatform, type TempPlatform } from './temp-platform';
import { expectOk, expectRefused } from '../helper';

// 停用 in 模式设计器: a page published from the browser is withdrawn — never while a menu still opens it, never a file's
// page — audited and kept in the history, its table and rows left where they are, and it can be served again.
const CODE = 'fleet/tyre';
const TABLE = 'biz_fleet_tyre';
const ledger = STUDIO_TEMPLATES.find((tpl) => tpl.id === 'ledger')!.build({ code: CODE, title: '轮胎更换' });
let t: TempPlatform;
let menuId: string;

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request('admin', method, `/devops${url}`, payload);
const withdraw = (code = CODE, comment?: string) => admin('POST', '/sys/studio/withdraw', { code, comment });
const served = async (code = CODE) => (await admin('GET', `/sys/schema/${code}`)).json() as { success: boolean; message: string };
const history = async () => (await admin('GET', `/sys/studio/history?code=${CODE}`)).json().result as { version: number; action: string; comment: string; createBy: string }[];

beforeAll(async () => {
  t = await createTempPlatform(() => undefined);
  await admin('POST', '/sys/studio/saveDraft', { code: CODE, body: JSON.stringify(ledger, null, 2) });
  expect((await admin('POST', '/sys/studio/publish', { code: CODE, comment: '新建轮胎更换' })).json()).toMatchObject({ success: true });
  const groups = (await admin('GET', '/sys/studio/menuGroups')).json().result as { id: string; name: string; menuCode: string }[];
  const group = groups.find((g) => g.name === '行政事务' && g.menuCode === '11')!;
  expectOk(await admin('POST', '/sys/studio/addMenu', { code: CODE, parentId: group.id, name: '轮胎更换', roles: ['admin', 'company_staff'] }));
  menuId = (await t.db.query<{ id: string }>(`SELECT id FROM sys_permission WHERE component = $1`, [`schema:${CODE}`])).rows[0].id;
  expectOk(await t.request('lina', 'POST', `/devops/${CODE}/add`, { subject: '更换前轮', recordDate: '2026-05-08', amount: '960.00' }));
});
afterAll(() => t?.close());

describe('停用 a published page', () => {
  it('is refused while a menu item opens it, naming the menu, and the page keeps working', async () => {
    const res = await withdraw();
    expectRefused(res, 400, '页面 fleet/tyre 仍在菜单「公司视图 / 行政事务 / 轮胎更换」中使用，请先在菜单管理中删除该菜单项，再停用');
    expect((await served()).success).toBe(true);
    expect(await history()).toHaveLength(1);
  });

  it('is refused to staff without the studio’s publish right', async () => {
    expectRefused(await t.request('lina', 'POST', '/devops/sys/studio/withdraw', { code: CODE }), 510);
  });

  it('withdraws once the menu item is gone: not served, the table and its rows kept, audited and in the history', async () => {
    // The exported file (version control) from before the withdrawal: an import must not quietly serve the page again.
    expect(await exportSchemas({ db: t.db }, t.schemasDir)).toEqual([`studio/${CODE}.json`]);
    expectOk(await admin('DELETE', `/sys/permission/delete?id=${menuId}`));
    const res = await withdraw(CODE, '业务并入车辆维修');
    expect(res.json()).toMatchObject({ success: true, message: '已停用 fleet/tyre：页面不再提供服务，数据表与数据保留；可在历史版本中回滚恢复', result: { version: 2 } });

    expectRefused(await admin('GET', `/sys/schema/${CODE}`), 404, '页面模式 fleet/tyre 不存在');
    expect((await t.request('lina', 'GET', `/devops/${CODE}/list`)).json().success).toBe(false);
    const { rows } = await t.db.query<{ subject: string }>(`SELECT subject FROM ${TABLE}`);
    expect(rows).toEqual([{ subject: '更换前轮' }]);

    expect((await history()).map((v) => [v.version, v.action, v.comment, v.createBy])).toEqual([
      [2, 'withdraw', '业务并入车辆维修', 'admin'], [1, 'publish', '新建轮胎更换', 'admin'],
    ]);
    const log = await t.db.query<{ module_name: string; username: string }>(
      `SELECT module_name, username FROM sys_log WHERE module = 'sys/studio' AND record_id = $1 ORDER BY create_time`, [CODE],
    );
    expect(log.rows.map((r) => r.module_name)).toContain('模式设计器：停用 fleet/tyre（第 2 版）');
    const row = ((await admin('GET', '/sys/studio/list')).json().result as { code: string; origin: string; version: number }[]).find((r) => r.code === CODE);
    expect(row).toMatchObject({ origin: 'withdrawn', version: 2 });
    expect((await admin('GET', `/sys/studio/queryById?code=${CODE}`)).json().result).toMatchObject({ origin: 'withdrawn', published: null, version: 2 });
    expectRefused(await withdraw(), 400, /^模式 fleet\/tyre 已于 .+ 停用$/);
  });

  it('leaves a withdrawn page withdrawn on schemas:import, and exports nothing for it', async () => {
    const outcome = await importSchemas({ db: t.db, store: t.store, reloader: t.app.schemaReloader }, t.schemasDir, 'system');
    expect(outcome).toMatchObject({ imported: [], withdrawn: [CODE] });
    expectRefused(await admin('GET', `/sys/schema/${CODE}`), 404);
    fs.rmSync(path.join(t.schemasDir, 'studio'), { recursive: true });
    expect(await exportSchemas({ db: t.db }, t.schemasDir)).toEqual([]);
  });

  it('serves the page again with its rows by a rollback to a published version (not to the withdrawal)', async () => {
    expectRefused(await admin('POST', '/sys/studio/rollback', { code: CODE, version: 2 }), 400, '第 2 版是停用记录，请选择一个发布过的版本');
    const res = await admin('POST', '/sys/studio/rollback', { code: CODE, version: 1 });
    expect(res.json()).toMatchObject({ success: true, result: { version: 3 } });
    const row = ((await admin('GET', '/sys/studio/list')).json().result as { code: string; origin: string }[]).find((r) => r.code === CODE);
    expect(row).toMatchObject({ origin: 'db' });
    // Back in the menu, staff find the rows entered before the withdrawal.
    const groups = (await admin('GET', '/sys/studio/menuGroups')).json().result as { id: string; name: string; menuCode: string }[];
    const group = groups.find((g) => g.name === '行政事务' && g.menuCode === '11')!;
    expectOk(await admin('POST', '/sys/studio/addMenu', { code: CODE, parentId: group.id, name: '轮胎更换', roles: ['company_staff'] }));
    const list = (await t.request('lina', 'GET', `/devops/${CODE}/list`)).json().result as { records: { subject: string }[] };
    expect(list.records.map((r) => r.subject)).toEqual(['更换前轮']);
  });
});

describe('publishing a withdrawn page again', () => {
  it('serves it again from its draft, even unchanged, and the menu can open it again', async () => {
    const code = 'fleet/wash';
    const wash = STUDIO_TEMPLATES.find((tpl) => tpl.id === 'ledger')!.build({ code, title: '洗车登记' });
    await admin('POST', '/sys/studio/saveDraft', { code, body: JSON.stringify(wash, null, 2) });
    expectOk(await admin('POST', '/sys/studio/publish', { code }));
    expectOk(await withdraw(code));
    const groups = (await admin('GET', '/sys/studio/menuGroups')).json().result as { id: string; name: string; menuCode: string }[];
    const group = groups.find((g) => g.name === '行政事务' && g.menuCode === '11')!;
    expectRefused(await admin('POST', '/sys/studio/addMenu', { code, parentId: group.id, name: '洗车登记' }), 400, '模式 fleet/wash 尚未发布或已停用');

    const again = await admin('POST', '/sys/studio/publish', { code, comment: '恢复' });
    expect(again.json()).toMatchObject({ success: true, message: '已发布第 3 版，已打开此页面的用户会自动载入新版本' });
    expectOk(await admin('POST', '/sys/studio/addMenu', { code, parentId: group.id, name: '洗车登记', roles: ['company_staff'] }));
    expectOk(await t.request('lina', 'GET', `/devops/${code}/list`));
  });
});

describe('what cannot be withdrawn', () => {
  it('a page a file describes: it is changed in the file, not from the browser', async () => {
    expectRefused(await withdraw('news/notice'), 400, '页面 news/notice 由文件 modules/news/notice.json 描述，不能在浏览器中删除；请由开发人员删除或修改该文件');
    expect((await served('news/notice')).success).toBe(true);
  });

  it('a code that was never published', async () => {
    await admin('POST', '/sys/studio/saveDraft', { code: 'fleet/draftOnly', body: '{}' });
    expectRefused(await withdraw('fleet/draftOnly'), 404, '模式 fleet/draftOnly 尚未发布，无需停用');
  });
});

describe('a published page a file has since taken', () => {
  it('is withdrawn to settle the conflict: the file keeps serving the code, and no menu stands in the way', async () => {
    const code = 'fleet/fuel';
    const fuel = STUDIO_TEMPLATES.find((tpl) => tpl.id === 'ledger')!.build({ code, title: '加油记录' });
    await admin('POST', '/sys/studio/saveDraft', { code, body: JSON.stringify(fuel, null, 2) });
    expectOk(await admin('POST', '/sys/studio/publish', { code }));
    t.writeJson('modules/fleet/fuel.json', { ...fuel, title: '加油记录（文件）' });
    await t.app.schemaReloader.reload();
    const before = ((await admin('GET', '/sys/studio/list')).json().result as { code: string; origin: string; conflict: string | null }[]).find((r) => r.code === code);
    expect(before).toMatchObject({ origin: 'file', conflict: expect.stringContaining('modules/fleet/fuel.json') });

    expect((await withdraw(code)).json()).toMatchObject({ success: true });
    const after = ((await admin('GET', '/sys/studio/list')).json().result as { code: string; origin: string; conflict: string | null; title: string }[]).find((r) => r.code === code);
    expect(after).toMatchObject({ origin: 'file', conflict: null, title: '加油记录（文件）' });
    expect((await admin('GET', '/sys/schemaCheck/list?pageSize=1000')).json().result.records)
      .not.toContainEqual(expect.objectContaining({ file: `@db/${code}.json` }));
    // Now only the file describes it: the browser cannot delete that.
    expectRefused(await withdraw(code), 400, /由文件 modules\/fleet\/fuel\.json 描述，不能在浏览器中删除/);
  });
});
