import { randomBytes } from 'node:crypto';
import { fieldColumn } from '@/engine/schema/page-schema';
import type { FilterNode, SortKey } from '@/engine/schema/filters';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ident } from '../sql/identifiers';
import { compileFilter } from './filter-sql';
import { ownerClause, scopeClause, scopeColumns } from './scope';
import { dataRuleClause } from './data-rule-scope';
import type { TableModel } from './table-model';

/** A 32-hex id, the format of JeecgBoot's older seed rows and of the client's randomUUID. */
export const newId = () => randomBytes(16).toString('hex');

export type Row = Record<string, unknown>;

/**
 * Said by the platform's own reads and checks that see every row on purpose (a reminder sweep, a global uniqueness
 * rule): a named value, so that a missing login is never taken for "no scope".
 */
export const UNSCOPED = Symbol('every row, for the platform itself');
export type Reader = AuthInfo | typeof UNSCOPED;

/** A read's WHERE and its parameters. */
export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The SQL of one table, the only place that writes it. Every identifier comes from the model (which comes from a
 * validated schema) through `ident`; every value is a bound parameter; every read and write is limited to the
 * caller's scope and, where the table has a recycle bin, to live (or, for the bin, deleted) rows.
 *
 * @example
 * const repo = tableRepository(db, model);
 * const rows = await repo.page(repo.where(auth, { filter }), [{ field: 'signDate', order: 'desc' }], 10, 0);
 */
