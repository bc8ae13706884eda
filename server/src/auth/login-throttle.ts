import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { loginAttempts } from '../tables/stores/login-store';

/** Failures allowed per window before the key is locked; per account and (more generously) per IP. */
export const ACCOUNT_LIMIT = 5;
export const IP_LIMIT = 30;
export const WINDOW_SECONDS = 600;

const keys = (username: string, ip: string) => [
  { key: `user:${username.toLowerCase().slice(0, 100)}`, limit: ACCOUNT_LIMIT },
  { key: `ip:${ip}`, limit: IP_LIMIT },
];

/**
 * Login throttling kept in the database, so every process sees the same counts. A locked key is refused
 * with 429 and Retry-After before the password is even checked — a correct password too.
 */
export async function assertNotLocked(db: Queryable, username: string, ip: string): Promise<void> {
  const wait = await loginAttempts.lockWait(db, keys(username, ip).map((k) => k.key));
  if (wait !== undefined) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw new ApiError(429, `该用户登录失败次数过多，请于${minutes}分钟后再次登录！`, { 'Retry-After': String(wait) });
  }
}

/**
 * Reserves this attempt on the account and the address before the password is checked: each parallel attempt gets
 * its own number in one statement, and one past a limit is refused like a locked key, so however many arrive at
 * once, no more than the limit are ever checked. The reservation counts as a failure until `recordSuccess` gives it
 * back.
 */
export async function reserveAttempt(db: Queryable, username: string, ip: string): Promise<void> {
  for (const { key, limit } of keys(username, ip)) {
    if ((await loginAttempts.reserve(db, key, WINDOW_SECONDS, limit)) > limit) {
      throw new ApiError(429, `该用户登录失败次数过多，请于${Math.ceil(WINDOW_SECONDS / 60)}分钟后再次登录！`, { 'Retry-After': String(WINDOW_SECONDS) });
    }
  }
}

/** A successful login clears the account's count and gives the address its reserved attempt back (one good account must not unlock a spray). */
export async function recordSuccess(db: Queryable, username: string, ip: string): Promise<void> {
  const [account, address] = keys(username, ip);
  await loginAttempts.clear(db, account.key);
  await loginAttempts.refund(db, address.key, address.limit);
}
