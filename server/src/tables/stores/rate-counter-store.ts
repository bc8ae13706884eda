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

  /** Removes counters whose window ended more than a day ago, the sessions' too, and heavy-request slots long expired. */
  async removeOld(db: Queryable): Promise<number> {
    const removed = (await db.query(`DELETE FROM sys_rate_counter WHERE window_start < now() - interval '1 day'`)).rowCount;
    await db.query(`DELETE FROM sys_session_rate WHERE window_start < now() - interval '1 hour'`);
    await db.query(`DELETE FROM sys_heavy_slot WHERE expire_time < now() - interval '1 hour'`);
    return removed;
  },
};

/** Each session's request counter (sys_session_rate): one row per session, its window restarted in place. */
export const sessionRates = {
  /**
   * Counts one request of the session in its current window (`windowSeconds` long from its first request) and answers
   * the requests including this one, in one statement: the row lock orders a session's parallel requests.
   */
  async hit(db: Queryable, sessionId: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const { rows } = await db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO sys_session_rate AS r (session_id, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (session_id) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
       RETURNING hits, greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`,
      [sessionId, windowSeconds],
    );
    return { hits: Number(rows[0].hits), retryAfter: Number(rows[0].retry_after) };
  },
};

/**
 * A user's slots for heavy requests (sys_heavy_slot), numbered 1…N: a request holds one while it runs. A slot whose
 * holder died with its process is free again once its lease ends.
 */
export const heavySlots = {
  /** Takes a free slot for `holder` and answers its number, or undefined when all `slots` are held. */
  async take(db: Queryable, userId: string, holder: string, slots: number, leaseSeconds: number): Promise<number | undefined> {
    // Slot by slot: each statement takes its slot atomically (inserted, or an expired lease taken over), so two
    // processes never hold one slot; heavy requests are rare, so the extra round trip at most N-1 times is cheap.
    for (let slot = 1; slot <= slots; slot++) {
      const { rowCount } = await db.query(
        `INSERT INTO sys_heavy_slot AS s (user_id, slot, holder, expire_time) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         ON CONFLICT (user_id, slot) DO UPDATE SET holder = excluded.holder, expire_time = excluded.expire_time WHERE s.expire_time < now()`,
        [userId, slot, holder, leaseSeconds],
      );
      if (rowCount) return slot;
    }
    return undefined;
  },

  async release(db: Queryable, userId: string, slot: number, holder: string): Promise<void> {
    await db.query(`DELETE FROM sys_heavy_slot WHERE user_id = $1 AND slot = $2 AND holder = $3`, [userId, slot, holder]);
  },
};
