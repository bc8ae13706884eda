import type { Queryable } from '../../db/database';

/** A job as the scheduler runs it (the columns of sys_quartz_job it reads). */
export interface JobRow { id: string; job_class_name: string; cron_expression: string; parameter: string | null; status: number }

/**
 * What the scheduler reads and writes beside the job screen: the running jobs at start, the claim of one tick (the
 * first process to insert (job, tick) runs it, the others skip it), and each run's outcome, on the run and on the job.
 */
export const jobRuns = {
  async running(db: Queryable): Promise<JobRow[]> {
    return (await db.query<JobRow>('SELECT id, job_class_name, cron_expression, parameter, status FROM sys_quartz_job WHERE status = 0')).rows;
  },

  /** Whether this process got the tick (false: another one runs it). */
  async claim(db: Queryable, jobId: string, tick: Date, runner: string): Promise<boolean> {
    const res = await db.query(`INSERT INTO sys_job_run (job_id, tick, runner) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [jobId, tick, runner]);
    return res.rowCount > 0;
  },

  /** The outcome of a claimed tick; `error` null for success. */
  async finish(db: Queryable, jobId: string, tick: Date, error: string | null): Promise<void> {
    await db.query(`UPDATE sys_job_run SET finished_at = now(), ok = $3, error = $4 WHERE job_id = $1 AND tick = $2`, [jobId, tick, error === null, error]);
    await db.query(`UPDATE sys_quartz_job SET last_run_time = now(), last_result = $2, last_error = $3 WHERE id = $1`,
      [jobId, error === null ? 'success' : 'failed', error]);
  },
};
