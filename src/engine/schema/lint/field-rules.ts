import { columnName, isDataPage, type DataPageSchema, type FieldSchema, type PageSchema } from '../page-schema';
import { didYouMean } from '../did-you-mean';
import { TABLE_HOOKS } from '../platform-resources';
import type { SchemaProblem } from '../validate-page';
import { compileExpression } from '../compute/compute-expression';
import { pageRuleProblems } from './page-rules';
import { stateRuleProblems } from './state-rules';

/**
 * Names a list request already uses for itself (paging, sorting, the advanced query, the cache buster): a field
 * with one of these names would be read as the parameter, e.g. a field `order` empties the list.
 */
export const QUERY_PARAM_NAMES = ['pageNo', 'pageSize', 'column', 'order', 'field', '_t', 'superQueryParams', 'superQueryMatchType', 'id', 'ids'] as const;

/** SQL key words PostgreSQL reserves: as a column they need quoting in every hand-written report. */
export const SQL_RESERVED = new Set([
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'both', 'case', 'cast', 'check', 'collate', 'column',
  'constraint', 'create', 'current_catalog', 'current_date', 'current_role', 'current_time', 'current_timestamp', 'current_user',
  'default', 'deferrable', 'desc', 'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'from', 'grant',
  'group', 'having', 'in', 'initially', 'intersect', 'into', 'lateral', 'leading', 'limit', 'localtime', 'localtimestamp', 'not',
  'null', 'offset', 'on', 'only', 'or', 'order', 'placing', 'primary', 'references', 'returning', 'select', 'session_user', 'some',
  'symmetric', 'table', 'then', 'to', 'trailing', 'true', 'union', 'unique', 'user', 'using', 'variadic', 'when', 'where', 'window', 'with',
]);

/** Field types that choose among a dictionary's items. */
const DICT_TYPES = new Set(['select', 'select-search', 'select-multiple', 'radio', 'checkbox']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/** What the rules need from other files; a missing part skips the rules that need it. */
export interface FieldRuleContext {
  /** Dictionary code → its item values. */
  dictItems?: Map<string, Set<string>>;
  /** Every permission code the menus declare as a button. */
  buttonCodes?: Set<string>;
  /** Every role code the roles file declares. */
  roles?: Set<string>;
  /** Online report code → its columns. */
  reports?: Map<string, Set<string>>;
}

function defaultProblem(field: FieldSchema, items: Set<string> | undefined): string | undefined {
  const value = field.default;
  if (value === undefined || value === '') return undefined;
  switch (field.dbType) {
    case 'int': case 'bigint':
      return Number.isInteger(Number(value)) && typeof value !== 'boolean' ? undefined : `默认值 ${JSON.stringify(value)} 不是整数（字段类型 ${field.dbType}）`;
    case 'numeric':
      return Number.isFinite(Number(value)) && typeof value !== 'boolean' ? undefined : `默认值 ${JSON.stringify(value)} 不是数字`;
    case 'date':
      return value === 'today' || (typeof value === 'string' && DATE.test(value)) ? undefined : `默认值 ${JSON.stringify(value)} 不是日期（应写 YYYY-MM-DD 或 today）`;
    case 'timestamp':
      return value === 'now' || (typeof value === 'string' && (DATE_TIME.test(value) || DATE.test(value))) ? undefined : `默认值 ${JSON.stringify(value)} 不是日期时间（应写 YYYY-MM-DD HH:mm:ss 或 now）`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `默认值 ${JSON.stringify(value)} 不是布尔值（true 或 false）`;
    default:
      break;
  }
  if (items && field.dict && !field.dict.includes(',')) {
    const values = String(value).split(',').filter(Boolean);
    const bad = values.find((v) => !items.has(v));
    if (bad !== undefined) return `默认值 "${bad}" 不在字典 ${field.dict} 中${didYouMean(bad, items)}`;
  }
  return undefined;
}

/**
 * Rules on a data page's fields that the meta-schema cannot say: names the list request or SQL reserve, selects
 * without a dictionary, defaults that do not fit their column or dictionary, regular expressions that do not
 * compile, linkage values outside the dependency's dictionary, permission codes no menu declares, a sort written
 * with its direction, and server hooks that do not exist.
 */
export function fieldRuleProblems(page: PageSchema, context: FieldRuleContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ pointer, message });
  const hooks = (page as { hooks?: unknown }).hooks;
  for (const [i, name] of (Array.isArray(hooks) ? hooks : []).entries()) {
    if (!(TABLE_HOOKS as readonly string[]).includes(String(name))) add(`/hooks/${i}`, `服务端钩子 "${String(name)}" 不存在${didYouMean(String(name), TABLE_HOOKS)}`);
  }
  if (!isDataPage(page)) return problems;
  const data = page as DataPageSchema;
  const byName = new Map(data.fields.map((f) => [f.name, f]));
  data.fields.forEach((field, i) => {
    const at = `/fields/${i}`;
    if ((QUERY_PARAM_NAMES as readonly string[]).includes(field.name)) {
      add(`${at}/name`, `字段名 "${field.name}" 与列表查询参数 ${field.name} 冲突，请换一个名字`);
    } else if (!field.virtual && SQL_RESERVED.has(columnName(field.column ?? field.name))) {
      add(`${at}/name`, `字段名 "${field.name}" 是 SQL 保留字，请换一个名字`);
    }
    if (DICT_TYPES.has(field.type) && !field.dict) add(`${at}/dict`, `${field.type} 字段需要字典（dict）`);
    // An icon field stores the icon's name (setting, bar-chart): text, never a number or a date.
    if (field.type === 'icon' && field.dbType !== 'varchar') add(`${at}/dbType`, `icon 字段保存图标名，dbType 应为 varchar`);
    const items = field.dict ? context.dictItems?.get(field.dict) : undefined;
    const bad = defaultProblem(field, items);
    if (bad) add(`${at}/default`, bad);
    // A query default is judged as a field default would be: it must fit the column and the dictionary.
    const queryBad = field.query?.default !== undefined ? defaultProblem({ ...field, default: field.query.default }, items) : undefined;
    if (queryBad) add(`${at}/query/default`, queryBad.replace('默认值', '查询默认值'));
    field.rules?.forEach((rule, j) => {
      if ('compare' in rule && typeof rule.compare === 'string' && !byName.has(rule.compare)) {
        add(`${at}/rules/${j}/compare`, `比较的字段 "${rule.compare}" 未声明${didYouMean(rule.compare, byName.keys())}`);
      }
      if (!('pattern' in rule) || typeof rule.pattern !== 'string') return;
      try {
        new RegExp(rule.pattern);
      } catch (error) {
        add(`${at}/rules/${j}/pattern`, `正则表达式无法编译：${(error as Error).message.replace(/^Invalid regular expression: /, '')}`);
      }
    });
    field.form?.reactions?.forEach((reaction, j) => {
      reaction.values?.forEach((value, k) => {
        for (const dep of reaction.dependencies) {
          const depField = byName.get(dep);
          const depItems = depField?.dict ? context.dictItems?.get(depField.dict) : undefined;
          if (depItems && !depItems.has(String(value))) {
            add(`${at}/form/reactions/${j}/values/${k}`, `联动取值 "${String(value)}" 不在字段 ${dep} 的字典 ${depField!.dict} 中${didYouMean(String(value), depItems)}`);
          }
        }
      });
    });
    for (const kind of ['view', 'edit'] as const) {
      const code = field.permission?.[kind];
      if (code && context.buttonCodes && !context.buttonCodes.has(code)) {
        add(`${at}/permission/${kind}`, `权限编码 "${code}" 未在任何菜单的按钮中声明${didYouMean(code, context.buttonCodes)}`);
      }
    }
  });
  computeProblems(data, add);
  pageRuleProblems(data, context, add);
  stateRuleProblems(data, context, add);
  const sort = data.kind === 'form' ? undefined : data.defaultSort;
  if (sort && /\s(asc|desc)$/i.test(sort.field.trim())) {
    add('/defaultSort/field', `排序字段 "${sort.field}" 只写字段名，方向写在 order（asc 或 desc）`);
  }
  return problems;
}

