import type { CrudPageSchema, FieldSchema } from './page-schema';
import { ruleMessage, rulePattern } from './validation-rules';

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
  const patterns = new Map(fields.map((f) => [f.name, (f.rules ?? []).map((r) => ({ rule: r, re: rulePattern(r) }))]));
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
        if (field.required || requiredByRule) {
          const starRule = field.rules?.find((r) => 'rule' in r && r.rule === '*');
          errors[field.name] = starRule ? ruleMessage(starRule, field.label) : `请输入${field.label}`;
        } else if (present || !options.partial) {
          value[field.name] = null;
        }
        continue;
      }
      const coerced = coerce(field, raw);
      if (coerced.error) {
        errors[field.name] = coerced.error;
        continue;
      }
      const failed = patterns.get(field.name)?.find(({ re }) => !re.test(String(coerced.value)));
      if (failed) {
        errors[field.name] = ruleMessage(failed.rule, field.label);
        continue;
      }
      value[field.name] = coerced.value;
    }
    return { value, errors };
  };
}
