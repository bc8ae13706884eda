import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { ident } from '../../../sql/identifiers';
import { type AdminTable, escapeLike, findById, idParam, idsParam, nestRows, permit, wireRows, zhSchemaErrors } from './admin-list';
import { checkMenu, fromBody, MENU_SCHEMA_LABELS, MENU_PROPERTIES, type MenuRow, permsCodes } from './menu-validation';

const MENUS: AdminTable = {
  table: 'sys_permission',
  columns: {
    id: 'id', parentId: 'parent_id', menuCode: 'menu_code', name: 'name', url: 'url', component: 'component', componentName: 'component_name',
    redirect: 'redirect', menuType: 'menu_type', perms: 'perms', permsType: 'perms_type', sortNo: 'sort_no', alwaysShow: 'always_show',
    icon: 'icon', route: 'is_route', keepAlive: 'keep_alive', hidden: 'hidden', description: 'description',
    status: 'status', internalOrExternal: 'internal_or_external', createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  dicts: { menuType: 'menu_type', status: 'valid_status' },
  where: 'del_flag = 0',
};
const SELECT = Object.values(MENUS.columns).map(ident).join(', ');
const ORDER = 'ORDER BY sort_no, create_time, id';
const errors = zhSchemaErrors(MENU_SCHEMA_LABELS, { componentName: '组件名称只能包含字母、数字、下划线和短横线', icon: '图标只能包含字母、数字、冒号、下划线和短横线' });
const ADD = { body: { type: 'object', additionalProperties: false, required: ['name', 'menuType'], properties: MENU_PROPERTIES } };
const EDIT = { body: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...MENU_PROPERTIES, id: { type: 'string', minLength: 1, maxLength: 32 } } } };

type Node = Record<string, unknown>;

/** Leaves carry no `children`; isLeaf says which is which. */
function markLeaves(list: Node[]): Node[] {
  return list.map((n) => (n.children ? { ...n, isLeaf: false, children: markLeaves(n.children as Node[]) } : { ...n, isLeaf: true }));
}

/**
 * Nobody hands out what they lack. A row's own codes change only in the hands of someone who holds
 * them (a status 0 would free the code for everyone); a code another live row already defines is attached
 * only by a holder (the new row's grant would otherwise carry it). A brand-new code is anyone's to create.
 */
async function assertHolds(db: Queryable, auth: AuthInfo, ownCodes: string[], newCodes: string[], exceptId: string) {
  const refuse = (code: string) => () => {
    throw new ApiError(403, `不能设置或修改自己没有的权限：${code}`);
  };
  for (const code of new Set(ownCodes)) await assertPermission(db, auth, code).catch(refuse(code));
  for (const code of new Set(newCodes.filter((c) => !ownCodes.includes(c)))) {
    const defined = await db.query(
      `SELECT 1 FROM sys_permission WHERE menu_type = 2 AND del_flag = 0 AND id <> $2 AND $1 = ANY(string_to_array(replace(perms, ' ', ''), ',')) LIMIT 1`,
      [code, exceptId]);
    if (defined.rows.length) await assertPermission(db, auth, code).catch(refuse(code));
  }
}

async function parentOf(db: Queryable, parentId: string | null): Promise<{ menu_code: string; menu_type: number } | null> {
  if (!parentId) return null;
  const { rows } = await db.query<{ menu_code: string; menu_type: number }>('SELECT menu_code, menu_type FROM sys_permission WHERE id = $1 AND del_flag = 0', [parentId]);
  if (!rows[0]) throw new ApiError(400, '上级菜单不存在');
  if (rows[0].menu_type === 2) throw new ApiError(400, '按钮下不能再添加菜单或按钮');
  return rows[0];
}

async function refreshLeaf(db: Queryable, ids: (string | null)[]) {
  const live = ids.filter((id): id is string => !!id);
  if (!live.length) return;
  await db.query(
    `UPDATE sys_permission p SET is_leaf = NOT EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0) WHERE p.id = ANY($1)`, [live]);
}

const WRITE_COLUMNS: (keyof MenuRow)[] = ['parent_id', 'name', 'url', 'component', 'component_name', 'redirect', 'menu_type', 'perms', 'perms_type',
  'sort_no', 'always_show', 'icon', 'is_route', 'keep_alive', 'hidden', 'description', 'status', 'internal_or_external'];

