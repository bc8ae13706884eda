import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';
import { forumReactions, REACTIONS, type ReactionKind, type ReactionTable } from '../tables/stores/forum-reaction-store';

export { REACTIONS, type ReactionKind };

/**
 * Sets one user's reaction on a post or reply (`on` given: that state, so a retried request changes nothing; `on`
 * omitted: the other state) and answers the new count. One transaction: the target row is locked first, so every
 * concurrent toggle on it waits its turn, and the count is recounted from the reaction rows (unique per user), never
 * incremented — fifty clicks at once leave exactly the number of users whose reaction is on.
 */
export async function react(db: Database, target: { table: ReactionTable; id: string }, kind: ReactionKind, userId: string, on?: boolean): Promise<{ active: boolean; count: number }> {
  if (target.table === 'forum_reply' && kind !== 'thumbs') throw new ApiError(400, '回复只能点赞');
  return db.transaction(async (tx) => {
    if (!(await forumReactions.lockTarget(tx, target.table, target.id))) throw new ApiError(404, target.table === 'forum_post' ? '帖子不存在或已删除' : '回复不存在或已删除');
    const had = await forumReactions.has(tx, target.id, kind, userId);
    const active = on ?? !had;
    if (active && !had) {
      await forumReactions.add(tx, target.id, kind, userId);
    } else if (!active && had) {
      await forumReactions.remove(tx, target.id, kind, userId);
    }
    return { active, count: await forumReactions.recount(tx, target.table, target.id, kind) };
  });
}

/** Which of these targets the user has reacted to, by kind. */
export async function myReactions(db: Database, userId: string, targetIds: string[]): Promise<Set<string>> {
  if (!targetIds.length) return new Set();
  return forumReactions.mine(db, userId, targetIds);
}
