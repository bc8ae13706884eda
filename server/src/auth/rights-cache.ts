import type { Queryable } from '../db/database';

/** Whom a memoised answer is about, and under which 'rights' version it was read (absent: never memoised). */
export interface RightsKey {
  userId: string;
  rightsVersion?: string;
}

interface UserEntry {
  version: string;
  values: Map<string, Promise<unknown>>;
}

const MAX_USERS = 10_000;
const MAX_VALUES_PER_USER = 1_000;

/** One cache per database (a test process opens many), so answers never cross installations. */
const caches = new WeakMap<object, Map<string, UserEntry>>();

/**
 * What a user's roles grant (the data rules limiting their rows, whether a menu entry or a button is theirs), read
 * from the database once per 'rights' version and user, then answered from this process's memory. The version is
 * bumped by triggers on every table those answers come from (roles, grants, departments, menus and buttons, data
 * rules) in any process, and is read with the session on every request, so a change of rights counts from the next
 * request on, everywhere. Without a version (internal callers) every call reads the database.
 */
export function memoRights<T>(db: Queryable, who: RightsKey, key: string, load: () => Promise<T>): Promise<T> {
  if (!who.rightsVersion) return load();
  let users = caches.get(db);
  if (!users) {
    users = new Map();
    caches.set(db, users);
  }
  let entry = users.get(who.userId);
  if (!entry || entry.version !== who.rightsVersion) {
    entry = { version: who.rightsVersion, values: new Map() };
    users.delete(who.userId);
    users.set(who.userId, entry);
    if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
  }
  const values = entry.values;
  const hit = values.get(key);
  if (hit) return hit as Promise<T>;
  const loading = load();
  if (values.size >= MAX_VALUES_PER_USER) values.delete(values.keys().next().value!);
  values.set(key, loading);
  // A failed read is not remembered: the next request tries again.
  loading.catch(() => values.delete(key));
  return loading;
}
