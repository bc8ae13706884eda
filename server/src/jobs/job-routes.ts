import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, MESSAGES, ok, okMessage } from '../http/envelope';
import { idParam } from '../tables/request-params';
import type { TableModel } from '../tables/table-model';
import { readRecord, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import { tableRepository } from '../tables/table-repository';
import { editRecord, NOT_FOUND_MESSAGE } from '../tables/table-writes';
import type { Scheduler } from './scheduler';
import { ID, requestErrors, requestSchema } from '../http/request-schemas';

/**
 * 定时任务 (`sys/quartzJob`) is a table page (schemas/system/quartz-job.json, hook `job-schedule`: known handlers,
 * valid cron, rescheduled on every save and delete). These are JeecgBoot's other job endpoints: start (`resume`) and
 * pause, saved as an edit of the status through the table layer, and run once now (`execute`), answering the job with
 * its last result and error. All need `system:job:manage`.
 */
export function jobRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext, scheduler: Scheduler): void {
  const manage = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:job:manage') };
  const modelOf = (): TableModel => {
    const model = tables.get('sys/quartzJob');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    return model;
  };

  const setStatus = (status: 0 | -1, message: string) => async (request: FastifyRequest<{ Querystring: { id?: string } }>) => {
    await editRecord(ctx, modelOf(), requireAuth(request), { id: idParam(request.query.id), status });
    return okMessage(message);
  };
  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/resume', { ...manage, schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, setStatus(0, '恢复定时任务成功'));
  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/pause', { ...manage, schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, setStatus(-1, '暂停定时任务成功'));

  app.get<{ Querystring: { id?: string } }>('/devops/sys/quartzJob/execute', { ...manage, schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const model = modelOf();
    const id = idParam(request.query.id);
    const job = await tableRepository(db, model).findVisible(auth, id);
    if (!job) throw new ApiError(404, NOT_FOUND_MESSAGE);
    await scheduler.runTick({ id: String(job.id) }, new Date(), 'manual');
    return ok(await readRecord(ctx, model, auth, id), '执行成功!');
  });
}
