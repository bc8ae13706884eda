import type { Queryable } from '../../db/database';

/** An unused, unexpired code as a check reads it: its row id, hash and failed tries so far. */
export interface PendingCode { id: string; code_hash: string; attempts: number }

/** A pending password-reset code with the account it resets (`id` the user's, `code_id` the code's). */
export interface PendingReset { id: string; code_id: string; code_hash: string; attempts: number }

/** The SMS codes sent for login, registration and password reset (rows of sys_sms_code; only the code's hash is kept). */
export const smsCodes = {
  /** Whether a code went to this number within the last `seconds`. */
  async sentWithin(db: Queryable, mobile: string, seconds: number): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM sys_sms_code WHERE mobile = $1 AND create_time > now() - make_interval(secs => $2) LIMIT 1`,
      [mobile, seconds],
    );
    return rows.length > 0;
  },

  /** Inserts a sent code, valid for `ttlSeconds` from now. */
  async insert(db: Queryable, c: { id: string; mobile: string; purpose: string; codeHash: string; ttlSeconds: number }): Promise<void> {
    await db.query(
      `INSERT INTO sys_sms_code (id, mobile, purpose, code_hash, expire_time) VALUES ($1,$2,$3,$4, now() + make_interval(secs => $5))`,
      [c.id, c.mobile, c.purpose, c.codeHash, c.ttlSeconds],
    );
  },

  /**
   * Reads the newest pending password-reset code (purpose 2) sent to the phone of *that* undeleted account: the
   * account's `id` and the code's `code_id`; undefined when the account and phone do not match or no code is pending.
   */
  async pendingReset(db: Queryable, username: string, phone: string): Promise<PendingReset | undefined> {
    const { rows } = await db.query<PendingReset>(
      `SELECT u.id, c.id AS code_id, c.code_hash, c.attempts FROM sys_user u
         JOIN sys_sms_code c ON c.mobile = u.phone AND c.purpose = '2' AND c.used_time IS NULL AND c.expire_time > now()
        WHERE u.username = $1 AND u.phone = $2 AND u.del_flag = 0 ORDER BY c.create_time DESC LIMIT 1`,
      [username, phone],
    );
    return rows[0];
  },

  /** Reads the newest pending login code (purpose 0) sent to a number. */
  async pendingLogin(db: Queryable, mobile: string): Promise<PendingCode | undefined> {
    return smsCodes.pending(db, mobile, '0');
  },

  /** Reads the newest unused, unexpired code of a purpose (0 login, 1 register) sent to a number. */
  async pending(db: Queryable, mobile: string, purpose: '0' | '1'): Promise<PendingCode | undefined> {
    const { rows } = await db.query<PendingCode>(
      `SELECT id, code_hash, attempts FROM sys_sms_code
        WHERE mobile = $1 AND purpose = $2 AND used_time IS NULL AND expire_time > now()
        ORDER BY create_time DESC LIMIT 1`,
      [mobile, purpose],
    );
    return rows[0];
  },

  /** Counts one failed try of a code. */
  async countAttempt(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE sys_sms_code SET attempts = attempts + 1 WHERE id = $1', [id]);
  },

  /** Marks a code used (single use). */
  async markUsed(db: Queryable, id: string): Promise<void> {
    await db.query('UPDATE sys_sms_code SET used_time = now() WHERE id = $1', [id]);
  },
};
