/** Login data lives seven days. */
export const SESSION_TTL_MS = 604_800_000;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ExpiringStorage {
  set<T>(key: string, value: T, ttlMs?: number): void;
  /** The value, or `undefined` when missing, unreadable or expired (expired entries are removed). */
  get<T>(key: string): T | undefined;
  remove(key: string): void;
}

/**
 * localStorage with an expiry per entry, stored as `{ value, expire }` like JeecgBoot's vue-ls.
 *
 * @example
 * const storage = createExpiringStorage(localStorage);
 * storage.set('Access-Token', token); // seven days
 */
export function createExpiringStorage(storage: StorageLike, now: () => number = Date.now): ExpiringStorage {
  return {
    set(key, value, ttlMs = SESSION_TTL_MS) {
      storage.setItem(key, JSON.stringify({ value, expire: now() + ttlMs }));
    },
    get<T>(key: string) {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        const entry = JSON.parse(raw) as { value: T; expire: number | null };
        if (entry.expire !== null && typeof entry.expire === 'number' && entry.expire <= now()) {
          storage.removeItem(key);
          return undefined;
        }
        return entry.value;
      } catch {
        // Written by something else (an older build, a person in devtools): treat as absent.
        storage.removeItem(key);
        return undefined;
      }
    },
    remove(key) {
      storage.removeItem(key);
    },
  };
}
