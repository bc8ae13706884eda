import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess, assertPermission } from '../auth/access';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, MESSAGES, ok, okMessage } from '../http/envelope';
import { loadSubRows } from './sub-tables';
import { exportTable, importTable } from './table-excel';
import type { TableAction } from './table-hooks';
import type { TableModel } from './table-model';
import { listPage, readRecord, type ReadContext } from './table-reads';
import type { TableRegistry } from './table-registry';
import { addRecord, deleteRecords, editRecord, NOT_FOUND_MESSAGE, recycle, recycleBin } from './table-writes';
import { treeList } from './tree';
import { idParam, idsParam, TABLE_REQUESTS, tableRequestErrors } from './request-params';
import { ADD_RESPONSE, ENVELOPE_RESPONSE, PAGE_RESPONSE } from './response-schemas';

/** The standard actions and the permission code suffix each needs (`<permissionPrefix>:<code>`). */
const ACTION_CODES: Record<TableAction, string> = { add: 'add', edit: 'edit', delete: 'delete', deleteBatch: 'deleteBatch', export: 'exportXls', import: 'importExcel' };
type Action = TableAction;
/** The table layer's creates: each honours an Idempotency-Key (edits are version-checked instead). */
const CREATES = new Set(['add', 'importExcel']);

/** What the first of the page's hooks to name one says for an action: its button code or its success message. */
function hookSetting(model: TableModel, setting: 'permissions' | 'messages', action: Action): string | undefined {
  for (const hooks of model.hooks) {
    const value = (hooks[setting] as Partial<Record<Action, string>> | undefined)?.[action];
    if (value) return value;
  }
  return undefined;
}

/** The button code an action needs: the one a hook names for it, else `<permissionPrefix>:<code>`. */
const permissionOf = (model: TableModel, action: Action): string =>
  hookSetting(model, 'permissions', action) ?? `${model.page.permissionPrefix}:${ACTION_CODES[action]}`;

/** The success message of a write: the one a hook names for it, else the table layer's. */
const messageOf = (model: TableModel, action: 'add' | 'edit' | 'delete' | 'deleteBatch', fallback: string): string =>
  hookSetting(model, 'messages', action) ?? fallback;

/** A new row's id as the wire carries ids: a numbered table's (tenants) as a number, others as text. */
const wireId = (model: TableModel, id: string): string | number => (model.traits.numericId && !model.traits.bigId ? Number(id) : id);

/**
 * Whether the page offers an action: all on unless its schema's `actions` switches one off; a form page (an
 * application form, a settings record) saves records but has no list to batch-delete, export or import.
 */
function offers(model: TableModel, action: Action): boolean {
  if (model.page.kind === 'form' && (action === 'deleteBatch' || action === 'export' || action === 'import')) return false;
  const actions = (model.page as { actions?: Partial<Record<Action, boolean>> }).actions;
  return actions?.[action] !== false;
}

interface CodeParams { a: string; b: string; c?: string }

/**
 * JeecgBoot's endpoints for every table page, module and platform alike, served from the table registry, so a page
 * added or changed by a reload is served at once: `list`, `queryById`, `add`, `edit` (PUT or POST), `delete`,
 * `deleteBatch`, the recycle bin (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`) where the table keeps one,
 * `queryTreeList` for trees, `exportXls` and `importExcel`. Reading needs the page's menu entry; each write needs its
 * button permission too. A page code has two or three segments (`contract/income`, `sys/user`).
 */
