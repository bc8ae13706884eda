import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess, assertPermission } from '../auth/access';
import { ApiError, ok } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { jobRuns } from '../tables/stores/job-runs';
import { idParam } from '../tables/request-params';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import { offeredHandlers } from './job-handlers';
import { nextRuns } from './scheduler';

const page = (raw: unknown, fallback: number, max = 10_000) => Math.min(Math.max(Math.trunc(Number(raw)) || fallback, 1), max);

/**
 * The job form's helpers and the run history, beside JeecgBoot's job endpoints: `cronCheck` (is the expression valid,
 * and its next five run times in the platform's time zone), `handlers` (the work a job may name) and `runs` (a job's
 * runs with trigger, start, duration, result and error). Reading needs the job screen; checking a cron needs the
 * screen's button code, as saving does.
 */
export function jobHistoryRoutes(app: FastifyInstance, db: Database): void {
  const canRead = async (request: FastifyRequest) => assertModuleAccess(db, requireAuth(request), 'sys/quartzJob');

  app.get<{ Querystring: { cronExpression?: string } }>('/devops/sys/quartzJob/cronCheck', {
    schema: requestSchema({ querystring: { cronExpression: text(100) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    await assertPermission(db, requireAuth(request), 'system:job:manage');
    const expression = (request.query.cronExpression ?? '').trim();
    if (!expression) throw new ApiError(400, '请输入Cron表达式');
    const runs = nextRuns(expression, 5);
    if (!runs?.length) throw new ApiError(400, 'Cron表达式不正确');
    const times = runs.map((d) => formatDateTime(d));
    return ok({ valid: true, nextRuns: times, hint: `接下来五次执行：${times.join('，')}` }, 'Cron表达式正确');
  });

  app.get('/devops/sys/quartzJob/handlers', async (request) => {
    await canRead(request);
    return ok(offeredHandlers().map(([value, text]) => ({ value, text })));
  });

  app.get<{ Querystring: { id?: string; pageNo?: string; pageSize?: string } }>('/devops/sys/quartzJob/runs', {
    schema: requestSchema({ querystring: { id: ID, pageNo: text(10), pageSize: text(10) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    await canRead(request);
    const pageNo = page(request.query.pageNo, 1);
    const pageSize = page(request.query.pageSize, 10, 100);
    const { rows, total } = await jobRuns.history(db, idParam(request.query.id), pageNo, pageSize);
    const records = rows.map((r) => ({
      tick: formatDateTime(r.tick),
      trigger: r.trigger_type,
      trigger_dictText: r.trigger_type === 'manual' ? '立即执行' : '按计划',
      runner: r.runner,
      startTime: formatDateTime(r.started_at),
      endTime: formatDateTime(r.finished_at),
      durationMs: r.finished_at ? Math.max(r.finished_at.getTime() - r.started_at.getTime(), 0) : null,
      result: r.ok === null ? 'running' : r.ok ? 'success' : 'failed',
      result_dictText: r.ok === null ? '执行中' : r.ok ? '成功' : '失败',
      message: r.result,
      error: r.error,
    }));
    return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });
}
