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

/** Keeps the last of rows sharing a key, in first-seen order: one statement may not write a row twice. */
function lastByKey<T>(rows: T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    byKey.delete(k);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}

/** One column's values for `unnest`: each sync writes all its rows in one statement, not one statement a row. */
const column = <T, V>(rows: T[], pick: (row: T) => V): V[] => rows.map(pick);

/** Roles named by the menus: from schemas/roles/roles.json, created or renamed to follow the file. */
async function syncRoles(db: Queryable, store: SchemaStore, report: SyncReport): Promise<Map<string, string>> {
  const roles = lastByKey(store.roles, (r) => r.code);
  if (roles.length === 0) return new Map();
  const { rows } = await db.query<{ role_code: string; changed: boolean }>(
    `INSERT INTO sys_role (id, role_name, role_code, description, create_by)
     SELECT id, role_name, role_code, description, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(id, role_name, role_code, description)
     ON CONFLICT (role_code) DO UPDATE SET role_name = EXCLUDED.role_name, description = EXCLUDED.description
       WHERE sys_role.create_by = $5 AND (sys_role.role_name, sys_role.description) IS DISTINCT FROM (EXCLUDED.role_name, EXCLUDED.description)
     RETURNING role_code, (xmax <> 0) AS changed`,
    [column(roles, (r) => stableId(`role:${r.code}`)), column(roles, (r) => r.name), column(roles, (r) => r.code),
      column(roles, (r) => r.description ?? null), CONFIG_OWNER],
  );
  const written = new Map(rows.map((r) => [r.role_code, r.changed]));
  for (const role of roles) if (written.has(role.code)) report.changed.push(`角色 ${role.code}${written.get(role.code) ? '（已更新）' : '（新增）'}`);
  const { rows: ids } = await db.query<{ id: string; role_code: string }>('SELECT id, role_code FROM sys_role WHERE role_code = ANY($1)', [roles.map((r) => r.code)]);
  return new Map(ids.map((r) => [r.role_code, r.id]));
}

