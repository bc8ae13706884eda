import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, MESSAGES, ok } from '../http/envelope';
import { LOGIN_LOG, loginLogModel } from '../tables/hooks/log-read-only';
import { insertOperationLog } from '../tables/stores/log-store';
import type { FieldChange } from '../tables/field-changes';
import { listPage, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import { PAGE_RESPONSE } from '../tables/response-schemas';
import { LIST_QUERY, requestErrors } from '../http/request-schemas';

/** What a route tells the operation log beyond the request line: the module, the record and an edit's changes. */
export interface OperationNote {
  module: string;
  moduleName: string;
  recordId?: string;
  changes?: FieldChange[];
}

declare module 'fastify' {
  interface FastifyRequest {
    operationNote: OperationNote | null;
  }
}

/** The module a write went to when its route says nothing: the path between `/devops/` and the action. */
const moduleOfPath = (path: string) => path.replace(/^\/devops\//, '').split('/').slice(0, -1).join('/').slice(0, 100) || null;

/**
 * Logs every API write: user, company, method, path without its query, status, IP, agent and time taken, and the
 * module, record and changed fields (old → new) a route notes. Bodies and headers are never written, so passwords,
 * tokens and captchas cannot end up here.
 */
export function operationLog(app: FastifyInstance, db: Database): void {
  app.decorateRequest('operationNote', null);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0];
    if (!path.startsWith('/devops/') || path === '/devops/sys/login' || path === '/devops/sys/logout') return;
    await insertOperationLog(db, {
      username: request.auth?.username ?? null, userId: request.auth?.userId ?? null, companyId: request.auth?.companyId ?? null,
      // A refusal answered as JeecgBoot's business error (HTTP 200) is logged with the status it means.
      method: request.method, path: path.slice(0, 300), status: request.refusal ?? reply.statusCode, ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 255) ?? null, costMs: Math.round(reply.elapsedTime),
      ...noteColumns(request.operationNote, path),
    }).catch((err) => request.log.error({ err }, 'operation log failed'));
  });
}

function noteColumns(note: OperationNote | null, path: string) {
  return {
    module: note?.module ?? moduleOfPath(path), moduleName: note?.moduleName.slice(0, 100) ?? null, recordId: note?.recordId?.slice(0, 64) ?? null,
    changes: note?.changes?.length ? JSON.stringify(note.changes) : null,
  };
}

/**
 * 系统日志 (`sys/log`) is a table page over the operation log (schemas/system/log.json, hook `log-read-only`); its list
 * is JeecgBoot's one endpoint for both logs: `logType=1` reads the login log, anything else the operation log, each
 * through the table layer (filters, sorting and paging as every list).
 */
export function logRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/log/list', { schemaErrorFormatter: requestErrors, schema: { querystring: LIST_QUERY, response: { 200: PAGE_RESPONSE } } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:log:list');
    const operations = tables.get('sys/log');
    if (!operations) throw new ApiError(404, MESSAGES.notFound);
    const model = String(request.query.logType) === String(LOGIN_LOG) ? await loginLogModel(db, operations) : operations;
    return ok(await listPage(ctx, model, auth, request.query));
  });
}
