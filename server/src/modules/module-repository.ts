import { randomBytes } from 'node:crypto';
import type { ModuleTablePage } from '@/engine/schema/page-schema';
import { columnName } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ident } from '../sql/identifiers';
import { scopeClause, scopeValues } from './module-scope';

/** A 32-hex id, the format of JeecgBoot's older seed rows and of the client's randomUUID. */
export const newId = () => randomBytes(16).toString('hex');

/**
 * Schema-driven SQL for one module table. Every identifier comes from the schema through `ident`;
 * every value is a bound parameter; every read and write is limited to the caller's scope.
 */
export function moduleRepository(db: Queryable, page: ModuleTablePage) {
  const table = ident(page.table);
  const scoped = (auth: AuthInfo, params: unknown[], deleted = 0) =>
    [`del_flag = ${deleted}`, ...scopeClause(page, auth, params)].join(' AND ');

  return {
    async findVisible(auth: AuthInfo, id: string, deleted = 0): Promise<Record<string, unknown> | undefined> {
      const params: unknown[] = [id];
      const { rows } = await db.query(`SELECT * FROM ${table} WHERE id = $1 AND ${scoped(auth, params, deleted)}`, params);
      return rows[0];
    },

    /** Ids among `ids` that the caller can see (others are treated as absent). */
    async visibleIds(auth: AuthInfo, ids: string[], deleted = 0): Promise<string[]> {
      const params: unknown[] = [ids];
      const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1) AND ${scoped(auth, params, deleted)}`, params);
      return rows.map((r) => r.id);
    },

    /** Whether the caller's scope holds any live row (a `single` form page keeps exactly one). */
    async hasAny(auth: AuthInfo): Promise<boolean> {
      const params: unknown[] = [];
      return (await db.query(`SELECT 1 FROM ${table} WHERE ${scoped(auth, params)} LIMIT 1`, params)).rows.length > 0;
    },

    /** Whether another live row already holds `value` in a unique field. */
    async isTaken(field: string, value: unknown, exceptId?: string): Promise<boolean> {
      const params: unknown[] = [value];
      let sql = `SELECT 1 FROM ${table} WHERE ${ident(columnName(field))} = $1 AND del_flag = 0`;
      if (exceptId) sql += ` AND id <> $${params.push(exceptId)}`;
      return (await db.query(`${sql} LIMIT 1`, params)).rows.length > 0;
    },

    async insert(auth: AuthInfo, values: Record<string, unknown>): Promise<string> {
      const id = newId();
      const scope = scopeValues(page, auth);
      const cols = ['id', 'company_id', 'project_id', 'create_by', 'create_time', 'version', 'del_flag'];
      const params: unknown[] = [id, scope.companyId, scope.projectId, auth.username];
      const placeholders = ['$1', '$2', '$3', '$4', 'now()', '1', '0'];
      for (const [name, value] of Object.entries(values)) {
        cols.push(columnName(name));
        params.push(value);
        placeholders.push(`$${params.length}`);
      }
      await db.query(`INSERT INTO ${table} (${cols.map(ident).join(', ')}) VALUES (${placeholders.join(', ')})`, params);
      return id;
    },

    /** Updates when `version` still matches; returns false when someone saved in between. */
    async update(auth: AuthInfo, id: string, version: number, values: Record<string, unknown>): Promise<boolean> {
      const params: unknown[] = [id, version, auth.username];
      const sets = ['update_by = $3', 'update_time = now()', 'version = version + 1'];
      for (const [name, value] of Object.entries(values)) {
        params.push(value);
        sets.push(`${ident(columnName(name))} = $${params.length}`);
      }
      const where = scoped(auth, params);
      const res = await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 AND version = $2 AND ${where}`, params);
      return res.rowCount > 0;
    },

    /** Soft delete (the recycle bin) or restore; returns how many rows changed. */
    async setDeleted(auth: AuthInfo, ids: string[], deleted: boolean): Promise<number> {
      const params: unknown[] = [ids, auth.username];
      const where = scoped(auth, params, deleted ? 0 : 1);
      const res = await db.query(
        `UPDATE ${table} SET del_flag = ${deleted ? 1 : 0}, update_by = $2, update_time = now(), version = version + 1
          WHERE id = ANY($1) AND ${where}`,
        params,
      );
      return res.rowCount;
    },

    async listDeleted(auth: AuthInfo, limit = 1000): Promise<Record<string, unknown>[]> {
      const params: unknown[] = [];
      const { rows } = await db.query(`SELECT * FROM ${table} WHERE ${scoped(auth, params, 1)} ORDER BY update_time DESC NULLS LAST LIMIT ${limit}`, params);
      return rows;
    },

    async purge(auth: AuthInfo, ids: string[]): Promise<number> {
      const params: unknown[] = [ids];
      const res = await db.query(`DELETE FROM ${table} WHERE id = ANY($1) AND ${scoped(auth, params, 1)}`, params);
      return res.rowCount;
    },
  };
}
