import type { Database, Queryable } from '../../db/database';
import { randomBytes } from 'node:crypto';

/** A row of sys_permission_data_rule. */
export interface DataRuleRow {
  id: string; permission_id: string; rule_name: string; rule_column: string | null; rule_conditions: string;
  rule_value: string | null; status: string; create_time: Date | null;
}

export interface DataRuleInput {
  permissionId: string; ruleName: string; ruleColumn: string | null; ruleConditions: string; ruleValue: string | null; status: string;
}

/** One enabled rule as the table layer applies it. */
export interface DataRuleSpec { conditions: string; column: string | null; value: string | null }

/** Per page component (`schema:<code>`), the rule sets of the roles holding its menu: one list per role, empty for none. */
export type DataRuleGrants = Record<string, DataRuleSpec[][]>;

/** The data rules of menus and which of them a role's grant selects (sys_role_permission.data_rule_ids). */
export const dataRules = {
  /** A menu's rules, optionally narrowed by name and condition, oldest first. */
  async ofPermission(db: Queryable, permissionId: string, filter: { ruleName?: string; ruleConditions?: string } = {}): Promise<DataRuleRow[]> {
    const { rows } = await db.query<DataRuleRow>(
      `SELECT * FROM sys_permission_data_rule WHERE permission_id = $1
          AND ($2::text IS NULL OR strpos(rule_name, $2) > 0) AND ($3::text IS NULL OR rule_conditions = $3)
        ORDER BY create_time, id`,
      [permissionId, filter.ruleName ?? null, filter.ruleConditions ?? null],
    );
    return rows;
  },

  async byId(db: Queryable, id: string): Promise<DataRuleRow | undefined> {
    const { rows } = await db.query<DataRuleRow>('SELECT * FROM sys_permission_data_rule WHERE id = $1', [id]);
    return rows[0];
  },

  async insert(db: Queryable, r: DataRuleInput, by: string): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status, create_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [id, r.permissionId, r.ruleName, r.ruleColumn, r.ruleConditions, r.ruleValue, r.status, by],
    );
    return id;
  },

  async update(db: Queryable, id: string, r: DataRuleInput, by: string): Promise<void> {
    await db.query(
      `UPDATE sys_permission_data_rule SET rule_name = $2, rule_column = $3, rule_conditions = $4, rule_value = $5, status = $6,
              update_by = $7, update_time = now() WHERE id = $1`,
      [id, r.ruleName, r.ruleColumn, r.ruleConditions, r.ruleValue, r.status, by],
    );
  },

  /** Deletes a rule and takes it out of every role's selection, in one transaction. */
  async remove(db: Database, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE sys_role_permission SET data_rule_ids = array_to_string(array_remove(string_to_array(data_rule_ids, ','), $1), ',')
          WHERE data_rule_ids IS NOT NULL AND $1 = ANY(string_to_array(data_rule_ids, ','))`,
        [id],
      );
      await tx.query('DELETE FROM sys_permission_data_rule WHERE id = $1', [id]);
    });
  },

  /** The grant of a menu to a role with its selected rule ids; undefined when the role does not hold the menu. */
  async roleSelection(db: Queryable, roleId: string, permissionId: string): Promise<string[] | undefined> {
    const { rows } = await db.query<{ data_rule_ids: string | null }>(
      'SELECT data_rule_ids FROM sys_role_permission WHERE role_id = $1 AND permission_id = $2', [roleId, permissionId]);
    if (!rows.length) return undefined;
    return (rows[0].data_rule_ids ?? '').split(',').filter(Boolean);
  },

  /** Selects exactly these rules for a role's grant of the menu. */
  async select(db: Queryable, roleId: string, permissionId: string, ruleIds: string[]): Promise<void> {
    await db.query('UPDATE sys_role_permission SET data_rule_ids = $3 WHERE role_id = $1 AND permission_id = $2',
      [roleId, permissionId, ruleIds.length ? ruleIds.join(',') : null]);
  },

  /**
   * What limits a user's rows, read with their session: for each page whose menus have an enabled rule, the rules each
   * of the user's roles holding such a menu selects. Administrators are limited by none.
   */
  async grantsOf(db: Queryable, userId: string): Promise<DataRuleGrants> {
    const { rows } = await db.query<{ component: string; grant_key: string; rule_conditions: string | null; rule_column: string | null; rule_value: string | null; admin: boolean }>(
      `SELECT p.component, rp.role_id || '/' || p.id AS grant_key, r.rule_conditions, r.rule_column, r.rule_value,
              EXISTS (SELECT 1 FROM sys_user_role ar JOIN sys_role ad ON ad.id = ar.role_id WHERE ar.user_id = $1 AND ad.role_code = 'admin') AS admin
         FROM sys_user_role ur JOIN sys_role_permission rp ON rp.role_id = ur.role_id JOIN sys_permission p ON p.id = rp.permission_id
         LEFT JOIN sys_permission_data_rule r ON r.permission_id = p.id AND r.status = '1' AND r.id = ANY(string_to_array(coalesce(rp.data_rule_ids, ''), ','))
        WHERE ur.user_id = $1 AND p.del_flag = 0 AND p.component IN (
          SELECT p0.component FROM sys_permission_data_rule r0 JOIN sys_permission p0 ON p0.id = r0.permission_id WHERE r0.status = '1' AND p0.del_flag = 0)`,
      [userId],
    );
    if (rows[0]?.admin) return {};
    const byGrant = new Map<string, { component: string; rules: DataRuleSpec[] }>();
    for (const r of rows) {
      const grant = byGrant.get(r.grant_key) ?? { component: r.component, rules: [] };
      if (r.rule_conditions) grant.rules.push({ conditions: r.rule_conditions, column: r.rule_column, value: r.rule_value });
      byGrant.set(r.grant_key, grant);
    }
    const out: DataRuleGrants = {};
    for (const { component, rules } of byGrant.values()) (out[component] ??= []).push(rules);
    return out;
  },

  /** The enabled rules a user's roles select, per menu and role, for the effective-permissions preview. */
  async ofUser(db: Queryable, userId: string) {
    const { rows } = await db.query<{ permission_id: string; menu_name: string; role_name: string; rule_name: string; rule_conditions: string; rule_column: string | null; rule_value: string | null }>(
      `SELECT p.id AS permission_id, p.name AS menu_name, ro.role_name, r.rule_name, r.rule_conditions, r.rule_column, r.rule_value
         FROM sys_user_role ur JOIN sys_role ro ON ro.id = ur.role_id
         JOIN sys_role_permission rp ON rp.role_id = ur.role_id JOIN sys_permission p ON p.id = rp.permission_id
         JOIN sys_permission_data_rule r ON r.permission_id = p.id AND r.id = ANY(string_to_array(coalesce(rp.data_rule_ids, ''), ','))
        WHERE ur.user_id = $1 AND r.status = '1' AND p.del_flag = 0
        ORDER BY p.sort_no, p.name, ro.role_code, r.create_time`,
      [userId],
    );
    return rows;
  },
};
