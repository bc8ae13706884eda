import type { Queryable } from '../../db/database';

/** The reactions (点赞/收藏/喜欢) and the count column each keeps on its target. */
export const REACTIONS = { thumbs: 'thumbs_count', collection: 'collection_count', love: 'love_count' } as const;
export type ReactionKind = keyof typeof REACTIONS;
/** What is reacted to: a post, or a reply (点赞 only). */
export type ReactionTable = 'forum_post' | 'forum_reply';

const TABLES: Record<ReactionTable, string> = { forum_post: 'forum_post', forum_reply: 'forum_reply' };

/**
 * One user's reactions (rows of forum_reaction, unique per target, kind and user) and the counts on their targets.
 * The steps of a toggle run in the caller's transaction, which locks the target first (see `forum-reactions.ts`).
 */
export const forumReactions = {
  /** Locks the undeleted target row (FOR UPDATE) until the transaction ends; false when there is none. */
  async lockTarget(tx: Queryable, table: ReactionTable, id: string): Promise<boolean> {
    const { rows } = await tx.query(`SELECT id FROM ${TABLES[table]} WHERE id = $1 AND del_flag = 0 FOR UPDATE`, [id]);
    return rows.length > 0;
  },

  /** Whether the user's reaction of this kind is on the target. */
  async has(tx: Queryable, targetId: string, kind: ReactionKind, userId: string): Promise<boolean> {
    const { rows } = await tx.query('SELECT 1 FROM forum_reaction WHERE target_id = $1 AND kind = $2 AND user_id = $3', [targetId, kind, userId]);
    return rows.length > 0;
  },

  async add(tx: Queryable, targetId: string, kind: ReactionKind, userId: string): Promise<void> {
    await tx.query('INSERT INTO forum_reaction (target_id, kind, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [targetId, kind, userId]);
  },

  async remove(tx: Queryable, targetId: string, kind: ReactionKind, userId: string): Promise<void> {
    await tx.query('DELETE FROM forum_reaction WHERE target_id = $1 AND kind = $2 AND user_id = $3', [targetId, kind, userId]);
  },

  /** Sets the target's count of this kind to the number of reaction rows (never an increment) and answers it. */
  async recount(tx: Queryable, table: ReactionTable, targetId: string, kind: ReactionKind): Promise<number> {
    const column = REACTIONS[kind];
    const { rows } = await tx.query<{ n: number }>(
      `UPDATE ${TABLES[table]} SET ${column} = (SELECT count(*)::int FROM forum_reaction WHERE target_id = $1 AND kind = $2) WHERE id = $1 RETURNING ${column} AS n`,
      [targetId, kind]);
    return rows[0].n;
  },

  /** Which of these targets the user has reacted to, as `<target id>:<kind>`. */
  async mine(db: Queryable, userId: string, targetIds: string[]): Promise<Set<string>> {
    const { rows } = await db.query<{ target_id: string; kind: string }>(
      'SELECT target_id, kind FROM forum_reaction WHERE user_id = $1 AND target_id = ANY($2)', [userId, targetIds]);
    return new Set(rows.map((r) => `${r.target_id}:${r.kind}`));
  },
};
