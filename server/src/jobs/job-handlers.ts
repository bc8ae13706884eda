import type { Database } from '../db/database';

/** What a job can run: a reviewed, named handler; a job row names one, never code. */
export type JobHandler = (db: Database, parameter: string | null) => Promise<void>;

export const JOB_HANDLERS: Record<string, JobHandler> = {
  /** Expired and revoked sessions older than 30 days are removed. */
  'session.cleanup': async (db) => {
    await db.query(`DELETE FROM sys_session WHERE (revoke_time IS NOT NULL OR expire_time < now()) AND create_time < now() - interval '30 days'`);
  },
  /** Login-attempt rows past their window are removed. */
  'login-attempt.cleanup': async (db) => {
    await db.query(`DELETE FROM sys_login_attempt WHERE (locked_until IS NULL OR locked_until < now()) AND window_start < now() - interval '1 day'`);
  },
  /** Operation logs older than the given number of days (default 180) are removed. */
  'log.cleanup': async (db, parameter) => {
    const days = Math.max(Number(parameter) || 180, 7);
    await db.query(`DELETE FROM sys_log WHERE create_time < now() - make_interval(days => $1)`, [days]);
  },
  /** For tests and smoke checks: does nothing, successfully. */
  'noop': async () => undefined,
  /** For tests: always fails, so the error path can be seen. */
  'fail': async () => {
    throw new Error('任务按设计失败（测试用）');
  },
};
