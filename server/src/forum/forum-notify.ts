import type { Database, Queryable } from '../db/database';
import type { EventBus } from '../realtime/event-bus';
import { flowNotices } from '../tables/stores/flow-notice-store';
import { newId } from '../tables/table-repository';

export const POST_DETAIL_PATH = '/company/messageDetail';

/** Unread notes of the forum: replies (the header's replayNum), answers (answerNum) and mentions. */
export type NoticeKind = 'reply' | 'answer' | 'mention';

/** Notes who has something new to read in a post (never the writer themself). */
export async function noteUnread(db: Queryable, userIds: string[], kind: NoticeKind, postId: string, replyId: string, writerId: string): Promise<void> {
  for (const userId of new Set(userIds)) {
    if (userId === writerId) continue;
    await db.query('INSERT INTO forum_notice (id, user_id, kind, post_id, reply_id) VALUES ($1, $2, $3, $4, $5)', [newId(), userId, kind, postId, replyId]);
  }
}

/**
 * The unread counts of the header: replies and mentions (replayNum), answers to the user's questions (answerNum), and
 * the post of the newest unread one (where the badge leads).
 */
export async function unreadCounts(db: Queryable, userId: string): Promise<{ replayNum: number; answerNum: number; latestPostId: string | null }> {
  const { rows } = await db.query<{ replay: number; answer: number; latest: string | null }>(
    `SELECT count(*) FILTER (WHERE kind <> 'answer')::int AS replay, count(*) FILTER (WHERE kind = 'answer')::int AS answer,
            (array_agg(post_id ORDER BY create_time DESC))[1] AS latest
       FROM forum_notice WHERE user_id = $1 AND read_flag = 0`, [userId]);
  return { replayNum: rows[0].replay, answerNum: rows[0].answer, latestPostId: rows[0].latest };
}

/** Marks the user's notes read: of one post (they opened it) or all. */
export async function markRead(db: Queryable, userId: string, postId?: string): Promise<void> {
  if (postId) await db.query('UPDATE forum_notice SET read_flag = 1 WHERE user_id = $1 AND post_id = $2 AND read_flag = 0', [userId, postId]);
  else await db.query('UPDATE forum_notice SET read_flag = 1 WHERE user_id = $1 AND read_flag = 0', [userId]);
}

/** A message in the bell of each user (opening the post), pushed on their socket; sent after the write committed. */
export async function ringBell(db: Database, bus: EventBus, userIds: string[], title: string, postId: string): Promise<void> {
  const to = [...new Set(userIds)];
  if (!to.length) return;
  const msgId = await flowNotices.insert(db, to, title, postId, { busType: 'forum', openPage: `${POST_DETAIL_PATH}?id=${postId}` });
  await bus.publish({ kind: 'notice', userIds: to, message: { cmd: 'user', msgId, msgTxt: title, busType: 'forum' } });
}

/** The ids of the demo users named, by username (mentions name users by username). */
export async function userIdsByName(db: Queryable, usernames: string[]): Promise<string[]> {
  if (!usernames.length) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_user WHERE del_flag = 0 AND username = ANY($1)', [usernames]);
  return rows.map((r) => r.id);
}
