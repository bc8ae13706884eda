import { checkReportSchema } from '../check-report';
import { didYouMean } from '../did-you-mean';
import { expectArray, guarded, isObject, kindOf } from './guard';
import type { LintProblem, SchemaFile } from './lint-types';

/** What the configuration files (dictionaries, roles, reports) declare, for the checks of pages and menus. */
export interface Declared {
  dictCodes: Set<string>;
  dictItems: Map<string, Set<string>>;
  tableDicts: Set<string>;
  roles: Set<string>;
  reports: Map<string, Set<string>>;
}

/** The tag colours a dictionary item may name (antd's presets), or a #RRGGBB colour. */
export const TAG_COLORS = ['default', 'blue', 'green', 'gold', 'orange', 'red', 'volcano', 'purple', 'cyan', 'geekblue', 'magenta', 'lime', 'processing', 'success', 'warning', 'error'];
const TAG_COLOR = new RegExp(`^(${TAG_COLORS.join('|')}|#[0-9a-fA-F]{6})$`);

const REPORT_KEYS = ['$schema', 'code', 'name', 'description', 'sql', 'params', 'columns', 'defaultSort', 'permission'];

/** Dictionary files: `dicts` (code, name, items as [value, text] pairs), `tableDicts`, `uniqueFields`, `checkRules`. */
export function lintDictFile(file: SchemaFile, declared: Declared, problems: LintProblem[]): void {
  const at = (pointer: string, message: string, fatal = false) => {
    problems.push({ file: file.path, pointer, message, fatal });
  };
  const d = file.json;
  if (!isObject(d)) return at('/', `字典文件应是对象 {...}，这里是${kindOf(d)}`, true);
  for (const key of ['dicts', 'tableDicts', 'uniqueFields', 'checkRules']) {
    expectArray(problems, file.path, `/${key}`, d[key], key);
  }
  if (Array.isArray(d.dicts)) d.dicts.forEach((dict, i) => guarded(problems, file.path, `/dicts/${i}`, () => {
    if (!isObject(dict) || typeof dict.code !== 'string') return at(`/dicts/${i}`, '字典需要 code（文本）', true);
    if (declared.dictCodes.has(dict.code)) return at(`/dicts/${i}/code`, `字典编码 "${dict.code}" 重复`, true);
    declared.dictCodes.add(dict.code);
    if (!expectArray(problems, file.path, `/dicts/${i}/items`, dict.items, '字典项 items')) return;
    const values = new Set<string>();
    (dict.items as unknown[] ?? []).forEach((item, j) => {
      const value = Array.isArray(item) ? item[0] : isObject(item) ? item.value : undefined;
      if (value === undefined || value === null) return at(`/dicts/${i}/items/${j}`, '字典项应写成 ["值", "文本"] 或 ["值", "文本", "颜色"]', true);
      const color = Array.isArray(item) ? item[2] : undefined;
      if (color !== undefined && (typeof color !== 'string' || !TAG_COLOR.test(color))) {
        at(`/dicts/${i}/items/${j}/2`, `颜色 ${JSON.stringify(color)} 不可用：写 ${TAG_COLORS.join('、')} 之一，或 #RRGGBB`);
      }
      if (values.has(String(value))) at(`/dicts/${i}/items/${j}`, `字典项的值 "${String(value)}" 重复`, true);
      values.add(String(value));
    });
    declared.dictItems.set(dict.code, values);
  }));
  if (Array.isArray(d.tableDicts)) for (const t of d.tableDicts) {
    if (isObject(t)) declared.tableDicts.add(`${String(t.table)},${String(t.text)},${String(t.code)}`);
  }
}

/** The roles file: `roles` with a unique `code` each. */
export function lintRolesFile(file: SchemaFile, declared: Declared, problems: LintProblem[]): void {
  const r = file.json;
  if (!isObject(r)) return void problems.push({ file: file.path, pointer: '/', message: `角色文件应是对象 {...}，这里是${kindOf(r)}`, fatal: true });
  if (!expectArray(problems, file.path, '/roles', r.roles, '角色列表 roles')) return;
  (r.roles as unknown[] ?? []).forEach((role, i) => {
    if (!isObject(role) || typeof role.code !== 'string') {
      problems.push({ file: file.path, pointer: `/roles/${i}`, message: '角色需要 code（文本）', fatal: true });
    } else if (declared.roles.has(role.code)) {
      problems.push({ file: file.path, pointer: `/roles/${i}/code`, message: `角色编码 "${role.code}" 重复`, fatal: true });
    } else {
      declared.roles.add(role.code);
    }
  });
}

/** A report file: its own checks, unknown keys with a hint, list-shaped params and columns. */
export function lintReportFile(file: SchemaFile, declared: Declared, problems: LintProblem[]): void {
  const r = file.json;
  const add = (pointer: string, message: string) => {
    problems.push({ file: file.path, pointer, message, fatal: true });
  };
  if (!isObject(r)) return add('/', `报表定义应是对象 {...}，这里是${kindOf(r)}`);
  const before = problems.length;
  for (const key of Object.keys(r)) {
    if (!REPORT_KEYS.includes(key)) add(`/${key}`, `未知属性 "${key}"${didYouMean(key, REPORT_KEYS)}`);
  }
  if (!expectArray(problems, file.path, '/params', r.params, '报表参数 params')) return;
  if (!expectArray(problems, file.path, '/columns', r.columns, '报表列 columns')) return;
  guarded(problems, file.path, '/', () => {
    for (const p of checkReportSchema(r)) add(p.pointer, p.message);
  });
  if (typeof r.code === 'string' && declared.reports.has(r.code)) add('/code', `报表编码 ${r.code} 重复`);
  if (problems.length === before && typeof r.code === 'string') {
    declared.reports.set(r.code, new Set((r.columns as { field: string }[]).map((c) => c.field)));
  }
}
