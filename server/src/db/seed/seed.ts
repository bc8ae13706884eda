import type { Database, Queryable } from '../database';
import type { MenuItemFile, SchemaStore } from '../../schemas/schema-store';
import { hashPassword } from '../../auth/passwords';
import { stableId } from './stable-id';
import { demoCompanies, demoProjects, demoRoles, demoUsers } from './demo-org';
import { demoNewsRows } from './demo-news';
import { demoModuleRows } from './demo-modules';
import { demoAdminRows } from './demo-admin';

const SEED_TIME = '2026-01-05 09:00:00+08';

async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM sys_install WHERE key = 'seeded'");
  return rows.length > 0;
}

/** Menu rows come from schemas/menus; rows already present are left as an administrator may have edited them. */
export async function syncMenus(db: Queryable, store: SchemaStore): Promise<void> {
  const roleIds = new Map(demoRoles.map((r) => [r.code, stableId(`role:${r.code}`)]));
  const insert = async (item: MenuItemFile, menuCode: string, parentId: string | null, sort: number) => {
    const id = stableId(`menu:${item.key}`);
    const children = item.children ?? [];
    await db.query(
      `INSERT INTO sys_permission (id, parent_id, menu_code, name, url, component, redirect, menu_type, sort_no,
         always_show, icon, is_route, is_leaf, keep_alive, hidden, internal_or_external, create_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,true,$12,$13,$14,$15,'system') ON CONFLICT (id) DO NOTHING`,
      [id, parentId, menuCode, item.name, item.url, item.component ?? null, item.redirect ?? null, parentId ? 1 : 0, sort,
        item.alwaysShow ?? false, item.icon ?? null, children.length === 0, item.keepAlive ?? false, item.hidden ?? false,
        item.internalOrExternal ?? false],
    );
    await grant(db, roleIds, item.roles, id);
    for (const [i, button] of (item.buttons ?? []).entries()) {
      const bid = stableId(`menu:${item.key}:btn:${button.perms}`);
      await db.query(
        `INSERT INTO sys_permission (id, parent_id, menu_code, name, menu_type, perms, perms_type, sort_no, create_by)
         VALUES ($1,$2,$3,$4,2,$5,$6,$7,'system') ON CONFLICT (id) DO NOTHING`,
        [bid, id, menuCode, button.name, button.perms, button.permsType ?? '1', i + 1],
      );
      await grant(db, roleIds, button.roles, bid);
    }
    for (const [i, child] of children.entries()) await insert(child, menuCode, id, i + 1);
  };
  for (const menu of store.menus) {
    for (const [i, item] of menu.items.entries()) await insert(item, menu.menuCode, null, i + 1);
  }
}

async function grant(db: Queryable, roleIds: Map<string, string>, roles: string[], permissionId: string) {
  for (const code of roles) {
    const roleId = roleIds.get(code);
    if (!roleId) throw new Error(`菜单引用了未知角色 ${code}`);
    await db.query(
      'INSERT INTO sys_role_permission (role_id, permission_id) VALUES ($1,$2) ON CONFLICT DO NOTHING',
      [roleId, permissionId],
    );
  }
}

async function seedDicts(db: Queryable, store: SchemaStore) {
  for (const dict of store.dicts) {
    await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1,$2,$3,'system') ON CONFLICT (dict_code) DO NOTHING`,
      [stableId(`dict:${dict.code}`), dict.name, dict.code],
    );
    // A dictionary a migration already created keeps its id; its items hang under that one.
    const dictId = (await db.query<{ id: string }>('SELECT id FROM sys_dict WHERE dict_code = $1', [dict.code])).rows[0].id;
    for (const [i, [value, text]] of dict.items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, create_by)
         VALUES ($1,$2,$3,$4,$5,'system') ON CONFLICT (dict_id, item_value) DO NOTHING`,
        [stableId(`dict:${dict.code}:${value}`), dictId, text, value, i + 1],
      );
    }
  }
}

