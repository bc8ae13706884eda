import fs from 'node:fs';
import path from 'node:path';
import { assertPageSchema } from '@/engine/schema/validate-page';
import type { PageSchema } from '@/engine/schema/page-schema';
import type { ReportSchema } from '@/engine/schema/report-schema';
import { checkReport } from '../reports/check-report';

export interface MenuItemFile {
  key: string;
  name: string;
  url: string;
  component?: string;
  icon?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  roles: string[];
  buttons?: { name: string; perms: string; permsType?: '1' | '2'; roles: string[] }[];
  children?: MenuItemFile[];
}

export interface MenuFile {
  menuCode: '11' | '12';
  title: string;
  items: MenuItemFile[];
}

export interface TableDict {
  table: string;
  text: string;
  code: string;
  /** Rows with a non-zero value here are left out (soft-deleted). */
  activeColumn?: string;
  /** Column matched by `companyProjectId` in the scoped lookup. */
  scopeColumn?: string;
}

export interface UniqueField {
  table: string;
  field: string;
}

export interface CheckRuleFile {
  code: string;
  name: string;
  description?: string;
  rules: { digits: string; pattern: string; message: string }[];
}

export interface DictFile {
  dicts?: { code: string; name: string; items: [string, string][] }[];
  tableDicts?: TableDict[];
  uniqueFields?: UniqueField[];
  checkRules?: CheckRuleFile[];
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const SENSITIVE = /password|salt|token|secret|hash/i;

/** A table dictionary is usable only when registered here; sensitive columns can never be registered. */
function checkTableDict(d: TableDict, file: string): TableDict {
  for (const [key, value] of Object.entries(d)) {
    if (!IDENT.test(String(value))) throw new Error(`${file}: 表字典 ${key}="${value}" 不是合法标识符`);
    if (SENSITIVE.test(String(value))) throw new Error(`${file}: 表字典不能使用敏感列 ${value}`);
  }
  return d;
}

/** Every schema file the server knows, loaded and validated once at boot. */
export interface SchemaStore {
  pages: Map<string, PageSchema>;
  menus: MenuFile[];
  dicts: NonNullable<DictFile['dicts']>;
  tableDicts: TableDict[];
  /** (table, column) pairs the duplicate check may look at; module fields marked unique join them. */
  uniqueFields: UniqueField[];
  checkRules: CheckRuleFile[];
  /** Online reports by code. */
  reports: Map<string, ReportSchema>;
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJson(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: JSON 解析失败：${(err as Error).message}`);
  }
}

/** Loads `schemas/`; a single invalid page schema stops the boot with every problem listed. */
export function loadSchemaStore(schemasDir: string): SchemaStore {
  const pages = new Map<string, PageSchema>();
  for (const file of listJson(path.join(schemasDir, 'modules'))) {
    const page = assertPageSchema(readJson(file), path.relative(schemasDir, file));
    if (pages.has(page.code)) throw new Error(`${file}: 页面编码 ${page.code} 重复`);
    pages.set(page.code, page);
  }
  const menus = listJson(path.join(schemasDir, 'menus')).map((f) => readJson(f) as MenuFile);
  const dictFiles = listJson(path.join(schemasDir, 'dicts')).map((f) => [f, readJson(f) as DictFile] as const);
  const dicts = dictFiles.flatMap(([, d]) => d.dicts ?? []);
  const tableDicts = dictFiles.flatMap(([f, d]) => (d.tableDicts ?? []).map((t) => checkTableDict(t, f)));
  const uniqueFields = dictFiles.flatMap(([f, d]) => (d.uniqueFields ?? []).map((u) => {
    if (!IDENT.test(u.table) || !IDENT.test(u.field)) throw new Error(`${f}: 唯一字段 ${u.table}.${u.field} 不是合法标识符`);
    return u;
  }));
  const checkRules = dictFiles.flatMap(([, d]) => d.checkRules ?? []);
  const reports = new Map<string, ReportSchema>();
  for (const file of listJson(path.join(schemasDir, 'reports'))) {
    const report = checkReport(readJson(file), path.relative(schemasDir, file));
    if (reports.has(report.code)) throw new Error(`${file}: 报表编码 ${report.code} 重复`);
    reports.set(report.code, report);
  }
  return { pages, menus, dicts, tableDicts, uniqueFields, checkRules, reports };
}
