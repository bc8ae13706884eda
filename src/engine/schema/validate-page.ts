import type { ErrorObject } from 'ajv';
import { validate as metaValidate } from './generated/page-meta-validator.js';
import metaSchema from './page.meta-schema.json';
import { columnName, isDataPage, SYSTEM_COLUMNS, type DataPageSchema, type PageSchema } from './page-schema';
import { didYouMean } from './did-you-mean';
import { pageKindProblems } from './page-kind-rules';
import { indexProblems } from './table-indexes';

/** One problem found in a page schema, located by JSON Pointer. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/** Every property name the page format knows, for the hint after an unknown (usually misspelt) one. */
const KNOWN_KEYS = (() => {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const props = (node as { properties?: Record<string, unknown> }).properties;
    if (props && typeof props === 'object') Object.keys(props).forEach((k) => names.add(k));
    Object.values(node).forEach(visit);
  };
  visit(metaSchema);
  return names;
})();

/** A key another page kind uses gets no hint: it is not misspelt, it is in the wrong kind of page. */
const hintFor = (name: string) => (KNOWN_KEYS.has(name) ? '' : didYouMean(name, KNOWN_KEYS));

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return `缺少必填属性 "${(error.params as { missingProperty: string }).missingProperty}"`;
    case 'additionalProperties': {
      const name = (error.params as { additionalProperty: string }).additionalProperty;
      return `未知属性 "${name}"${hintFor(name)}`;
    }
    case 'unevaluatedProperties': {
      const name = (error.params as { unevaluatedProperty: string }).unevaluatedProperty;
      return `未知属性 "${name}"${hintFor(name)}`;
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
      return hint ? `未知的取值 "${String(error.data)}"${hint}` : `取值必须是 ${allowed.join(', ')} 之一`;
    }
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
 * Where a value may be written several ways (`oneOf`, e.g. a rule is either named or a pattern), Ajv reports every
 * way's complaints. Only the way the author came closest to is kept (fewest complaints), so a rule missing its
 * message says just that.
 */
