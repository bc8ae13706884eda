import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, MESSAGES, ok } from '../../../http/envelope';
import { listPage, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { nestRows, treeList } from '../../../tables/tree';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';
import { users } from '../../../tables/stores/user-store';
import type { AuthInfo } from '../../../auth/tokens';

type Node = Record<string, unknown> & { children?: Node[] };

/** A node is a leaf of the answer when no match hangs below it. */
const markLeaves = (nodes: Node[]): Node[] =>
  nodes.map((n) => (n.children ? { ...n, isLeaf: false, children: markLeaves(n.children) } : { ...n, isLeaf: true }));

/** JeecgBoot's DepartIdModel: a department as a picker's node, `children` always a list. */
const idNodes = (nodes: Node[]): Node[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.departName, children: idNodes(n.children ?? []) }));

/** The subtrees whose roots are these departments (a root inside another's subtree is not repeated). */
function subtreesOf(nodes: Node[], roots: Set<string>): Node[] {
  return nodes.flatMap((n) => (roots.has(String(n.id)) ? [n] : subtreesOf(n.children ?? [], roots)));
}

/** JeecgBoot's user identity: 2 a superior who answers for departments (负责部门), 1 an ordinary member. */
const SUPERIOR = 2;

/**
 * Departments (`sys/sysDepart`) are a tree table page (schemas/system/depart.json, hook `depart-codes`: org codes,
 * the fixed parent, no deleting a department still in use); the table layer answers its tree, record, add, edit and
 * delete. This adds JeecgBoot's one reader beyond them, read through the same layer.
 */
export function departRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const can = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:depart:list') };
  const model = () => {
    const found = tables.get('sys/sysDepart');
    if (!found) throw new ApiError(404, MESSAGES.notFound);
    return found;
  };
  const tree = (auth: AuthInfo) => treeList(ctx, model(), auth, {}) as Promise<Node[]>;

  /**
   * Every department as a picker's tree (JeecgBoot's `queryIdTree`: `{key, value, title, children}`), for the
   * department form's parent and the user form's departments: whoever may list departments or add or edit users.
   */
  app.get('/devops/sys/sysDepart/queryIdTree', {
    preValidation: async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      for (const code of ['system:depart:list', 'system:user:add', 'system:user:edit']) {
        if (await assertPermission(db, auth, code).then(() => true, () => false)) return;
      }
      throw new ApiError(403, MESSAGES.noAuth);
    },
    schema: requestSchema({ querystring: { _t: text(20) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => ok(idNodes(await tree(requireAuth(request))), '', 0));

  /**
   * 我的部门 (JeecgBoot's `queryMyDeptTreeList`): a superior (identity 2) gets the departments they answer for with
   * everything below them, `message` "2"; anyone else `message` "1" and no tree. Only the caller's own departments,
   * so a login is all it needs.
   */
  app.get('/devops/sys/sysDepart/queryMyDeptTreeList', { schema: requestSchema({ querystring: { _t: text(20) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const me = await users.responsibility(db, auth.userId);
    if (me?.user_identity !== SUPERIOR) return ok(null, '1', 0);
    const roots = new Set((me.depart_ids ?? '').split(',').filter(Boolean));
    return ok(roots.size ? markLeaves(subtreesOf(await tree(auth), roots)) : null, '2', 0);
  });

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
