import os from 'node:os';
import { Cron } from 'croner';
import type { Database } from '../db/database';
import { JOB_HANDLERS } from './job-handlers';

export interface JobRow { id: string; job_class_name: string; cron_expression: string; parameter: string | null; status: number }

/**
 * Runs the database's jobs on their cron schedules with croner. With several processes each tick runs once:
 * the first process to insert (job, tick) into sys_job_run owns that run, the others skip it.
 */
export function createScheduler(db: Database, runner = `${os.hostname()}:${process.pid}`) {
  const timers = new Map<string, Cron>();

  /** Runs one job for one tick if no other process has claimed it; records the outcome on the job. */
  async function runTick(job: JobRow, tick: Date): Promise<'ran' | 'skipped'> {
    const claim = await db.query(
      `INSERT INTO sys_job_run (job_id, tick, runner) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [job.id, tick, runner]);
    if (claim.rowCount === 0) return 'skipped';
    let error: string | null = null;
    try {
      const handler = JOB_HANDLERS[job.job_class_name];
      if (!handler) throw new Error(`未知的任务：${job.job_class_name}`);
      await handler(db, job.parameter);
    } catch (err) {
      error = (err as Error).message.slice(0, 2000);
    }
    await db.query(`UPDATE sys_job_run SET finished_at = now(), ok = $3, error = $4 WHERE job_id = $1 AND tick = $2`, [job.id, tick, error === null, error]);
    await db.query(`UPDATE sys_quartz_job SET last_run_time = now(), last_result = $2, last_error = $3 WHERE id = $1`,
      [job.id, error === null ? 'success' : 'failed', error]);
    return 'ran';
  }

  function schedule(job: JobRow) {
    timers.get(job.id)?.stop();
    timers.delete(job.id);
    if (job.status !== 0) return;
    const cron = new Cron(job.cron_expression, { protect: true, catch: true }, async (self: Cron) => {
      // The tick is the scheduled minute/second, identical in every process, so it can serve as the lock key.
      const tick = self.currentRun() ?? new Date();
      tick.setMilliseconds(0);
      await runTick(job, tick);
    });
    timers.set(job.id, cron);
  }

  return {
    runTick,
    schedule,
    unschedule(id: string) {
      timers.get(id)?.stop();
      timers.delete(id);
    },
    async start() {
      const { rows } = await db.query<JobRow>('SELECT id, job_class_name, cron_expression, parameter, status FROM sys_quartz_job WHERE status = 0');
      for (const job of rows) schedule(job);
    },
    stop() {
      for (const t of timers.values()) t.stop();
      timers.clear();
    },
    scheduled: () => [...timers.keys()],
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** Whether a cron expression is one croner accepts (5 or 6 fields). */
export function validCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
