import type { Queryable } from '../db/database';
import type { MenuItemFile, SchemaStore } from '../schemas/schema-store';
import { stableId } from '../db/seed/stable-id';

/**
 * Who owns a row: rows the configuration files declare are written by `system` and follow their files on every start
 * and reload; rows staff create in the screens carry their own user name and are never touched here.
 */
export const CONFIG_OWNER = 'system';

/** What one sync did: the changes applied, and what the database has that the files no longer declare (kept). */
export interface SyncReport {
  changed: string[];
  /** Configuration rows the files dropped: reported, never deleted (an administrator decides). */
  orphans: string[];
}

/** Roles named by the menus: from schemas/roles/roles.json, created or renamed to follow the file. */
async function syncRoles(db: Queryable, store: SchemaStore, report: SyncReport): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const role of store.roles) {
    const { rows } = await db.query<{ id: string; changed: boolean }>(
      `INSERT INTO sys_role (id, role_name, role_code, description, create_by) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (role_code) DO UPDATE SET role_name = EXCLUDED.role_name, description = EXCLUDED.description
         WHERE sys_role.create_by = $5 AND (sys_role.role_name, sys_role.description) IS DISTINCT FROM (EXCLUDED.role_name, EXCLUDED.description)
       RETURNING id, (xmax <> 0) AS changed`,
      [stableId(`role:${role.code}`), role.name, role.code, role.description ?? null, CONFIG_OWNER],
    );
    if (rows[0]) report.changed.push(`角色 ${role.code}${rows[0].changed ? '（已更新）' : '（新增）'}`);
    const id = rows[0]?.id ?? (await db.query<{ id: string }>('SELECT id FROM sys_role WHERE role_code = $1', [role.code])).rows[0].id;
    ids.set(role.code, id);
  }
  return ids;
}