/** Dictionaries and their items follow the files; items staff added to a file dictionary stay. */
async function syncDicts(db: Queryable, store: SchemaStore, report: SyncReport): Promise<void> {
  const dicts = lastByKey(store.dicts, (d) => d.code);
  if (dicts.length === 0) return;
  const { rows } = await db.query<{ dict_code: string; changed: boolean }>(
    `INSERT INTO sys_dict (id, dict_name, dict_code, create_by)
     SELECT id, dict_name, dict_code, $4 FROM unnest($1::text[], $2::text[], $3::text[]) AS d(id, dict_name, dict_code)
     ON CONFLICT (dict_code) DO UPDATE SET dict_name = EXCLUDED.dict_name, del_flag = 0
       WHERE sys_dict.create_by = $4 AND (sys_dict.dict_name IS DISTINCT FROM EXCLUDED.dict_name OR sys_dict.del_flag <> 0)
     RETURNING dict_code, (xmax <> 0) AS changed`,
    [column(dicts, (d) => stableId(`dict:${d.code}`)), column(dicts, (d) => d.name), column(dicts, (d) => d.code), CONFIG_OWNER],
  );
  const written = new Map(rows.map((r) => [r.dict_code, r.changed]));
  for (const dict of dicts) if (written.has(dict.code)) report.changed.push(`字典 ${dict.code}${written.get(dict.code) ? '（已更新）' : '（新增）'}`);
  // A dictionary a migration created keeps its id; its items hang under that one.
  const { rows: idRows } = await db.query<{ id: string; dict_code: string }>('SELECT id, dict_code FROM sys_dict WHERE dict_code = ANY($1)', [dicts.map((d) => d.code)]);
  const dictIds = new Map(idRows.map((r) => [r.dict_code, r.id]));
  const items = lastByKey(dicts.flatMap((dict) => dict.items.map(([value, text, color], i) => ({
    code: dict.code, dictId: dictIds.get(dict.code)!, value, text, color: color ?? null, sort: i + 1,
  }))), (item) => `${item.code}\u0001${item.value}`);
  const { rows: itemRows } = await db.query<{ dict_id: string; item_value: string; changed: boolean }>(
    `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, item_color, create_by)
     SELECT id, dict_id, item_text, item_value, sort_order, item_color, $7
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[]) AS i(id, dict_id, item_text, item_value, sort_order, item_color)
     ON CONFLICT (dict_id, item_value) DO UPDATE SET item_text = EXCLUDED.item_text, sort_order = EXCLUDED.sort_order, item_color = EXCLUDED.item_color
       WHERE sys_dict_item.create_by = $7 AND (sys_dict_item.item_text, sys_dict_item.sort_order, sys_dict_item.item_color)
         IS DISTINCT FROM (EXCLUDED.item_text, EXCLUDED.sort_order, EXCLUDED.item_color)
     RETURNING dict_id, item_value, (xmax <> 0) AS changed`,
    [column(items, (i) => stableId(`dict:${i.code}:${i.value}`)), column(items, (i) => i.dictId), column(items, (i) => i.text),
      column(items, (i) => i.value), column(items, (i) => i.sort), column(items, (i) => i.color), CONFIG_OWNER],
  );
  const itemChanged = new Map(itemRows.map((r) => [`${r.dict_id}\u0001${r.item_value}`, r.changed]));
  for (const item of items) {
    const changed = itemChanged.get(`${item.dictId}\u0001${item.value}`);
    if (changed !== undefined) report.changed.push(`字典项 ${item.code}=${item.value}${changed ? '（已更新）' : '（新增）'}`);
  }
  const declared = new Set(items.map((i) => `${i.dictId}\u0001${i.value}`));
  const { rows: owned } = await db.query<{ dict_id: string; item_value: string }>(
    'SELECT dict_id, item_value FROM sys_dict_item WHERE dict_id = ANY($1) AND create_by = $2 ORDER BY sort_order, item_value',
    [[...dictIds.values()], CONFIG_OWNER],
  );
  const ownedByDict = new Map<string, string[]>();
  for (const r of owned) ownedByDict.set(r.dict_id, [...(ownedByDict.get(r.dict_id) ?? []), r.item_value]);
  for (const dict of dicts) {
    const id = dictIds.get(dict.code)!;
    for (const value of ownedByDict.get(id) ?? []) {
      if (!declared.has(`${id}\u0001${value}`)) report.orphans.push(`字典 ${dict.code} 的项 ${value} 已不在配置文件中（仍保留）`);
    }
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

interface MenuRow {
  key: string; id: string; parentId: string | null; menuCode: string; name: string; url: string; component: string | null;
  redirect: string | null; menuType: number; sort: number; alwaysShow: boolean; icon: string | null; leaf: boolean;
  keepAlive: boolean; hidden: boolean; external: boolean;
}
interface ButtonRow { id: string; parentId: string; menuCode: string; name: string; perms: string; permsType: string; sort: number }

/**
 * Menus, their buttons and the roles granted each: rows follow the files (name, path, component, icon, order, parent,
 * visibility); grants the files name are added. A grant an administrator added stays; one the file dropped is reported.
 */
async function syncMenus(db: Queryable, store: SchemaStore, roleIds: Map<string, string>, report: SyncReport): Promise<void> {
  const menus: MenuRow[] = [];
  const buttons: ButtonRow[] = [];
  const grants: [string, string][] = [];
  const grant = (roles: string[], permissionId: string) => {
    for (const code of roles) {
      const roleId = roleIds.get(code);
      if (roleId) grants.push([roleId, permissionId]); // the linter reports a menu naming an unknown role
    }
  };
  const put = (item: MenuItemFile, menuCode: string, parentId: string | null, sort: number) => {
    const id = stableId(`menu:${item.key}`);
    const children = item.children ?? [];
    menus.push({
      key: item.key, id, parentId, menuCode, name: item.name, url: item.url ?? null, component: item.component ?? null, redirect: item.redirect ?? null,
      menuType: parentId ? 1 : 0, sort, alwaysShow: item.alwaysShow ?? false, icon: item.icon ?? null, leaf: children.length === 0,
      keepAlive: item.keepAlive ?? false, hidden: item.hidden ?? false, external: item.internalOrExternal ?? false,
    });
    grant(item.roles, id);
    for (const [i, button] of (item.buttons ?? []).entries()) {
      const bid = stableId(`menu:${item.key}:btn:${button.perms}`);
      buttons.push({ id: bid, parentId: id, menuCode, name: button.name, perms: button.perms, permsType: button.permsType ?? '1', sort: i + 1 });
      grant(button.roles, bid);
    }
    for (const [i, child] of children.entries()) put(child, menuCode, id, child.sort ?? i + 1);
  };
  for (const menu of store.menus) {
    for (const [i, item] of menu.items.entries()) put(item, menu.menuCode, null, item.sort ?? (menu.order ?? 0) + i + 1);
  }
  const menuRows = lastByKey(menus, (m) => m.id);
  const buttonRows = lastByKey(buttons, (b) => b.id);
  if (menuRows.length) {
    const { rows } = await db.query<{ id: string; changed: boolean }>(
      `INSERT INTO sys_permission (id, parent_id, menu_code, name, url, component, redirect, menu_type, sort_no,
         always_show, icon, is_route, is_leaf, keep_alive, hidden, internal_or_external, create_by)
       SELECT id, parent_id, menu_code, name, url, component, redirect, menu_type, sort_no, always_show, icon, true, is_leaf, keep_alive,
              hidden, internal_or_external, $16
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::float8[],
                     $10::boolean[], $11::text[], $12::boolean[], $13::boolean[], $14::boolean[], $15::boolean[])
           AS m(id, parent_id, menu_code, name, url, component, redirect, menu_type, sort_no, always_show, icon, is_leaf, keep_alive, hidden, internal_or_external)
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
       RETURNING id, (xmax <> 0) AS changed`,
      [column(menuRows, (m) => m.id), column(menuRows, (m) => m.parentId), column(menuRows, (m) => m.menuCode), column(menuRows, (m) => m.name),
        column(menuRows, (m) => m.url), column(menuRows, (m) => m.component), column(menuRows, (m) => m.redirect), column(menuRows, (m) => m.menuType),
        column(menuRows, (m) => m.sort), column(menuRows, (m) => m.alwaysShow), column(menuRows, (m) => m.icon), column(menuRows, (m) => m.leaf),
        column(menuRows, (m) => m.keepAlive), column(menuRows, (m) => m.hidden), column(menuRows, (m) => m.external), CONFIG_OWNER],
    );
    const written = new Map(rows.map((r) => [r.id, r.changed]));
    for (const m of menuRows) if (written.has(m.id)) report.changed.push(`菜单 ${m.key}${written.get(m.id) ? '（已更新）' : '（新增）'}`);
  }
  if (buttonRows.length) {
    const { rows } = await db.query<{ id: string; changed: boolean }>(
      `INSERT INTO sys_permission (id, parent_id, menu_code, name, menu_type, perms, perms_type, sort_no, create_by)
       SELECT id, parent_id, menu_code, name, 2, perms, perms_type, sort_no, $8
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[]) AS b(id, parent_id, menu_code, name, perms, perms_type, sort_no)
       ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, perms_type = EXCLUDED.perms_type,
         sort_no = EXCLUDED.sort_no, del_flag = 0
         WHERE sys_permission.create_by = $8 AND (sys_permission.parent_id, sys_permission.name, sys_permission.perms_type, sys_permission.sort_no, sys_permission.del_flag)
           IS DISTINCT FROM (EXCLUDED.parent_id, EXCLUDED.name, EXCLUDED.perms_type, EXCLUDED.sort_no, 0)
       RETURNING id, (xmax <> 0) AS changed`,
      [column(buttonRows, (b) => b.id), column(buttonRows, (b) => b.parentId), column(buttonRows, (b) => b.menuCode), column(buttonRows, (b) => b.name),
        column(buttonRows, (b) => b.perms), column(buttonRows, (b) => b.permsType), column(buttonRows, (b) => b.sort), CONFIG_OWNER],
    );
    const written = new Map(rows.map((r) => [r.id, r.changed]));
    for (const b of buttonRows) if (written.has(b.id)) report.changed.push(`按钮 ${b.perms}${written.get(b.id) ? '（已更新）' : '（新增）'}`);
  }
  const grantRows = lastByKey(grants, ([roleId, permissionId]) => `${roleId}\u0001${permissionId}`);
  if (grantRows.length) {
    await db.query(
      `INSERT INTO sys_role_permission (role_id, permission_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
      [grantRows.map(([roleId]) => roleId), grantRows.map(([, permissionId]) => permissionId)],
    );
  }
  const declared = [...menuRows.map((m) => m.id), ...buttonRows.map((b) => b.id)];
  const { rows } = await db.query<{ id: string; name: string; perms: string | null }>(
    'SELECT id, name, perms FROM sys_permission WHERE create_by = $1 AND del_flag = 0 AND NOT (id = ANY($2))',
    [CONFIG_OWNER, declared],
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
