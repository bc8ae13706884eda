import type { Queryable } from '../../db/database';
import { assertPermission } from '../../auth/access';
import type { AuthInfo } from '../../auth/tokens';
import { ApiError } from '../../http/envelope';
import type { SaveInput, TableHooks } from '../table-hooks';
import { BUTTON, checkMenu, permsCodes, TOP_MENU, type MenuValues } from './menu-rules';

/** Columns that never hold NULL and what a new row starts at; clearing one on edit keeps what it held. */
const NOT_NULL: Record<string, unknown> = {
  sortNo: 0, permsType: '1', route: true, keepAlive: false, hidden: false, alwaysShow: false, internalOrExternal: false, menuCode: '11',
};
const TEXTS = ['name', 'url', 'component', 'componentName', 'redirect', 'perms', 'icon', 'description'];
/** A top-level menu without a parent picks its tree; the company view unless told otherwise. */
const COMPANY_VIEW = '11';

const text = (v: unknown): string | null => (v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim());

/** Blank text becomes null, text is trimmed, a cleared never-null column starts at its default or keeps its value. */
function tidy(input: SaveInput): void {
  const { values } = input;
  for (const name of TEXTS) if (name in values) values[name] = text(values[name]);
  for (const [name, initial] of Object.entries(NOT_NULL)) {
    if (values[name] !== null) continue;
    if (input.op === 'add') values[name] = initial;
    else delete values[name];
  }
}

/**
 * Nobody hands out what they lack. A button's own codes change only in the hands of someone who holds them (a
 * status 0 would free the code for everyone); a code another live button already defines is attached only by a
 * holder (the new row's grant would otherwise carry it). A brand-new code is anyone's to create.
 */
