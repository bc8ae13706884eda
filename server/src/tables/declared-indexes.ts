import { declaredIndexes, declaredIndexPrefix } from '@/engine/schema/table-indexes';
import type { ModuleTablePage } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';
import type { DbCatalog } from './db-catalog';

/**
 * Builds the indexes a page declares for its reports' sums (`indexes` in the schema) and drops those it no longer
 * declares. Each holds only live rows (del_flag = 0: the recycle bin is never summed) and stores its `include`
 * columns, so a yearly total reads the index instead of every row. Names come from the definition (see
 * declaredIndexes): an unchanged declaration costs nothing at start, a changed one replaces its index.
 */
export async function ensureDeclaredIndexes(db: Queryable, page: ModuleTablePage, catalog?: DbCatalog): Promise<void> {
  const declared = declaredIndexes(page);
  const prefix = declaredIndexPrefix(page.table);
  // Only names of exactly this shape are ours to drop: another table's index may share the prefix text.
  const ours = new RegExp(`^${prefix}[0-9a-f]{8}$`);
  const present = catalog
    ? [...catalog.indexes].filter((name) => ours.test(name))
    : (await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [page.table],
    )).rows.map((r) => r.indexname).filter((name) => ours.test(name));
  for (const index of declared) {
    if (present.includes(index.name)) continue;
    const include = index.include.length ? ` INCLUDE (${index.include.map(ident).join(', ')})` : '';
    await db.query(`CREATE INDEX IF NOT EXISTS ${ident(index.name)} ON ${ident(page.table)} (${index.columns.map(ident).join(', ')})${include} WHERE del_flag = 0`);
  }
  for (const name of present) {
    if (!declared.some((index) => index.name === name)) await db.query(`DROP INDEX IF EXISTS ${ident(name)}`);
  }
}
