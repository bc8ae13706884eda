import type { Database } from '../db/database';
import { housekeeping } from '../tables/stores/housekeeping-store';

/** What a job can run: a reviewed, named handler; a job row names one, never code. */
export type JobHandler = (db: Database, parameter: string | null) => Promise<void>;

export const JOB_HANDLERS: Record<string, JobHandler> = {
  /** Expired and revoked sessions older than 30 days are removed. */
  'session.cleanup': async (db) => {
    await housekeeping.oldSessions(db);
  },
  /** Login-attempt rows past their window are removed. */
  'login-attempt.cleanup': async (db) => {
    await housekeeping.oldLoginAttempts(db);
  },
  /** Operation logs older than the given number of days (default 180) are removed. */
  'log.cleanup': async (db, parameter) => {
    const days = Math.max(Number(parameter) || 180, 7);
    await housekeeping.oldOperationLogs(db, days);
  },
  /** For tests and smoke checks: does nothing, successfully. */
  'noop': async () => undefined,
  /** For tests: always fails, so the error path can be seen. */
  'fail': async () => {
    throw new Error('任务按设计失败（测试用）');
  },
};