function closestBranch(errors: ErrorObject[]): ErrorObject[] {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf');
  let kept = errors;
  for (const o of oneOfs) {
    const prefix = `${o.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of kept) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0];
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    if (byBranch.size === 0) continue;
    const best = [...byBranch.values()].sort((a, b) => a.length - b.length)[0];
    kept = kept.filter((e) => e !== o && (!e.schemaPath.startsWith(prefix) || best.includes(e)));
  }
  return kept;
}

/**
 * Checks a page schema against the meta-schema and the rules a JSON schema cannot express.
 *
 * @example
 * const problems = validatePageSchema(json);
 * if (problems.length) console.error(problems.map(p => `#${p.pointer}: ${p.message}`).join('\n'));
 */
export function validatePageSchema(input: unknown, context: LintContext = {}): SchemaProblem[] {
  // Precompiled (see scripts/gen-validators.ts): the browser's CSP forbids compiling code at run time.
  if (!metaValidate(input)) {
    // `if` branches repeat their children's errors, and an unknown `kind`/`type` is already an enum error.
    return closestBranch((metaValidate.errors ?? []).filter((e) => e.keyword !== 'if' && e.keyword !== 'discriminator'))
      .map((e) => ({ pointer: e.instancePath || '/', message: describe(e) }));
  }
  const page = input as PageSchema;
  const problems = isDataPage(page) ? [...fieldProblems(page), ...semanticProblems(page, context), ...indexProblems(page)] : [];
  return [...problems, ...pageKindProblems(page, context)];
}

/** Field names that clash with the platform's columns or with each other, and a sort on an undeclared field. */
function fieldProblems(page: DataPageSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Map<string, number>();
  page.fields.forEach((field, index) => {
    // Platform pages own no table: their endpoints send audit columns (createTime, ...) that a list may show.
    if (page.source !== 'platform' && (SYSTEM_COLUMNS as readonly string[]).includes(columnName(field.name))) {
      problems.push({ pointer: `/fields/${index}/name`, message: `字段名 "${field.name}" 与系统列 ${columnName(field.name)} 冲突，请换一个名字` });
    }
    const first = seen.get(field.name);
    if (first !== undefined) {
      problems.push({ pointer: `/fields/${index}/name`, message: `字段名 "${field.name}" 重复（已在 /fields/${first} 声明）` });
    } else {
      seen.set(field.name, index);
    }
  });
  const sort = page.kind === 'form' ? undefined : page.defaultSort;
  // A field written with its direction ("planDate desc") is reported by the linter's sort rule.
  if (sort && !seen.has(sort.field) && sort.field !== 'createTime' && !/\s(asc|desc)$/i.test(sort.field.trim())) {
    problems.push({ pointer: '/defaultSort/field', message: `排序字段 "${sort.field}" 未声明${didYouMean(sort.field, seen.keys())}` });
  }
  return problems;
}

/**
 * What the linter knows beyond one file: the dictionaries and reports that exist. Each set is optional;
 * a check whose set is missing is skipped (the browser validates one schema without the whole folder).
 */
export interface LintContext {
  dictCodes?: Set<string>;
  tableDicts?: Set<string>;
  reports?: Map<string, Set<string>>;
}

function semanticProblems(page: DataPageSchema, context: LintContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const names = page.fields.map((f) => f.name);
  // Sub-table cells name dictionaries too: an unknown one would show codes instead of texts in the grid.
  ('subTables' in page ? page.subTables ?? [] : []).forEach((sub, k) => sub.fields.forEach((field, i) => {
    if (!field.dict || !context.dictCodes) return;
    const known = field.dict.includes(',') ? context.tableDicts?.has(field.dict.replace(/\s/g, '')) : context.dictCodes.has(field.dict);
    if (!known) {
      const hint = didYouMean(field.dict, field.dict.includes(',') ? context.tableDicts ?? [] : context.dictCodes);
      problems.push({ pointer: `/subTables/${k}/fields/${i}/dict`, message: `未知的字典编码 "${field.dict}"${hint}` });
    }
  }));
  page.fields.forEach((field, i) => {
    if (field.dict && context.dictCodes) {
      const known = field.dict.includes(',') ? context.tableDicts?.has(field.dict.replace(/\s/g, '')) : context.dictCodes.has(field.dict);
      if (!known) {
        const hint = didYouMean(field.dict, field.dict.includes(',') ? context.tableDicts ?? [] : context.dictCodes);
        problems.push({ pointer: `/fields/${i}/dict`, message: `未知的字典编码 "${field.dict}"${hint}` });
      }
    }
    if (field.popup) {
      const columns = context.reports?.get(field.popup.report);
      if (context.reports && !columns) {
        problems.push({ pointer: `/fields/${i}/popup/report`, message: `弹出选择引用的报表 "${field.popup.report}" 不存在${didYouMean(field.popup.report, context.reports.keys())}` });
      }
      const org = field.popup.orgFields.split(',');
      const dest = field.popup.destFields.split(',');
      if (org.length !== dest.length) {
        problems.push({ pointer: `/fields/${i}/popup`, message: 'popup参数未正确配置,原始值和目标值数量不一致!' });
      }
      dest.forEach((d) => {
        if (!names.includes(d)) problems.push({ pointer: `/fields/${i}/popup/destFields`, message: `目标字段 "${d}" 未声明${didYouMean(d, names)}` });
      });
      if (columns) org.forEach((o) => {
        if (!columns.has(o)) problems.push({ pointer: `/fields/${i}/popup/orgFields`, message: `报表 ${field.popup!.report} 没有列 "${o}"${didYouMean(o, columns)}` });
      });
    }
    field.form?.reactions?.forEach((r, j) => {
      r.dependencies.forEach((dep, k) => {
        if (!names.includes(dep)) {
          problems.push({ pointer: `/fields/${i}/form/reactions/${j}/dependencies/${k}`, message: `联动依赖的字段 "${dep}" 未声明${didYouMean(dep, names)}` });
        }
      });
    });
  });
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
