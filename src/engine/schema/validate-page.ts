import type { ErrorObject } from 'ajv';
import { validate as metaValidate } from './generated/page-meta-validator.js';
import type { PageSchema } from './page-schema';

/** One problem found in a page schema, located by JSON Pointer. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return `缺少必填属性 "${(error.params as { missingProperty: string }).missingProperty}"`;
    case 'additionalProperties':
      return `未知属性 "${(error.params as { additionalProperty: string }).additionalProperty}"`;
    case 'enum':
      return `取值必须是 ${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')} 之一`;
    case 'const':
      return `取值必须是 ${String((error.params as { allowedValue: unknown }).allowedValue)}`;
    case 'pattern':
      return `格式不正确（应匹配 ${(error.params as { pattern: string }).pattern}）`;
    case 'type':
      return `类型应为 ${(error.params as { type: string }).type}`;
    case 'maxLength':
      return `长度不能超过 ${(error.params as { limit: number }).limit}`;
    case 'minLength':
      return `长度不能少于 ${(error.params as { limit: number }).limit}`;
    case 'minimum':
      return `不能小于 ${(error.params as { limit: number }).limit}`;
    case 'maximum':
      return `不能大于 ${(error.params as { limit: number }).limit}`;
    case 'minItems':
      return `至少需要 ${(error.params as { limit: number }).limit} 项`;
    case 'oneOf':
      return '不符合任何一种允许的写法';
    default:
      return error.message ?? '不合法';
  }
}

/**
 * Checks a page schema against the meta-schema and the rules a JSON schema cannot express.
 *
 * @example
 * const problems = validatePageSchema(json);
 * if (problems.length) console.error(problems.map(p => `#${p.pointer}: ${p.message}`).join('\n'));
 */
export function validatePageSchema(input: unknown): SchemaProblem[] {
  // Precompiled (see scripts/gen-validators.ts): the browser's CSP forbids compiling code at run time.
  if (!metaValidate(input)) {
    // `if` branches repeat their children's errors; keep the concrete ones only.
    return (metaValidate.errors ?? [])
      .filter((e) => e.keyword !== 'if')
      .map((e) => ({ pointer: e.instancePath || '/', message: describe(e) }));
  }
  const page = input as PageSchema;
  const problems: SchemaProblem[] = [];
  const seen = new Map<string, number>();
  page.fields.forEach((field, index) => {
    const first = seen.get(field.name);
    if (first !== undefined) {
      problems.push({ pointer: `/fields/${index}/name`, message: `字段名 "${field.name}" 重复（已在 /fields/${first} 声明）` });
    } else {
      seen.set(field.name, index);
    }
  });
  if (page.defaultSort && !seen.has(page.defaultSort.field) && page.defaultSort.field !== 'createTime') {
    problems.push({ pointer: '/defaultSort/field', message: `排序字段 "${page.defaultSort.field}" 未声明` });
  }
  return problems;
}

/** Narrows after validation; throws with every problem listed when the schema is invalid. */
export function assertPageSchema(input: unknown, source = 'schema'): PageSchema {
  const problems = validatePageSchema(input);
  if (problems.length) {
    throw new Error(problems.map((p) => `${source}#${p.pointer}: ${p.message}`).join('\n'));
  }
  return input as PageSchema;
}
