import type { CrudPageSchema, FieldSchema } from './page-schema';
import { compareHolds, ruleMessage, rulePattern } from './validation-rules';

/** Field name → the message to show on that field. */
export type FieldErrors = Record<string, string>;

export interface RecordCheck {
  /** The record reduced to declared fields, with values coerced to their column types. */
  value: Record<string, unknown>;
  errors: FieldErrors;
}

export type RecordValidator = (input: Record<string, unknown>) => RecordCheck;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function validDate(text: string): boolean {
  const d = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** Coerces one value to the field's column type; returns an error message when it cannot. */
function coerce(field: FieldSchema, raw: unknown): { value?: unknown; error?: string } {
  const label = field.label;
  switch (field.dbType) {
    case 'int':
    case 'bigint':
    case 'numeric': {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: `${label}必须是数字` };
      if (field.dbType !== 'numeric' && text.includes('.')) return { error: `${label}必须是整数` };
      const scale = field.scale ?? 2;
      if (field.dbType === 'numeric' && (text.split('.')[1]?.length ?? 0) > scale) return { error: `${label}最多 ${scale} 位小数` };
      if (Math.abs(Number(text)) > (field.dbType === 'int' ? 2147483647 : 1e15)) return { error: `${label}超出范围` };
      return { value: field.dbType === 'numeric' ? text : Number(text) };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === '1' || raw === 'true' || raw === 1) return { value: true };
      if (raw === '0' || raw === 'false' || raw === 0) return { value: false };
      return { error: `${label}必须是是或否` };
    case 'date': {
      const text = String(raw).trim();
      if (!DATE.test(text.slice(0, 10)) || !validDate(text)) return { error: `${label}的日期格式应为 YYYY-MM-DD` };
      return { value: text.slice(0, 10) };
    }
    case 'timestamp': {
      const text = String(raw).trim();
      if (!DATETIME.test(text) || !validDate(text)) return { error: `${label}的时间格式应为 YYYY-MM-DD HH:mm:ss` };
      return { value: text.length === 16 ? `${text}:00` : text };
    }
    default: {
      if (typeof raw === 'object') return { error: `${label}必须是文本` };
      const text = String(raw);
      const max = field.dbType === 'varchar' ? (field.length ?? 255) : 100_000;
      if ([...text].length > max) return { error: `${label}不能超过 ${max} 个字符` };
      return { value: text };
    }
  }
}

