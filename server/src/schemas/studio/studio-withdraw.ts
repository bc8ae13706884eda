import { DB_SCHEMA_PREFIX } from '@/engine/schema/schema-folders';
import { ApiError } from '../../http/envelope';
import { studioMenus, studioStore } from '../../tables/stores/studio-store';
import type { ReloadOutcome } from '../schema-reload';
import type { PublishContext } from './studio-publish';

export interface WithdrawResult {
  code: string;
  /** The history's version that records the withdrawal. */
  version: number;
  /** What the reload did; absent without a reloader. */
  outcome?: ReloadOutcome;
}

/**
 * 停用: a schema published from the studio is no longer served, in every process. It is a new version in the history
 * (action `withdraw`, keeping the body served until then), so nothing is lost: publishing the draft again or rolling
 * back to any earlier version serves it again. Its table and rows are left as they are, never dropped.
 *
 * Refused while a menu entry still opens the page (it would open nothing), naming the entry; refused for a page that a
 * file describes (files are changed by developers, in version control). When a file and a published schema share the
 * code (a conflict, the file served), withdrawing the published one settles the conflict and the menu keeps working.
 *
 * @example
 * await withdrawSchema(ctx, 'fleet/tyre', '业务已合并到车辆维修', 'admin'); // { code: 'fleet/tyre', version: 4 }
 */
export async function withdrawSchema(ctx: PublishContext, code: string, comment: string | null, by: string): Promise<WithdrawResult> {
  const file = ctx.store.pageFiles.get(code);
  const servedByFile = file !== undefined && !file.startsWith(DB_SCHEMA_PREFIX);
  const version = await ctx.db.transaction(async (tx) => {
    // A publish of the code takes the same turn (studioStore.append): the checks below see what it did.
    await studioStore.lock(tx, code);
    const latest = await studioStore.latestOf(tx, code);
    if (servedByFile && (!latest || latest.action === 'withdraw')) throw new ApiError(400, `页面 ${code} 由文件 ${file} 描述，不能在浏览器中删除；请由开发人员删除或修改该文件`);
    if (!latest) throw new ApiError(404, `模式 ${code} 尚未发布，无需停用`);
    if (latest.action === 'withdraw') throw new ApiError(400, `模式 ${code} 已于 ${latest.create_time} 停用`);
    if (!servedByFile) {
      const menus = await studioMenus.naming(tx, `schema:${code}`);
      if (menus.length) {
        const more = menus.length > 1 ? `等 ${menus.length} 个菜单项` : '';
        throw new ApiError(400, `页面 ${code} 仍在菜单「${menus[0]}」${more}中使用，请先在菜单管理中删除${menus.length > 1 ? '这些' : '该'}菜单项，再停用`, {}, { menus });
      }
    }
    return studioStore.append(tx, { code, body: latest.body, diff: '[]', action: 'withdraw', comment: comment || '停用', by });
  });
  const outcome = await ctx.reloader?.reload();
  return { code, version, outcome };
}
