import { fieldError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';

/** How a value of each declared type must read; another type (`string`, none) takes any text. */
const TYPE_RULES: Record<string, { test: (v: string) => boolean; message: string }> = {
  number: { test: (v) => /^-?\d+(\.\d+)?$/.test(v.trim()), message: '参数类型为 number，参数值必须是数字' },
  boolean: { test: (v) => v === 'true' || v === 'false', message: '参数类型为 boolean，参数值只能是 true 或 false' },
  json: {
    test: (v) => {
      try {
        JSON.parse(v);
        return true;
      } catch {
        return false;
      }
    },
    message: '参数类型为 json，参数值必须是合法的 JSON',
  },
};

/**
 * System parameters (`sys/sysParam`): code reads a parameter by its key, so the key is set when the parameter is
 * created and never changed; a value must read as its declared type (`number`, `boolean`, `json`), checked against
 * the record as it will be after the write.
 */
export function paramValuesHooks(): TableHooks {
  return {
    name: 'param-values',
    async beforeSave(_ctx, input) {
      if (input.op === 'edit') delete input.values.key;
      const merged = { ...input.current, ...input.values };
      const rule = TYPE_RULES[String(merged.type ?? '').trim().toLowerCase()];
      const value = merged.value;
      if (rule && typeof value === 'string' && value !== '' && !rule.test(value)) {
        throw fieldError('value', rule.message);
      }
    },
  };
}
