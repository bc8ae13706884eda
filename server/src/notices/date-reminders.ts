import { Cron } from 'croner';
import type { DateReminder } from '@/engine/schema/page-schema';
import { fieldDefault } from '@/engine/schema/field-defaults';
import type { AuthInfo } from '../auth/tokens';
import type { EventBus } from '../realtime/event-bus';
import { PLATFORM_TIMEZONE } from '../http/format';
import { ident } from '../sql/identifiers';
import { flowPeople } from '../tables/stores/flow-people-store';
import { newId, tableRepository, type Row } from '../tables/table-repository';
import type { TableModel } from '../tables/table-model';
import { wireRecords, type ReadContext } from '../tables/table-reads';

const SYSTEM: AuthInfo = { userId: 'system', username: 'system', sessionId: 'date-reminders', tenantIds: ['1'], companyId: '001', projectId: null, menuCode: '11' };
const ALL_FIELDS = { hidden: new Set<string>(), readOnly: new Set<string>() };

export interface ReminderServices {
  db: ReadContext['db'];
  read: ReadContext;
  tables: () => TableModel[];
  bus: EventBus;
}

/**
 * 到期提醒: every hour, each page's date reminders (`reminders`: 劳动合同 30 days before its end, 车辆保险 before it
 * lapses) look for live records whose date falls between today and today + daysBefore, and tell the record's own
 * person and the named roles of its company through the bell and the push channel. Claiming the (record, reminder,
 * date) row in sys_reminder_sent decides who sends: once, whatever the number of processes or restarts.
 */
export function startDateReminders(services: ReminderServices): () => void {
  const job = new Cron('0 3 * * * *', { protect: true }, async () => {
    await sendDueReminders(services).catch(() => undefined);
  });
  const first = setTimeout(() => void sendDueReminders(services).catch(() => undefined), 5_000);
  return () => {
    clearTimeout(first);
    job.stop();
  };
}

/** Sends the reminders due `today` (YYYY-MM-DD, the platform's day by default) not yet sent; returns how many went out. */
export async function sendDueReminders(services: ReminderServices, today = fieldDefault({ dbType: 'date', default: 'today' }, new Date(), PLATFORM_TIMEZONE) as string): Promise<number> {
  let sent = 0;
  for (const model of services.tables()) {
    const reminders = (model.page as { reminders?: DateReminder[] }).reminders ?? [];
    for (const [index, reminder] of reminders.entries()) {
      for (const row of await dueRows(services, model, reminder, today)) {
        const claimed = await services.db.query(
          `INSERT INTO sys_reminder_sent (page_code, row_id, reminder, due_date) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING 1`, [model.page.code, String(row.id), index, row.__due]);
        if (!claimed.rows.length) continue;
        const [record] = await wireRecords(services.read, model, SYSTEM, [row], ALL_FIELDS, 'detail');
        const userIds = await recipients(services, model, reminder, record, row);
        if (!userIds.length) continue;
        const title = reminder.title.replace(/\{(\w+)\}/g, (_, name: string) => String(record[`${name}_dictText`] ?? record[name] ?? ''));
        await notify(services, userIds, title, String(row.id));
        sent += 1;
      }
    }
  }
  return sent;
}

async function dueRows(services: ReminderServices, model: TableModel, reminder: DateReminder, today: string): Promise<Row[]> {
  const column = model.column(reminder.field);
  if (!column) return [];
  const w = tableRepository(services.db, model).where(undefined);
  const clauses = [w.sql, `${ident(column)} >= $${w.params.push(today)}::date`, `${ident(column)} <= $${w.params.push(today)}::date + $${w.params.push(reminder.daysBefore)}::int`];
  for (const [name, values] of Object.entries(reminder.when ?? {})) {
    const col = model.column(name);
    if (col && values) clauses.push(`${ident(col)}::text = ANY($${w.params.push(values.map(String))})`);
  }
  const { rows } = await services.db.query<Row>(
    `SELECT *, to_char(${ident(column)}, 'YYYY-MM-DD') AS __due FROM ${ident(model.table)} WHERE ${clauses.join(' AND ')} LIMIT 500`, w.params);
  return rows;
}

/** The record's own person (by account name) and the holders of the roles in the record's company. */
async function recipients(services: ReminderServices, model: TableModel, reminder: DateReminder, record: Row, row: Row): Promise<string[]> {
  const ids: string[] = [];
  const username = reminder.userField ? record[reminder.userField] : undefined;
  if (typeof username === 'string' && username) ids.push(...await flowPeople.byUsernames(services.db, [username]));
  if (reminder.roles?.length) ids.push(...await flowPeople.byRole(services.db, reminder.roles, (row.company_id as string | undefined) ?? null));
  return [...new Set(ids)];
}

async function notify(services: ReminderServices, userIds: string[], title: string, rowId: string): Promise<void> {
  const id = newId();
  await services.db.query(
    `INSERT INTO sys_announcement (id, titile, msg_content, sender, priority, msg_category, msg_type, audience_ids, send_status, send_time,
       bus_type, bus_id, create_by)
     VALUES ($1, $2, $3, 'system', 'M', '2', 'USER', $4, '1', now(), 'reminder', $5, 'system')`,
    [id, title.slice(0, 100), title, userIds.join(','), rowId],
  );
  for (const userId of userIds) {
    await services.db.query('INSERT INTO sys_announcement_send (id, annt_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (annt_id, user_id) DO NOTHING', [newId(), id, userId]);
  }
  await services.bus.publish({ kind: 'notice', userIds, message: { cmd: 'user', msgId: id, msgTxt: title, busType: 'reminder' } });
}
