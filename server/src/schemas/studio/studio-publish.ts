import { schemaDiff } from '@/engine/schema/schema-diff';
import type { StudioCheck } from '@/engine/schema/wire';
import { ApiError } from '../../http/envelope';
import { studioStore, type VersionRow } from '../../tables/stores/studio-store';
import type { ReloadOutcome } from '../schema-reload';
import type { SchemaReloader } from '../schema-watcher';
import { parseBody } from '../database-schemas';
import { checkDraft, type StudioContext } from './studio-check';

export interface PublishContext extends StudioContext {
  /** The one reload path (schema-watcher.ts): applies the new version here and tells every other process. */
  reloader?: SchemaReloader;
}

export interface PublishResult {
  code: string;
  version: number;
  check: StudioCheck;
  /** What the reload applied and any problem it met; absent when there was no reloader (the command line). */
  outcome?: ReloadOutcome;
}

/** Schemas are stored as they are published, formatted the way files are, so an export is a readable file. */
export const formatSchema = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;

/**
 * Publishes a body as the next version of a code: checked exactly as the studio's 检查 shows (lint against every file
 * and published schema, guard rails, dry run of the table change) — refused with the problems in `result.check` when
 * anything stands in the way — then appended to the history with the change from the version before, the draft set to
 * it, and applied through the reload every process hears of.
 *
 * @example
 * await publishBody(ctx, { code: 'fleet/repair', body, action: 'publish', comment: '增加里程字段', by: 'admin' });
 */
export async function publishBody(
  ctx: PublishContext,
  v: { code: string; body: string; action: VersionRow['action']; comment: string | null; by: string },
): Promise<PublishResult> {
  const { check, page } = await checkDraft(ctx, v.code, v.body);
  if (!check.publishable || !page) {
    const first = check.plan?.refused ?? check.problems.map((p) => `${p.pointer}: ${p.message}`)[0] ?? '';
    throw new ApiError(400, `不能发布：${first}${check.problems.length > 1 ? `（共 ${check.problems.length} 个问题）` : ''}`, {}, { check });
  }
  const body = formatSchema(page);
  const version = await ctx.db.transaction(async (tx) => {
    const [previous] = await studioStore.versions(tx, v.code);
    // After a withdrawal the same body is published again: that serves the page again.
    if (previous && previous.body === body && previous.action !== 'withdraw') return undefined;
    await studioStore.saveDraft(tx, v.code, body, v.by);
    const diff = JSON.stringify(schemaDiff(previous ? parseBody(previous.body) : {}, page));
    return studioStore.append(tx, { code: v.code, body, diff, action: v.action, comment: v.comment, by: v.by });
  });
  if (version === undefined) throw new ApiError(400, '与当前发布的版本相同，无需发布');
  const outcome = await ctx.reloader?.reload();
  return { code: v.code, version, check, outcome };
}

/**
 * The operation log's name for a new version, the same whether the browser made it or `schemas:import` did.
 *
 * @example
 * auditName({ code: 'fleet/repair', version: 3 }, 'rollback', 1); // '模式设计器：回滚 fleet/repair 到第 1 版（成为第 3 版）'
 */
export function auditName(result: Pick<PublishResult, 'code' | 'version'>, action: Exclude<VersionRow['action'], 'withdraw'>, from?: number): string {
  if (action === 'rollback') return `模式设计器：回滚 ${result.code} 到第 ${from} 版（成为第 ${result.version} 版）`;
  return `模式设计器：${action === 'import' ? '导入' : '发布'} ${result.code} 第 ${result.version} 版`;
}

/** Publishes the saved draft of a code. */
export async function publishDraft(ctx: PublishContext, code: string, comment: string | null, by: string): Promise<PublishResult> {
  const draft = await studioStore.draft(ctx.db, code);
  if (!draft) throw new ApiError(404, `模式 ${code} 没有草稿`);
  return publishBody(ctx, { code, body: draft.body, action: 'publish', comment, by });
}

/** Serves an earlier version again: a new version with that body (the history keeps every step), checked like a publish. */
export async function rollback(ctx: PublishContext, code: string, to: number, comment: string | null, by: string): Promise<PublishResult> {
  const target = await studioStore.version(ctx.db, code, to);
  if (!target) throw new ApiError(404, `模式 ${code} 没有第 ${to} 版`);
  if (target.action === 'withdraw') throw new ApiError(400, `第 ${to} 版是停用记录，请选择一个发布过的版本`);
  return publishBody(ctx, { code, body: target.body, action: 'rollback', comment: comment || `回滚到第 ${to} 版`, by });
}
