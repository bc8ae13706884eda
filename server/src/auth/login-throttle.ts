import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';

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
  const { rows } = await db.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())))::int AS wait FROM sys_login_attempt
      WHERE key = ANY($1) AND locked_until > now() ORDER BY locked_until DESC LIMIT 1`,
    [keys(username, ip).map((k) => k.key)],
  );
  if (rows[0]) {
    const minutes = Math.max(1, Math.ceil(rows[0].wait / 60));
    throw new ApiError(429, `该用户登录失败次数过多，请于${minutes}分钟后再次登录！`, { 'Retry-After': String(rows[0].wait) });
  }
}

export async function recordFailure(db: Queryable, username: string, ip: string): Promise<void> {
  for (const { key, limit } of keys(username, ip)) {
    await db.query(
      `INSERT INTO sys_login_attempt (key, failures, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sys_login_attempt.window_start < now() - make_interval(secs => $2) THEN 1 ELSE sys_login_attempt.failures + 1 END,
         window_start = CASE WHEN sys_login_attempt.window_start < now() - make_interval(secs => $2) THEN now() ELSE sys_login_attempt.window_start END,
         locked_until = CASE WHEN sys_login_attempt.window_start >= now() - make_interval(secs => $2)
                              AND sys_login_attempt.failures + 1 >= $3 THEN now() + make_interval(secs => $2) ELSE sys_login_attempt.locked_until END`,
      [key, WINDOW_SECONDS, limit],
    );
  }
}

/** A successful login clears the account's count (not the IP's: one good account must not unlock a spray). */
export async function recordSuccess(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM sys_login_attempt WHERE key = $1', [keys(username, '')[0].key]);
}
