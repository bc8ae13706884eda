import os from 'node:os';
import { Cron } from 'croner';
import type { Database } from '../db/database';
import { jobRuns, type JobRow } from '../tables/stores/job-runs';
import { JOB_HANDLERS } from './job-handlers';

export type { JobRow };

/**
 * Runs the database's jobs on their cron schedules with croner. With several processes each tick runs once:
 * the first process to insert (job, tick) into sys_job_run owns that run, the others skip it.
 */
export function createScheduler(db: Database, runner = `${os.hostname()}:${process.pid}`) {
  const timers = new Map<string, Cron>();

  /** Runs one job for one tick if no other process has claimed it; records the outcome on the job. */
  async function runTick(job: JobRow, tick: Date): Promise<'ran' | 'skipped'> {
    if (!(await jobRuns.claim(db, job.id, tick, runner))) return 'skipped';
    let error: string | null = null;
    try {
      const handler = JOB_HANDLERS[job.job_class_name];
      if (!handler) throw new Error(`未知的任务：${job.job_class_name}`);
      await handler(db, job.parameter);
    } catch (err) {
      error = (err as Error).message.slice(0, 2000);
    }
    await jobRuns.finish(db, job.id, tick, error);
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
      for (const job of await jobRuns.running(db)) schedule(job);
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's cron scheduler (made by the tables plugin, whose job hooks reschedule on every save). */
    scheduler: Scheduler;
  }
}
