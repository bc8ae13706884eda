import fs from 'node:fs';
import path from 'node:path';
import type { PageSchema } from '@/engine/schema/page-schema';
import type { ReportSchema } from '@/engine/schema/report-schema';
import { checkReportSchema } from '@/engine/schema/check-report';
import { isPageFile } from '@/engine/schema/schema-folders';
import { validatePageSchema, type LintContext, type SchemaProblem } from '@/engine/schema/validate-page';
import type { DictFile, MenuFile, TableDict, UniqueField } from './schema-store';

/** One page file as read: its code when it has one, the page when it is valid, else its problems. */
export interface PageFileEntry {
  /** Relative to the schemas folder, `/`-separated. */
  file: string;
  code?: string;
  page?: PageSchema;
  problems: SchemaProblem[];
}

/** Everything under `schemas/`, read without throwing: what is valid, and each file's problems. */
export interface SchemaFolder {
  pages: PageFileEntry[];
  reports: Map<string, ReportSchema>;
  menus: MenuFile[];
  dicts: NonNullable<DictFile['dicts']>;
  tableDicts: TableDict[];
  uniqueFields: UniqueField[];
  checkRules: NonNullable<DictFile['checkRules']>;
  /** `file#/pointer: message` for every problem outside the pages (reports, dictionaries, menus). */
  otherProblems: string[];
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const SENSITIVE = /password|salt|token|secret|hash/i;

function listJson(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  // Sorted, so the first of two clashing files is always the same one.
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJson(full, base);
    return entry.name.endsWith('.json') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** A table dictionary is usable only when registered here; sensitive columns can never be registered. */
function tableDictProblem(d: TableDict): string | undefined {
  for (const [key, value] of Object.entries(d)) {
    if (!IDENT.test(String(value))) return `表字典 ${key}="${value}" 不是合法标识符`;
    if (SENSITIVE.test(String(value))) return `表字典不能使用敏感列 ${value}`;
  }
  return undefined;
}

/**
 * Reads and lints a schemas folder the way `npm run schemas:check` does: reports and dictionaries first, so each
 * page is checked against the reports, columns and dictionaries that exist. Pages come from every folder but
 * dicts, menus and reports (modules/, system/, ...).
 */
export function readSchemaFolder(dir: string): SchemaFolder {
  const otherProblems: string[] = [];
  const files = listJson(dir);
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (err) {
      return new Error(`JSON 解析失败：${(err as Error).message}`);
    }
  };
  const inFolder = (folder: string) => files.filter((f) => f.startsWith(`${folder}/`));

  const reports = new Map<string, ReportSchema>();
  for (const file of inFolder('reports')) {
    const json = read(file);
    const problems = json instanceof Error ? [{ pointer: '/', message: json.message }] : checkReportSchema(json);
    const report = json as ReportSchema;
    if (!problems.length && reports.has(report.code)) problems.push({ pointer: '/code', message: `报表编码 ${report.code} 重复` });
    if (problems.length) otherProblems.push(...problems.map((p) => `${file}#${p.pointer}: ${p.message}`));
    else reports.set(report.code, report);
  }

  const dictFiles = inFolder('dicts').flatMap((file) => {
    const json = read(file);
    if (json instanceof Error) {
      otherProblems.push(`${file}#/: ${json.message}`);
      return [];
    }
    const d = json as DictFile;
    const bad = [
      ...(d.tableDicts ?? []).map(tableDictProblem),
      ...(d.uniqueFields ?? []).map((u) => (IDENT.test(u.table) && IDENT.test(u.field) ? undefined : `唯一字段 ${u.table}.${u.field} 不是合法标识符`)),
    ].filter((m): m is string => m !== undefined);
    otherProblems.push(...bad.map((m) => `${file}#/: ${m}`));
    return bad.length ? [] : [d];
  });

  const menus = inFolder('menus').flatMap((file) => {
    const json = read(file);
    if (json instanceof Error) otherProblems.push(`${file}#/: ${json.message}`);
    return json instanceof Error ? [] : [json as MenuFile];
  });

  const dicts = dictFiles.flatMap((d) => d.dicts ?? []);
  const tableDicts = dictFiles.flatMap((d) => d.tableDicts ?? []);
  const context: LintContext = {
    dictCodes: new Set(dicts.map((d) => d.code)),
    tableDicts: new Set(tableDicts.map((t) => `${t.table},${t.text},${t.code}`)),
    reports: new Map([...reports.values()].map((r) => [r.code, new Set(r.columns.map((c) => c.field))])),
  };
  const seen = new Map<string, string>();
  const pages = files.filter(isPageFile).map((file): PageFileEntry => {
    const json = read(file);
    if (json instanceof Error) return { file, problems: [{ pointer: '/', message: json.message }] };
    const raw = json as { code?: unknown };
    const code = typeof raw?.code === 'string' ? raw.code : undefined;
    const problems = validatePageSchema(json, context);
    const first = code === undefined ? undefined : seen.get(code);
    if (first) problems.push({ pointer: '/code', message: `页面编码 "${code}" 已在 ${first} 使用` });
    else if (code !== undefined) seen.set(code, file);
    return problems.length ? { file, code, problems } : { file, code, page: json as PageSchema, problems };
  });

  return {
    pages, reports, menus, dicts, tableDicts,
    uniqueFields: dictFiles.flatMap((d) => d.uniqueFields ?? []),
    checkRules: dictFiles.flatMap((d) => d.checkRules ?? []),
    otherProblems,
  };
}
