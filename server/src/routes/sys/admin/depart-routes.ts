import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, MESSAGES, ok } from '../../../http/envelope';
import { listPage, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { nestRows } from '../../../tables/tree';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';

type Node = Record<string, unknown> & { children?: Node[] };

/** A node is a leaf of the answer when no match hangs below it. */
const markLeaves = (nodes: Node[]): Node[] =>
  nodes.map((n) => (n.children ? { ...n, isLeaf: false, children: markLeaves(n.children) } : { ...n, isLeaf: true }));

/**
 * Departments (`sys/sysDepart`) are a tree table page (schemas/system/depart.json, hook `depart-codes`: org codes,
 * the fixed parent, no deleting a department still in use); the table layer answers its tree, record, add, edit and
 * delete. This adds JeecgBoot's one reader beyond them, read through the same layer.
 */
export function departRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const can = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:depart:list') };

  /** Names containing the keyword literally (`%` and `_` are plain characters); matches nest under matching parents. */
  app.get<{ Querystring: { keyWord?: string } }>('/devops/sys/sysDepart/searchBy', { ...can, schema: requestSchema({ querystring: { keyWord: text(1000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const keyWord = String(request.query.keyWord ?? '').trim();
    if (keyWord.length > 100) throw new ApiError(400, '搜索关键字不能超过 100 个字符');
    const model = tables.get('sys/sysDepart');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    const page = await listPage(ctx, model, requireAuth(request), { pageSize: '1000' }, { field: 'departName', op: 'like', value: keyWord });
    return ok(markLeaves(nestRows(page.records, 'parentId')));
  });
}