export function tableRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const modelOf = (params: CodeParams): TableModel => {
    const code = [params.a, params.b, params.c].filter(Boolean).join('/');
    const model = tables.get(code);
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    return model;
  };
  const guard = async (request: FastifyRequest, action?: Action): Promise<{ auth: AuthInfo; model: TableModel }> => {
    const model = modelOf(request.params as CodeParams);
    const auth = requireAuth(request);
    if (action && !offers(model, action)) throw new ApiError(404, MESSAGES.notFound);
    await assertModuleAccess(db, auth, model.page.code, { inView: !model.platform });
    if (action) await assertPermission(db, auth, permissionOf(model, action), { inView: !model.platform });
    return { auth, model };
  };
  const bin = (model: TableModel) => {
    if (!model.traits.softDelete) throw new ApiError(404, MESSAGES.notFound);
  };

  type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** A download answers a file, not JSON: it has no response schema. */
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE', action: string, request: object, handler: Handler, response: object | null = ENVELOPE_RESPONSE,
  ) => {
    for (const url of [`/devops/:a/:b/${action}`, `/devops/:a/:b/:c/${action}`]) {
      app.route({
        method, url, handler, schemaErrorFormatter: tableRequestErrors,
        schema: { ...request, ...(response ? { response: { 200: response } } : {}) },
        // The creates (add, importExcel) take an Idempotency-Key; a download has no JSON answer to schema.
        config: { ...(response ? {} : { download: true }), ...(method === 'POST' && CREATES.has(action) ? { idempotent: true } : {}) },
      });
    }
  };

  route('GET', 'list', TABLE_REQUESTS.list, async (request) => {
    const { auth, model } = await guard(request);
    return ok(await listPage(ctx, model, auth, request.query as Record<string, unknown>));
  }, PAGE_RESPONSE);

  route('GET', 'queryTreeList', TABLE_REQUESTS.list, async (request) => {
    const { auth, model } = await guard(request);
    if (model.page.kind !== 'tree-crud') throw new ApiError(404, MESSAGES.notFound);
    return ok(await treeList(ctx, model, auth, request.query as Record<string, unknown>));
  });

  route('GET', 'queryById', TABLE_REQUESTS.byId, async (request) => {
    const { auth, model } = await guard(request);
    const id = idParam((request.query as { id?: unknown }).id);
    const record = await readRecord(ctx, model, auth, id);
    if (!record) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return ok({ ...record, ...(await loadSubRows(db, model.page, id)) });
  });

  route('POST', 'add', TABLE_REQUESTS.record, async (request) => {
    const { auth, model } = await guard(request, 'add');
    const id = await addRecord(ctx, model, auth, (request.body ?? {}) as Record<string, unknown>);
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: id };
    // JeecgBoot's Result.OK(msg, data): the message, and in `result` the new id with what the platform filled in that a
    // hook names (a department's org code), which the platform's own client reads back.
    const extra = model.hooks.flatMap((h) => h.addAnswer ?? []);
    const record = extra.length ? await readRecord(ctx, model, auth, id) : undefined;
    return ok({ id: wireId(model, id), ...Object.fromEntries(extra.map((f) => [f, record?.[f] ?? null])) }, messageOf(model, 'add', '添加成功！'));
   }, ADD_RESPONSE);

  const edit: Handler = async (request) => {
    const { auth, model } = await guard(request, 'edit');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const changes = await editRecord(ctx, model, auth, body);
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: String(body.id), changes };
    return okMessage(messageOf(model, 'edit', '编辑成功!'));
  };
  route('PUT', 'edit', TABLE_REQUESTS.record, edit);
  route('POST', 'edit', TABLE_REQUESTS.record, edit);

  route('DELETE', 'delete', TABLE_REQUESTS.byId, async (request) => {
    const { auth, model } = await guard(request, 'delete');
    const id = idParam((request.query as { id?: unknown }).id);
    await deleteRecords(ctx, model, auth, [id]);
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: id };
    return okMessage(messageOf(model, 'delete', '删除成功!'));
  });

  route('DELETE', 'deleteBatch', TABLE_REQUESTS.byIds, async (request) => {
    const { auth, model } = await guard(request, 'deleteBatch');
    const ids = idsParam((request.query as { ids?: unknown }).ids);
    await deleteRecords(ctx, model, auth, ids);
    request.operationNote = { module: model.page.code, moduleName: model.page.title, recordId: ids.join(',') };
    return okMessage(messageOf(model, 'deleteBatch', '批量删除成功!'));
  });

  // The recycle bin: deleted rows can be listed, restored or purged by whoever may delete.
  route('GET', 'recycleBin', TABLE_REQUESTS.list, async (request) => {
    const { auth, model } = await guard(request, 'delete');
    bin(model);
    return ok(await recycleBin(ctx, model, auth));
  });

  route('PUT', 'putRecycleBin', TABLE_REQUESTS.restore, async (request) => {
    const { auth, model } = await guard(request, 'delete');
    bin(model);
    if (!(await recycle(ctx, model, auth, idsParam((request.body as { ids?: unknown } | undefined)?.ids), 'restore'))) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return okMessage('还原成功');
  });

  route('DELETE', 'deleteRecycleBin', TABLE_REQUESTS.byIds, async (request) => {
    const { auth, model } = await guard(request, 'delete');
    bin(model);
    if (!(await recycle(ctx, model, auth, idsParam((request.query as { ids?: unknown }).ids), 'purge'))) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return okMessage('彻底删除成功');
  });

  route('GET', 'exportXls', TABLE_REQUESTS.list, async (request, reply) => {
    const { auth, model } = await guard(request, 'export');
    return exportTable(ctx, model, auth, request, reply);
  }, null);

  route('POST', 'importExcel', TABLE_REQUESTS.upload, async (request) => {
    const { auth, model } = await guard(request, 'import');
    return importTable(ctx, model, auth, request);
  });
}
