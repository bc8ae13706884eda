import type { PageSchema } from '@/engine/schema/page-schema';
import type { SeedFile } from '@/engine/schema/seed/seed-file';
import type { ReportSchema } from '@/engine/schema/report-schema';
import type { SchemaProblem } from '@/engine/schema/validate-page';
import type { SchemaFile } from '@/engine/schema/lint';
import { readSchemaFolder } from './schema-folder';

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
  /** Position among its siblings across menu files (top-level groups of several files interleave by it). */
  sort?: number;
  roles: string[];
  buttons?: { name: string; perms: string; permsType?: '1' | '2'; roles: string[] }[];
  children?: MenuItemFile[];
}

/**
 * A menu file. One view's menu may come from several files (one per business area, so areas are added without
 * touching each other's file): each file's top-level items are placed from `order` on, unless an item says its `sort`.
 */
export interface MenuFile {
  menuCode: '11' | '12';
  title?: string;
  order?: number;
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

/** A role the menus grant to: schemas/roles/roles.json. */
/** One role of the roles file. */
export type RoleFileEntry = RoleFile['roles'][number];

export interface RoleFile {
  roles: { code: string; name: string; description?: string }[];
}

export interface DictFile {
  dicts?: { code: string; name: string; items: [value: string, text: string, color?: string][] }[];
  tableDicts?: TableDict[];
  uniqueFields?: UniqueField[];
  checkRules?: CheckRuleFile[];
}

/** Every schema file the server knows, loaded and validated at boot (and, in development, reloaded on change). */
export interface SchemaStore {
  /** The `schemas/` folder it was read from. */
  dir: string;
  /** Valid pages of every kind, by code. A reload replaces a changed page's contents in place. */
  pages: Map<string, PageSchema>;
  /**
   * Pages whose file is invalid, by code: served as these problems (422) so the browser's error panel lists them
   * in place of the page, while every other page works.
   */
  pageProblems: Map<string, SchemaProblem[]>;
  /** The file (relative to `dir`) each page code was read from. */
  pageFiles: Map<string, string>;
  menus: MenuFile[];
  roles: RoleFile['roles'];
  dicts: NonNullable<DictFile['dicts']>;
  tableDicts: TableDict[];
  /** (table, column) pairs the duplicate check may look at; module fields marked unique join them. */
  uniqueFields: UniqueField[];
  checkRules: CheckRuleFile[];
  /** Online reports by code. */
  reports: Map<string, ReportSchema>;
  /** Demo data (`*.seed.json`) that lints clean, loaded into a fresh database with the demo. */
  seeds: SeedFile[];
  /** Every problem of every file, as `file#/pointer: message`: refused files are listed here, never fatal. */
  problems: string[];
}

/**
 * Loads `schemas/`: pages of every kind from every folder but dicts, menus, roles and reports, linted like
 * `npm run schemas:check`. A broken file never stops the platform: every valid page is served, a broken page is
 * answered with its problems (the browser shows them in place of the page), and every problem is kept in `problems`
 * for the log and the administrators' page. `databaseSchemas`: the studio's published schemas (see databaseSchemaFiles).
 *
 * @example
 * const store = loadSchemaStore(path.join(rootDir, 'schemas'));
 * store.pages.get('news/notice')?.title; // '新闻通知'
 * store.problems; // ['modules/x.json#/fields/0/type: 未知的取值 "inptu"（是不是想写 "input"？）']
 */
export function loadSchemaStore(schemasDir: string, databaseSchemas: SchemaFile[] = []): SchemaStore {
  const folder = readSchemaFolder(schemasDir, databaseSchemas);
  const problems = [
    ...folder.otherProblems,
    ...folder.pages.flatMap((e) => e.problems.map((p) => `${e.file}#${p.pointer}: ${p.message}`)),
  ];
  const pages = new Map<string, PageSchema>();
  const pageProblems = new Map<string, SchemaProblem[]>();
  const pageFiles = new Map<string, string>();
  for (const entry of folder.pages) {
    if (entry.page && !pages.has(entry.page.code)) {
      pages.set(entry.page.code, entry.page);
      pageFiles.set(entry.page.code, entry.file);
    } else if (entry.code && !pages.has(entry.code) && !pageProblems.has(entry.code)) {
      pageProblems.set(entry.code, entry.problems);
      pageFiles.set(entry.code, entry.file);
    }
  }
  const { menus, dicts, tableDicts, uniqueFields, checkRules, reports } = folder;
  return {
    dir: schemasDir, pages, pageProblems, pageFiles, menus, roles: folder.roles, dicts, tableDicts, uniqueFields,
    checkRules, reports, problems,
    // Read (and linted) only when a fresh database is seeded.
    get seeds() {
      return folder.seeds;
    },
  };
}
