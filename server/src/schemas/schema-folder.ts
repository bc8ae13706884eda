import fs from 'node:fs';
import path from 'node:path';
import type { PageSchema } from '@/engine/schema/page-schema';
import type { ReportSchema } from '@/engine/schema/report-schema';
import { formatProblem, lintSchemaFolder, type SchemaFile } from '@/engine/schema/lint';
import { isPageFile } from '@/engine/schema/schema-folders';
import type { SchemaProblem } from '@/engine/schema/validate-page';
import { isSeedFile, type SeedFile } from '@/engine/schema/seed/seed-file';
import type { DictFile, MenuFile, RoleFileEntry, TableDict, UniqueField } from './schema-store';

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
  roles: RoleFileEntry[];
  dicts: NonNullable<DictFile['dicts']>;
  tableDicts: TableDict[];
  uniqueFields: UniqueField[];
  checkRules: NonNullable<DictFile['checkRules']>;
  /**
   * Demo data that lints clean (`*.seed.json`), for a fresh database's demo: linted on first read, since only a first
   * start seeds (linting every row of the demo data was a second of each restart). `npm run schemas:check` lints it always.
   */
  readonly seeds: SeedFile[];
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

/**
 * Every JSON file under a schemas folder, parsed or as its parse error, in a stable order (the first of two clashing
 * files is always the same one).
 */
export function readSchemaFiles(dir: string): SchemaFile[] {
  return listJson(dir).map((file) => {
    try {
      return { path: file, json: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown };
    } catch (err) {
      return { path: file, json: new Error((err as Error).message) };
    }
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
 * Reads a schemas folder and lints it with the one linter (the same as `npm run schemas:check`): a page with any
 * problem is refused and answers with its problems; a report, dictionary, roles or menu file the linter marks
 * unusable is left out; every problem is listed for the administrators. Never throws.
 * `databaseSchemas` are the studio's published schemas (at `@db/<code>.json`), linted after the files: a code or
 * table a file already has is their problem, so a file is never silently overridden.
 */
export function readSchemaFolder(dir: string, databaseSchemas: SchemaFile[] = []): SchemaFolder {
  const files: SchemaFile[] = [...readSchemaFiles(dir), ...databaseSchemas];
  const { problems, refused } = lintSchemaFolder(files, { seeds: false });
  const otherProblems = problems.filter((p) => !isPageFile(p.file)).map(formatProblem);
  let seeds: SeedFile[] | undefined;
  const lintedSeeds = () => {
    const all = lintSchemaFolder(files);
    return files.filter((f) => isSeedFile(f.path) && !all.refused.has(f.path)).map((f) => f.json as SeedFile);
  };
  const usable = (folder: string) => files.filter((f) => f.path.startsWith(`${folder}/`) && !refused.has(f.path));

  const reports = new Map<string, ReportSchema>();
  for (const f of usable('reports')) reports.set((f.json as ReportSchema).code, f.json as ReportSchema);

  const dictFiles = usable('dicts').flatMap((f) => {
    const d = f.json as DictFile;
    const bad = [
      ...(d.tableDicts ?? []).map(tableDictProblem),
      ...(d.uniqueFields ?? []).map((u) => (IDENT.test(u.table) && IDENT.test(u.field) ? undefined : `唯一字段 ${u.table}.${u.field} 不是合法标识符`)),
    ].filter((m): m is string => m !== undefined);
    otherProblems.push(...bad.map((m) => `${f.path}#/: ${m}`));
    return bad.length ? [] : [d];
  });
  const menus = usable('menus').map((f) => f.json as MenuFile);
  const roles = usable('roles').flatMap((f) => (f.json as { roles?: RoleFileEntry[] }).roles ?? []);

  const pages = files.filter((f) => isPageFile(f.path)).map((f): PageFileEntry => {
    const raw = f.json as { code?: unknown } | Error;
    const code = !(raw instanceof Error) && typeof raw?.code === 'string' ? raw.code : undefined;
    const own = problems.filter((p) => p.file === f.path).map(({ pointer, message }) => ({ pointer, message }));
    return own.length ? { file: f.path, code, problems: own } : { file: f.path, code, page: f.json as PageSchema, problems: own };
  });

  return {
    pages, reports, menus, roles, dicts: dictFiles.flatMap((d) => d.dicts ?? []),
    tableDicts: dictFiles.flatMap((d) => d.tableDicts ?? []),
    uniqueFields: dictFiles.flatMap((d) => d.uniqueFields ?? []),
    checkRules: dictFiles.flatMap((d) => d.checkRules ?? []),
    get seeds() {
      return (seeds ??= lintedSeeds());
    },
    otherProblems,
  };
}
