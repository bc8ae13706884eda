import type { Database } from './database';

/** A table this many pages or smaller is read whole whatever the planner believes; it is never analyzed for speed. */
const MIN_PAGES = 8;
/** Re-analyze once a table's size has moved this much since its statistics were taken (autovacuum's scale factor). */
const CHANGE = 0.2;

/**
 * The current schema's tables whose planner statistics are missing or stale: never analyzed (`reltuples < 0`) or
 * grown or shrunk by a fifth since (`relpages` is what the last ANALYZE saw). Read from the catalog alone, since
 * PGlite keeps no activity counters across restarts.
 */
async function staleTables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL (SELECT pg_relation_size(c.oid) / current_setting('block_size')::int AS pages) s
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND s.pages > $1
        AND (c.reltuples < 0 OR abs(s.pages - c.relpages) > greatest($1::float8, c.relpages * $2::float8))
      ORDER BY s.pages DESC`,
    [MIN_PAGES, CHANGE],
  );
  return rows.map((r) => r.relname);
}

/** Analyzes the stale tables one at a time; returns their names. */
export async function analyzeStaleTables(db: Database): Promise<string[]> {
  const tables = await staleTables(db);
  for (const table of tables) await db.query(`ANALYZE "${table.replace(/"/g, '""')}"`);
  return tables;
}

/**
 * PGlite runs no autovacuum, so a table filled by imports or months of use keeps the statistics of its empty days (or
 * none): the planner then sorts all 100,000 rows of a list instead of reading ten through the sort index (50 ms
 * instead of 0.1 ms a page). Shortly after start and then every `everyMs`, the tables whose size moved are analyzed.
 * PostgreSQL's own autovacuum does this there. Returns a stop function.
 */
export function keepTableStatistics(db: Database, log: (message: string) => void, everyMs = 10 * 60_000): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= analyzeStaleTables(db)
      .then((tables) => {
        if (tables.length) log(`已更新 ${tables.length} 张表的查询统计：${tables.slice(0, 5).join('、')}${tables.length > 5 ? ' 等' : ''}`);
      })
      .catch((error: unknown) => log(`更新查询统计失败：${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 1000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
