import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, ok } from '../../../http/envelope';
import type { FilterNode } from '@/engine/schema/filters';
import { CATEGORY_ROOT } from '../../../tables/hooks/category-codes';
import { listPage, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { nestRows } from '../../../tables/tree';
import { idParam } from '../../../tables/request-params';
import { ID, LIST_QUERY, requestErrors, requestSchema, text } from '../../../http/request-schemas';

type Node = Record<string, unknown> & { id: string; pid: string; name: string; code: string; hasChild: string };

/** JeecgBoot's TreeSelectModel, what the category select widget reads. */
const treeNode = (r: Node) => ({ key: r.id, title: r.name, value: r.id, code: r.code, parentId: r.pid, isLeaf: r.hasChild !== '1' });

/** A tree of at most this many levels is read for the nested loaders. */
const MAX_DEPTH = 50;

/**
 * The category tree (`sys/category`, JeecgBoot's 分类字典) is a tree table page served by the table layer
 * (schemas/system/category.json, hook `category-codes`). These are JeecgBoot's extra readers over the same layer:
 * `rootList` and `childList` for the administration screen (`system:category:list`), and the three loaders the
 * category select widget calls in ordinary forms (`loadTreeRoot`, `loadTreeChildren`, `loadAllData`), open to every
 * signed-in user like dictionary items.
 */
export function categoryRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const can = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:category:list') };
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireAuth(request) };
  const model = () => {
    const found = tables.get('sys/category');
    if (!found) throw new ApiError(404, '该分类不存在');
    return found;
  };
  const where = (field: string, value: string): FilterNode => ({ field, op: 'eq', value });
  const read = async (auth: AuthInfo, filter: FilterNode) =>
    (await listPage(ctx, model(), auth, { pageSize: '1000', column: 'code', order: 'asc' }, filter)).records as Node[];
  const children = (auth: AuthInfo, pid: string) => read(auth, where('pid', pid));
  const byCode = async (auth: AuthInfo, code: string) => {
    const [node] = await read(auth, where('code', code));
    if (!node) throw new ApiError(404, '该分类不存在');
    return node;
  };
  /** Every node below `rootId`, level by level, in code order within each level. */
  const subtree = async (auth: AuthInfo, rootId: string): Promise<Node[]> => {
    const out: Node[] = [];
    let level = [rootId];
    for (let depth = 0; level.length && depth < MAX_DEPTH; depth++) {
      const next = (await Promise.all(level.map((id) => children(auth, id)))).flat();
      out.push(...next);
      level = next.map((n) => n.id);
    }
    return out;
  };

  // Roots page by page; a search by name or code looks through the whole tree.
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/category/rootList', { ...can, schema: { querystring: LIST_QUERY }, schemaErrorFormatter: requestErrors }, async (request) => {
    const searching = ['name', 'code'].some((f) => typeof request.query[f] === 'string' && request.query[f] !== '');
    return ok(await listPage(ctx, model(), requireAuth(request), request.query, searching ? undefined : where('pid', CATEGORY_ROOT)));
  });

  app.get<{ Querystring: { pid?: string } }>('/devops/sys/category/childList', { ...can, schema: requestSchema({ querystring: { pid: ID } }), schemaErrorFormatter: requestErrors }, async (request) =>
    ok(await children(requireAuth(request), idParam(request.query.pid))));

  /** Children of the category with code `pcode` (the roots without one); `async=false` nests the whole subtree. */
  app.get<{ Querystring: { pcode?: string; async?: string } }>('/devops/sys/category/loadTreeRoot', { ...signedIn, schema: requestSchema({ querystring: { pcode: text(100), async: text(10) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const { pcode, async: lazy } = request.query;
    const pid = pcode && pcode !== CATEGORY_ROOT ? (await byCode(auth, pcode)).id : CATEGORY_ROOT;
    if (lazy !== 'false') return ok((await children(auth, pid)).map(treeNode));
    const nested = nestRows(await subtree(auth, pid), 'pid') as (Node & { children?: Node[] })[];
    const toTree = (n: Node & { children?: Node[] }): Record<string, unknown> =>
      ({ ...treeNode(n), ...(n.children ? { children: n.children.map(toTree) } : {}) });
    return ok(nested.map(toTree));
  });

  app.get<{ Querystring: { pid?: string } }>('/devops/sys/category/loadTreeChildren', { ...signedIn, schema: requestSchema({ querystring: { pid: ID } }), schemaErrorFormatter: requestErrors }, async (request) =>
    ok((await children(requireAuth(request), idParam(request.query.pid))).map(treeNode)));

  /** Every node of the category with this code, itself included, flat (JeecgBoot `loadAllData`). */
  app.get<{ Querystring: { code?: string } }>('/devops/sys/category/loadAllData', { ...signedIn, schema: requestSchema({ querystring: { code: text(100) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const code = request.query.code;
    if (!code) throw new ApiError(400, '参数 code 不能为空');
    const rows = code === CATEGORY_ROOT ? await subtree(auth, CATEGORY_ROOT) : await (async () => {
      const start = await byCode(auth, code);
      return [start, ...(await subtree(auth, start.id))];
    })();
    return ok(rows.map((r) => ({ id: r.id, pid: r.pid, name: r.name, code: r.code })));
  });
}
