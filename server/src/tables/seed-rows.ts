import { columnName, fieldColumn } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';
import { orderColumn } from './sub-tables';
import type { TableModel } from './table-model';

/** One demo row ready to write: its id, scope and audit columns, validated field values and sub-table rows. */
export interface SeedRecord {
  id: string;
  companyId: string | null;
  projectId: string | null;
  createBy: string;
  createTime: string;
  deleted: boolean;
  values: Record<string, unknown>;
  subRows: Record<string, { id: string; values: Record<string, unknown> }[]>;
}

const CHUNK = 100;

async function insertMany(tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    await tx.query(`INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/**
 * Writes a page's demo rows in a few statements (a fresh database loads every module's demo data, and every test file
 * starts from one): the values were validated by the page's own validator first, so this only places them.
 */
export async function insertSeedRecords(tx: Queryable, model: TableModel, records: SeedRecord[]): Promise<void> {
  if (!records.length) return;
  const fields = model.stored.filter((f) => records.some((r) => f.name in r.values));
  const columns = ['id', 'company_id', 'project_id', 'create_by', 'create_time', 'del_flag', 'version', ...fields.map(fieldColumn)];
  await insertMany(tx, model.table, columns, records.map((r) => [
    r.id, r.companyId, r.projectId, r.createBy, r.createTime, r.deleted ? 1 : 0, 1, ...fields.map((f) => r.values[f.name] ?? null),
  ]));
  for (const sub of model.page.subTables ?? []) {
    const rows = records.flatMap((r) => (r.subRows[sub.name] ?? []).map((row, i) => ({ parent: r, row, order: i + 1 })));
    if (!rows.length) continue;
    const order = orderColumn(sub);
    const subFields = sub.fields.filter((f) => fieldColumn(f) !== order && rows.some(({ row }) => f.name in row.values));
    const subColumns = ['id', columnName(sub.foreignKey), order, 'create_by', ...subFields.map(fieldColumn)];
    await insertMany(tx, sub.table, subColumns, rows.map(({ parent, row, order: n }) => [
      row.id, parent.id, n, parent.createBy, ...subFields.map((f) => row.values[f.name] ?? null),
    ]));
  }
}
