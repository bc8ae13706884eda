import type { DataPageSchema, FieldSchema } from '@/engine/schema/page-schema';

// The values the generic proof sends: what a stored record may send back, a fresh value for each unique field that
// keeps to its type, rules and limits, and values each field's patterns refuse.

type Row = Record<string, unknown>;

export const blank = (v: unknown) => v === undefined || v === null || v === '';
const SYSTEM = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'version', 'bpmStatus', 'companyId', 'projectId']);

/** A record as the form would send it again: the stored one without ids, audit, texts, rollups and numbers the platform assigns. */
export function sendable(page: DataPageSchema, stored: Row): Row {
  const out: Row = {};
  const fields = new Map(page.fields.map((f) => [f.name, f]));
  for (const [key, value] of Object.entries(stored)) {
    if (SYSTEM.has(key) || key.endsWith('_dictText')) continue;
    const field = fields.get(key);
    if (field && (field.rollup || field.autoNumber || field.type === 'password')) continue;
    out[key] = value;
  }
  for (const sub of 'subTables' in page ? page.subTables ?? [] : []) {
    if (!Array.isArray(stored[sub.name])) continue;
    out[sub.name] = (stored[sub.name] as Row[]).map((row) => Object.fromEntries(Object.entries(row)
      .filter(([k]) => k !== 'id' && !k.endsWith('_dictText') && k !== sub.foreignKey && !SYSTEM.has(k))));
  }
  return out;
}

export function patternsOf(field: FieldSchema): RegExp[] {
  return (field.rules ?? []).flatMap((r) => ('pattern' in r && typeof r.pattern === 'string' ? [new RegExp(r.pattern)] : []));
}

const NUMERIC_DB = new Set(['int', 'bigint', 'numeric']);

/** Another number the field accepts: within its min and max (a 年度 from 2000 to 2100), at its precision. */
function freshNumber(field: FieldSchema, value: unknown): number {
  const min = typeof field.min === 'number' ? field.min : 1;
  const max = typeof field.max === 'number' ? field.max : min + 1_000_000;
  const whole = field.dbType !== 'numeric' || field.precision === 0 || field.scale === 0;
  for (let k = 0; k < 50; k++) {
    const n = whole ? min + Math.floor(Math.random() * (Math.floor(max) - Math.ceil(min) + 1)) : Number((min + Math.random() * (max - min)).toFixed(2));
    if (n !== Number(value)) return n;
  }
  return Number(value);
}

/** Another value of a unique text that still fits its patterns and length: fresh digits, letters or a new code. */
export function freshValue(field: FieldSchema, value: unknown): unknown {
  if (NUMERIC_DB.has(field.dbType) && !field.dict) return freshNumber(field, value);
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const text = String(value);
  const max = field.length ?? 255;
  const patterns = patternsOf(field);
  const random = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const candidates = (k: number): string => {
    const digits = /(\d+)(?!.*\d)/.exec(text);
    if (digits && k < 15) return text.slice(0, digits.index) + random('0123456789', digits[1].length) + text.slice(digits.index + digits[1].length);
    // Every number in it anew (a month 2026-11 whose year's months are all taken becomes another year's).
    if (digits && k < 30) return text.replace(/\d+/g, (run) => random('0123456789', run.length));
    // One digit anywhere (2026-10 → 2036-10), for codes whose patterns fix most of their digits.
    if (digits && k < 45) {
      const spots = [...text].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
      const at = spots[Math.floor(Math.random() * spots.length)];
      return text.slice(0, at) + random('0123456789', 1) + text.slice(at + 1);
    }
    if (/^[A-Z]+$/.test(text) && k < 50) return random(UPPER, text.length);
    if (/^[a-z]{2}_[A-Z]{2}$/.test(text) && k < 55) return `${random('abcdefghijklmnopqrstuvwxyz', 2)}_${random(UPPER, 2)}`;
    if (k < 70) return random(UPPER, 2) + random('0123456789', 1 + (k % 4));
    return `${text}${random('0123456789', 4)}`;
  };
  // Every shape that fits, then one of them at random: a retry after a clash tries another.
  const fitting = [...new Set(Array.from({ length: 80 }, (_, k) => candidates(k)))]
    .filter((next) => [...next].length <= max && patterns.every((re) => re.test(next)) && next !== text);
  if (!fitting.length) return value;
  const next = fitting[Math.floor(Math.random() * fitting.length)];
  return typeof value === 'number' ? Number(next) : next;
}

/** A bad value for a pattern: one of a few shapes no sensible pattern accepts. */
export function badForPatterns(field: FieldSchema): string | undefined {
  const patterns = patternsOf(field);
  return ['非法值#', '!', '0', 'x'].find((v) => patterns.some((re) => !re.test(v)) && [...v].length <= (field.length ?? 255));
}

/** A value the field's dictionary does not hold, short enough for its column (so only the dictionary refuses it). */
