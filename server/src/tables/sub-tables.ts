import type { ModuleTablePage, SubTableSchema } from '@/engine/schema/page-schema';
import { columnName, fieldColumn } from '@/engine/schema/page-schema';
import { compileRecordValidator, type FieldErrors, type RecordValidator } from '@/engine/schema/record-validator';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';
import { wireValue } from './wire-rows';
import { newId } from './table-repository';

export const MAX_SUB_ROWS = 2000;
const ID = /^[0-9a-zA-Z_-]{1,32}$/;

export const orderColumn = (sub: SubTableSchema) => columnName(sub.orderField ?? 'orderNum');

export interface SubRows {
  sub: SubTableSchema;
  rows: { id: string | null; value: Record<string, unknown> }[];
}

/** Validates the sub-table rows a write carries; errors are keyed `<sub>[<index>].<field>`. */
export function validateSubRows(page: ModuleTablePage, body: Record<string, unknown>, validators: Map<string, RecordValidator>) {
  const errors: FieldErrors = {};
  const out: SubRows[] = [];
  for (const sub of page.subTables ?? []) {
    const raw = body[sub.name];
    if (raw === undefined) continue;
    if (!Array.isArray(raw)) {
      errors[sub.name] = `${sub.title}必须是数组`;
      continue;
    }
    if (raw.length > MAX_SUB_ROWS) {
      errors[sub.name] = `${sub.title}最多 ${MAX_SUB_ROWS} 行`;
      continue;
    }
    const validate = validators.get(sub.name) ?? compileRecordValidator(sub);
    validators.set(sub.name, validate);
    const rows = raw.map((row, i) => {
      const record = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
      const { value, errors: rowErrors } = validate(record);
      for (const [field, message] of Object.entries(rowErrors)) errors[`${sub.name}[${i}].${field}`] = `${sub.title}第 ${i + 1} 行：${message}`;
      const id = typeof record.id === 'string' && ID.test(record.id) ? record.id : null;
      return { id, value };
    });
    out.push({ sub, rows });
  }
  return { subRows: out, errors };
}

/**
 * Replaces a record's sub-table rows (inside the caller's transaction). Rows keep the ids they came with,
 * so a client's row keys stay valid; rows left out are deleted.
 */
export async function saveSubRows(tx: Queryable, mainId: string, username: string, subRows: SubRows[]): Promise<void> {
  for (const { sub, rows } of subRows) {
    const table = ident(sub.table);
    const fk = ident(columnName(sub.foreignKey));
    await tx.query(`DELETE FROM ${table} WHERE ${fk} = $1`, [mainId]);
    for (const [i, { id, value }] of rows.entries()) {
      const byName = new Map(sub.fields.map((f) => [f.name, fieldColumn(f)]));
      const cols = ['id', columnName(sub.foreignKey), orderColumn(sub), 'create_by', ...Object.keys(value).map((k) => byName.get(k) ?? columnName(k))];
      const params = [id ?? newId(), mainId, i + 1, username, ...Object.values(value)];
      const unique = [...new Set(cols)];
      if (unique.length !== cols.length) {
        // A declared order field is both a field and the order column: the position wins.
        const at = cols.lastIndexOf(orderColumn(sub));
        cols.splice(at, 1);
        params.splice(at, 1);
      }
      await tx.query(`INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${cols.map((_, k) => `$${k + 1}`).join(', ')})`, params);
    }
  }
}

/** A record's sub-table rows in the wire shape, in their saved order. */
export async function loadSubRows(db: Queryable, page: ModuleTablePage, mainId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const sub of page.subTables ?? []) {
    const { rows } = await db.query(
      `SELECT * FROM ${ident(sub.table)} WHERE ${ident(columnName(sub.foreignKey))} = $1 ORDER BY ${ident(orderColumn(sub))}, id`,
      [mainId],
    );
    out[sub.name] = rows.map((r) => {
      const rec: Record<string, unknown> = { id: r.id, [sub.orderField ?? 'orderNum']: r[orderColumn(sub)] };
      for (const f of sub.fields) {
        rec[f.name] = wireValue(f, r[fieldColumn(f)]);
      }
      return rec;
    });
  }
  return out;
}

/** Deletes the sub-table rows of these records (inside the caller's transaction, before the records go for good). */
export async function deleteSubRows(tx: Queryable, page: ModuleTablePage, mainIds: string[]): Promise<void> {
  for (const sub of page.subTables ?? []) {
    await tx.query(`DELETE FROM ${ident(sub.table)} WHERE ${ident(columnName(sub.foreignKey))} = ANY($1)`, [mainIds]);
  }
}
