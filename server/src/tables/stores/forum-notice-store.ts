import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

/** Unread notes of the forum: replies (the header's replayNum), answers (answerNum) and mentions. */
export type NoticeKind = 'reply' | 'answer' | 'mention';

export interface UnreadCounts { replay: number; answer: number; latest: string | null }

/** What each user has new to read in the forum (rows of forum_notice). */
export const forumNotices = {
  /** Notes one new reply in a post for a user. */
  async add(db: Queryable, userId: string, kind: NoticeKind, postId: string, replyId: string): Promise<void> {
    await db.query('INSERT INTO forum_notice (id, user_id, kind, post_id, reply_id) VALUES ($1, $2, $3, $4, $5)', [newId(), userId, kind, postId, replyId]);
  },

  /** A user's unread replies and mentions, unread answers, and the post of the newest unread note. */
  async unreadCounts(db: Queryable, userId: string): Promise<UnreadCounts> {
    const { rows } = await db.query<UnreadCounts>(
      `SELECT count(*) FILTER (WHERE kind <> 'answer')::int AS replay, count(*) FILTER (WHERE kind = 'answer')::int AS answer,
              (array_agg(post_id ORDER BY create_time DESC))[1] AS latest
         FROM forum_notice WHERE user_id = $1 AND read_flag = 0`, [userId]);
    return rows[0];
  },

  /** Marks the user's notes read: of one post, or (without one) all. */
  async markRead(db: Queryable, userId: string, postId?: string): Promise<void> {
    if (postId) await db.query('UPDATE forum_notice SET read_flag = 1 WHERE user_id = $1 AND post_id = $2 AND read_flag = 0', [userId, postId]);
    else await db.query('UPDATE forum_notice SET read_flag = 1 WHERE user_id = $1 AND read_flag = 0', [userId]);
  },
};
