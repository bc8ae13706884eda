import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess, assertPermission } from '../auth/access';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, MESSAGES, ok, okMessage } from '../http/envelope';
import { DICT_ITEM_PAGE, dictItemRowHooks } from '../tables/hooks/dict-items';
import { idParam, idsParam } from '../tables/request-params';
import { PAGE_RESPONSE } from '../tables/response-schemas';
import type { TableModel } from '../tables/table-model';
import { listPage, type ReadContext } from '../tables/table-reads';
import { platformTableModel } from '../tables/table-registry';
import { addRecord, deleteRecords, editRecord, NOT_FOUND_MESSAGE, recycle, recycleBin } from '../tables/table-writes';
import type { DictCache } from './dict-cache';
import { ID, LIST_QUERY, requestErrors, requestSchema, text } from '../http/request-schemas';

type Body = Record<string, unknown>;

/**
 * Dictionary items (`sys/dictItem`: `list?dictId=`, `add`, `edit`, `delete`, `deleteBatch`), JeecgBoot's endpoints
 * under the dictionary screen, served by the table layer (model DICT_ITEM_PAGE, hooks in tables/hooks/dict-items.ts).
 * Dictionaries themselves are a table page (schemas/system/dict.json, hook `dict-items`). Reading needs the
 * dictionary screen; every change needs `system:dict:edit`.
 */
export function dictAdminRoutes(app: FastifyInstance, db: Database, cache: DictCache, ctx: ReadContext): void {
  let model: Promise<TableModel> | undefined;
  const items = () => (model ??= platformTableModel(db, DICT_ITEM_PAGE, [dictItemRowHooks(cache)]).catch((err) => {
    model = undefined;
    throw err;
  }));
  const canRead = async (request: FastifyRequest): Promise<AuthInfo> => {
    const auth = requireAuth(request);
    await assertModuleAccess(db, auth, 'sys/dict');
    return auth;
  };
  const canEdit = async (request: FastifyRequest): Promise<AuthInfo> => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:dict:edit');
    return auth;
  };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/dictItem/list', { schemaErrorFormatter: requestErrors, schema: { querystring: LIST_QUERY, response: { 200: PAGE_RESPONSE } } }, async (request) =>
    ok(await listPage(ctx, await items(), await canRead(request), request.query)));

  const recordBody = { schema: { body: { type: 'object' } }, schemaErrorFormatter: requestErrors };
  app.post<{ Body: Body }>('/devops/sys/dictItem/add', { ...recordBody, config: { idempotent: true } }, async (request) => {
    const auth = await canEdit(request);
    const id = await addRecord(ctx, await items(), auth, request.body ?? {});
    return ok({ id }, '添加成功！');
  });

  const edit = async (request: FastifyRequest<{ Body: Body }>) => {
    const auth = await canEdit(request);
    await editRecord(ctx, await items(), auth, request.body ?? {});
    return okMessage('编辑成功!');
  };
  app.put<{ Body: Body }>('/devops/sys/dictItem/edit', recordBody, edit);
  app.post<{ Body: Body }>('/devops/sys/dictItem/edit', recordBody, edit);

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/dictItem/delete', { schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = await canEdit(request);
    await deleteRecords(ctx, await items(), auth, [idParam(request.query.id)]);
    return okMessage('删除成功!');
  });

  /**
   * The dictionary screen's recycle bin as JeecgBoot's original client calls it (DictDeleteList): `deleteList` the
   * deleted dictionaries as a bare list (code 0), `back/{id}` restores one, `deletePhysic/{id}` purges one with its
   * items. The same rights as the table layer's recycle bin: the screen and its delete button.
   */
  const dicts = () => {
    const model = app.tables.get('sys/dict');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    return model;
  };
  const canDelete = async (request: FastifyRequest): Promise<AuthInfo> => {
    const auth = await canRead(request);
    await assertPermission(db, auth, 'system:dict:delete');
    return auth;
  };
  app.get('/devops/sys/dict/deleteList', { schema: requestSchema({ querystring: { _t: text(20) } }), schemaErrorFormatter: requestErrors }, async (request) =>
    ok(await recycleBin(ctx, dicts(), await canDelete(request)), '', 0));

  const oneDeleted = async (request: FastifyRequest<{ Params: { id: string } }>, mode: 'restore' | 'purge') => {
    const auth = await canDelete(request);
    if (!(await recycle(ctx, dicts(), auth, [idParam(request.params.id)], mode))) throw new ApiError(404, NOT_FOUND_MESSAGE);
  };
  app.put<{ Params: { id: string } }>('/devops/sys/dict/back/:id', { schema: requestSchema({ params: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    await oneDeleted(request, 'restore');
    return okMessage('操作成功!');
  });
  app.delete<{ Params: { id: string } }>('/devops/sys/dict/deletePhysic/:id', { schema: requestSchema({ params: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    await oneDeleted(request, 'purge');
    return okMessage('删除成功!');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/dictItem/deleteBatch', { schema: requestSchema({ querystring: { ids: text(66_000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = await canEdit(request);
    await deleteRecords(ctx, await items(), auth, idsParam(request.query.ids));
    return okMessage('批量删除成功!');
  });
}
