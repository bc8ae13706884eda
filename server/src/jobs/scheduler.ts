import os from 'node:os';
import { Cron } from 'croner';
import type { Database } from '../db/database';
import { PLATFORM_TIMEZONE } from '../http/format';
import { jobRuns, type JobRow, type JobTrigger } from '../tables/stores/job-runs';
import { JOB_HANDLERS, type JobServices } from './job-handlers';

export type { JobRow };

/**
 * Runs the database's jobs on their cron schedules with croner. With several processes each tick runs once:
 * the first process to insert (job, tick) into sys_job_run owns that run, the others skip it. The claim reads the
 * job as it is then, so a job paused or edited on another process is not run on its old schedule.
 */
export function createScheduler(db: Database, runner = `${os.hostname()}:${process.pid}`) {
  const timers = new Map<string, Cron>();
  let services: JobServices | undefined;

  /** Runs one job for one tick if no other process has claimed it; records the outcome on the run and the job. */
  async function runTick(job: Pick<JobRow, 'id'>, tick: Date, trigger: JobTrigger = 'cron'): Promise<'ran' | 'skipped'> {
    const current = await jobRuns.claim(db, job.id, tick, runner, trigger);
    if (!current) return 'skipped';
    let error: string | null = null;
    let result: string | null = null;
    try {
      const handler = Object.hasOwn(JOB_HANDLERS, current.job_class_name) ? JOB_HANDLERS[current.job_class_name] : undefined;
      if (!handler) throw new Error(`未知的任务：${current.job_class_name}`);
      result = (await handler.run({ db, services }, current.parameter))?.slice(0, 2000) ?? null;
    } catch (err) {
      error = (err as Error).message.slice(0, 2000);
    }
    await jobRuns.finish(db, job.id, tick, { error, result });
    return 'ran';
  }

  function schedule(job: JobRow) {
    timers.get(job.id)?.stop();
    timers.delete(job.id);
    if (job.status !== 0) return;
    const cron = new Cron(job.cron_expression, { protect: true, catch: true, timezone: PLATFORM_TIMEZONE }, async (self: Cron) => {
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
    /** Hands the handlers the push channel and the table layer (made after the scheduler). */
    provide(given: JobServices) {
      services = given;
    },
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
  return nextRuns(expression, 1) !== undefined;
}

/** The next `count` run times of a cron expression after `from`, or undefined when croner refuses the expression. */
export function nextRuns(expression: string, count: number, from = new Date()): Date[] | undefined {
  try {
    const cron = new Cron(expression, { paused: true, timezone: PLATFORM_TIMEZONE });
    const runs = cron.nextRuns(count, from);
    cron.stop();
    return runs;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's cron scheduler (made by the tables plugin, whose job hooks reschedule on every save). */
    scheduler: Scheduler;
  }
}
