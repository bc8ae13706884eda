import type { Queryable } from '../../db/database';

/** A write sent with an Idempotency-Key, as kept (sys_idempotency). */
export interface IdempotentWrite {
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
}

/** The answers of creates, imports and uploads sent with an Idempotency-Key, per user and key, until they expire. */
export const idempotentWrites = {
  /**
   * Claims the key for a request about to run: true when it was free (or its earlier use expired), false when a live
   * use holds it — in one statement, so of two concurrent requests exactly one claims it.
   */
  async claim(db: Queryable, userId: string, key: string, hash: string, ttlSeconds: number): Promise<boolean> {
    const { rows } = await db.query(
      `INSERT INTO sys_idempotency (user_id, idem_key, request_hash, state, expire_time)
            VALUES ($1, $2, $3, 'running', now() + make_interval(secs => $4))
       ON CONFLICT (user_id, idem_key) DO UPDATE SET request_hash = EXCLUDED.request_hash, state = 'running',
              response_status = NULL, response_body = NULL, create_time = now(), expire_time = EXCLUDED.expire_time
        WHERE sys_idempotency.expire_time < now()
       RETURNING 1`,
      [userId, key, hash, ttlSeconds],
    );
    return rows.length > 0;
  },

  /** The live use of a key, if any. */
  async find(db: Queryable, userId: string, key: string): Promise<IdempotentWrite | undefined> {
    const { rows } = await db.query<IdempotentWrite>(
      `SELECT request_hash, state, response_status, response_body FROM sys_idempotency
        WHERE user_id = $1 AND idem_key = $2 AND expire_time >= now()`,
      [userId, key],
    );
    return rows[0];
  },

  /** Keeps the answer of a claimed request that succeeded: a repeat is answered with it. */
  async complete(db: Queryable, userId: string, key: string, status: number, body: string): Promise<void> {
    await db.query(
      `UPDATE sys_idempotency SET state = 'done', response_status = $3, response_body = $4 WHERE user_id = $1 AND idem_key = $2`,
      [userId, key, status, body],
    );
  },

  /** Frees the key of a claimed request that failed or was abandoned: it may be sent again. */
  async release(db: Queryable, userId: string, key: string): Promise<void> {
    await db.query(`DELETE FROM sys_idempotency WHERE user_id = $1 AND idem_key = $2 AND state = 'running'`, [userId, key]);
  },

  /** Removes uses past their expiry. */
  async removeExpired(db: Queryable): Promise<number> {
    return (await db.query('DELETE FROM sys_idempotency WHERE expire_time < now()')).rowCount;
  },
};
