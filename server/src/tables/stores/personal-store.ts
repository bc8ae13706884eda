import type { Queryable } from '../../db/database';
import { ident } from '../../sql/identifiers';
import type { Row } from '../table-repository';

/** `%` and `_` in a name are searched as themselves. */
const likePattern = (name: string) => `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Where a module row names a person, as quoted-ready identifiers taken from its page schema (never from a request). */
export type NameMatch =
  | { by: 'user'; column: string; username: string }
  | { by: 'names'; columns: string[]; realname: string; companyIds: string[]; members?: { table: string; foreignKey: string; nameColumn: string } };

interface HourRow { year: number; total: string | number; continuing: string | number; safety: string | number; sessions: string | number }

/** The personal centre's reads of other modules' tables (achievements, assessments, training) and of its own user. */
export const personalStore = {
  /** Companies of a user's employee records (the account named as 平台账号). */
  async employeeCompanies(db: Queryable, employeeTable: string, accountColumn: string, username: string): Promise<string[]> {
    const { rows } = await db.query<{ company_id: string }>(
      `SELECT DISTINCT company_id FROM ${ident(employeeTable)} WHERE ${ident(accountColumn)} = $1 AND del_flag = 0 AND company_id IS NOT NULL`,
      [username],
    );
    return rows.map((r) => r.company_id);
  },

  /** Companies of the undeleted projects a user is a member of. */
  async projectCompanies(db: Queryable, userId: string): Promise<string[]> {
    const { rows } = await db.query<{ company_id: string }>(
      'SELECT DISTINCT p.company_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id WHERE up.user_id = $1 AND p.del_flag = 0',
      [userId],
    );
    return rows.map((r) => r.company_id);
  },

  /**
   * Undeleted rows of a module table that name the person: by account, or by name in one of the text columns (within
   * the person's companies) or in a member sub-table. A LIKE match may be a longer name; the caller keeps exact ones.
   */
  async rowsNaming(db: Queryable, table: string, softDelete: boolean, match: NameMatch): Promise<Row[]> {
    const params: unknown[] = [];
    const where = [softDelete ? 't.del_flag = 0' : 'TRUE'];
    if (match.by === 'user') {
      where.push(`t.${ident(match.column)} = $${params.push(match.username)}`);
    } else {
      if (!match.companyIds.length) return [];
      where.push(`t.company_id = ANY($${params.push(match.companyIds)})`);
      const like = params.push(likePattern(match.realname));
      const any = match.columns.map((c) => `t.${ident(c)} LIKE $${like}`);
      const m = match.members;
      if (m) any.push(`EXISTS (SELECT 1 FROM ${ident(m.table)} sub WHERE sub.${ident(m.foreignKey)} = t.id AND sub.${ident(m.nameColumn)} = $${params.push(match.realname)})`);
      if (!any.length) return [];
      where.push(`(${any.join(' OR ')})`);
    }
    const { rows } = await db.query<Row>(`SELECT t.* FROM ${ident(table)} t WHERE ${where.join(' AND ')}`, params);
    return rows;
  },

  /** Ids of the main rows whose member sub-table lists the name. */
  async memberOf(db: Queryable, m: { table: string; foreignKey: string; nameColumn: string }, realname: string): Promise<Set<string>> {
    const { rows } = await db.query<{ id: string }>(`SELECT DISTINCT ${ident(m.foreignKey)} AS id FROM ${ident(m.table)} WHERE ${ident(m.nameColumn)} = $1`, [realname]);
    return new Set(rows.map((r) => String(r.id)));
  },

  /** The 被考核人 rows of the employee records whose 平台账号 is the account, newest first (at most 20). */
  async assessedRows(db: Queryable, t: { persons: string; employeeColumn: string; employees: string; accountColumn: string }, username: string): Promise<Row[]> {
    const { rows } = await db.query<Row>(
      `SELECT p.* FROM ${ident(t.persons)} p JOIN ${ident(t.employees)} e ON e.id = p.${ident(t.employeeColumn)}
        WHERE e.${ident(t.accountColumn)} = $1 AND p.del_flag = 0 AND e.del_flag = 0
        ORDER BY p.create_time DESC, p.id LIMIT 20`,
      [username],
    );
    return rows;
  },

  /** Training ledger hours per year of the employee records whose 平台账号 is the account. */
  async ledgerHours(db: Queryable, username: string): Promise<HourRow[]> {
    const { rows } = await db.query<HourRow>(
      `SELECT CAST(EXTRACT(YEAR FROM r.start_date) AS integer) AS year, COALESCE(SUM(a.hours), 0) AS total,
              COALESCE(SUM(CASE WHEN r.category = 'continuing' THEN a.hours ELSE 0 END), 0) AS continuing,
              COALESCE(SUM(CASE WHEN r.category = 'safety' THEN a.hours ELSE 0 END), 0) AS safety, COUNT(*) AS sessions
         FROM biz_office_training_attendee a
         JOIN biz_office_training_record r ON r.id = a.record_id AND r.del_flag = 0
         JOIN biz_fin_employee e ON e.id = a.employee_id AND e.del_flag = 0
        WHERE e.platform_user = $1 AND r.start_date IS NOT NULL
        GROUP BY 1`,
      [username],
    );
    return rows;
  },

  /** Safety training hours per year of attendee rows carrying the name, on trainings of the person's companies or projects. */
  async safetyHours(db: Queryable, realname: string, companyIds: string[], userId: string): Promise<HourRow[]> {
    const { rows } = await db.query<HourRow>(
      `SELECT CAST(EXTRACT(YEAR FROM t.training_date) AS integer) AS year, COALESCE(SUM(a.person_hours), 0) AS total, 0 AS continuing, 0 AS safety,
              COUNT(*) AS sessions
         FROM biz_safety_trainee a JOIN biz_safety_training t ON t.id = a.training_id AND t.del_flag = 0
        WHERE a.person_name = $1 AND t.training_date IS NOT NULL
          AND (t.company_id = ANY($2) OR t.project_id IN (SELECT project_id FROM sys_user_project WHERE user_id = $3))
        GROUP BY 1`,
      [realname, companyIds, userId],
    );
    return rows;
  },

  /** Names of companies (in department order) and of a user's roles. */
  async companyNames(db: Queryable, ids: string[]): Promise<string[]> {
    const { rows } = await db.query<{ name: string }>('SELECT depart_name AS name FROM sys_depart WHERE id = ANY($1) AND del_flag = 0 ORDER BY depart_order', [ids]);
    return rows.map((r) => r.name);
  },

  async roleNames(db: Queryable, userId: string): Promise<string[]> {
    const { rows } = await db.query<{ name: string }>('SELECT r.role_name AS name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.role_name', [userId]);
    return rows.map((r) => r.name);
  },
};

export type { HourRow };
