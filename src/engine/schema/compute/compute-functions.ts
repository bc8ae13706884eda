/**
 * The functions a computed field's expression may call (`"compute": "workdays(startTime, endTime, startHalf, endHalf)"`).
 * Pure and framework-free: the form, the sub-table grid and the server call the same code, so a computed value shown
 * in the browser is the value the server stores. Every function treats a blank or malformed argument as "unknown" and
 * answers null, which leaves the field empty rather than wrong.
 */

/**
 * The working-day calendar: statutory holidays that fall on weekdays (休) and weekend days that are worked in exchange
 * (调休上班, 班). The platform keeps it in the dictionary `work_calendar` (value = date, text = 休 or 班), which the
 * administrator extends each year when the State Council publishes the next year's holiday schedule.
 */
export interface WorkCalendar {
  holidays: ReadonlySet<string>;
  workdays: ReadonlySet<string>;
}

export const EMPTY_CALENDAR: WorkCalendar = { holidays: new Set(), workdays: new Set() };

/** The calendar from the `work_calendar` dictionary's items (value = YYYY-MM-DD, text 休 or 班). */
export function calendarFromItems(items: Iterable<{ value: string; text: string }>): WorkCalendar {
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  for (const { value, text } of items) {
    if (!DATE.test(value)) continue;
    if (text.includes('班')) workdays.add(value);
    else holidays.add(value);
  }
  return { holidays, workdays };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A date's day number (UTC midnight), or null for anything but a real YYYY-MM-DD date. */
function dayOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.slice(0, 10);
  if (!DATE.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms / DAY_MS;
}

const textOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/** Rounds half away from zero to `digits` decimals, on the decimal text (so 1.005 → 1.01, as an accountant expects). */
export function round(value: unknown, digits: unknown = 2): number | null {
  const n = numberOf(value);
  const d = Math.max(0, Math.min(6, Math.trunc(numberOf(digits) ?? 2)));
  if (n === null) return null;
  const sign = n < 0 ? -1 : 1;
  const scaled = Number(`${Math.abs(n)}e${d}`);
  return sign * Number(`${Math.round(scaled)}e-${d}`);
}

/** Whether a day is worked: Monday to Friday unless a holiday, or a weekend day the calendar makes a working day. */
function isWorkday(day: number, calendar: WorkCalendar): boolean {
  const text = textOf(day);
  if (calendar.workdays.has(text)) return true;
  if (calendar.holidays.has(text)) return false;
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * Working days from `start` to `end`, both included, without weekends and holidays. A half-day start (`pm`: the
 * afternoon of the first day) or end (`am`: the morning of the last day) counts half a day, when that day is worked.
 * Ranges of more than ten years answer null (a typo, not a leave).
 *
 * @example
 * workdays('2026-11-27', '2026-11-30', 'am', 'pm', EMPTY_CALENDAR); // 2 (Friday and Monday)
 * workdays('2026-11-27', '2026-11-27', 'pm', 'pm', EMPTY_CALENDAR); // 0.5
 */
export function workdays(start: unknown, end: unknown, startHalf: unknown, endHalf: unknown, calendar: WorkCalendar): number | null {
  const from = dayOf(start);
  const to = dayOf(end);
  if (from === null || to === null || to < from || to - from > 3660) return null;
  let total = 0;
  for (let day = from; day <= to; day += 1) if (isWorkday(day, calendar)) total += 1;
  if (startHalf === 'pm' && isWorkday(from, calendar)) total -= 0.5;
  if (endHalf === 'am' && isWorkday(to, calendar)) total -= 0.5;
  // A single day chosen as afternoon-to-morning is no time at all.
  return Math.max(0, total);
}

/** Calendar days from `start` to `end`, both included (a trip from the 3rd to the 5th is 3 days). */
export function days(start: unknown, end: unknown): number | null {
  const from = dayOf(start);
  const to = dayOf(end);
  if (from === null || to === null || to < from) return null;
  return to - from + 1;
}

/**
 * Months from `start` to `end`, both included, as a service period is counted: whole months, plus the remaining days
 * as a fraction of 30, to one decimal (2026-01-01 to 2027-06-30 is 18; to 2027-07-15 is 18.5).
 */
export function months(start: unknown, end: unknown): number | null {
  const from = dayOf(start);
  const to = dayOf(end);
  if (from === null || to === null || to < from) return null;
  const a = new Date(from * DAY_MS);
  const b = new Date((to + 1) * DAY_MS);
  let whole = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (b.getUTCDate() < a.getUTCDate()) whole -= 1;
  const anchor = addMonthsToDay(from, whole);
  const rest = to + 1 - anchor;
  return round(whole + rest / 30, 1);
}

function addMonthsToDay(day: number, count: number): number {
  const d = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + count, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.getTime() / DAY_MS;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** A date-time's minute number (as wall-clock time, which is what the form shows), or null. */
function minuteOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const day = dayOf(m[1]);
  const [h, min] = [Number(m[2]), Number(m[3])];
  if (day === null || h > 23 || min > 59) return null;
  return day * 1440 + h * 60 + min;
}

/**
 * Hours from one date-time to another, to one decimal (旁站 from 22:30 to 03:10 the next day is 4.7); null when the end
 * is before the start.
 */
export function hours(start: unknown, end: unknown): number | null {
  const from = minuteOf(start);
  const to = minuteOf(end);
  if (from === null || to === null || to < from) return null;
  return round((to - from) / 60, 1);
}

/** The date `count` days after `date` (before, when negative). */
export function addDays(date: unknown, count: unknown): string | null {
  const day = dayOf(date);
  const n = numberOf(count);
  if (day === null || n === null) return null;
  return textOf(day + Math.trunc(n));
}

/** The date `count` months after `date`, kept within the month (01-31 plus one month is the end of February). */
export function addMonths(date: unknown, count: unknown): string | null {
  const day = dayOf(date);
  const n = numberOf(count);
  if (day === null || n === null) return null;
  return textOf(addMonthsToDay(day, Math.trunc(n)));
}

/** The amount without VAT: 含税金额 ÷ (1 + 税率%), to the fen. `rate` is the percentage (6 for 6 %). */
export function netOfTax(amount: unknown, rate: unknown): number | null {
  const a = numberOf(amount);
  const r = numberOf(rate);
  if (a === null || r === null || r < 0) return null;
  return round(a / (1 + r / 100), 2);
}

/** The VAT in a tax-inclusive amount: 含税金额 − 不含税金额, so the two always add up to the amount. */
export function taxOf(amount: unknown, rate: unknown): number | null {
  const a = numberOf(amount);
  const net = netOfTax(amount, rate);
  if (a === null || net === null) return null;
  return round(a - net, 2);
}

/** Σ of one column over sub-table rows (blank cells count 0), to the cent of floating-point noise. */
export function sum(rows: unknown, column: unknown): number | null {
  if (!Array.isArray(rows) || typeof column !== 'string') return null;
  let total = 0;
  for (const row of rows) total += numberOf((row as Record<string, unknown> | null)?.[column]) ?? 0;
  return round(total, 6);
}

/** How many sub-table rows there are. */
export function count(rows: unknown): number {
  return Array.isArray(rows) ? rows.length : 0;
}

/** `part` as a percentage of `whole` (two decimals); null when the whole is zero or unknown. */
export function percent(part: unknown, whole: unknown): number | null {
  const p = numberOf(part);
  const w = numberOf(whole);
  if (p === null || w === null || w === 0) return null;
  return round((p / w) * 100, 2);
}

/** The first argument that is not blank (`coalesce(actualDate, planDate)`). */
export function coalesce(...values: unknown[]): unknown {
  return values.find((v) => v !== null && v !== undefined && v !== '') ?? null;
}

/** The numbers' largest and smallest, ignoring blanks; null when none is a number. */
export function max(...values: unknown[]): number | null {
  const ns = values.map(numberOf).filter((n): n is number => n !== null);
  return ns.length ? Math.max(...ns) : null;
}

export function min(...values: unknown[]): number | null {
  const ns = values.map(numberOf).filter((n): n is number => n !== null);
  return ns.length ? Math.min(...ns) : null;
}

/** A number as a plain number for arithmetic on values that may arrive as text ('12.50'); blank is 0. */
export function num(value: unknown): number {
  return numberOf(value) ?? 0;
}

/** −x, as Jexl has no unary minus. */
export function neg(value: unknown): number | null {
  const n = numberOf(value);
  return n === null ? null : -n;
}

/** The year of a date (2026 for 2026-11-27). */
export function year(date: unknown): number | null {
  const day = dayOf(date);
  return day === null ? null : new Date(day * DAY_MS).getUTCFullYear();
}

/** Names and one-line descriptions, for the linter's messages and the configurator's manual. */
export const COMPUTE_FUNCTIONS = {
  round: 'round(数值, 小数位=2)：四舍五入',
  sum: 'sum(子表, "列")：子表某列之和',
  count: 'count(子表)：子表行数',
  workdays: 'workdays(开始日期, 结束日期, 开始时段, 结束时段)：工作日天数（除去周末与节假日，am/pm 半天）',
  days: 'days(开始日期, 结束日期)：自然日天数（含首尾）',
  hours: 'hours(开始时间, 结束时间)：小时数（保留 1 位小数，可跨日）',
  months: 'months(开始日期, 结束日期)：月数（含首尾，保留 1 位小数）',
  addDays: 'addDays(日期, 天数)：若干天后的日期',
  addMonths: 'addMonths(日期, 月数)：若干月后的日期',
  netOfTax: 'netOfTax(含税金额, 税率%)：不含税金额',
  taxOf: 'taxOf(含税金额, 税率%)：税额',
  percent: 'percent(部分, 整体)：百分比（两位小数）',
  coalesce: 'coalesce(a, b, …)：第一个非空值',
  max: 'max(a, b, …)：最大值',
  min: 'min(a, b, …)：最小值',
  num: 'num(值)：按数字取值，空为 0',
  neg: 'neg(值)：相反数（表达式不支持前置负号，写 neg(x) 或 0 - x）',
  year: 'year(日期)：年份',
} as const;

export type ComputeFunctionName = keyof typeof COMPUTE_FUNCTIONS;
