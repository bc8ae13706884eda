import fs from 'node:fs';
import path from 'node:path';
import { validatePageSchema, type LintContext } from '../../src/engine/schema/validate-page';
import { checkReportSchema } from '../../src/engine/schema/check-report';
import { didYouMean } from '../../src/engine/schema/did-you-mean';
import { isPageFile } from '../../src/engine/schema/schema-folders';
import type { ReportSchema } from '../../src/engine/schema/report-schema';

export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
}

/** Components a menu item may name besides `schema:<code>`: the shell's own pages. */
export const SHELL_COMPONENTS = new Set([
  'layouts/RouteView', 'company/screen', 'project/screen',
  'modules/online/cgform/auto/OnlCgformAutoList', 'modules/online/cgreport/auto/OnlCgreportAutoList',
]);

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  // Sorted, so the first of two clashing files is always the same one.
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.json') ? [full] : [];
  });
}

interface MenuItem { key: string; component?: string; children?: MenuItem[] }

/**
 * Lints a whole `schemas/` folder: every page and report file on its own, then what only the folder shows —
 * unknown dictionaries and reports, duplicated codes and permission prefixes, menu entries leading nowhere.
 */
export function lintSchemas(root: string): { problems: LintProblem[]; files: number } {
  const problems: LintProblem[] = [];
  const rel = (f: string) => path.relative(process.cwd(), f);
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push({ file: rel(file), pointer: '/', message: `JSON 解析失败：${(err as Error).message}` });
      return undefined;
    }
  };

  const dictFiles = walk(path.join(root, 'dicts')).map((f) => read(f) as { dicts?: { code: string }[]; tableDicts?: { table: string; text: string; code: string }[] } | undefined);
  const context: LintContext = {
    dictCodes: new Set(dictFiles.flatMap((d) => d?.dicts?.map((x) => x.code) ?? [])),
    tableDicts: new Set(dictFiles.flatMap((d) => d?.tableDicts?.map((t) => `${t.table},${t.text},${t.code}`) ?? [])),
    reports: new Map(),
  };

  const reportFiles = walk(path.join(root, 'reports'));
  for (const file of reportFiles) {
    const json = read(file) as ReportSchema | undefined;
    if (json === undefined) continue;
    for (const p of checkReportSchema(json)) problems.push({ file: rel(file), ...p });
    if (typeof json.code === 'string' && Array.isArray(json.columns)) context.reports!.set(json.code, new Set(json.columns.map((c) => c.field)));
  }

  // Pages live in every folder but dicts, menus and reports: modules/ for business modules, system/ for platform pages.
  const pageFiles = walk(root).filter((f) => isPageFile(path.relative(root, f)));
  const codes = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of pageFiles) {
    const json = read(file);
    if (json === undefined) continue;
    const found = validatePageSchema(json, context);
    for (const p of found) problems.push({ file: rel(file), ...p });
    const page = json as { code?: unknown; permissionPrefix?: unknown };
    // Codes and prefixes are registered even for files with problems, so cross-file checks still see them.
    if (typeof page?.code !== 'string') continue;
    const seenCode = codes.get(page.code);
    if (seenCode) problems.push({ file: rel(file), pointer: '/code', message: `页面编码 "${page.code}" 已在 ${seenCode} 使用` });
    codes.set(page.code, rel(file));
    // Reports and dashboards have no buttons, hence no prefix.
    if (typeof page.permissionPrefix !== 'string') continue;
    const seenPrefix = prefixes.get(page.permissionPrefix);
    if (seenPrefix) problems.push({ file: rel(file), pointer: '/permissionPrefix', message: `权限前缀 "${page.permissionPrefix}" 已在 ${seenPrefix} 使用` });
    prefixes.set(page.permissionPrefix, rel(file));
  }

  const menuFiles = walk(path.join(root, 'menus'));
  for (const file of menuFiles) {
    const menu = read(file) as { items?: MenuItem[] } | undefined;
    const visit = (items: MenuItem[], pointer: string) => items.forEach((item, i) => {
      const at = `${pointer}/${i}`;
      const c = item.component;
      if (c?.startsWith('schema:')) {
        const code = c.slice('schema:'.length);
        if (!codes.has(code)) problems.push({ file: rel(file), pointer: `${at}/component`, message: `菜单指向的页面模式 "${code}" 不存在${didYouMean(code, codes.keys())}` });
      } else if (c && !SHELL_COMPONENTS.has(c)) {
        problems.push({ file: rel(file), pointer: `${at}/component`, message: `菜单组件 "${c}" 不是已有页面${didYouMean(c, SHELL_COMPONENTS)}` });
      }
      if (item.children) visit(item.children, `${at}/children`);
    });
    if (menu?.items) visit(menu.items, '/items');
  }
  return { problems, files: pageFiles.length + reportFiles.length + menuFiles.length };
}