/**
 * Computed fields: the expression compiles, calls only the platform's functions, reads only fields of its record (a
 * main field may also read a sub-table by name), and no two computed fields read each other round in a circle.
 */
function computeProblems(data: DataPageSchema, add: (pointer: string, message: string) => void): void {
  const subTables = 'subTables' in data ? data.subTables ?? [] : [];
  const check = (fields: FieldSchema[], base: string, names: Set<string>) => {
    const deps = new Map<string, string[]>();
    fields.forEach((field, i) => {
      if (field.autoNumber) {
        if (field.dbType !== 'varchar') add(`${base}/${i}/autoNumber`, '自动编号字段的列类型应为 varchar');
        if (field.required) add(`${base}/${i}/required`, '自动编号字段不要写 required：留空时由服务端编号');
      }
      if (typeof field.compute !== 'string') return;
      const expression = compileExpression(field.compute);
      for (const problem of expression.problems) add(`${base}/${i}/compute`, problem);
      for (const name of expression.identifiers) {
        if (!names.has(name)) add(`${base}/${i}/compute`, `表达式引用的字段 "${name}" 未声明${didYouMean(name, names)}`);
      }
      deps.set(field.name, expression.identifiers);
    });
    for (const start of deps.keys()) {
      const seen = new Set<string>();
      const stack = [...(deps.get(start) ?? [])];
      while (stack.length) {
        const name = stack.pop()!;
        if (name === start) {
          add(`${base}/${fields.findIndex((f) => f.name === start)}/compute`, `计算字段 ${start} 经由其他计算字段引用了自己`);
          break;
        }
        if (seen.has(name)) continue;
        seen.add(name);
        stack.push(...(deps.get(name) ?? []));
      }
    }
  };
  check(data.fields, '/fields', new Set([...data.fields.map((f) => f.name), ...subTables.map((s) => s.name)]));
  subTables.forEach((sub, k) => check(sub.fields, `/subTables/${k}/fields`, new Set(sub.fields.map((f) => f.name))));
}
