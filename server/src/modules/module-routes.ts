import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { SchemaStore } from '../schemas/schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess } from '../auth/access';
import { ApiError, ok } from '../http/envelope';
import { ident } from '../sql/identifiers';
import { dictTextsForRows } from '../dicts/dict-texts';
import { buildListQuery } from './list-query';
import { toRecord } from './record-view';

/** JeecgBoot-style endpoints for every module schema: `/devops/<code>/list`, ... */
export function moduleRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  app.get('/devops/sys/schema/*', async (request) => {
    const auth = requireAuth(request);
    const code = (request.params as { '*': string })['*'];
    const page = store.pages.get(code);
    if (!page) throw new ApiError(404, `页面模式 ${code} 不存在`);
    await assertModuleAccess(db, auth, code);
    return ok(page);
  });

  for (const page of store.pages.values()) {
    app.get(`/devops/${page.code}/list`, async (request) => {
      const auth = requireAuth(request);
      await assertModuleAccess(db, auth, page.code);
      const q = buildListQuery(page, request.query as Record<string, unknown>, auth);
      const table = ident(page.table);
      const offset = (q.pageNo - 1) * q.pageSize;
      const [count, data] = await Promise.all([
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${q.where}`, q.params),
        db.query(`SELECT * FROM ${table} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${q.pageSize} OFFSET ${offset}`, q.params),
      ]);
      const dicts = await dictTextsForRows(db, store.tableDicts, page.fields, data.rows);
      const total = count.rows[0].n;
      return ok({
        records: data.rows.map((r) => toRecord(page, r, dicts)),
        total,
        size: q.pageSize,
        current: q.pageNo,
        orders: [],
        optimizeCountSql: true,
        searchCount: true,
        countId: null,
        maxLimit: null,
        pages: Math.ceil(total / q.pageSize),
      });
    });
  }
}
