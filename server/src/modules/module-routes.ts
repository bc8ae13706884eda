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
import { createCountCache } from './count-cache';
import { fieldRights, withoutHidden, withoutHiddenFilters } from './field-rights';
import { moduleTablePage } from '@/engine/schema/page-schema';
import { treeRoutes } from './tree-routes';
import { watchSchemaFolder, watchSchemasByDefault, type SchemaWatchOptions } from '../schemas/schema-watcher';

export interface ModuleRoutesOptions {
  /**
   * Reload changed files under `schemas/` while running (see schema-watcher.ts). Default: on unless
   * NODE_ENV is production or under test.
   */
  watchSchemas?: boolean | SchemaWatchOptions;
}

/**
 * JeecgBoot-style endpoints for every module-source page: `/devops/<code>/list` (and `queryTreeList` for trees),
 * plus `/devops/sys/schema/<code>`, which serves pages of every kind.
 */
export function moduleRoutes(app: FastifyInstance, db: Database, store: SchemaStore, options: ModuleRoutesOptions = {}): void {
  const counts = createCountCache(db);
  app.get('/devops/sys/schema/*', async (request) => {
    const auth = requireAuth(request);
    const code = (request.params as { '*': string })['*'];
    const page = store.pages.get(code);
    const problems = store.pageProblems.get(code);
    if (!page && !problems) throw new ApiError(404, `页面模式 ${code} 不存在`);
    await assertModuleAccess(db, auth, code);
    // Development reload: a file saved with mistakes is answered with its problems, which the browser lists.
    if (problems) throw new ApiError(422, `页面模式 ${code} 有 ${problems.length} 个问题，请修改后保存`, {}, { problems });
    return ok(page);
  });
  const watch = options.watchSchemas ?? watchSchemasByDefault();
  if (watch) watchSchemaFolder(app, db, store, watch === true ? {} : watch);

  // Platform pages, reports and dashboards have no table and get no generated routes.
  const tablePages = [...store.pages.values()].flatMap((p) => moduleTablePage(p) ?? []);
  for (const page of tablePages.filter((p) => p.kind === 'tree-crud')) treeRoutes(app, db, page, store.tableDicts);
  for (const page of tablePages) {
    app.get(`/devops/${page.code}/list`, async (request) => {
      const auth = requireAuth(request);
      await assertModuleAccess(db, auth, page.code);
      const rights = await fieldRights(db, auth, page.fields);
      const q = buildListQuery(page, withoutHiddenFilters(request.query as Record<string, unknown>, rights), auth);
      const table = ident(page.table);
      const offset = (q.pageNo - 1) * q.pageSize;
      const [total, data] = await Promise.all([
        counts.count(page.table, q.where, q.params),
        db.query(`SELECT * FROM ${table} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${q.pageSize} OFFSET ${offset}`, q.params),
      ]);
      const dicts = await dictTextsForRows(db, store.tableDicts, page.fields, data.rows);
      return ok({
        records: data.rows.map((r) => withoutHidden(toRecord(page, r, dicts), rights)),
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

