import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ok } from '../http/envelope';
import { formatDateTime } from '../http/format';

/**
 * Logs every API write: user, company, method, path without its query, status, IP, agent and time taken.
 * Bodies and headers are never written, so passwords, tokens and captchas cannot end up here.
 */
export function operationLog(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0];
    if (!path.startsWith('/devops/') || path === '/devops/sys/login' || path === '/devops/sys/logout') return;
    await db.query(
      `INSERT INTO sys_log (username, user_id, company_id, method, path, status, ip, user_agent, cost_ms)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [request.auth?.username ?? null, request.auth?.userId ?? null, request.auth?.companyId ?? null, request.method, path.slice(0, 300),
        reply.statusCode, request.ip, request.headers['user-agent']?.slice(0, 255) ?? null, Math.round(reply.elapsedTime)],
    ).catch((err) => request.log.error({ err }, 'operation log failed'));
  });

  app.get<{ Querystring: { pageNo?: string; pageSize?: string; logType?: string } }>('/devops/sys/log/list', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:log:list');
    const pageNo = Math.max(Number(request.query.pageNo) || 1, 1);
    const pageSize = Math.min(Math.max(Number(request.query.pageSize) || 10, 1), 1000);
    const table = request.query.logType === '1' ? 'sys_login_log' : 'sys_log';
    const [list, count] = await Promise.all([
      db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY create_time DESC, id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
    ]);
    const login = table === 'sys_login_log';
    const records = list.rows.map((r) => ({
      id: String(r.id), username: r.username, userid: r.user_id, method: r.method ?? null, requestUrl: r.path ?? null,
      logType: login ? 1 : 2, logContent: login ? `${r.log_type}${r.ok ? '成功' : '失败'}` : `${r.method} ${r.path}`,
      status: r.status ?? null, ip: r.ip, costTime: r.cost_ms ?? null, createTime: formatDateTime(r.create_time as Date),
    }));
    return ok({ records, total: count.rows[0].n, size: pageSize, current: pageNo, pages: Math.ceil(count.rows[0].n / pageSize) });
  });
}
