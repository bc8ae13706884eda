import type { Database } from '../db/database';
import { remindOverdue } from '../flows/flow-reminders';
import { sendDueReminders, type ReminderServices } from '../notices/date-reminders';
import { idempotentWrites } from '../tables/stores/idempotency-store';
import { rateCounters } from '../tables/stores/rate-counter-store';
import { housekeeping } from '../tables/stores/housekeeping-store';

/** What a handler may use beyond the database: the push channel and the table layer, once the server has them. */
export type JobServices = ReminderServices;

export interface JobContext {
  db: Database;
  /** Absent in a scheduler made without them (tests of the scheduler alone): handlers that need them refuse. */
  services?: JobServices;
}

/** A reviewed, named piece of work; a job row names one by its key, never code. It may report what it did. */
export interface JobHandler {
  label: string;
  run(ctx: JobContext, parameter: string | null): Promise<string | void>;
  /** For tests and smoke checks only: not offered in the job form. */
  testOnly?: boolean;
}

const needServices = (ctx: JobContext): JobServices => {
  if (!ctx.services) throw new Error('服务尚未就绪（推送通道与数据表），请稍后再试');
  return ctx.services;
};

/**
 * The handlers a job may name, the only work the scheduler runs. The job form offers the same keys through the
 * dictionary `job_handler` (a server test keeps the two in step).
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  'log.cleanup': {
    label: '日志清理',
    /** Operation logs older than the given number of days (default 180, at least 7) are removed. */
    async run({ db }, parameter) {
      const days = Math.max(Number(parameter) || 180, 7);
      return `删除 ${days} 天前的操作日志 ${await housekeeping.oldOperationLogs(db, days)} 条`;
    },
  },
  'session.cleanup': {
    label: '会话清理',
    async run({ db }) {
      // Expired Idempotency-Key answers and old request counters go with the sessions they belonged to.
      await idempotentWrites.removeExpired(db);
      await rateCounters.removeOld(db);
      return `删除过期会话 ${await housekeeping.oldSessions(db)} 个`;
    },
  },
  'login-attempt.cleanup': {
    label: '登录失败记录清理',
    async run({ db }) {
      return `删除登录失败记录 ${await housekeeping.oldLoginAttempts(db)} 条`;
    },
  },
  'reminder.scan': {
    label: '提醒扫描（审批超时催办）',
    async run(ctx) {
      const services = needServices(ctx);
      return `发出审批超时提醒 ${await remindOverdue({ db: ctx.db, bus: services.bus })} 条`;
    },
  },
  'contract.expiry': {
    label: '合同到期提醒',
    /** Each page's date reminders (劳动合同 before its end, 车辆保险 before it lapses): sent once per record and day. */
    async run(ctx) {
      return `发出到期提醒 ${await sendDueReminders(needServices(ctx))} 条`;
    },
  },
  'stats.summary': {
    label: '统计汇总（昨日登录与操作）',
    async run({ db }) {
      const s = await housekeeping.yesterdaySummary(db);
      return `昨日登录 ${s.logins} 次（${s.users} 人），操作 ${s.operations} 次，失败请求 ${s.failures} 次`;
    },
  },
  'noop': { label: '空任务（测试用）', testOnly: true, async run() {} },
  'fail': {
    label: '失败任务（测试用）',
    testOnly: true,
    async run() {
      throw new Error('任务按设计失败（测试用）');
    },
  },
};

/** The handler keys the job form offers, with their names. */
export const offeredHandlers = (): [string, string][] =>
  Object.entries(JOB_HANDLERS).filter(([, h]) => !h.testOnly).map(([key, h]) => [key, h.label]);
