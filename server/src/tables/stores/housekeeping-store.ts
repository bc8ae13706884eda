import type { Queryable } from '../../db/database';

/** What the scheduled clean-up jobs remove from the platform's own tables. */
export const housekeeping = {
  /** Removes expired and revoked sessions older than 30 days. */
  async oldSessions(db: Queryable): Promise<void> {
    await db.query(`DELETE FROM sys_session WHERE (revoke_time IS NOT NULL OR expire_time < now()) AND create_time < now() - interval '30 days'`);
  },
  /** Removes login-attempt rows past their window and lock. */
  async oldLoginAttempts(db: Queryable): Promise<void> {
    await db.query(`DELETE FROM sys_login_attempt WHERE (locked_until IS NULL OR locked_until < now()) AND window_start < now() - interval '1 day'`);
  },
  /** Removes operation-log rows older than `days` days. */
  async oldOperationLogs(db: Queryable, days: number): Promise<void> {
    await db.query(`DELETE FROM sys_log WHERE create_time < now() - make_interval(days => $1)`, [days]);
  },
};