/** The bounds a field may declare besides its column type (`min`, `max`, `precision`, `minLength`, `maxLength`). */
export interface FieldLimits {
  label: string;
  min?: number;
  max?: number;
  precision?: number;
  minLength?: number;
  maxLength?: number;
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Decimal places of a number as written (`'12.50'` → 2); exponent forms (`1e-7`) are read as their digits. */
function decimalsOf(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^-?\d*(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return 0;
  return Math.max(0, (match[1]?.length ?? 0) - Number(match[2] ?? 0));
}

/**
 * The message for a value outside a field's declared bounds, `undefined` when it is within them (or empty, or of
 * another kind: a bound on numbers ignores text that is no number, which the column type reports). The browser's
 * forms, the editable grid's cells and the server all use it, so the messages agree.
 *
 * @example
 * limitError({ label: '费率（%）', min: 0, max: 100, precision: 2 }, '100.5'); // '费率（%）不能大于 100'
 * limitError({ label: '金额', precision: 2 }, 12.345); // '金额最多保留 2 位小数'
 * limitError({ label: '摘要', minLength: 5 }, '太短'); // '摘要至少 5 个字符'
 */
export function limitError(limits: FieldLimits, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const { label, min, max, precision, minLength, maxLength } = limits;
  const numeric = typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMBER_TEXT.test(value.trim());
  if (numeric && (min !== undefined || max !== undefined || precision !== undefined)) {
    const n = Number(value);
    if (precision !== undefined && decimalsOf(value as number | string) > precision) return `${label}最多保留 ${precision} 位小数`;
    if (min !== undefined && n < min) return `${label}不能小于 ${min}`;
    if (max !== undefined && n > max) return `${label}不能大于 ${max}`;
  }
  if (typeof value === 'string' && (minLength !== undefined || maxLength !== undefined)) {
    const length = [...value].length;
    if (minLength !== undefined && length < minLength) return `${label}至少 ${minLength} 个字符`;
    if (maxLength !== undefined && length > maxLength) return `${label}不能超过 ${maxLength} 个字符`;
  }
  return undefined;
}

/**
 * Compiles a page's fields into one record validator, run by the form before it submits and by the server
 * before it writes — the same rules and the same messages on both sides. Unknown and server-owned keys
 * (id, createBy, version, ...) are dropped, never written.
 *
 * @example
 * const check = compileRecordValidator(page);
 * const { value, errors } = check({ title: '', publishDate: '2026-13-01' });
 * // errors → { title: '请输入标题', publishDate: '发布日期的日期格式应为 YYYY-MM-DD' }
 */
export function compileRecordValidator(page: Pick<CrudPageSchema, 'fields'>, options: { partial?: boolean } = {}): RecordValidator {
  const fields = page.fields.filter((f) => f.type !== 'slot' && f.type !== 'normal');
  const patterns = new Map(fields.map((f) => [f.name, (f.rules ?? []).flatMap((r) => {
    const re = rulePattern(r);
    return re ? [{ rule: r, re }] : [];
  })]));
  const comparisons = fields.flatMap((f) => (f.rules ?? []).flatMap((r) => ('compare' in r ? [{ field: f, rule: r }] : [])));
  return (input) => {
    const value: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    // Linkage decides too: a field hidden by visibleWhen is not checked (nor kept); requiredWhen makes it required.
    const switchedOn = (field: FieldSchema, effect: string) => field.form?.reactions?.filter((r) => r.effect === effect)
      .map((r) => r.dependencies.some((dep) => (r.values ?? []).map(String).includes(String(input[dep] ?? ''))));
    for (const field of fields) {
      const present = Object.prototype.hasOwnProperty.call(input, field.name);
      if (options.partial && !present) continue;
      const visible = switchedOn(field, 'visibleWhen');
      if (visible?.length && !visible.some(Boolean)) continue;
      const raw = input[field.name];
      const requiredWhen = switchedOn(field, 'requiredWhen')?.some(Boolean) ?? false;
      const requiredByRule = requiredWhen || field.rules?.some((r) => 'rule' in r && r.rule === '*');
      if (isEmpty(raw)) {
        // A computed field is empty only while the fields it reads are (those carry their own messages).
        if ((field.required || requiredByRule) && !field.compute) {
          const starRule = field.rules?.find((r) => 'rule' in r && r.rule === '*');
          errors[field.name] = starRule ? ruleMessage(starRule, field.label) : `请输入${field.label}`;
        } else if (present || !options.partial) {
          value[field.name] = null;
        }
        continue;
      }
      // Declared decimals come before the column's scale, so the message names what the configurator asked for.
      const precisionError = field.dbType === 'numeric' && field.precision !== undefined
        ? limitError({ label: field.label, precision: field.precision }, raw) : undefined;
      const coerced = precisionError ? { error: precisionError } : coerce(field, raw);
      if (coerced.error) {
        errors[field.name] = coerced.error;
        continue;
      }
      const outOfBounds = limitError(field, coerced.value);
      if (outOfBounds) {
        errors[field.name] = outOfBounds;
        continue;
      }
      const failed = patterns.get(field.name)?.find(({ re }) => !re.test(String(coerced.value)));
      if (failed) {
        errors[field.name] = ruleMessage(failed.rule, field.label);
        continue;
      }
      value[field.name] = coerced.value;
    }
    // Rules across fields (结束日期 ≥ 开始日期) once both values are known good; a partial check compares with what it has.
    for (const { field, rule } of comparisons) {
      if (errors[field.name] || errors[rule.compare] || !(field.name in value) || !(rule.compare in value)) continue;
      if (!compareHolds(rule, value[field.name], value[rule.compare])) errors[field.name] = ruleMessage(rule, field.label);
    }
    return { value, errors };
  };
}
