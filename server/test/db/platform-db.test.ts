import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { ensureModuleTable, ensureTable } from '../../src/tables/table-ddl';
import { readCatalog } from '../../src/tables/db-catalog';
import { lockDataDir } from '../../src/db/data-dir-lock';
import type { ModuleTablePage } from '@/engine/schema/page-schema';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

describe('migrations', () => {
  it('apply once: a second run is a no-op', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const { rows } = await t.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(migrations.map((m) => m.version));
  });

  it('leave nothing behind when one fails', async () => {
    const bad = [{ version: 99, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' }];
    await expect(migrate(t.db, bad)).rejects.toThrow();
    const { rows } = await t.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done' AND table_schema = current_schema()`);
    expect(rows).toHaveLength(0);
    expect((await t.db.query('SELECT 1 FROM schema_migrations WHERE version = 99')).rows).toHaveLength(0);
  });
});

describe('module tables follow their schema', () => {
  const page: ModuleTablePage = {
    kind: 'crud', code: 'test/widgets', title: '测试', table: 'biz_test_widgets', scope: 'global',
    permissionPrefix: 'test:widgets', fields: [{ name: 'title', label: '标题', type: 'input', dbType: 'varchar' }],
  };

  it('gain the columns of added fields', async () => {
    await ensureModuleTable(t.db, page);
    await ensureModuleTable(t.db, { ...page, fields: [...page.fields, { name: 'amountTotal', label: '金额', type: 'money', dbType: 'numeric' }] });
    const { rows } = await t.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'biz_test_widgets' AND table_schema = current_schema()`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(expect.arrayContaining(['id', 'title', 'amount_total', 'del_flag', 'version', 'company_id']));
  });

  it('refuse a destructive type change, naming the field', async () => {
    const changed = { ...page, fields: [{ name: 'title', label: '标题', type: 'inputNumber' as const, dbType: 'int' as const }] };
    await expect(ensureModuleTable(t.db, changed)).rejects.toThrow(/字段 title.*不允许破坏性变更/);
  });
});

describe('indexes a page declares for its reports', () => {
  const page: ModuleTablePage = {
    kind: 'crud', code: 'test/sums', title: '汇总测试', table: 'biz_test_sums', scope: 'company', permissionPrefix: 'test:sums',
    fields: [
      { name: 'signDate', label: '签订日期', type: 'date', dbType: 'date' },
      { name: 'amount', label: '金额', type: 'money', dbType: 'numeric' },
      { name: 'status', label: '状态', type: 'select', dbType: 'varchar' },
    ],
    indexes: [{ fields: ['signDate'], include: ['status', 'companyId', 'amount'], reason: '本年签约汇总' }],
  };
  const declared = async () => (await t.db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'biz_test_sums' AND indexname LIKE 'biz_test_sums_dx_%'`,
  )).rows;

  it('are built over live rows with their stored columns, and replaced when the declaration changes', async () => {
    await ensureModuleTable(t.db, page);
    const [first] = await declared();
    expect(first.indexdef).toMatch(/\(sign_date\) INCLUDE \(status, company_id, amount\) WHERE \(del_flag = 0\)$/);
    // A restart reads the catalog first: an unchanged declaration is left as it is.
    await ensureTable(t.db, page, await readCatalog(t.db));
    expect(await declared()).toEqual([first]);
    await ensureTable(t.db, { ...page, indexes: [{ fields: ['signDate', 'status'], include: ['amount'], reason: '按状态汇总' }] }, await readCatalog(t.db));
    const [second, ...more] = await declared();
    expect(more).toEqual([]);
    expect(second.indexname).not.toBe(first.indexname);
    expect(second.indexdef).toMatch(/\(sign_date, status\) INCLUDE \(amount\) WHERE \(del_flag = 0\)$/);
    await ensureTable(t.db, { ...page, indexes: undefined }, await readCatalog(t.db));
    expect(await declared()).toEqual([]);
  });

  it('are in place for the big screen’s contract sums', async () => {
    const { rows } = await t.db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname ~ '^biz_(contract_income|contract_invoice|flow_receipt)_dx_'`,
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual(['biz_contract_income', 'biz_contract_invoice', 'biz_flow_receipt']);
    expect(rows.find((r) => r.tablename === 'biz_contract_income')!.indexdef).toContain('INCLUDE (status, company_id, amount, effective_amount, invoiced_amount, received_amount)');
  });
});

describe('the data directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

  it('refuses a second holder and names the live one', () => {
    fs.writeFileSync(path.join(dir, 'platform.lock'), JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`进程 ${process.ppid}`));
  });

  it('takes over a lock left by a dead process and releases it', () => {
    fs.writeFileSync(path.join(dir, 'platform.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), startedAt: 'x' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'platform.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'platform.lock'))).toBe(false);
  });
});
