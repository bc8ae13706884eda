import type { Queryable } from '../db/database';

/**
 * What the current schema already holds: the columns of every table, the index names and the trigger names. Read in
 * three queries at start, so that bringing hundreds of module tables up to their schemas runs DDL only for what is
 * missing (one information_schema query per table and an index or trigger statement per column made a restart
 * seconds slower).
 */
export interface DbCatalog {
  /** Table → column → information_schema data type. */
  columns: Map<string, Map<string, string>>;
  indexes: Set<string>;
  triggers: Set<string>;
}

export async function readCatalog(db: Queryable): Promise<DbCatalog> {
  const [columns, indexes, triggers] = await Promise.all([
    db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()`,
    ),
    db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`),
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
