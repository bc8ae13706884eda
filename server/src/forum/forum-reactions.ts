import type { Database } from '../db/database';
import { ApiError } from '../http/envelope';

export const REACTIONS = { thumbs: 'thumbs_count', collection: 'collection_count', love: 'love_count' } as const;
export type ReactionKind = keyof typeof REACTIONS;

/**
 * Sets one user's reaction on a post or reply (`on` given: that state, so a retried request changes nothing; `on`
 * omitted: the other state) and answers the new count. One transaction: the target row is locked first, so every
 * concurrent toggle on it waits its turn, and the count is recounted from the reaction rows (unique per user), never
 * incremented — fifty clicks at once leave exactly the number of users whose reaction is on.
 */
export async function react(db: Database, target: { table: 'forum_post' | 'forum_reply'; id: string }, kind: ReactionKind, userId: string, on?: boolean): Promise<{ active: boolean; count: number }> {
  if (target.table === 'forum_reply' && kind !== 'thumbs') throw new ApiError(400, '回复只能点赞');
  const column = REACTIONS[kind];
  return db.transaction(async (tx) => {
    const locked = await tx.query(`SELECT id FROM ${target.table} WHERE id = $1 AND del_flag = 0 FOR UPDATE`, [target.id]);
    if (!locked.rows.length) throw new ApiError(404, target.table === 'forum_post' ? '帖子不存在或已删除' : '回复不存在或已删除');
    const had = (await tx.query('SELECT 1 FROM forum_reaction WHERE target_id = $1 AND kind = $2 AND user_id = $3', [target.id, kind, userId])).rows.length > 0;
    const active = on ?? !had;
    if (active && !had) {
      await tx.query('INSERT INTO forum_reaction (target_id, kind, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [target.id, kind, userId]);
    } else if (!active && had) {
      await tx.query('DELETE FROM forum_reaction WHERE target_id = $1 AND kind = $2 AND user_id = $3', [target.id, kind, userId]);
    }
    const { rows } = await tx.query<{ n: number }>(
      `UPDATE ${target.table} SET ${column} = (SELECT count(*)::int FROM forum_reaction WHERE target_id = $1 AND kind = $2) WHERE id = $1 RETURNING ${column} AS n`,
      [target.id, kind]);
    return { active, count: rows[0].n };
  });
}

/** Which of these targets the user has reacted to, by kind. */
export async function myReactions(db: Database, userId: string, targetIds: string[]): Promise<Set<string>> {
  if (!targetIds.length) return new Set();
  const { rows } = await db.query<{ target_id: string; kind: string }>(
    'SELECT target_id, kind FROM forum_reaction WHERE user_id = $1 AND target_id = ANY($2)', [userId, targetIds]);
  return new Set(rows.map((r) => `${r.target_id}:${r.kind}`));
}
