import type { Queryable } from '../db/database';
import { dictVersion, type DictItem } from '../tables/stores/dict-store';

/** How long a process trusts its cached version before asking the database again. */
const VERSION_TTL_MS = 1000;

/**
 * Dictionary items cached per process, dropped whenever the shared version row changes, so a refresh
 * or an edit on one process reaches the others within a second.
 */
export interface DictCache {
  get(code: string, load: () => Promise<DictItem[]>): Promise<DictItem[]>;
  /** Bumps the shared version: every process drops its entries. */
  /** Bumps the shared version (inside the caller's transaction when given, so it commits with the change). */
  invalidate(via?: Queryable): Promise<void>;
  stats(): { entries: number; hits: number; misses: number };
}

export function createDictCache(db: Queryable): DictCache {
  const entries = new Map<string, DictItem[]>();
  let version = -1;
  let checkedAt = 0;
  let hits = 0;
  let misses = 0;

  async function sync() {
    if (Date.now() - checkedAt < VERSION_TTL_MS) return;
    const current = await dictVersion.read(db);
    if (current !== version) {
      entries.clear();
      version = current;
    }
    checkedAt = Date.now();
  }

  return {
    async get(code, load) {
      await sync();
      const cached = entries.get(code);
      if (cached) {
        hits++;
        return cached;
      }
      misses++;
      const items = await load();
      entries.set(code, items);
      return items;
    },
    async invalidate(via: Queryable = db) {
      await dictVersion.bump(via);
      entries.clear();
      checkedAt = 0;
    },
    stats: () => ({ entries: entries.size, hits, misses }),
  };
}
