import { Cron } from 'croner';
import type { DateReminder } from '@/engine/schema/page-schema';
import { fieldDefault } from '@/engine/schema/field-defaults';
import type { AuthInfo } from '../auth/tokens';
import type { EventBus } from '../realtime/event-bus';
import { PLATFORM_TIMEZONE } from '../http/format';
import { flowPeople } from '../tables/stores/flow-people-store';
import type { Row } from '../tables/table-repository';
import { reminderStore } from '../tables/stores/reminder-store';
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
      for (const row of await reminderStore.dueRows(services.db, model, reminder, today)) {
        if (!(await reminderStore.claim(services.db, model.page.code, String(row.id), index, row.__due))) continue;
        const [record] = await wireRecords(services.read, model, SYSTEM, [row], ALL_FIELDS, 'detail');
        const userIds = await recipients(services, reminder, record, row);
        if (!userIds.length) continue;
        const title = reminder.title.replace(/\{(\w+)\}/g, (_, name: string) => String(record[`${name}_dictText`] ?? record[name] ?? ''));
        const id = await reminderStore.notice(services.db, userIds, title, String(row.id));
        await services.bus.publish({ kind: 'notice', userIds, message: { cmd: 'user', msgId: id, msgTxt: title, busType: 'reminder' } });
        sent += 1;
      }
    }
  }
  return sent;
}

/** The record's own person (by account name) and the holders of the roles in the record's company. */
async function recipients(services: ReminderServices, reminder: DateReminder, record: Row, row: Row): Promise<string[]> {
  const ids: string[] = [];
  const username = reminder.userField ? record[reminder.userField] : undefined;
  if (typeof username === 'string' && username) ids.push(...await flowPeople.byUsernames(services.db, [username]));
  if (reminder.roles?.length) ids.push(...await reminderStore.roleHolders(services.db, reminder.roles, (row.company_id as string | undefined) ?? null));
  return [...new Set(ids)];
}