/** Dictionaries and their items follow the files; items staff added to a file dictionary stay. */
async function syncDicts(db: Queryable, store: SchemaStore, report: SyncReport): Promise<void> {
  for (const dict of store.dicts) {
    const { rows } = await db.query<{ id: string; changed: boolean }>(
      `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1,$2,$3,$4)
       ON CONFLICT (dict_code) DO UPDATE SET dict_name = EXCLUDED.dict_name, del_flag = 0
         WHERE sys_dict.create_by = $4 AND (sys_dict.dict_name IS DISTINCT FROM EXCLUDED.dict_name OR sys_dict.del_flag <> 0)
       RETURNING id, (xmax <> 0) AS changed`,
      [stableId(`dict:${dict.code}`), dict.name, dict.code, CONFIG_OWNER],
    );
    if (rows[0]) report.changed.push(`字典 ${dict.code}${rows[0].changed ? '（已更新）' : '（新增）'}`);
    // A dictionary a migration created keeps its id; its items hang under that one.
    const dictId = (await db.query<{ id: string }>('SELECT id FROM sys_dict WHERE dict_code = $1', [dict.code])).rows[0].id;
    for (const [i, [value, text, color]] of dict.items.entries()) {
      const item = await db.query<{ changed: boolean }>(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, item_color, create_by) VALUES ($1,$2,$3,$4,$5,$6,$7)
         ON CONFLICT (dict_id, item_value) DO UPDATE SET item_text = EXCLUDED.item_text, sort_order = EXCLUDED.sort_order, item_color = EXCLUDED.item_color
           WHERE sys_dict_item.create_by = $7 AND (sys_dict_item.item_text, sys_dict_item.sort_order, sys_dict_item.item_color)
             IS DISTINCT FROM (EXCLUDED.item_text, EXCLUDED.sort_order, EXCLUDED.item_color)
         RETURNING (xmax <> 0) AS changed`,
        [stableId(`dict:${dict.code}:${value}`), dictId, text, value, i + 1, color ?? null, CONFIG_OWNER],
      );
      if (item.rows[0]) report.changed.push(`字典项 ${dict.code}=${value}${item.rows[0].changed ? '（已更新）' : '（新增）'}`);
    }
    const declared = dict.items.map(([value]) => value);
    const { rows: extra } = await db.query<{ item_value: string }>(
      'SELECT item_value FROM sys_dict_item WHERE dict_id = $1 AND create_by = $2 AND NOT (item_value = ANY($3))',
      [dictId, CONFIG_OWNER, declared],
    );
    for (const r of extra) report.orphans.push(`字典 ${dict.code} 的项 ${r.item_value} 已不在配置文件中（仍保留）`);
  }
}

async function syncCheckRules(db: Queryable, store: SchemaStore): Promise<void> {
  for (const rule of store.checkRules) {
    await db.query(
      `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by) VALUES ($1,$2,$3,$4,$5,$6)
       ON CONFLICT (rule_code) DO UPDATE SET rule_name = EXCLUDED.rule_name, rule_json = EXCLUDED.rule_json, rule_description = EXCLUDED.rule_description
         WHERE sys_check_rule.create_by = $6`,
      [stableId(`rule:${rule.code}`), rule.name, rule.code, JSON.stringify(rule.rules), rule.description ?? null, CONFIG_OWNER],
    );
  }
}

/**
 * Menus, their buttons and the roles granted each: rows follow the files (name, path, component, icon, order, parent,
 * visibility); grants the files name are added. A grant an administrator added stays; one the file dropped is reported.
 */
async function syncMenus(db: Queryable, store: SchemaStore, roleIds: Map<string, string>, report: SyncReport): Promise<void> {
  const declared = new Set<string>();
  const grant = async (roles: string[], permissionId: string) => {
    for (const code of roles) {
      const roleId = roleIds.get(code);
      if (!roleId) continue; // the linter reports a menu naming an unknown role
      await db.query('INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2) ON CONFLICT DO NOTHING', [roleId, permissionId]);
    }
  };
  const put = async (item: MenuItemFile, menuCode: string, parentId: string | null, sort: number) => {
    const id = stableId(`menu:${item.key}`);
    declared.add(id);
    const children = item.children ?? [];
    const { rows } = await db.query<{ changed: boolean }>(
      `INSERT INTO sys_permission (id, parent_id, menu_code, name, url, component, redirect, menu_type, sort_no,
         always_show, icon, is_route, is_leaf, keep_alive, hidden, internal_or_external, create_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,true,$12,$13,$14,$15,$16)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, menu_code = EXCLUDED.menu_code, name = EXCLUDED.name,
         url = EXCLUDED.url, component = EXCLUDED.component, redirect = EXCLUDED.redirect, menu_type = EXCLUDED.menu_type,
         sort_no = EXCLUDED.sort_no, always_show = EXCLUDED.always_show, icon = EXCLUDED.icon, is_leaf = EXCLUDED.is_leaf,
         keep_alive = EXCLUDED.keep_alive, hidden = EXCLUDED.hidden, internal_or_external = EXCLUDED.internal_or_external, del_flag = 0
         WHERE sys_permission.create_by = $16 AND (sys_permission.parent_id, sys_permission.menu_code, sys_permission.name, sys_permission.url,
           sys_permission.component, sys_permission.redirect, sys_permission.menu_type, sys_permission.sort_no, sys_permission.always_show,
           sys_permission.icon, sys_permission.is_leaf, sys_permission.keep_alive, sys_permission.hidden, sys_permission.internal_or_external,
           sys_permission.del_flag)
           IS DISTINCT FROM (EXCLUDED.parent_id, EXCLUDED.menu_code, EXCLUDED.name, EXCLUDED.url, EXCLUDED.component, EXCLUDED.redirect,
           EXCLUDED.menu_type, EXCLUDED.sort_no, EXCLUDED.always_show, EXCLUDED.icon, EXCLUDED.is_leaf, EXCLUDED.keep_alive, EXCLUDED.hidden,
           EXCLUDED.internal_or_external, 0)
       RETURNING (xmax <> 0) AS changed`,
      [id, parentId, menuCode, item.name, item.url, item.component ?? null, item.redirect ?? null, parentId ? 1 : 0, sort,
        item.alwaysShow ?? false, item.icon ?? null, children.length === 0, item.keepAlive ?? false, item.hidden ?? false,
        item.internalOrExternal ?? false, CONFIG_OWNER],
    );
    if (rows[0]) report.changed.push(`菜单 ${item.key}${rows[0].changed ? '（已更新）' : '（新增）'}`);
    await grant(item.roles, id);
    for (const [i, button] of (item.buttons ?? []).entries()) {
      const bid = stableId(`menu:${item.key}:btn:${button.perms}`);
      declared.add(bid);
      const b = await db.query<{ changed: boolean }>(
        `INSERT INTO sys_permission (id, parent_id, menu_code, name, menu_type, perms, perms_type, sort_no, create_by)
         VALUES ($1,$2,$3,$4,2,$5,$6,$7,$8)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, perms_type = EXCLUDED.perms_type,
           sort_no = EXCLUDED.sort_no, del_flag = 0
           WHERE sys_permission.create_by = $8 AND (sys_permission.parent_id, sys_permission.name, sys_permission.perms_type, sys_permission.sort_no, sys_permission.del_flag)
             IS DISTINCT FROM (EXCLUDED.parent_id, EXCLUDED.name, EXCLUDED.perms_type, EXCLUDED.sort_no, 0)
         RETURNING (xmax <> 0) AS changed`,
        [bid, id, menuCode, button.name, button.perms, button.permsType ?? '1', i + 1, CONFIG_OWNER],
      );
      if (b.rows[0]) report.changed.push(`按钮 ${button.perms}${b.rows[0].changed ? '（已更新）' : '（新增）'}`);
      await grant(button.roles, bid);
    }
    for (const [i, child] of children.entries()) await put(child, menuCode, id, child.sort ?? i + 1);
  };
  for (const menu of store.menus) {
    for (const [i, item] of menu.items.entries()) await put(item, menu.menuCode, null, item.sort ?? (menu.order ?? 0) + i + 1);
  }
  const { rows } = await db.query<{ id: string; name: string; perms: string | null }>(
    'SELECT id, name, perms FROM sys_permission WHERE create_by = $1 AND del_flag = 0 AND NOT (id = ANY($2))',
    [CONFIG_OWNER, [...declared]],
  );
  for (const r of rows) report.orphans.push(`菜单 ${r.name}${r.perms ? `（${r.perms}）` : ''} 已不在菜单文件中（仍保留）`);
}

/**
 * Brings the database in line with the configuration files — roles, dictionaries, check rules, menus, buttons and
 * grants — on every start and every reload. Idempotent: a second run changes nothing. Rows staff created are left
 * alone; configuration rows the files no longer declare are reported, never deleted.
 *
 * @example
 * const report = await syncConfiguration(db, store);
 * report.orphans; // ['菜单 旧报表 已不在菜单文件中（仍保留）']
 */
export async function syncConfiguration(db: Queryable, store: SchemaStore): Promise<SyncReport> {
  const report: SyncReport = { changed: [], orphans: [] };
  const roleIds = await syncRoles(db, store, report);
  await syncDicts(db, store, report);
  await syncCheckRules(db, store);
  await syncMenus(db, store, roleIds, report);
  return report;
}
