import { tablePage, type PageSchema } from '@/engine/schema/page-schema';
import { DB_SCHEMA_PREFIX } from '@/engine/schema/schema-folders';
import type { Queryable } from '../db/database';
import type { TableRegistry } from '../tables/table-registry';
import { readSchemaFolder, type SchemaFolder } from './schema-folder';
import type { SchemaStore } from './schema-store';
import { databaseSchemaFiles } from './database-schemas';

/** What one reload did, in Chinese, for the server log (and tests). */
export interface ReloadOutcome {
  /** Pages, reports and dictionaries now served in their new form. */
  applied: string[];
  /** Codes of the pages served differently now (changed, new, broken, removed): open browsers load them again. */
  pages: string[];
  /** Files with problems, and changes refused (the previous schema is still served). */
  problems: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Empties an array or object and fills it again, so every holder of the reference sees the new contents. */
function replaceArray<T>(target: T[], next: T[]): void {
  target.splice(0, target.length, ...next);
}

function replaceObject(target: object, next: object): void {
  for (const key of Object.keys(target)) delete (target as Record<string, unknown>)[key];
  Object.assign(target, next);
}

function syncReports(store: SchemaStore, folder: SchemaFolder, outcome: ReloadOutcome): void {
  const reportFilesOk = !folder.otherProblems.some((p) => p.startsWith('reports/'));
  for (const [code, report] of folder.reports) {
    const old = store.reports.get(code);
    if (old && same(old, report)) continue;
    // A new object, not changed in place: the report routes cache each report's compiled SQL by object.
    store.reports.set(code, report);
    outcome.applied.push(`报表 ${code}`);
  }
  if (!reportFilesOk) return; // an unreadable file's report is kept rather than dropped
  for (const code of [...store.reports.keys()]) {
    if (!folder.reports.has(code)) {
      store.reports.delete(code);
      outcome.applied.push(`报表 ${code}（已删除）`);
    }
  }
}

/** Menus and roles as the files now say (the database follows through the configuration sync). */
function syncMenusAndRoles(store: SchemaStore, folder: SchemaFolder, outcome: ReloadOutcome): void {
  if (folder.otherProblems.some((p) => p.startsWith('menus/'))) return;
  if (!same(store.menus, folder.menus)) {
    replaceArray(store.menus, folder.menus);
    outcome.applied.push('菜单文件');
  }
  const roles = folder.roles;
  if (!same(store.roles, roles)) {
    replaceArray(store.roles, roles);
    outcome.applied.push('角色文件');
  }
}

function syncDicts(store: SchemaStore, folder: SchemaFolder, outcome: ReloadOutcome): void {
  if (folder.otherProblems.some((p) => p.startsWith('dicts/'))) return;
  const next = { dicts: folder.dicts, tableDicts: folder.tableDicts, uniqueFields: folder.uniqueFields, checkRules: folder.checkRules };
  const current = { dicts: store.dicts, tableDicts: store.tableDicts, uniqueFields: store.uniqueFields, checkRules: store.checkRules };
  if (same(current, next)) return;
  replaceArray(store.dicts, folder.dicts);
  replaceArray(store.tableDicts, folder.tableDicts);
  replaceArray(store.uniqueFields, folder.uniqueFields);
  replaceArray(store.checkRules, folder.checkRules);
  outcome.applied.push('字典文件');
}

/**
 * Serves a valid page in its new form, first creating or extending its table; a refused change keeps the old page.
 * Changing a page's kind, source or table would strand its rows, so that needs a restart.
 */
async function applyPage(store: SchemaStore, tables: TableRegistry | undefined, page: PageSchema, outcome: ReloadOutcome): Promise<void> {
  const old = store.pages.get(page.code);
  if (old && same(old, page)) return;
  const oldTable = old ? tablePage(old) : undefined;
  const table = tablePage(page);
  if (old && (old.kind !== page.kind || oldTable?.table !== table?.table || oldTable?.source !== table?.source)) {
    outcome.problems.push(`页面 ${page.code}：修改页面类型、数据来源或表名需要重启服务后生效，仍使用原模式`);
    return;
  }
  try {
    await tables?.put(page);
  } catch (err) {
    outcome.problems.push(`${(err as Error).message}（仍使用原模式）`);
    if (old) await tables?.put(old);
    return;
  }
  // In place: whoever holds the page object sees the new contents.
  if (old) replaceObject(old, page);
  else store.pages.set(page.code, page);
  outcome.applied.push(old ? `页面 ${page.code}` : `页面 ${page.code}（新页面）`);
  outcome.pages.push(page.code);
}

/**
 * Reads `schemas/` and the studio's published schemas again and applies what changed: valid pages replace the served ones (creating or extending their
 * tables; a destructive change is refused and the old page kept), new pages are served at once, invalid pages are
 * served as their problems, and reports, dictionaries, menus and roles are replaced (the caller then brings the
 * database in line with syncConfiguration).
 *
 * @example
 * const outcome = await reloadSchemaStore(store, db);
 * outcome.problems; // ['modules/news/notice.json#/fields/0/type: 未知的取值 "inptu"（是不是想写 "input"？）']
 */
export async function reloadSchemaStore(store: SchemaStore, db: Queryable, tables?: TableRegistry): Promise<ReloadOutcome> {
  const outcome: ReloadOutcome = { applied: [], problems: [], pages: [] };
  const folder = readSchemaFolder(store.dir, await databaseSchemaFiles(db));
  outcome.problems.push(...folder.otherProblems);
  syncReports(store, folder, outcome);
  syncDicts(store, folder, outcome);
  syncMenusAndRoles(store, folder, outcome);

  const codeOfFile = new Map([...store.pageFiles].map(([code, file]) => [file, code]));
  const present = new Set<string>();
  for (const entry of folder.pages) {
    // A file too broken to name its code is still known by the code it had.
    const code = entry.code ?? codeOfFile.get(entry.file);
    if (code) present.add(code);
    if (entry.problems.length) {
      outcome.problems.push(...entry.problems.map((p) => `${entry.file}#${p.pointer}: ${p.message}`));
      if (code && store.pageFiles.get(code) !== undefined && store.pageFiles.get(code) !== entry.file) continue; // a clash
      if (code) {
        if (!same(store.pageProblems.get(code), entry.problems)) outcome.pages.push(code);
        store.pageProblems.set(code, entry.problems);
        store.pageFiles.set(code, entry.file);
      }
      continue;
    }
    await applyPage(store, tables, entry.page!, outcome);
    // A page mended since its file was broken is served again, though it may equal the last good version.
    if (store.pageProblems.has(entry.page!.code) && !outcome.pages.includes(entry.page!.code)) outcome.pages.push(entry.page!.code);
    store.pageProblems.delete(entry.page!.code);
    if (store.pages.has(entry.page!.code)) store.pageFiles.set(entry.page!.code, entry.file);
  }
  for (const code of new Set([...store.pages.keys(), ...store.pageProblems.keys()])) {
    if (present.has(code)) continue;
    const fromDb = store.pageFiles.get(code)?.startsWith(DB_SCHEMA_PREFIX);
    store.pages.delete(code);
    store.pageProblems.delete(code);
    store.pageFiles.delete(code);
    tables?.remove(code);
    // The table stays: a page that is gone (its file deleted, or withdrawn in the studio) never takes its rows with it.
    outcome.applied.push(`页面 ${code}（${fromDb ? '已停用' : '文件已删除'}）`);
    outcome.pages.push(code);
  }
  replaceArray(store.problems, outcome.problems);
  return outcome;
}
