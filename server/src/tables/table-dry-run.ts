import { moduleTablePage, type PageSchema } from '@/engine/schema/page-schema';
import { SYSTEM_COLUMNS, type StudioTablePlan } from '@/engine/schema/wire';
import type { Database, Queryable } from '../db/database';
import { ensureTable } from './table-ddl';

/** Thrown to roll the dry run's transaction back once the statements are recorded. */
class DryRunDone extends Error {}

const ADD_COLUMN = /^ALTER TABLE "?([a-z0-9_]+)"? ADD COLUMN (?:IF NOT EXISTS )?"?([a-z0-9_]+)"?/;
const CREATE_TABLE = /^CREATE TABLE "?([a-z0-9_]+)"? \((.*)\)$/s;

/**
 * What publishing a page would do to its tables, found by doing it — the very `ensureTable` a start or reload runs —
 * in a transaction that is then rolled back: the statements it ran, the columns it added, or the destructive change it
 * refused (its message names the field). Nothing is left behind either way.
 *
 * @example
 * const plan = await dryRunTable(db, page);
 * plan.statements; // ['ALTER TABLE biz_fleet_repair ADD COLUMN mileage integer', …]
 */
export async function dryRunTable(db: Database, page: PageSchema): Promise<StudioTablePlan> {
  const table = moduleTablePage(page);
  if (!table) return { statements: [], newColumns: [] };
  const statements: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const recording: Queryable = {
        query: (sql, params) => {
          if (!/^\s*SELECT\b/i.test(sql)) statements.push(sql.replace(/\s+/g, ' ').trim());
          return tx.query(sql, params);
        },
      };
      await ensureTable(recording, table);
      throw new DryRunDone();
    });
  } catch (err) {
    if (!(err instanceof DryRunDone)) return { statements, newColumns: [], refused: (err as Error).message };
  }
  const newColumns = statements.flatMap((sql) => {
    const add = ADD_COLUMN.exec(sql);
    if (add) return [`${add[1]}.${add[2]}`];
    const create = CREATE_TABLE.exec(sql);
    if (!create) return [];
    const columns = create[2].split(', ').map((col) => col.split(' ')[0].replace(/"/g, ''));
    return columns.filter((c) => !(SYSTEM_COLUMNS as string[]).includes(c)).map((c) => `${create[1]}.${c}`);
  });
  // Indexes and the version trigger are created (or replaced) on every apply; only real changes are worth showing.
  return { statements: statements.filter((s) => !/^CREATE (OR REPLACE TRIGGER|INDEX)/.test(s)), newColumns };
}
