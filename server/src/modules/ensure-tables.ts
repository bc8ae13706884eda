import { moduleTablePage, type PageSchema } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ensureModuleTable } from './module-table';
import { ensureSubTables } from './sub-tables';

/**
 * Creates or extends the tables of module-source pages (crud, tree-crud, form) and their sub-tables. Platform
 * pages, reports and dashboards own no table and are skipped. Throws on a destructive change, naming the field.
 *
 * @example
 * await ensureTablesOf(db, store.pages.values());
 */
export async function ensureTablesOf(db: Queryable, pages: Iterable<PageSchema>): Promise<void> {
  for (const page of [...pages].flatMap((p) => moduleTablePage(p) ?? [])) {
    await ensureModuleTable(db, page);
    await ensureSubTables(db, page);
  }
}
