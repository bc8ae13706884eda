import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, MESSAGES, ok } from '../../../http/envelope';
import { rolePermissionIds } from '../../../tables/hooks/permission-tree';
import { idParam } from '../../../tables/request-params';
import type { ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { treeList } from '../../../tables/tree';
import { ID, LIST_QUERY, requestErrors, requestSchema } from '../../../http/request-schemas';

type Node = Record<string, unknown> & { children?: Node[] };

/** Siblings in menu order, the older first where the order ties (as the permission menu shows them). */
const MENU_ORDER = { column: 'sortNo,createTime', order: 'asc' };

/** JeecgBoot's tree nodes: each row with what `extra` adds, `isLeaf` saying which carry `children`. */
function asNodes(nodes: Node[], extra: (n: Node) => Record<string, unknown>): Node[] {
  return nodes.map((n) => (n.children
    ? { ...n, ...extra(n), isLeaf: false, children: asNodes(n.children, extra) }
    : { ...n, ...extra(n), isLeaf: true }));
}

const idsOf = (nodes: Node[]): unknown[] => nodes.flatMap((n) => [n.id, ...idsOf(n.children ?? [])]);

/**
 * The menu screen (`sys/permission`, JeecgBoot's 菜单管理) is a tree table page served by the table layer
 * (schemas/system/permission.json, hook `permission-tree`): `queryById`, `add`, `edit`, `delete` and `deleteBatch`
 * are the layer's. These are JeecgBoot's answers that are not the layer's: `list`, the whole tree with `key`, `title`
 * and `isLeaf`; `queryTreeList`, the authorisation tree `{treeList, ids}` the role screen grants from; and
 * `queryRolePermission`, a role's granted ids. Both trees filter as the layer's lists do (`name` searches, `menuCode`
 * picks a view). `getUserPermissionByToken` is in permission-routes.ts, `saveRolePermission` with the roles.
 */
export function permissionAdminRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  /** Lets in a caller who holds any one of these codes. */
  const holding = (...codes: string[]) => ({
    preValidation: async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      const refused = (err: unknown) => {
        if (err instanceof ApiError && err.status === 403) return false;
        throw err;
      };
      for (const code of codes) if (await assertPermission(db, auth, code).then(() => true, refused)) return;
      throw new ApiError(403, MESSAGES.noAuth);
    },
  });
  const tree = (auth: AuthInfo, query: Record<string, unknown>) => {
    const model = tables.get('sys/permission');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    return treeList(ctx, model, auth, { ...query, ...MENU_ORDER }) as Promise<Node[]>;
  };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/permission/list', { ...holding('system:permission:list'), schema: { querystring: LIST_QUERY }, schemaErrorFormatter: requestErrors }, async (request) =>
    ok(asNodes(await tree(requireAuth(request), request.query), (n) => ({ key: n.id, title: n.name }))));

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/permission/queryTreeList', { ...holding('system:role:authorize', 'system:permission:list'), schema: { querystring: LIST_QUERY }, schemaErrorFormatter: requestErrors }, async (request) => {
    const nodes = await tree(requireAuth(request), request.query);
    const treeList = asNodes(nodes, (n) => ({ key: n.id, value: n.id, title: n.name, label: n.name, slotTitle: n.name, ruleFlag: 0 }));
    return ok({ treeList, ids: idsOf(nodes) });
  });

  /**
   * The role screen's authorisation tree as JeecgBoot's original client asks for it (UserRoleModal, DepartAuthModal):
   * `{treeList, ids}` of JeecgBoot's TreeModel nodes only — `key`/`value` the id, `slotTitle` the name its tree slot
   * `hasDatarule` shows, `ruleFlag`, `parentId`, `icon`, `children` on branches. Rights as the permission tree's.
   */
  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/role/queryTreeList', { ...holding('system:role:authorize'), schema: { querystring: LIST_QUERY }, schemaErrorFormatter: requestErrors }, async (request) => {
    const nodes = await tree(requireAuth(request), request.query);
    const treeModel = (list: Node[]): Node[] => list.map((n) => ({
      key: n.id, title: n.name, slotTitle: n.name, isLeaf: !n.children, icon: n.icon ?? null, ruleFlag: n.ruleFlag ?? 0,
      scopedSlots: { title: 'hasDatarule' }, ...(n.children ? { children: treeModel(n.children) } : {}),
      parentId: n.parentId ?? null, label: n.name, value: n.id,
    }));
    return ok({ treeList: treeModel(nodes), ids: idsOf(nodes) }, '', 0);
  });

  app.get<{ Querystring: { roleId?: string } }>('/devops/sys/permission/queryRolePermission', { ...holding('system:role:authorize'), schema: requestSchema({ querystring: { roleId: ID } }), schemaErrorFormatter: requestErrors }, async (request) =>
    ok(await rolePermissionIds(db, idParam(request.query.roleId))));
}
