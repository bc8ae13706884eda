import type { Queryable } from '../database';
import { stableId } from './stable-id';

// [menu component, menu tree, rule name, conditions, field, value]: the data rules an administrator finds on the
// screens that list people's work.
const RULES: [string, '11' | '12', string, string, string | null, string | null][] = [
  ['schema:research/achievement', '11', '本人登记的成果', 'SELF', null, null],
  ['schema:research/achievement', '11', '本部门的成果', 'DEPT', null, null],
  ['schema:research/achievement', '11', '本公司的成果', 'COMPANY', null, null],
  ['schema:research/achievement', '11', '已获奖的成果', '=', 'achType', 'award'],
  ['schema:contract/income', '11', '本公司的合同', 'COMPANY', null, null],
  ['schema:contract/income', '11', '本人经办的合同', 'SELF', null, null],
  ['schema:supervision/patrol', '12', '本人的巡视记录', 'SELF', null, null],
  ['schema:supervision/patrol', '12', '全部巡视记录', 'ALL', null, null],
];

// [menu component, menu tree, role, rule names]: the rules a role's grant selects, as a group would set them up. Company
// staff keep to their own company's contracts and achievements, whichever view they work in; project staff see the
// patrol records they wrote themselves (the chief engineer's role, were there one, would select 全部巡视记录).
const TICKS: [string, '11' | '12', string, string[]][] = [
  ['schema:contract/income', '11', 'company_staff', ['本公司的合同']],
  ['schema:research/achievement', '11', 'company_staff', ['本公司的成果']],
  ['schema:supervision/patrol', '12', 'project_staff', ['本人的巡视记录']],
];

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
];

/**
 * 数据权限 rules on a few menus, and a fortnight of logins for every demo user (mornings in the office, the odd
 * mistyped password, logging out in the evening), so 登录记录 on a user row has a history.
 */
export async function demoRightsRows(db: Queryable): Promise<void> {
  for (const [component, menuCode, name, conditions, column, value] of RULES) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_permission WHERE component = $1 AND menu_code = $2 AND del_flag = 0 LIMIT 1', [component, menuCode]);
    if (!rows[0]) continue;
    await db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,'1','admin','2026-09-01 10:00:00+08') ON CONFLICT (id) DO NOTHING`,
      [stableId(`datarule:${component}:${name}`), rows[0].id, name, column, conditions, value],
    );
  }
  for (const [component, menuCode, role, names] of TICKS) {
    await db.query(
      `UPDATE sys_role_permission rp SET data_rule_ids = $4
         FROM sys_role r, sys_permission p
        WHERE rp.role_id = r.id AND rp.permission_id = p.id AND r.role_code = $1 AND p.component = $2 AND p.menu_code = $3 AND p.del_flag = 0`,
      [role, component, menuCode, names.map((name) => stableId(`datarule:${component}:${name}`)).join(',')],
    );
  }
  const { rows: people } = await db.query<{ id: string; username: string }>(`SELECT id, username FROM sys_user WHERE del_flag = 0 ORDER BY username`);
  for (const [n, person] of people.entries()) {
    const ip = `10.16.${(n % 5) + 1}.${20 + n}`;
    const ua = AGENTS[n % AGENTS.length];
    for (let day = 14; day >= 1; day -= 1 + (n % 3)) {
      const at = `2026-11-27 08:${String(30 + (n % 25)).padStart(2, '0')}:00+08`;
      if ((day + n) % 6 === 0) {
        await db.query(`INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent, create_time) VALUES ($1,$2,'login',false,$3,$4,$5::timestamptz - make_interval(days => $6) - interval '2 minutes')`,
          [person.username, person.id, ip, ua, at, day]);
      }
      await db.query(`INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent, create_time) VALUES ($1,$2,'login',true,$3,$4,$5::timestamptz - make_interval(days => $6))`,
        [person.username, person.id, ip, ua, at, day]);
      await db.query(`INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent, create_time) VALUES ($1,$2,'logout',true,$3,$4,$5::timestamptz - make_interval(days => $6) + interval '9 hours 20 minutes')`,
        [person.username, person.id, ip, ua, at, day]);
    }
  }
}