/** Menu and permission administration (`sys/permission`); `getUserPermissionByToken` stays in permission-routes.ts. */
export function permissionAdminRoutes(app: FastifyInstance, db: Database): void {
  const loadTree = async (query: { name?: string; menuCode?: string }) => {
    const params: unknown[] = [];
    const where = ['del_flag = 0'];
    if (query.name) where.push(`name ILIKE $${params.push(`%${escapeLike(String(query.name).slice(0, 100))}%`)}`);
    if (query.menuCode) where.push(`menu_code = $${params.push(String(query.menuCode))}`);
    const { rows } = await db.query(`SELECT ${SELECT} FROM sys_permission WHERE ${where.join(' AND ')} ${ORDER}`, params);
    return rows;
  };

  const list = permit(db, 'system:permission:list');
  /** The whole menu tree (menus and buttons) for the admin screen; `name` filters literally, `menuCode` picks a tree. */
  app.get<{ Querystring: { name?: string; menuCode?: string } }>('/devops/sys/permission/list', { preValidation: list }, async (request) => {
    const rows = await wireRows(db, MENUS, await loadTree(request.query));
    return ok(markLeaves(nestRows(rows.map((r) => ({ ...r, key: r.id, title: r.name })))));
  });

  /**
   * JeecgBoot's authorisation tree: `{treeList, ids}` with `{key, title, children}` nodes. Each node also carries the
   * menu row as `list` answers it, so the menu screen's tree (the schema page `sys/permission`) reads the same nodes.
   */
  app.get<{ Querystring: { menuCode?: string } }>('/devops/sys/permission/queryTreeList', {
    preValidation: permit(db, 'system:role:authorize', 'system:permission:list'),
  }, async (request) => {
    const rows = await loadTree({ menuCode: request.query.menuCode });
    const wire = await wireRows(db, MENUS, rows);
    const nodes = rows.map((r, i) => ({
      ...wire[i],
      key: r.id, value: r.id, title: r.name, label: r.name, slotTitle: r.name, parentId: r.parent_id, icon: r.icon,
      menuType: r.menu_type, menuCode: r.menu_code, perms: r.perms, ruleFlag: 0,
    }));
    return ok({ treeList: markLeaves(nestRows(nodes, 'key')), ids: rows.map((r) => r.id) });
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/permission/queryById', { preValidation: list }, async (request) =>
    ok(await findById(db, MENUS, request.query.id)));

  /** The permission ids a role holds, for the authorisation tree's checked keys. */
  app.get<{ Querystring: { roleId?: string } }>('/devops/sys/permission/queryRolePermission', {
    preValidation: permit(db, 'system:role:authorize'),
  }, async (request) => {
    const { rows } = await db.query<{ permission_id: string }>(
      `SELECT rp.permission_id FROM sys_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id AND p.del_flag = 0
        WHERE rp.role_id = $1 ORDER BY p.sort_no, p.id`, [idParam(request.query.roleId)]);
    return ok(rows.map((r) => r.permission_id));
  });

  app.post<{ Body: Record<string, unknown> }>('/devops/sys/permission/add', { preValidation: permit(db, 'system:permission:add'), schema: ADD, schemaErrorFormatter: errors }, async (request) => {
    const auth = requireAuth(request);
    const row = checkMenu(fromBody(request.body));
    const id = randomBytes(16).toString('hex');
    await db.transaction(async (tx) => {
      const parent = await parentOf(tx, row.parent_id);
      await assertHolds(tx, auth, [], permsCodes(row.perms), id);
      const menuCode = parent?.menu_code ?? (request.body.menuCode as string | undefined) ?? '11';
      const cols = [...WRITE_COLUMNS, 'id', 'menu_code', 'create_by'];
      const values = [...WRITE_COLUMNS.map((c) => row[c]), id, menuCode, auth.username];
      await tx.query(`INSERT INTO sys_permission (${cols.map(ident).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, values);
      await refreshLeaf(tx, [row.parent_id]);
      // The creator's permission-admin roles get the new row at once: grants need the granter to hold it.
      await tx.query(
        `INSERT INTO sys_role_permission (role_id, permission_id)
         SELECT DISTINCT ur.role_id, $2 FROM sys_user_role ur
           JOIN sys_role_permission rp ON rp.role_id = ur.role_id
           JOIN sys_permission p ON p.id = rp.permission_id AND p.menu_type = 2 AND p.del_flag = 0
          WHERE ur.user_id = $1 AND 'system:permission:add' = ANY(string_to_array(replace(p.perms, ' ', ''), ','))
         ON CONFLICT DO NOTHING`, [auth.userId, id]);
    });
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: Record<string, unknown> }>) => {
    const auth = requireAuth(request);
    const id = idParam(request.body.id);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<MenuRow>(`SELECT * FROM sys_permission WHERE id = $1 AND del_flag = 0`, [id]);
      const current = rows[0];
      if (!current) throw new ApiError(404, '未找到对应实体');
      const row = checkMenu(fromBody(request.body, current));
      const parent = await parentOf(tx, row.parent_id);
      if (parent && parent.menu_code !== current.menu_code) throw new ApiError(400, '不能把菜单移到另一视图的菜单树下');
      if (row.parent_id && row.parent_id !== current.parent_id) {
        const loop = await tx.query(
          `WITH RECURSIVE up AS (SELECT id, parent_id FROM sys_permission WHERE id = $1
             UNION SELECT p.id, p.parent_id FROM sys_permission p JOIN up ON p.id = up.parent_id)
           SELECT 1 FROM up WHERE id = $2 LIMIT 1`, [row.parent_id, id]);
        if (loop.rows.length) throw new ApiError(400, '不能把菜单移到它自己或它的下级之下');
      }
      if (row.menu_type === 2 && current.menu_type !== 2) {
        const kids = await tx.query('SELECT 1 FROM sys_permission WHERE parent_id = $1 AND del_flag = 0 LIMIT 1', [id]);
        if (kids.rows.length) throw new ApiError(400, '该菜单下还有子项，不能改为按钮');
      }
      await assertHolds(tx, auth, current.menu_type === 2 ? permsCodes(current.perms) : [], permsCodes(row.perms), id);
      await tx.query(
        `UPDATE sys_permission SET ${WRITE_COLUMNS.map((c, i) => `${ident(c)} = $${i + 3}`).join(', ')}, update_by = $2, update_time = now() WHERE id = $1`,
        [id, auth.username, ...WRITE_COLUMNS.map((c) => row[c])]);
      await refreshLeaf(tx, [current.parent_id, row.parent_id]);
    });
    return okMessage('编辑成功!');
  };
  const editOptions = { preValidation: permit(db, 'system:permission:edit'), schema: EDIT, schemaErrorFormatter: errors };
  app.put<{ Body: Record<string, unknown> }>('/devops/sys/permission/edit', editOptions, edit);
  app.post<{ Body: Record<string, unknown> }>('/devops/sys/permission/edit', editOptions, edit);

  /** Soft-deletes each row with everything under it and drops their grants; built-in system codes stay. */
  const deleteMenus = (ids: string[], username: string) => db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; parent_id: string | null; name: string; perms: string | null; menu_type: number }>(
      `WITH RECURSIVE sub AS (SELECT id FROM sys_permission WHERE id = ANY($1) AND del_flag = 0
         UNION SELECT p.id FROM sys_permission p JOIN sub ON p.parent_id = sub.id WHERE p.del_flag = 0)
       SELECT p.id, p.parent_id, p.name, p.perms, p.menu_type FROM sys_permission p JOIN sub ON sub.id = p.id`, [ids]);
    const found = new Set(rows.map((r) => r.id));
    if (ids.some((id) => !found.has(id))) throw new ApiError(404, '未找到对应实体');
    const builtIn = rows.find((r) => r.menu_type === 2 && permsCodes(r.perms).some((c) => c.startsWith('system:')));
    if (builtIn) throw new ApiError(400, `“${builtIn.name}”（${builtIn.perms}）是系统管理的内置权限，不能删除`);
    const all = [...found];
    await tx.query('UPDATE sys_permission SET del_flag = 1, update_by = $2, update_time = now() WHERE id = ANY($1)', [all, username]);
    await tx.query('DELETE FROM sys_role_permission WHERE permission_id = ANY($1)', [all]);
    await refreshLeaf(tx, rows.filter((r) => ids.includes(r.id)).map((r) => r.parent_id));
  });
  const remove = permit(db, 'system:permission:delete');
  app.delete<{ Querystring: { id?: string } }>('/devops/sys/permission/delete', { preValidation: remove }, async (request) => {
    await deleteMenus([idParam(request.query.id)], requireAuth(request).username);
    return okMessage('删除成功!');
  });
  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/permission/deleteBatch', { preValidation: remove }, async (request) => {
    await deleteMenus(idsParam(request.query.ids), requireAuth(request).username);
    return okMessage('删除成功!');
  });
}
