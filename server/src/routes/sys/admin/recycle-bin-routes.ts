import { deletedCounts } from '../../../tables/stores/admin-insight-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';
import { idsParam } from '../../../tables/request-params';
import type { ReadContext } from '../../../tables/table-reads';
import type { TableModel } from '../../../tables/table-model';
import type { TableRegistry } from '../../../tables/table-registry';
import { recycle, recycleBin } from '../../../tables/table-writes';

/** How many of a module's fields the bin shows beside who deleted the row and when. */
const SHOWN_FIELDS = 4;

/** The fields that tell a deleted row apart: the first listed, non-password ones. */
const shownFields = (model: TableModel) =>
  model.readable.filter((f) => !f.list?.hidden && f.type !== 'richText' && f.type !== 'upload' && f.type !== 'image').slice(0, SHOWN_FIELDS)
    .map((f) => ({ name: f.name, label: f.label }));

/**
 * 回收站 over every module and platform table that keeps deleted rows (`del_flag`): which tables hold deleted rows the
 * caller may see, the rows of one, and 还原 / 彻底删除 through the table layer (scope and each table's hooks apply, so
 * nobody purges their own account). Codes: `system:recycle:list`, `:restore`, `:purge`.
 */
export function recycleBinRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const can = (code: string) => ({ preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), `system:recycle:${code}`) });
  const modelOf = (code: unknown) => {
    const model = typeof code === 'string' ? tables.get(code) : undefined;
    if (!model?.traits.softDelete) throw new ApiError(400, '该模块没有回收站');
    return model;
  };

  /** Deleted rows per table, counted in one query (a UNION over every table with a bin). */
  async function counts(auth: AuthInfo) {
    const rows = await deletedCounts(db, tables.all().filter((m) => m.traits.softDelete), auth);
    return rows.filter((r) => r.count > 0).map(({ model: m, count }) => ({ code: m.page.code, title: m.page.title, table: m.table, system: m.platform, count }))
      .sort((a, b) => Number(b.system) - Number(a.system) || a.title.localeCompare(b.title, 'zh-CN'));
  }

  app.get('/devops/sys/recycleBin/modules', can('list'), async (request) => ok(await counts(requireAuth(request))));

  app.get<{ Querystring: { module: string } }>('/devops/sys/recycleBin/list', {
    ...can('list'), schema: requestSchema({ querystring: { module: text(100) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const model = modelOf(request.query.module);
    const records = await recycleBin(ctx, model, requireAuth(request));
    return ok({ fields: shownFields(model), records });
  });

  const body = { module: text(100), ids: text(66_000) };
  app.put<{ Body: { module?: string; ids?: string } }>('/devops/sys/recycleBin/restore', {
    ...can('restore'), schema: requestSchema({ body }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const model = modelOf(request.body.module);
    const ids = idsParam(request.body.ids);
    const n = await recycle(ctx, model, requireAuth(request), ids, 'restore');
    if (!n) throw new ApiError(404, '回收站中没有这些记录');
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: ids.join(',') };
    return okMessage(`已还原 ${n} 条记录`);
  });

  app.delete<{ Querystring: { module?: string; ids?: string } }>('/devops/sys/recycleBin/purge', {
    ...can('purge'), schema: requestSchema({ querystring: body }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const model = modelOf(request.query.module);
    const ids = idsParam(request.query.ids);
    const n = await recycle(ctx, model, requireAuth(request), ids, 'purge');
    if (!n) throw new ApiError(404, '回收站中没有这些记录');
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: ids.join(',') };
    return okMessage(`已彻底删除 ${n} 条记录`);
  });
}
