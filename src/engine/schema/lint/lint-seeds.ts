import { applyComputations } from '../compute/compute-record';
import { fieldDefault } from '../field-defaults';
import { didYouMean } from '../did-you-mean';
import { isDataPage, type DataPageSchema, type PageSchema } from '../page-schema';
import { compileRecordValidator } from '../record-validator';
import { CREATOR_FIELD, duplicateText, fieldLabeller, uniqueRuleOf } from '../unique-rule';
import { fieldsRequiredIn, stateMachineOf, valuesRequiredIn } from '../state-rule';

const FILE_TYPES = new Set(['file', 'image', 'upload']);
import { SEED_KEYS, seedRefOf } from '../seed/seed-file';
import { expectArray, isObject, kindOf } from './guard';
import type { LintProblem, SchemaFile } from './lint-types';

/**
 * Demo-data files (`<module>.seed.json` beside the page): each row must be a record the page would accept — the same
 * validator as the form and the server, dictionary values of the dictionary, unique fields unique, references that
 * name a seeded row — so a configurator's demo data can never seed a record the screens would refuse.
 */
export function lintSeedFiles(files: SchemaFile[], pages: Map<string, PageSchema>, dictItems: Map<string, Set<string>>, problems: LintProblem[]): void {
  // Every key first, so a row may name a row of a file read later.
  const keys = new Map<string, Set<string>>();
  for (const file of files) {
    const json = file.json;
    if (!isObject(json) || typeof json.page !== 'string' || !Array.isArray(json.rows)) continue;
    const own = keys.get(json.page) ?? new Set<string>();
    for (const row of json.rows) if (isObject(row) && typeof row.$key === 'string') own.add(row.$key);
    keys.set(json.page, own);
  }
  for (const file of files) lintSeedFile(file, pages, dictItems, keys, problems);
}

