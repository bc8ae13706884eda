import type { Queryable } from '../db/database';

/**
 * What the current schema already holds: the columns of every table, the index names and the trigger names. Read in
 * three queries at start, so that bringing hundreds of module tables up to their schemas runs DDL only for what is
 * missing (one information_schema query per table and an index or trigger statement per column made a restart
 * seconds slower).
 */
export interface DbCatalog {
  /** Table → column → data type, as information_schema names it. */
  columns: Map<string, Map<string, string>>;
  indexes: Set<string>;
  triggers: Set<string>;
}

/**
 * The columns of the current schema's tables (all, or those named `$1`) with information_schema's names for their
 * types and defaults, read from pg_catalog: the information_schema views cost PGlite several times as much (a
 * quarter to half a second of each start), for the same answer.
 */
export function catalogColumnsSql(named: boolean): string {
  return `SELECT c.relname AS table_name, a.attname AS column_name,
      CASE WHEN t.typcategory = 'A' THEN 'ARRAY' ELSE format_type(a.atttypid, NULL) END AS data_type,
      CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, d.adrelid) END AS column_default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.attnum > 0 AND NOT a.attisdropped${named ? ' AND c.relname = ANY($1)' : ''}`;
}

export async function readCatalog(db: Queryable): Promise<DbCatalog> {
  const [columns, indexes, triggers] = await Promise.all([
    db.query<{ table_name: string; column_name: string; data_type: string }>(catalogColumnsSql(false)),
    db.query<{ indexname: string }>(
      `SELECT c.relname AS indexname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('i', 'I')`,
    ),
    db.query<{ tgname: string }>(
      `SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND NOT t.tgisinternal`,
    ),
  ]);
  const catalog: DbCatalog = { columns: new Map(), indexes: new Set(indexes.rows.map((r) => r.indexname)), triggers: new Set(triggers.rows.map((r) => r.tgname)) };
  for (const r of columns.rows) {
    if (!catalog.columns.has(r.table_name)) catalog.columns.set(r.table_name, new Map());
    catalog.columns.get(r.table_name)!.set(r.column_name, r.data_type);
  }
  return catalog;
}