export function tableRepository(db: Queryable, model: TableModel) {
  const table = ident(model.table);
  const { traits } = model;
  const delFlag = (deleted: boolean) => (traits.softDelete === 'text' ? `del_flag = '${deleted ? 1 : 0}'` : `del_flag = ${deleted ? 1 : 0}`);

  /** Scope, live/deleted rows, the hooks' fixed conditions and the request's filter, as one WHERE. */
  function where(reader: Reader, options: { filter?: FilterNode; deleted?: boolean; params?: unknown[]; write?: boolean } = {}): Where {
    const params = options.params ?? [];
    const clauses: string[] = [];
    if (traits.softDelete) clauses.push(delFlag(options.deleted ?? false));
    // Rows the group shares are read by everyone, but changed, deleted and kept in a recycle bin by the group only.
    const read = !options.write && !options.deleted;
    if (!reader) throw new Error('a table read needs the caller or UNSCOPED');
    const auth = reader === UNSCOPED ? undefined : reader;
    if (auth) clauses.push(...scopeClause(model, auth, params, { read }), ...ownerClause(model, auth, params), ...dataRuleClause(model, auth, params));
    for (const hooks of model.hooks) if (hooks.readFilter) clauses.push(compileFilter(model, hooks.readFilter, params));
    if (auth) for (const hooks of model.hooks) if (hooks.scopeFor) clauses.push(...hooks.scopeFor(auth, params));
    if (options.filter) clauses.push(compileFilter(model, options.filter, params));
    return { sql: clauses.length ? clauses.join(' AND ') : 'TRUE', params };
  }

  /** ORDER BY from sort keys (else the page's default, else newest first) with the id as the tie-breaker. */
  function orderBy(sort: SortKey[]): string {
    const keys = sort.length ? sort : model.page.defaultSort ? [model.page.defaultSort] : [];
    const parts = keys.flatMap((k) => {
      const col = model.column(k.field);
      return col ? [`${ident(col)} ${k.order === 'asc' ? 'ASC' : 'DESC'}`] : [];
    });
    if (!parts.length && traits.audit.createTime) parts.push('create_time DESC');
    parts.push(traits.idSource === 'database' ? 'id DESC' : 'id ASC');
    return parts.join(', ');
  }

  /** The id of a live row already holding these values (as `isTaken`), so the caller can tell whether they may see it. */
  async function takenBy(values: [field: string, value: unknown][], exceptId?: string, within?: { column: 'company_id' | 'project_id'; value: unknown }): Promise<string | undefined> {
    const w = where(UNSCOPED);
    const column = (name: string) => (name === 'createBy' ? 'create_by' : model.column(name)!);
    let sql = `SELECT id::text AS id FROM ${table} WHERE ${values.map(([f, v]) => `${ident(column(f))} = $${w.params.push(v)}`).join(' AND ')} AND ${w.sql}`;
    if (exceptId) sql += ` AND id::text <> $${w.params.push(exceptId)}`;
    if (within) sql += within.value === null || within.value === undefined ? ` AND ${within.column} IS NULL` : ` AND ${within.column} = $${w.params.push(within.value)}`;
    return (await db.query<{ id: string }>(`${sql} LIMIT 1`, w.params)).rows[0]?.id;
  }

  const byId = (id: string, params: unknown[]) => `id::text = $${params.push(id)}`;

  return {
    where,
    orderBy,

    async page(w: Where, sort: SortKey[], limit: number, offset: number): Promise<Row[]> {
      const { rows } = await db.query<Row>(`SELECT * FROM ${table} WHERE ${w.sql} ORDER BY ${orderBy(sort)} LIMIT ${limit} OFFSET ${offset}`, w.params);
      return rows;
    },

    async count(w: Where): Promise<number> {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${w.sql}`, w.params);
      return rows[0].n;
    },

    /** Sums and averages of numeric fields over every row the WHERE selects. */
    async statistics(w: Where, fields: { name: string; sum: boolean; average: boolean }[]): Promise<Record<string, { sum?: number; average?: number }>> {
      if (!fields.length) return {};
      const cols = fields.flatMap((f, i) => {
        const col = ident(model.column(f.name)!);
        return [...(f.sum ? [`sum(${col})::float8 AS s${i}`] : []), ...(f.average ? [`avg(${col})::float8 AS a${i}`] : [])];
      });
      const { rows } = await db.query<Record<string, number | null>>(`SELECT ${cols.join(', ')} FROM ${table} WHERE ${w.sql}`, w.params);
      return Object.fromEntries(fields.map((f, i) => [f.name, {
        ...(f.sum ? { sum: rows[0][`s${i}`] ?? 0 } : {}),
        ...(f.average ? { average: rows[0][`a${i}`] ?? 0 } : {}),
      }]));
    },

    async findVisible(auth: Reader, id: string, deleted = false, write = false): Promise<Row | undefined> {
      const w = where(auth, { deleted, write });
      const { rows } = await db.query<Row>(`SELECT * FROM ${table} WHERE ${byId(id, w.params)} AND ${w.sql}`, w.params);
      return rows[0];
    },

    /** Ids among `ids` the caller can see (others are treated as absent). */
    async visibleIds(auth: AuthInfo, ids: string[], deleted = false, write = false): Promise<string[]> {
      const w = where(auth, { deleted, write });
      const { rows } = await db.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE id::text = ANY($${w.params.push(ids)}) AND ${w.sql}`, w.params);
      return rows.map((r) => r.id);
    },

    /** Whether the caller's scope holds any live row (a `single` form page keeps exactly one). */
    async hasAny(auth: AuthInfo): Promise<boolean> {
      const w = where(auth);
      return (await db.query(`SELECT 1 FROM ${table} WHERE ${w.sql} LIMIT 1`, w.params)).rows.length > 0;
    },

    /**
     * Whether another live row already holds these values together (one field, or a combination such as candidate and
     * voter) — within the same company or project when the rule says so (`within`: the scope column and the value the
     * written row has in it). `createBy` names the creator column.
     */
    async isTaken(values: [field: string, value: unknown][], exceptId?: string, within?: { column: 'company_id' | 'project_id'; value: unknown }): Promise<boolean> {
      return (await takenBy(values, exceptId, within)) !== undefined;
    },

    takenBy,

    /** Who created a stored row (its create_by), for a rule that combines a value with its creator. */
    async creatorOf(id: string): Promise<string | undefined> {
      if (!traits.audit.createBy) return undefined;
      const { rows } = await db.query<{ create_by: string | null }>(`SELECT create_by FROM ${table} WHERE id::text = $1`, [id]);
      return rows[0]?.create_by ?? undefined;
    },

    /** One field's stored value per row id (a state machine's state, before a delete). */
    async fieldValues(ids: string[], field: string): Promise<Map<string, unknown>> {
      const column = model.column(field);
      if (!column || !ids.length) return new Map();
      const { rows } = await db.query<{ id: string; value: unknown }>(`SELECT id::text AS id, ${ident(column)} AS value FROM ${table} WHERE id::text = ANY($1)`, [ids]);
      return new Map(rows.map((r) => [r.id, r.value]));
    },

    /** The scope columns a stored row has (for checks that compare within its company or project). */
    async scopeOf(id: string): Promise<{ company_id?: unknown; project_id?: unknown }> {
      const cols = [traits.scope.company ? 'company_id' : null, traits.scope.project ? 'project_id' : null].filter(Boolean);
      if (!cols.length) return {};
      const { rows } = await db.query<{ company_id?: unknown; project_id?: unknown }>(`SELECT ${cols.join(', ')} FROM ${table} WHERE id::text = $1`, [id]);
      return rows[0] ?? {};
    },

    /** Inserts a row of field values plus extra columns; the id, audit and scope columns are the platform's. */
    async insert(auth: AuthInfo, values: Row, columns: Row = {}, id = newId()): Promise<string> {
      const cols: Row = { ...scopeColumns(model, auth), ...columns };
      if (traits.idSource === 'platform') cols.id = id;
      if (traits.audit.createBy) cols.create_by = auth.username;
      if (traits.version) cols.version = 1;
      for (const f of model.stored) if (f.name in values) cols[fieldColumn(f)] = values[f.name];
      const names = Object.keys(cols);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${table} (${names.map(ident).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::text AS id`,
        Object.values(cols),
      );
      return rows[0].id;
    },

    /** Updates in scope; with a version, only while it still matches. False when nothing matched. */
    async update(auth: AuthInfo, id: string, version: number | undefined, values: Row, columns: Row = {}): Promise<boolean> {
      const w = where(auth, { write: true });
      const sets: string[] = [];
      const set = (col: string, v: unknown) => sets.push(`${ident(col)} = $${w.params.push(v)}`);
      for (const f of model.stored) if (f.name in values) set(fieldColumn(f), values[f.name]);
      for (const [col, v] of Object.entries(columns)) set(col, v);
      if (traits.audit.updateBy) set('update_by', auth.username);
      if (traits.audit.updateTime) sets.push('update_time = now()');
      if (traits.version) sets.push('version = version + 1');
      if (!sets.length) return (await this.findVisible(auth, id, false, true)) !== undefined;
      let sql = `UPDATE ${table} SET ${sets.join(', ')} WHERE ${byId(id, w.params)} AND ${w.sql}`;
      if (traits.version && version !== undefined) sql += ` AND version = $${w.params.push(version)}`;
      return (await db.query(sql, w.params)).rowCount > 0;
    },

    /** Soft delete into the recycle bin, or restore from it; how many rows changed. */
    async setDeleted(auth: AuthInfo, ids: string[], deleted: boolean): Promise<number> {
      const w = where(auth, { deleted: !deleted, write: true });
      const sets = [traits.softDelete === 'text' ? `del_flag = '${deleted ? 1 : 0}'` : `del_flag = ${deleted ? 1 : 0}`];
      if (traits.audit.updateBy) sets.push(`update_by = $${w.params.push(auth.username)}`);
      if (traits.audit.updateTime) sets.push('update_time = now()');
      if (traits.version) sets.push('version = version + 1');
      const res = await db.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id::text = ANY($${w.params.push(ids)}) AND ${w.sql}`, w.params);
      return res.rowCount;
    },

    /** Deletes rows for good: from the recycle bin (`deleted`), or outright where the table keeps none. */
    async purge(auth: AuthInfo, ids: string[]): Promise<number> {
      const w = where(auth, { deleted: true });
      const res = await db.query(`DELETE FROM ${table} WHERE id::text = ANY($${w.params.push(ids)}) AND ${w.sql}`, w.params);
      return res.rowCount;
    },

    async recycleBin(auth: AuthInfo, limit = 1000): Promise<Row[]> {
      const w = where(auth, { deleted: true });
      const order = traits.audit.updateTime ? 'update_time DESC NULLS LAST, id' : 'id';
      const { rows } = await db.query<Row>(`SELECT * FROM ${table} WHERE ${w.sql} ORDER BY ${order} LIMIT ${limit}`, w.params);
      return rows;
    },
  };
}

export type TableRepository = ReturnType<typeof tableRepository>;
