import { limitError, type FieldLimits } from '../schema/record-validator';
import { NAMED_RULES, type NamedRule } from '../schema/validation-rules';
import type { GridColumn, GridRowValues, GridRule } from './grid-columns';
import { isEmptyValue } from './grid-values';

/**
 * Cell validation as JVxeTable does it, over the shared named patterns. A column's rules compile once into checks;
 * uniqueness needs the whole column, so callers pass the column's count of values (the grid keeps it as an index).
 */

export interface CompiledCheck {
  kind: 'required' | 'pattern' | 'unique' | 'handler' | 'limits';
  test?: RegExp;
  rule: GridRule;
  message: string;
  /** `limits` checks: the column's bounds, labelled with its title. */
  limits?: FieldLimits;
}

/** `${title}`, `${key}` and `${defaultValue}` in a message become the column's values. */
export function fillMessage(template: string, column: GridColumn): string {
  return template
    .replace(/\$\{title\}/g, column.title)
    .replace(/\$\{key\}/g, column.key)
    .replace(/\$\{defaultValue\}/g, column.defaultValue === undefined ? '' : String(column.defaultValue));
}

const hasLimits = (column: GridColumn) =>
  [column.min, column.max, column.precision, column.minLength, column.maxLength].some((limit) => limit !== undefined);

/**
 * The checks of a column: its `validateRules` in order, then its declared bounds (`min`, `max`, `precision`,
 * `minLength`, `maxLength`) with the record validator's messages.
 */
export function compileRules(column: GridColumn): CompiledCheck[] {
  const rules = compileRuleList(column);
  if (hasLimits(column)) {
    const { title: label, min, max, precision, minLength, maxLength } = column;
    rules.push({ kind: 'limits', rule: {}, message: '', limits: { label, min, max, precision, minLength, maxLength } });
  }
  return rules;
}

function compileRuleList(column: GridColumn): CompiledCheck[] {
  return (column.validateRules ?? []).map((rule): CompiledCheck => {
    const fill = (fallback: string) => fillMessage(rule.message ?? fallback, column);
    if (rule.required || rule.pattern === '*') return { kind: 'required', rule, message: fill('${title}不能为空') };
    if (rule.unique || rule.pattern === 'only') return { kind: 'unique', rule, message: fill('${title}不能重复') };
    if (rule.handler) return { kind: 'handler', rule, message: fill('${title}校验未通过') };
    if (rule.pattern instanceof RegExp) return { kind: 'pattern', test: rule.pattern, rule, message: fill('${title}格式不正确') };
    if (typeof rule.pattern === 'string') {
      const named = (NAMED_RULES as Record<string, { title: string; pattern: RegExp }>)[rule.pattern];
      if (named) {
        return { kind: 'pattern', test: NAMED_RULES[rule.pattern as NamedRule].pattern, rule, message: fill(`\${title}必须是${named.title}`) };
      }
      return { kind: 'pattern', test: new RegExp(rule.pattern), rule, message: fill('${title}格式不正确') };
    }
    throw new Error(`列 "${column.key}" 有无法识别的校验规则`);
  });
}

/** How many rows of a column hold a value, by the value's `uniqueKey` (a Map, or the grid's live index). */
export interface ValueCounts {
  get(key: string): number | undefined;
}

export function uniqueKey(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The first failing rule's message, `null` when the cell passes; a Promise only if a handler answers async.
 * Empty values pass every rule except `required`, as in JVxeTable.
 */
export function checkCell(
  checks: CompiledCheck[], value: unknown, row: GridRowValues, counts?: () => ValueCounts,
): string | null | Promise<string | null> {
  const empty = isEmptyValue(value);
  for (let i = 0; i < checks.length; i += 1) {
    const check = checks[i];
    if (check.kind === 'required') {
      if (empty) return check.message;
    } else if (empty) {
      continue;
    } else if (check.kind === 'pattern') {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      if (!check.test!.test(text)) return check.message;
    } else if (check.kind === 'limits') {
      const message = limitError(check.limits!, typeof value === 'number' || typeof value === 'string' ? value : undefined);
      if (message) return message;
    } else if (check.kind === 'unique') {
      if (counts && (counts().get(uniqueKey(value)) ?? 0) > 1) return check.message;
    } else {
      const answer = check.rule.handler!(value, row);
      if (answer instanceof Promise) {
        const rest = checks.slice(i + 1);
        return answer.then(async (result) => handlerMessage(result, check) ?? (await checkCell(rest, value, row, counts)));
      }
      const message = handlerMessage(answer, check);
      if (message) return message;
    }
  }
  return null;
}

function handlerMessage(result: boolean | string | undefined, check: CompiledCheck): string | null {
  if (result === true || result === undefined) return null;
  return typeof result === 'string' ? result : check.message;
}
