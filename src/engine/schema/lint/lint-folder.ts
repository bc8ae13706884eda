import { isPageFile } from '../schema-folders';
import type { PageSchema } from '../page-schema';
import { validatePageSchema, type LintContext, type SchemaProblem } from '../validate-page';
import { fieldRuleProblems, type FieldRuleContext } from './field-rules';
import { guarded, isObject } from './guard';
import { lintDictFile, lintReportFile, lintRolesFile, type Declared } from './lint-config-files';
import { lintMenuFile, type MenuLintState } from './lint-menus';
import type { LintProblem, SchemaFile } from './lint-types';
import { lintSeedFiles } from './lint-seeds';
import { isSeedFile } from '../seed/seed-file';
import { crossPageProblems } from './cross-page-rules';

/**
 * Tables the platform itself keeps (its migrations' tables: system, workflow, forum, bookkeeping): a business module
 * may not claim one, nor one of its sub-tables.
 */
export const PLATFORM_TABLE = /^(sys_|project_info$|oa_|act_|flow_|forum_|schema_migrations$|platform_)/;

export interface FolderLint {
  problems: LintProblem[];
  /** Files with a problem that makes them unusable (see LintProblem.fatal); every page file with any problem is refused too. */
  refused: Set<string>;
}

/**
 * One page on its own — the meta-schema, then the rules it cannot express — against whatever the caller knows of the
 * other files (the browser knows none of them; the folder lint passes all). Never throws.
 */
export function lintPage(json: unknown, context: LintContext & FieldRuleContext = {}): SchemaProblem[] {
  try {
    const found = validatePageSchema(json, context);
    // Rules beyond the meta-schema run only on a page that has the shape they read.
    return found.length ? found : fieldRuleProblems(json as PageSchema, context);
  } catch (error) {
    return [{ pointer: '/', message: `无法检查：文件结构不符合约定（${(error as Error).message}）` }];
  }
}

const inFolder = (files: SchemaFile[], folder: string) => files.filter((f) => f.path.startsWith(`${folder}/`));

/**
 * Lints a whole schemas folder, the one linter behind `npm run schemas:check`, the server's start and hot reload and
 * the browser's problem panel. It never throws: a file of the wrong shape is a problem at its pointer. Order matters
 * only for what a check needs: dictionaries, roles and reports first, then the page codes, the menus (which name
 * pages and declare button codes), then each page against all of them and the tables pages claim.
 */
export function lintSchemaFolder(files: SchemaFile[], options: { seeds?: boolean } = {}): FolderLint {
  const problems: LintProblem[] = [];
  const parsed = files.filter((f) => {
    if (!(f.json instanceof Error)) return true;
    problems.push({ file: f.path, pointer: '/', message: `JSON 解析失败：${f.json.message}`, fatal: true });
    return false;
  });
  const declared: Declared = { dictCodes: new Set(), dictItems: new Map(), tableDicts: new Set(), roles: new Set(), reports: new Map() };
  for (const f of inFolder(parsed, 'dicts')) guarded(problems, f.path, '/', () => lintDictFile(f, declared, problems));
  for (const f of inFolder(parsed, 'roles')) guarded(problems, f.path, '/', () => lintRolesFile(f, declared, problems));
  for (const f of inFolder(parsed, 'reports')) guarded(problems, f.path, '/', () => lintReportFile(f, declared, problems));

  const pages = parsed.filter((f) => isPageFile(f.path));
  const pageCodes = new Set(pages.map((f) => (isObject(f.json) && typeof f.json.code === 'string' ? f.json.code : '')).filter(Boolean));
  const menuState: MenuLintState = { pageCodes, roles: declared.roles, keys: new Map(), buttonCodes: new Set() };
  for (const f of inFolder(parsed, 'menus')) guarded(problems, f.path, '/', () => lintMenuFile(f, menuState, problems));

  const codes = new Map<string, string>();
  const prefixes = new Map<string, string>();
  const tables = new Map<string, string>();
  for (const f of pages) {
    const add = (pointer: string, message: string) => problems.push({ file: f.path, pointer, message });
    guarded(problems, f.path, '/', () => {
      const context = { ...declared, buttonCodes: menuState.buttonCodes };
      for (const p of lintPage(f.json, context)) add(p.pointer, p.message);
    });
    const page = isObject(f.json) ? f.json : {};
    // Codes, prefixes and tables are registered even for files with problems, so cross-file checks still see them.
    if (typeof page.code === 'string') {
      const first = codes.get(page.code);
      if (first) add('/code', `页面编码 "${page.code}" 已在 ${first} 使用`);
      else codes.set(page.code, f.path);
    }
    if (typeof page.permissionPrefix === 'string') {
      const first = prefixes.get(page.permissionPrefix);
      if (first) add('/permissionPrefix', `权限前缀 "${page.permissionPrefix}" 已在 ${first} 使用`);
      else prefixes.set(page.permissionPrefix, f.path);
    }
    const claimed: [string, unknown][] = [['/table', page.table]];
    if (Array.isArray(page.subTables)) page.subTables.forEach((sub, i) => claimed.push([`/subTables/${i}/table`, isObject(sub) ? sub.table : undefined]));
    for (const [pointer, table] of claimed) {
      if (typeof table !== 'string') continue;
      const first = tables.get(table);
      if (first) add(pointer, `数据表 "${table}" 已由 ${first} 使用：一张表只由一个页面描述`);
      else tables.set(table, f.path);
      if (page.source !== 'platform' && PLATFORM_TABLE.test(table)) {
        add(pointer, `数据表 "${table}" 是平台自己的表，业务模块不能使用（请换一个表名，如 biz_…）`);
      }
    }
  }
  // Rules naming other pages run on pages that passed their own checks, against those pages only.
  const flawed = new Set(problems.map((p) => p.file));
  const sound = pages.filter((f) => !flawed.has(f.path));
  const pageByCode = new Map<string, PageSchema>();
  for (const f of sound) {
    if (isObject(f.json) && typeof f.json.code === 'string' && codes.get(f.json.code) === f.path) pageByCode.set(f.json.code, f.json as unknown as PageSchema);
  }
  for (const f of sound) {
    guarded(problems, f.path, '/', () => {
      for (const p of crossPageProblems(f.json as unknown as PageSchema, pageByCode)) problems.push({ file: f.path, ...p });
    });
  }
  // The demo data is checked unless the caller will not load it (a server start on a seeded database).
  const seeds = options.seeds === false ? [] : parsed.filter((f) => isSeedFile(f.path));
  if (seeds.length) guarded(problems, seeds[0].path, '/', () => lintSeedFiles(seeds, pageByCode, declared.dictItems, problems));
  // A demo-data file with any problem is not loaded at all: half a module's demo data would not add up.
  const refused = new Set(problems.filter((p) => p.fatal || isPageFile(p.file) || isSeedFile(p.file)).map((p) => p.file));
  return { problems, refused };
}
