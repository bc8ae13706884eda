import type { Queryable } from '../../db/database';

/** Failed-login counts per key (`user:<name>`, `ip:<address>`) in fixed windows, and the locks they set (sys_login_attempt). */
export const loginAttempts = {
  /** Reads the seconds left on the longest live lock among `keys`; undefined when none is locked. */
  async lockWait(db: Queryable, keys: string[]): Promise<number | undefined> {
    const { rows } = await db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM (locked_until - now())))::int AS wait FROM sys_login_attempt
        WHERE key = ANY($1) AND locked_until > now() ORDER BY locked_until DESC LIMIT 1`,
      [keys],
    );
    return rows[0]?.wait;
  },

  /**
   * Reserves one attempt for a key before its password is checked, counting it as a failure up front (the same
   * window and lock rule as `countFailure`), and answers the count including it — in one statement, so parallel
   * attempts each get their own number.
   */
  async reserve(db: Queryable, key: string, windowSeconds: number, limit: number): Promise<number> {
    const { rows } = await db.query<{ failures: number }>(
      `INSERT INTO sys_login_attempt (key, failures, window_start) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN sys_login_attempt.window_start < now() - make_interval(secs => $2) THEN 1 ELSE sys_login_attempt.failures + 1 END,
         window_start = CASE WHEN sys_login_attempt.window_start < now() - make_interval(secs => $2) THEN now() ELSE sys_login_attempt.window_start END,
         locked_until = CASE WHEN sys_login_attempt.window_start >= now() - make_interval(secs => $2)
                              AND sys_login_attempt.failures + 1 >= $3 THEN now() + make_interval(secs => $2) ELSE sys_login_attempt.locked_until END
       RETURNING failures`,
      [key, windowSeconds, limit],
    );
    return rows[0].failures;
  },

  /** Gives back a reserved attempt that succeeded: one failure fewer, and no lock while under the limit. */
  async refund(db: Queryable, key: string, limit: number): Promise<void> {
    await db.query(
      `UPDATE sys_login_attempt SET failures = greatest(failures - 1, 0),
              locked_until = CASE WHEN failures - 1 < $2 THEN NULL ELSE locked_until END
        WHERE key = $1`,
      [key, limit],
    );
  },

  /** Reads the failures counted in the current window of each key that has any (keys without a live window are absent). */
  async failures(db: Queryable, keys: string[], windowSeconds: number): Promise<Map<string, number>> {
    const { rows } = await db.query<{ key: string; failures: number }>(
      `SELECT key, failures FROM sys_login_attempt WHERE key = ANY($1) AND window_start >= now() - make_interval(secs => $2)`,
      [keys, windowSeconds],
    );
    return new Map(rows.map((r) => [r.key, Number(r.failures)]));
  },

  /** Deletes a key's count and lock. */
  async clear(db: Queryable, key: string): Promise<void> {
    await db.query('DELETE FROM sys_login_attempt WHERE key = $1', [key]);
  },
};

/** One login-log row (already trimmed to its columns). */
export interface LoginLogRow {
  username: string;
  userId: string | null;
  type: string;
  ok: boolean;
  ip: string;
  userAgent: string | null;
}

/** Inserts one row of the login log (sys_login_log): every login, failed login and logout. */
export async function insertLoginLog(db: Queryable, r: LoginLogRow): Promise<void> {
  await db.query(
    'INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent) VALUES ($1,$2,$3,$4,$5,$6)',
    [r.username, r.userId, r.type, r.ok, r.ip, r.userAgent],
  );
}
