import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';

const MAX_KEYS_PER_TABLE = 500;

interface TableCounts { version: string; counts: Map<string, number> }

/**
 * Row counts for list totals, exact and cheap: a count is reused only while the table's version (bumped by a
 * trigger on every write, in any process) is unchanged. The version is read before counting, so a write racing
 * the count can only make the cached entry stale under a version that is already gone.
 *
 * @example
 * const counts = createCountCache(db);
 * const total = await counts.count('biz_news_notice', 'del_flag = 0 AND company_id = $1', ['c01']);
 */
export function createCountCache(db: Queryable) {
  const tables = new Map<string, TableCounts>();
  let hits = 0;
  let misses = 0;
  return {
    async count(table: string, where: string, params: unknown[]): Promise<number> {
      // The table's version and the rights' (roles, grants, data rules decide which rows a caller counts).
      const { rows } = await db.query<{ version: string | null }>(
        `SELECT string_agg(name || ':' || version::text, ',' ORDER BY name) AS version FROM sys_cache_version WHERE name IN ($1, 'rights')`, [`table:${table}`]);
      const version = rows[0]?.version ?? '0';
      let entry = tables.get(table);
      if (!entry || entry.version !== version) {
        entry = { version, counts: new Map() };
        tables.set(table, entry);
      }
      const key = `${where}\u0000${JSON.stringify(params)}`;
      const hit = entry.counts.get(key);
      if (hit !== undefined) {
        hits++;
        return hit;
      }
      misses++;
      const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${where}`, params);
      const n = counted.rows[0].n;
      if (entry.counts.size >= MAX_KEYS_PER_TABLE) entry.counts.delete(entry.counts.keys().next().value!);
      entry.counts.set(key, n);
      return n;
    },
    /** Figures for 缓存监控 (this process). */
    stats: () => ({ entries: [...tables.values()].reduce((n, t) => n + t.counts.size, 0), hits, misses }),
    /** Forgets every count (缓存监控's 清空): the next lists count again. */
    clear() {
      tables.clear();
    },
  };
}
export type CountCache = ReturnType<typeof createCountCache>;
