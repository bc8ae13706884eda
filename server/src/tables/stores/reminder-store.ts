import type { DateReminder } from '@/engine/schema/page-schema';
import type { Queryable } from '../../db/database';
import { ident } from '../../sql/identifiers';
import type { TableModel } from '../table-model';
import { tableRepository, UNSCOPED, type Row } from '../table-repository';
import { flowNotices } from './flow-notice-store';

/** What the date reminders read and write: due records, the sent-once claims, role holders and the bell's messages. */
export const reminderStore = {
  /** Live records whose date falls between `today` and today + daysBefore and which meet the reminder's conditions. */
  async dueRows(db: Queryable, model: TableModel, reminder: DateReminder, today: string): Promise<(Row & { __due: string })[]> {
    const column = model.column(reminder.field);
    if (!column) return [];
    const w = tableRepository(db, model).where(UNSCOPED);
    const clauses = [w.sql, `${ident(column)} >= $${w.params.push(today)}::date`, `${ident(column)} <= $${w.params.push(today)}::date + $${w.params.push(reminder.daysBefore)}::int`];
    for (const [name, values] of Object.entries(reminder.when ?? {})) {
      const col = model.column(name);
      if (col && values) clauses.push(`${ident(col)}::text = ANY($${w.params.push(values.map(String))})`);
    }
    const { rows } = await db.query<Row & { __due: string }>(
      `SELECT *, to_char(${ident(column)}, 'YYYY-MM-DD') AS __due FROM ${ident(model.table)} WHERE ${clauses.join(' AND ')} LIMIT 500`, w.params);
    return rows;
  },

  /** Claims one (record, reminder, due date): true for the one caller that may send it. */
  async claim(db: Queryable, pageCode: string, rowId: string, reminder: number, dueDate: string): Promise<boolean> {
    const { rows } = await db.query(
      'INSERT INTO sys_reminder_sent (page_code, row_id, reminder, due_date) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [pageCode, rowId, reminder, dueDate]);
    return rows.length > 0;
  },

  /**
   * Active holders of the roles in the record's company; where the company has none, the group's — never another
   * company's (中路监理's car is no business of 华通公路's 综合办).
   */
  async roleHolders(db: Queryable, roles: string[], companyId: string | null): Promise<string[]> {
    const { rows } = await db.query<{ id: string; company_id: string | null }>(
      `SELECT DISTINCT u.id, u.company_id FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id
        WHERE u.del_flag = 0 AND u.status = 1 AND r.role_code = ANY($1) AND (u.company_id = $2 OR u.company_id = '001') ORDER BY u.id`,
      [roles, companyId]);
    const own = rows.filter((r) => r.company_id === companyId);
    return (own.length ? own : rows).map((r) => r.id);
  },

  /** A date reminder in each user's bell (the inbox's system messages); returns its id. */
  notice(db: Queryable, userIds: string[], title: string, rowId: string): Promise<string> {
    return flowNotices.insert(db, userIds, title, rowId, { busType: 'reminder', openPage: null });
  },
};
