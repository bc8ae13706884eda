import { DEFAULT_PLATFORM_TIME_ZONE } from '@/engine/schema/field-defaults';

/**
 * One rule for date-times on the wire: JeecgBoot's local `yyyy-MM-dd HH:mm:ss`, in the platform's time zone
 * (`PLATFORM_TIMEZONE`, default Asia/Shanghai), whatever the server process's own zone is. The database session
 * runs in the same zone (see db/time-zone.ts), so a local string written to a `timestamptz` column is read back
 * as the same string.
 */
export const PLATFORM_TIMEZONE = process.env.PLATFORM_TIMEZONE || DEFAULT_PLATFORM_TIME_ZONE;

// sv-SE formats as `2026-03-02 09:00:00`; one formatter, made once, serves every row.
const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PLATFORM_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** A timestamp as `yyyy-MM-dd HH:mm:ss` in the platform's zone; null for none or an invalid value. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return formatter.format(d);
}

/** Today (or `daysBack` days before it) as `yyyy-MM-dd` in the platform's zone. */
export function platformDay(daysBack = 0, now = Date.now()): string {
  return formatter.format(new Date(now - daysBack * 86_400_000)).slice(0, 10);
}

/** `yyyy-MM-dd` for date columns: the drivers hand them back as text (see db/time-zone.ts); a Date is read as local. */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
