import type { Queryable } from '../../db/database';

/** Fixed-window counters every process shares (sys_rate_counter): duplicate checks per user, SMS requests per number. */
export const rateCounters = {
  /**
   * Counts one hit on `key` in its current window (a window older than `windowSeconds` starts again) and answers the
   * hits including this one — in one statement, so parallel hits each get their own number.
   */
  async hit(db: Queryable, key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const { rows } = await db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO sys_rate_counter (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN sys_rate_counter.window_start < now() - make_interval(secs => $2) THEN 1 ELSE sys_rate_counter.hits + 1 END,
         window_start = CASE WHEN sys_rate_counter.window_start < now() - make_interval(secs => $2) THEN now() ELSE sys_rate_counter.window_start END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`,
      [key, windowSeconds],
    );
    return { hits: Number(rows[0].hits), retryAfter: Number(rows[0].retry_after) };
  },

  /** Removes counters whose window ended more than a day ago. */
  async removeOld(db: Queryable): Promise<number> {
    return (await db.query(`DELETE FROM sys_rate_counter WHERE window_start < now() - interval '1 day'`)).rowCount;
  },
};
