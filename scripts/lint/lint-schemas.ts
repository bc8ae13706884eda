import fs from 'node:fs';
import path from 'node:path';
import { lintSchemaFolder, type LintProblem, type SchemaFile } from '../../src/engine/schema/lint';

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

/** Lints a whole `schemas/` folder; problems name their files relative to the working directory. */
export function lintSchemas(root: string): { problems: LintProblem[]; files: number } {
  const files = readSchemaFiles(root);
  const rel = path.relative(process.cwd(), root);
  const { problems } = lintSchemaFolder(files);
  return { problems: problems.map((p) => ({ ...p, file: path.join(rel, p.file).split(path.sep).join('/') })), files: files.length };
}
