import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok, okMessage } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { JOB_HANDLERS } from './job-handlers';
import { validCron, type JobRow, type Scheduler } from './scheduler';

const view = (r: Record<string, unknown>) => ({
  id: r.id, jobClassName: r.job_class_name, cronExpression: r.cron_expression, parameter: r.parameter, description: r.description,
  status: r.status, lastRunTime: formatDateTime(r.last_run_time as Date | null), lastResult: r.last_result, lastError: r.last_error,
  createTime: formatDateTime(r.create_time as Date),
});

/** `/sys/quartzJob/...`: jobs with a cron expression; start, pause, run once; last result and error. */
export function jobRoutes(app: FastifyInstance, db: Database, scheduler: Scheduler): void {
  const guard = async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:job:manage');
  const load = async (id: string) => (await db.query<JobRow & Record<string, unknown>>('SELECT * FROM sys_quartz_job WHERE id = $1', [id])).rows[0];

  app.get('/devops/sys/quartzJob/list', async (request) => {
    await guard(request);
    const { rows } = await db.query('SELECT * FROM sys_quartz_job ORDER BY create_time DESC');
    return ok({ records: rows.map(view), total: rows.length, size: rows.length, current: 1, pages: 1 });
  });

  app.post<{ Body: { jobClassName?: string; cronExpression?: string; parameter?: string; description?: string; status?: number } }>('/devops/sys/quartzJob/add', async (request) => {
    await guard(request);
    const { jobClassName = '', cronExpression = '', parameter, description, status = -1 } = request.body ?? {};
    if (!JOB_HANDLERS[jobClassName]) throw new ApiError(400, `未知的任务：${jobClassName.slice(0, 100)}（可选：${Object.keys(JOB_HANDLERS).join('、')}）`);
    if (!validCron(cronExpression)) throw new ApiError(400, 'Cron表达式不正确');
    const id = randomBytes(16).toString('hex');
    await db.query(`INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [id, jobClassName, cronExpression, parameter ?? null, description ?? null, status === 0 ? 0 : -1, requireAuth(request).username]);
    const job = await load(id);
    scheduler.schedule(job);
    return { ...okMessage('创建定时任务成功'), id };
  });

  const setStatus = (status: 0 | -1, message: string) => async (request: FastifyRequest<{ Querystring: { id?: string } }>) => {
    await guard(request);
    const res = await db.query('UPDATE sys_quartz_job SET status = $2, update_time = now() WHERE id = $1', [request.query.id ?? '', status]);
    if (!res.rowCount) throw new ApiError(404, '未找到对应数据');
    scheduler.schedule(await load(request.query.id!));
    return okMessage(message);
  };
  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/resume', setStatus(0, '恢复定时任务成功'));
  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/pause', setStatus(-1, '暂停定时任务成功'));

  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/execute', async (request) => {
    await guard(request);
    const job = await load(request.query.id ?? '');
    if (!job) throw new ApiError(404, '未找到对应数据');
    await scheduler.runTick(job, new Date());
    return ok(view(await load(job.id)), '执行成功!');
  });
}
