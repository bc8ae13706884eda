import type { Queryable } from '../../db/database';

/** A job as the scheduler runs it (the columns of sys_quartz_job it reads). */
export interface JobRow { id: string; job_class_name: string; cron_expression: string; parameter: string | null; status: number }

/** What started a run: the job's schedule, or an administrator's 立即执行. */
export type JobTrigger = 'cron' | 'manual';

/** One run as the 执行记录 view lists it. */
export interface JobRunRow {
  tick: Date;
  trigger_type: JobTrigger;
  runner: string;
  started_at: Date;
  finished_at: Date | null;
  ok: boolean | null;
  result: string | null;
  error: string | null;
}

const JOB_COLUMNS = 'id, job_class_name, cron_expression, parameter, status';

/**
 * What the scheduler reads and writes beside the job screen: the running jobs at start, the claim of one tick (the
 * first process to insert (job, tick) runs it, the others skip it), each run's outcome, on the run and on the job,
 * and the history of runs.
 */
export const jobRuns = {
  async running(db: Queryable): Promise<JobRow[]> {
    return (await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE status = 0`)).rows;
  },

  /**
   * Claims a tick and answers the job as it is now (another process may have edited it), or undefined when another
   * process got the tick, or the schedule fired for a job paused meanwhile (a paused job does not run on schedule).
   */
  async claim(db: Queryable, jobId: string, tick: Date, runner: string, trigger: JobTrigger = 'cron'): Promise<JobRow | undefined> {
    const res = await db.query<JobRow>(
      `WITH job AS (SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE id = $1 AND ($4 = 'manual' OR status = 0)),
            claimed AS (INSERT INTO sys_job_run (job_id, tick, runner, trigger_type) SELECT id, $2, $3, $4 FROM job
                        ON CONFLICT DO NOTHING RETURNING job_id)
       SELECT job.* FROM job JOIN claimed ON claimed.job_id = job.id`,
      [jobId, tick, runner, trigger],
    );
    return res.rows[0];
  },

  /** The outcome of a claimed tick; `error` null for success, `result` what the handler reported. */
  async finish(db: Queryable, jobId: string, tick: Date, outcome: { error: string | null; result: string | null }): Promise<void> {
    const { error, result } = outcome;
    await db.query(`UPDATE sys_job_run SET finished_at = clock_timestamp(), ok = $3, error = $4, result = $5 WHERE job_id = $1 AND tick = $2`,
      [jobId, tick, error === null, error, result]);
    await db.query(`UPDATE sys_quartz_job SET last_run_time = now(), last_result = $2, last_error = $3 WHERE id = $1`,
      [jobId, error === null ? 'success' : 'failed', error]);
  },

  /** A page of a job's runs, newest first, and how many there are. */
  async history(db: Queryable, jobId: string, pageNo: number, pageSize: number): Promise<{ rows: JobRunRow[]; total: number }> {
    const [list, count] = await Promise.all([
      db.query<JobRunRow>(`SELECT tick, trigger_type, runner, started_at, finished_at, ok, result, error FROM sys_job_run WHERE job_id = $1
        ORDER BY started_at DESC LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((pageNo - 1) * pageSize)}`, [jobId]),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_job_run WHERE job_id = $1', [jobId]),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },
};
