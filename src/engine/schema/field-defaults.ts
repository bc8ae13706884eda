import type { FieldSchema } from './page-schema';

/**
 * The platform's time zone when none is configured: the group works in China. The server takes `PLATFORM_TIMEZONE`
 * and tells the browser its zone (a meta tag in the page), so "today" is the same day for both wherever each runs.
 */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/**
 * A field's starting value: its `default`, with the words a date field may use resolved — `today` on a date field is
 * the current day (YYYY-MM-DD), `now` on a date-time field the current time (YYYY-MM-DD HH:mm:ss) — in `timeZone`
 * (the platform's: the server passes its own setting, the browser the zone the server told it). The form, the sub-table grid and the server's add all
 * start a record here, so a schema's `"default": "today"` means the same everywhere.
 *
 * @example
 * fieldDefault({ name: 'applyDate', dbType: 'date', default: 'today' } as FieldSchema, new Date('2026-11-25T02:00:00Z'), 'Asia/Shanghai'); // '2026-11-25'
 */
export function fieldDefault(field: Pick<FieldSchema, 'default' | 'dbType'>, now: Date = new Date(), timeZone?: string): unknown {
  const value = field.default;
  if (field.dbType === 'date' && value === 'today') return localParts(now, timeZone).slice(0, 10);
  if (field.dbType === 'timestamp' && value === 'now') return localParts(now, timeZone);
  return value;
}

function localParts(now: Date, timeZone?: string): string {
  // sv-SE writes dates as YYYY-MM-DD HH:mm:ss.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).format(now).replace('T', ' ');
}
