import { fieldError } from '../../http/envelope';
import { JOB_HANDLERS, offeredHandlers } from '../../jobs/job-handlers';
import { validCron, type JobRow, type Scheduler } from '../../jobs/scheduler';
import type { HookContext, TableHooks } from '../table-hooks';
import { tableRepository, UNSCOPED } from '../table-repository';

/** What the scheduler keeps of the last run; only it writes these. */
const RUN_FIELDS = ['lastRunTime', 'lastResult', 'lastError'];


/** A job row as the scheduler reads it, from the write's own transaction. */
async function jobRow(ctx: HookContext, id: string): Promise<JobRow | undefined> {
  return (await tableRepository(ctx.tx, ctx.model).findVisible(UNSCOPED, id)) as JobRow | undefined;
}

/**
 * Scheduled jobs (`sys/quartzJob`): a job names one of the reviewed handlers (never code) and a cron expression
 * croner accepts; a job is running (status 0) or paused (-1). Every save reschedules the job in this process's
 * scheduler (a paused one is taken off), every delete takes it off. Adding, editing and deleting need the screen's
 * `system:job:add|edit|delete` (shown as its buttons); starting, pausing and running now need `system:job:manage`.
 */
export function jobScheduleHooks(scheduler: Scheduler): TableHooks {
  return {
    name: 'job-schedule',
    messages: { add: '创建定时任务成功', edit: '更新定时任务成功' },
    async beforeSave(_ctx, input) {
      for (const name of RUN_FIELDS) delete input.values[name];
      const handler = input.values.jobClassName;
      if (typeof handler === 'string' && !Object.hasOwn(JOB_HANDLERS, handler)) {
        throw fieldError('jobClassName', `未知的任务：${handler.slice(0, 100)}（可选：${offeredHandlers().map(([key, label]) => `${label} ${key}`).join('、')}）`);
      }
      const cron = input.values.cronExpression;
      if (typeof cron === 'string' && !validCron(cron)) throw fieldError('cronExpression', 'Cron表达式不正确');
      if (input.values.status !== undefined && input.values.status !== 0) input.values.status = -1;
    },
    async afterSave(ctx, input) {
      const job = await jobRow(ctx, input.id);
      if (job) scheduler.schedule(job);
    },
    async afterDelete(_ctx, ids) {
      for (const id of ids) scheduler.unschedule(id);
    },
  };
}
