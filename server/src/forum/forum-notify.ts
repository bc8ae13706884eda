import type { Database, Queryable } from '../db/database';
import type { EventBus } from '../realtime/event-bus';
import { flowNotices } from '../tables/stores/flow-notice-store';
import { forumNotices, type NoticeKind } from '../tables/stores/forum-notice-store';
import { forumPeople } from '../tables/stores/forum-people-store';

export const POST_DETAIL_PATH = '/company/messageDetail';

export type { NoticeKind };

/** Notes who has something new to read in a post (never the writer themself). */
export async function noteUnread(db: Queryable, userIds: string[], kind: NoticeKind, postId: string, replyId: string, writerId: string): Promise<void> {
  for (const userId of new Set(userIds)) {
    if (userId === writerId) continue;
    await forumNotices.add(db, userId, kind, postId, replyId);
  }
}

/**
 * The unread counts of the header: replies and mentions (replayNum), answers to the user's questions (answerNum), and
 * the post of the newest unread one (where the badge leads).
 */
export async function unreadCounts(db: Queryable, userId: string): Promise<{ replayNum: number; answerNum: number; latestPostId: string | null }> {
  const counts = await forumNotices.unreadCounts(db, userId);
  return { replayNum: counts.replay, answerNum: counts.answer, latestPostId: counts.latest };
}

/** Marks the user's notes read: of one post (they opened it) or all. */
export async function markRead(db: Queryable, userId: string, postId?: string): Promise<void> {
  await forumNotices.markRead(db, userId, postId);
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
  return forumPeople.idsByUsername(db, usernames);
}
