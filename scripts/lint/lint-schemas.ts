import fs from 'node:fs';
import path from 'node:path';
import { lintSchemaFolder, type LintProblem, type SchemaFile } from '../../src/engine/schema/lint';
import { dbSchemaPath } from '../../src/engine/schema/schema-folders';

export type { LintProblem };

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  // Sorted, so the first of two clashing files is always the same one.
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full, base) : e.name.endsWith('.json') ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** Reads a schemas folder from disk, every file as JSON or its parse error. */
export function readSchemaFiles(root: string): SchemaFile[] {
  return walk(root).map((p) => {
    try {
      return { path: p, json: JSON.parse(fs.readFileSync(path.join(root, p), 'utf8')) as unknown };
    } catch (err) {
      return { path: p, json: new Error((err as Error).message) };
    }
  });
}

/**
 * `studio/` holds the studio's schemas as `npm run schemas:export` wrote them: linted as the server lints the database's
 * (at `@db/<code>.json`, after the files), so a clash with a file and a menu naming a studio page are judged alike.
 */
function asDatabaseSchema(file: SchemaFile): SchemaFile {
  if (!file.path.startsWith('studio/') || file.json instanceof Error) return file;
  const code = (file.json as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? { path: dbSchemaPath(code), json: file.json } : file;
}

/** Lints a whole `schemas/` folder; problems name their files relative to the working directory. */
export function lintSchemas(root: string): { problems: LintProblem[]; files: number } {
  const read = readSchemaFiles(root);
  const files = [...read.filter((f) => !f.path.startsWith('studio/')), ...read.filter((f) => f.path.startsWith('studio/')).map(asDatabaseSchema)];
  const exported = new Map(read.map((f) => [asDatabaseSchema(f).path, f.path]));
  const rel = path.relative(process.cwd(), root);
  const { problems } = lintSchemaFolder(files);
  const where = (file: string) => path.join(rel, exported.get(file) ?? file).split(path.sep).join('/');
  return { problems: problems.map((p) => ({ ...p, file: where(p.file) })), files: files.length };
}