async function assertHolds(db: Queryable, auth: AuthInfo, ownCodes: string[], newCodes: string[], exceptId: string): Promise<void> {
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

/** The live parent a menu or button hangs under; a button has nothing under it. */
async function parentOf(db: Queryable, parentId: string | null): Promise<{ menu_code: string } | null> {
  if (!parentId) return null;
  const { rows } = await db.query<{ menu_code: string; menu_type: number }>(
    'SELECT menu_code, menu_type FROM sys_permission WHERE id = $1 AND del_flag = 0', [parentId]);
  if (!rows[0]) throw new ApiError(400, '上级菜单不存在');
  if (rows[0].menu_type === BUTTON) throw new ApiError(400, '按钮下不能再添加菜单或按钮');
  return rows[0];
}

/** `is_leaf` says whether a row has live rows under it; kept for the rows named after every change. */
async function refreshLeaf(db: Queryable, ids: unknown[]): Promise<void> {
  const live = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  if (!live.length) return;
  await db.query(
    `UPDATE sys_permission p SET is_leaf = NOT EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = p.id AND c.del_flag = 0) WHERE p.id = ANY($1)`, [live]);
}

/** The parents of these rows, deleted ones included. */
async function parentIds(db: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{ parent_id: string }>('SELECT DISTINCT parent_id FROM sys_permission WHERE id = ANY($1) AND parent_id IS NOT NULL', [ids]);
  return rows.map((r) => r.parent_id);
}

/**
 * Menus and buttons (菜单管理, the two menu trees of the company and project views). A row is checked as it will be
 * after the write (see checkMenu); its parent is a live menu, never a button, of the same view, and a sub-menu takes
 * its parent's view (the view is set when a top-level menu is created and never changes after). A menu with rows
 * under it does not become a button. Nobody attaches, re-codes or deactivates a permission code they do not hold;
 * whoever creates a row finds it granted at once to their roles that may create menus. `is_leaf` follows the tree.
 * Deleting a menu takes everything under it, with every role's grant of those rows; the platform's own `system:`
 * codes are never deleted. Menus the configuration files declare are edited and deleted like any other (the next
 * start writes them back as the files say). The permission menu is read live on every request, so nothing is cached.
 */
export function permissionTreeHooks(): TableHooks {
  return {
    name: 'permission-tree',
    // JeecgBoot's menu screen answers a batch delete as it answers one.
    messages: { deleteBatch: '删除成功!' },
    async beforeSave(ctx, input) {
      tidy(input);
      const { values } = input;
      const current = input.current ?? {};
      if (input.op === 'edit') delete values.menuCode;
      const row = { ...current, ...values };
      const menuType = Number(row.menuType);
      const menu: MenuValues = { menuType, parentId: text(row.parentId), url: text(row.url), component: text(row.component), redirect: text(row.redirect), perms: text(row.perms) };
      const stored = checkMenu(menu);
      Object.assign(values, stored);
      const parent = await parentOf(ctx.tx, menuType === TOP_MENU ? null : menu.parentId);
      if (input.op === 'add') {
        values.menuCode = parent?.menu_code ?? values.menuCode ?? COMPANY_VIEW;
      } else {
        if (parent && parent.menu_code !== current.menuCode) throw new ApiError(400, '不能把菜单移到另一视图的菜单树下');
        if (menuType === BUTTON && Number(current.menuType) !== BUTTON) {
          const kids = await ctx.tx.query('SELECT 1 FROM sys_permission WHERE parent_id = $1 AND del_flag = 0 LIMIT 1', [input.id]);
          if (kids.rows.length) throw new ApiError(400, '该菜单下还有子项，不能改为按钮');
        }
      }
      const ownCodes = input.op === 'edit' && Number(current.menuType) === BUTTON ? permsCodes(current.perms) : [];
      await assertHolds(ctx.tx, ctx.auth, ownCodes, permsCodes('perms' in stored ? stored.perms : menu.perms), input.id);
    },
    async afterSave(ctx, input) {
      await refreshLeaf(ctx.tx, [input.current?.parentId, 'parentId' in input.values ? input.values.parentId : input.current?.parentId]);
      if (input.op !== 'add') return;
      // The creator's menu-admin roles get the new row at once: granting it on needs the granter to hold it.
      await ctx.tx.query(
        `INSERT INTO sys_role_permission (role_id, permission_id)
         SELECT DISTINCT ur.role_id, $2 FROM sys_user_role ur
           JOIN sys_role_permission rp ON rp.role_id = ur.role_id
           JOIN sys_permission p ON p.id = rp.permission_id AND p.menu_type = 2 AND p.del_flag = 0
          WHERE ur.user_id = $1 AND 'system:permission:add' = ANY(string_to_array(replace(p.perms, ' ', ''), ','))
         ON CONFLICT DO NOTHING`, [ctx.auth.userId, input.id]);
    },
    async deletesWith(ctx, ids) {
      const { rows } = await ctx.tx.query<{ id: string }>(
        `WITH RECURSIVE sub AS (SELECT id FROM sys_permission WHERE id = ANY($1) AND del_flag = 0
           UNION SELECT p.id FROM sys_permission p JOIN sub ON p.parent_id = sub.id WHERE p.del_flag = 0)
         SELECT id FROM sub WHERE NOT (id = ANY($1))`, [ids]);
      return rows.map((r) => r.id);
    },
    async beforeDelete(ctx, ids, mode) {
      if (mode === 'restore') {
        const { rows } = await ctx.tx.query<{ name: string }>(
          `SELECT c.name FROM sys_permission c JOIN sys_permission p ON p.id = c.parent_id
            WHERE c.id = ANY($1) AND p.del_flag <> 0 AND NOT (p.id = ANY($1)) LIMIT 1`, [ids]);
        if (rows[0]) throw new ApiError(400, `“${rows[0].name}”的上级菜单已删除，请先还原上级菜单`);
        return;
      }
      const { rows } = await ctx.tx.query<{ name: string; perms: string | null; menu_type: number }>(
        'SELECT name, perms, menu_type FROM sys_permission WHERE id = ANY($1) ORDER BY sort_no, id', [ids]);
      const builtIn = rows.find((r) => r.menu_type === BUTTON && permsCodes(r.perms).some((c) => c.startsWith('system:')));
      if (builtIn) throw new ApiError(400, `“${builtIn.name}”（${builtIn.perms}）是系统管理的内置权限，不能删除`);
      await ctx.tx.query('DELETE FROM sys_role_permission WHERE permission_id = ANY($1)', [ids]);
    },
    async afterDelete(ctx, ids) {
      await refreshLeaf(ctx.tx, [...ids, ...(await parentIds(ctx.tx, ids))]);
    },
  };
}

/** The live permission ids a role holds, in menu order (JeecgBoot's `queryRolePermission`, the authorisation tree's checked keys). */
export async function rolePermissionIds(db: Queryable, roleId: string): Promise<string[]> {
  const { rows } = await db.query<{ permission_id: string }>(
    `SELECT rp.permission_id FROM sys_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id AND p.del_flag = 0
      WHERE rp.role_id = $1 ORDER BY p.sort_no, p.id`, [roleId]);
  return rows.map((r) => r.permission_id);
}