function lintSeedFile(file: SchemaFile, pages: Map<string, PageSchema>, dictItems: Map<string, Set<string>>, keys: Map<string, Set<string>>, problems: LintProblem[]): void {
  const add = (pointer: string, message: string, fatal = false): void => void problems.push({ file: file.path, pointer, message, fatal });
  const json = file.json;
  if (!isObject(json)) return add('/', `演示数据文件应是对象 {...}，这里是${kindOf(json)}`, true);
  for (const key of Object.keys(json)) if (!['$schema', 'page', 'rows'].includes(key)) add(`/${key}`, `未知属性 "${key}"（演示数据文件只有 page 与 rows）`, true);
  if (typeof json.page !== 'string') return add('/page', '缺少 page：这些行属于哪个页面（页面编码）', true);
  const page = pages.get(json.page);
  if (!page || !isDataPage(page)) return add('/page', `页面 "${json.page}" 不存在或不是数据页面${didYouMean(json.page, pages.keys())}`, true);
  // The platform's own tables (users, jobs, logs…) are seeded by the platform; a file for one would never be loaded.
  if ((page as { source?: string }).source === 'platform') return add('/page', `页面 "${json.page}" 是平台页面，其演示数据由平台生成，不能用演示数据文件`, true);
  if (!expectArray(problems, file.path, '/rows', json.rows, '演示数据行 rows')) return;
  const data = page as DataPageSchema;
  const subTables = 'subTables' in data ? data.subTables ?? [] : [];
  const fieldNames = new Set([...data.fields.map((f) => f.name), ...subTables.map((s) => s.name)]);
  const validate = compileRecordValidator(data);
  const subValidators = new Map(subTables.map((s) => [s.name, compileRecordValidator(s)]));
  const seenKeys = new Set<string>();
  const uniqueSeen = new Map<string, Map<string, number>>();
  const labelOf = fieldLabeller(data.fields);
  (json.rows as unknown[]).forEach((row, i) => {
    const at = `/rows/${i}`;
    if (!isObject(row)) return add(at, `每行应是对象 {...}，这里是${kindOf(row)}`, true);
    if (typeof row.$key !== 'string' || !row.$key) add(`${at}/$key`, '每行需要 $key（本文件内唯一，供其他演示数据引用）');
    else if (seenKeys.has(row.$key)) add(`${at}/$key`, `$key "${row.$key}" 重复`);
    else seenKeys.add(row.$key);
    for (const name of Object.keys(row)) {
      if (name.startsWith('$')) {
        if (!(SEED_KEYS as readonly string[]).includes(name)) add(`${at}/${name}`, `未知的系统键 "${name}"${didYouMean(name, SEED_KEYS)}`);
      } else if (!fieldNames.has(name)) {
        add(`${at}/${name}`, `页面 ${json.page} 没有字段 "${name}"${didYouMean(name, fieldNames)}`);
      }
    }
    if (data.scope === 'project' && typeof row.$project !== 'string') add(`${at}`, '项目范围的页面，每行需要 $project（项目 id）');
    if (data.scope !== 'global' && typeof row.$company !== 'string') add(`${at}`, '公司或项目范围的页面，每行需要 $company（公司 id）');
    const resolved = resolveRefs(row, keys, (pointer, message) => add(`${at}${pointer}`, message));
    for (const field of data.fields) if (field.default !== undefined && !(field.name in resolved)) resolved[field.name] = fieldDefault(field);
    const computed = applyComputations(data as Parameters<typeof applyComputations>[0], resolved);
    const { value, errors } = validate(computed);
    for (const [name, message] of Object.entries(errors)) add(`${at}/${name}`, message);
    // A row in a state has what the way into that state asks for (a 销号 hidden danger has its 复查意见).
    const machine = stateMachineOf(data);
    const state = machine ? value[machine.field] : undefined;
    if (machine && state !== undefined && state !== null && state !== '') {
      for (const name of fieldsRequiredIn(machine, String(state))) {
        const v = value[name];
        if (v === undefined || v === null || v === '') add(`${at}/${name}`, `状态为 "${String(state)}" 的行需要 ${name}（进入该状态时必填）`);
      }
      for (const [name, values] of Object.entries(valuesRequiredIn(machine, String(state)))) {
        if (!values.includes(String(value[name] ?? ''))) add(`${at}/${name}`, `状态为 "${String(state)}" 的行的 ${name} 应为 ${values.join(' 或 ')}`);
      }
    }
    for (const field of data.fields) {
      const v = value[field.name];
      if (v === null || v === undefined || v === '') continue;
      // A file in the demo is one that exists: a made-up path would show a broken picture or a failed download.
      if (FILE_TYPES.has(field.type) && String(v).split(',').some((part) => part && !part.startsWith('demo:'))) {
        add(`${at}/${field.name}`, '演示数据的文件、图片字段写 "demo:文件名"（schemas/demo-files/ 下的文件）');
      }
      const items = field.dict && !field.dict.includes(',') ? dictItems.get(field.dict) : undefined;
      const bad = items ? String(v).split(',').filter(Boolean).find((part) => !items.has(part)) : undefined;
      if (bad !== undefined) add(`${at}/${field.name}`, `"${bad}" 不在字典 ${field.dict} 中${didYouMean(bad, items!)}`);
      const rule = uniqueRuleOf(field, labelOf);
      if (rule) {
        const scopeKey = rule.within === 'company' ? String(row.$company ?? '') : rule.within === 'project' ? String(row.$project ?? '') : '';
        const parts = rule.fields.map((n) => (n === CREATOR_FIELD ? row.$createBy ?? 'admin' : value[n]));
        if (parts.some((p) => p === null || p === undefined || p === '')) continue;
        const seen = uniqueSeen.get(field.name) ?? new Map<string, number>();
        const key = `${scopeKey}\u0001${parts.map(String).join('\u0001')}`;
        if (seen.has(key)) add(`${at}/${field.name}`, `${duplicateText(rule, field.label, value)}与第 ${seen.get(key)! + 1} 行重复`);
        else seen.set(key, i);
        uniqueSeen.set(field.name, seen);
      }
    }
    for (const sub of subTables) {
      const rows = computed[sub.name];
      if (rows === undefined) continue;
      if (!Array.isArray(rows)) {
        add(`${at}/${sub.name}`, `${sub.title}应写成数组 [...]`);
        continue;
      }
      rows.forEach((subRow, j) => {
        const result = subValidators.get(sub.name)!(isObject(subRow) ? subRow : {});
        for (const [name, message] of Object.entries(result.errors)) add(`${at}/${sub.name}/${j}/${name}`, message);
        for (const name of Object.keys(isObject(subRow) ? subRow : {})) {
          if (!sub.fields.some((f) => f.name === name)) add(`${at}/${sub.name}/${j}/${name}`, `${sub.title}没有字段 "${name}"`);
        }
      });
    }
  });
}

/**
 * A stand-in id for a reference, the same for the same row and different for different rows (so a unique field filled
 * by references is judged as the loader will store it): 32 hex digits, the shape of a real id.
 */
function placeholderId(ref: string): string {
  let out = '';
  for (let seed = 0; seed < 4; seed++) {
    let h = 0x811c9dc5 ^ seed;
    for (let i = 0; i < ref.length; i++) h = Math.imul(h ^ ref.charCodeAt(i), 0x01000193);
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

/** The row with every `{ "$ref": "page#key" }` replaced by a placeholder id, reporting references to nothing. */
function resolveRefs(row: Record<string, unknown>, keys: Map<string, Set<string>>, report: (pointer: string, message: string) => void): Record<string, unknown> {
  const walk = (value: unknown, pointer: string): unknown => {
    const ref = seedRefOf(value);
    if (ref) {
      if (!keys.get(ref.page)?.has(ref.key)) report(pointer, `引用的演示数据 "${ref.page}#${ref.key}" 不存在`);
      return placeholderId(`${ref.page}#${ref.key}`);
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${pointer}/${i}`));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${pointer}/${k}`)]));
    return value;
  };
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) if (!name.startsWith('$')) out[name] = walk(value, `/${name}`);
  return out;
}
