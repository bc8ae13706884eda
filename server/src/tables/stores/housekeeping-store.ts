import type { Queryable } from '../../db/database';

/** What the scheduled clean-up and summary jobs read and remove in the platform's own tables; removals answer how many. */
export const housekeeping = {
  /** Removes expired and revoked sessions older than 30 days. */
  async oldSessions(db: Queryable): Promise<number> {
    return (await db.query(`DELETE FROM sys_session WHERE (revoke_time IS NOT NULL OR expire_time < now()) AND create_time < now() - interval '30 days'`)).rowCount;
  },
  /** Removes login-attempt rows past their window and lock. */
  async oldLoginAttempts(db: Queryable): Promise<number> {
    return (await db.query(`DELETE FROM sys_login_attempt WHERE (locked_until IS NULL OR locked_until < now()) AND window_start < now() - interval '1 day'`)).rowCount;
  },
  /** Removes operation-log rows older than `days` days. */
  async oldOperationLogs(db: Queryable, days: number): Promise<number> {
    return (await db.query(`DELETE FROM sys_log WHERE create_time < now() - make_interval(days => $1)`, [days])).rowCount;
  },
  /** Yesterday (the platform's day) in figures: successful logins and by how many people, operations, failed requests. */
  async yesterdaySummary(db: Queryable): Promise<{ logins: number; users: number; operations: number; failures: number }> {
    const day = `create_time >= current_date - 1 AND create_time < current_date`;
    const [logins, ops] = await Promise.all([
      db.query<{ logins: number; users: number }>(
        `SELECT count(*)::int AS logins, count(DISTINCT user_id)::int AS users FROM sys_login_log WHERE ok AND log_type = 'login' AND ${day}`),
      db.query<{ operations: number; failures: number }>(
        `SELECT count(*)::int AS operations, count(*) FILTER (WHERE status >= 400)::int AS failures FROM sys_log WHERE ${day}`),
    ]);
    return { ...logins.rows[0], ...ops.rows[0] };
  },
};
