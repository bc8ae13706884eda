import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, fieldError } from '../http/envelope';
import type { Row } from '../tables/table-repository';
import { forumPeople } from '../tables/stores/forum-people-store';
import { forumBoards, forumPosts, type PostKind } from '../tables/stores/forum-post-store';

/** An author edits their own post for this long after writing it; editors at any time. */
export const EDIT_WINDOW_HOURS = 24;

export const POST_GONE = '帖子不存在或已删除';

export async function postOr404(db: Queryable, id: string): Promise<Row> {
  const post = await forumPosts.find(db, id);
  if (!post) throw new ApiError(404, POST_GONE);
  return post;
}

/** Whether the user is a forum editor (版主): the forum_editor role, or the administrator. */
export const isEditor = (db: Queryable, userId: string): Promise<boolean> => forumPeople.isEditor(db, userId);

/** What the caller may do with a post: edit (author within the window, or editor), delete (author or editor). */
export async function postRights(db: Queryable, auth: AuthInfo, post: Row): Promise<{ edit: boolean; delete: boolean; editor: boolean }> {
  const editor = await isEditor(db, auth.userId);
  const own = post.author_id === auth.userId;
  const fresh = Date.now() - new Date(post.create_time as string).getTime() < EDIT_WINDOW_HOURS * 3600_000;
  return { edit: editor || (own && fresh && !post.locked), delete: editor || own, editor };
}

export async function assertEditor(db: Queryable, auth: AuthInfo): Promise<void> {
  if (!(await isEditor(db, auth.userId))) throw new ApiError(403, '仅版主可以执行此操作');
}

/**
 * The board a post is written into (or moved to), which must be of the post's kind and enabled: a board the editors
 * disabled (版块管理) takes no new posts; its posts stay readable, and editing one without moving it is not a new post.
 */
export async function boardTakingPosts(db: Queryable, code: string, kind: PostKind): Promise<string> {
  const board = await forumBoards.find(db, code, kind);
  if (!board) throw fieldError('boardCode', kind === 'question' ? '请选择正确的专业' : '请选择正确的版块');
  if (!board.enabled) throw fieldError('boardCode', kind === 'question' ? `「${board.name}」专业已停用，不再接受新的提问` : `「${board.name}」版块已停用，不再接受新帖`);
  return board.name;
}
