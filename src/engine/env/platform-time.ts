import { DEFAULT_PLATFORM_TIME_ZONE, fieldDefault } from '@/engine/schema/field-defaults';
import type { FieldSchema } from '@/engine/schema/page-schema';

/**
 * The platform's time zone as the server announced it in the page (`<meta name="platform-time-zone">`); the default
 * zone when the page has none (the development server, tests). A browser in another zone still starts a form on the
 * platform's today, and the screens' dates are the platform's.
 */
export function platformTimeZone(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="platform-time-zone"]');
  return meta?.content || DEFAULT_PLATFORM_TIME_ZONE;
}

/** A field's starting value with `today` / `now` taken in the platform's zone (see fieldDefault). */
export function startingValue(field: Pick<FieldSchema, 'default' | 'dbType'>, now: Date = new Date()): unknown {
  return fieldDefault(field, now, platformTimeZone());
}

/** The platform's today as YYYY-MM-DD. */
export function platformToday(now: Date = new Date()): string {
  return String(startingValue({ default: 'today', dbType: 'date' }, now));
}

/**
 * A long Chinese date in the platform's zone, as the homes and big screens head their page.
 *
 * @example
 * platformLongDate(new Date('2026-11-27T20:00:00Z')); // '2026年11月28日 星期六'
 */
export function platformLongDate(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('zh-CN', { timeZone: platformTimeZone(), year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'long' })
    .formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日 ${part('weekday')}`;
}
