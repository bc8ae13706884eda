import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../http/envelope';
import { studioStore } from '../../tables/stores/studio-store';
import { readSchemaFiles } from '../schema-folder';
import { insertOperationLog } from '../../tables/stores/log-store';
import { auditName, formatSchema, publishBody, type PublishContext, type PublishResult } from './studio-publish';
import { STUDIO_CODE } from './studio-check';

/** Where `schemas:export` writes and `schemas:import` reads: a folder the server never serves pages from. */
export const STUDIO_FOLDER = 'studio';

/**
 * Writes each published schema (its newest version) to `<schemas>/studio/<code>.json`, formatted as files are, so the
 * studio's work goes into version control; files of codes no longer published are left alone. Returns the files written.
 *
 * @example
 * await exportSchemas(db, 'schemas'); // ['studio/fleet/repair.json']
 */
export async function exportSchemas(ctx: Pick<PublishContext, 'db'>, schemasDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const v of await studioStore.current(ctx.db)) {
    const rel = `${STUDIO_FOLDER}/${v.code}.json`;
    const file = path.join(schemasDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === v.body) continue;
    fs.writeFileSync(file, v.body);
    written.push(rel);
  }
  return written;
}

export interface ImportOutcome {
  /** `fleet/repair 第 3 版` for each schema imported. */
  imported: string[];
  /** Codes whose file equals the published version. */
  unchanged: string[];
  /** Codes withdrawn (停用) in the studio whose file is the version withdrawn: left withdrawn, not published again. */
  withdrawn: string[];
  /** `studio/x.json: 不能发布：…` for each file refused (nothing of it is stored). */
  refused: string[];
}

/**
 * Publishes each file under `<schemas>/studio/` whose content differs from its code's newest version, as an
 * `import` version by `by`: through the same checks as a publish from the studio (lint, guard rails, dry run), so a
 * file that could not be published from the browser cannot be imported either; each import is written to the
 * operation log as a publish is.
 *
 * @example
 * const outcome = await importSchemas(ctx, 'schemas', 'system');
 */
export async function importSchemas(ctx: PublishContext, schemasDir: string, by: string): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: [], unchanged: [], withdrawn: [], refused: [] };
  const latest = new Map((await studioStore.latest(ctx.db)).map((v) => [v.code, v]));
  for (const file of readSchemaFiles(path.join(schemasDir, STUDIO_FOLDER))) {
    const where = `${STUDIO_FOLDER}/${file.path}`;
    const code = file.json instanceof Error ? undefined : (file.json as { code?: unknown })?.code;
    if (typeof code !== 'string' || !STUDIO_CODE.test(code)) {
      outcome.refused.push(`${where}: ${file.json instanceof Error ? `JSON 格式错误：${file.json.message}` : '缺少合法的页面编码 code'}`);
      continue;
    }
    const body = formatSchema(file.json);
    if (latest.get(code)?.body === body) {
      // The file exported before a withdrawal would otherwise serve the page again: a changed file does, deliberately.
      outcome[latest.get(code)?.action === 'withdraw' ? 'withdrawn' : 'unchanged'].push(code);
      continue;
    }
    const started = performance.now();
    let result: PublishResult;
    try {
      result = await publishBody(ctx, { code, body, action: 'import', comment: `从 ${where} 导入`, by });
    } catch (err) {
      outcome.refused.push(`${where}: ${err instanceof ApiError ? err.message : (err as Error).message}`);
      continue;
    }
    outcome.imported.push(`${code} 第 ${result.version} 版`);
    // Audited like a publish from the browser, though no request carries it: the command and its user in its place.
    await insertOperationLog(ctx.db, {
      username: by, userId: null, companyId: null, method: 'CLI', path: `schemas:import ${where}`.slice(0, 300), status: 200, ip: null,
      userAgent: null, costMs: Math.round(performance.now() - started), module: 'sys/studio', moduleName: auditName(result, 'import'), recordId: code, changes: null,
    });
  }
  return outcome;
}