async function seedCheckRules(db: Queryable, store: SchemaStore) {
  for (const rule of store.checkRules) {
    await db.query(
      `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by)
       VALUES ($1,$2,$3,$4,$5,'system') ON CONFLICT (rule_code) DO NOTHING`,
      [stableId(`rule:${rule.code}`), rule.name, rule.code, JSON.stringify(rule.rules), rule.description ?? null],
    );
  }
}

async function seedOrganisation(db: Queryable, hashes: string[]) {
  await db.query(`INSERT INTO sys_tenant (id, name) VALUES (1, '工程咨询集团') ON CONFLICT DO NOTHING`);
  for (const c of demoCompanies) {
    await db.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, depart_name_abbr, depart_order, org_category, org_code, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'system',$8)`,
      [c.id, c.parentId, c.name, c.abbr, c.order, c.category, c.orgCode, SEED_TIME],
    );
  }
  for (const p of demoProjects) {
    await db.query(
      `INSERT INTO project_info (id, company_id, project_name, project_name_abbr, supervision_attr, state, sort, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'system',$8)`,
      [p.id, p.companyId, p.name, p.abbr, p.supervisionAttr, p.state, p.sort, SEED_TIME],
    );
  }
  for (const r of demoRoles) {
    await db.query(
      `INSERT INTO sys_role (id, role_name, role_code, description, create_by, create_time) VALUES ($1,$2,$3,$4,'system',$5)`,
      [stableId(`role:${r.code}`), r.name, r.code, r.description, SEED_TIME],
    );
  }
  for (const [i, u] of demoUsers.entries()) {
    const orgCode = demoCompanies.find((c) => c.id === (u.departIds[0] ?? u.companyId))?.orgCode ?? null;
    await db.query(
      `INSERT INTO sys_user (id, username, realname, password_hash, sex, phone, email, org_code, work_no, post, user_identity,
         company_id, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,'system',$13)`,
      [stableId(`user:${u.username}`), u.username, u.realname, hashes[i], u.sex, u.phone, `${u.username}@gcjt.example.cn`,
        orgCode, `GC${String(i + 1).padStart(4, '0')}`, u.post, u.level === 'project' ? 1 : 2, u.companyId, SEED_TIME],
    );
    const userId = stableId(`user:${u.username}`);
    for (const d of u.departIds) await db.query('INSERT INTO sys_user_depart VALUES ($1,$2)', [userId, d]);
    for (const p of u.projectIds) await db.query('INSERT INTO sys_user_project VALUES ($1,$2,$3)', [userId, p, u.post]);
    for (const r of u.roles) await db.query('INSERT INTO sys_user_role VALUES ($1,$2)', [userId, stableId(`role:${r}`)]);
  }
}

/**
 * First start: organisation, users, dictionaries and demo rows. Every start: menu rows added since.
 * Returns true when this call seeded a fresh database.
 */
export async function seedDatabase(db: Database, store: SchemaStore, options: { demo: boolean }): Promise<boolean> {
  let fresh = false;
  if (!(await isSeeded(db))) {
    // Hashing happens before the transaction: PGlite serialises every query, and a long transaction would stall them.
    const hashes = options.demo ? await Promise.all(demoUsers.map((u) => hashPassword(u.password))) : [];
    await db.transaction(async (tx) => {
      await seedDicts(tx, store);
      await seedCheckRules(tx, store);
      if (options.demo) {
        await seedOrganisation(tx, hashes);
        await syncMenus(tx, store);
        await demoNewsRows(tx, store);
        await demoModuleRows(tx, store);
        await demoAdminRows(tx);
      }
      await tx.query(`INSERT INTO sys_install (key, value) VALUES ('seeded', $1)`, [new Date().toISOString()]);
    });
    fresh = true;
  }
  if (options.demo) await syncMenus(db, store);
  return fresh;
}
