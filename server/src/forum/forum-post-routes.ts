import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError, fieldError, ok, okMessage } from '../http/envelope';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import type { EventBus } from '../realtime/event-bus';
import { forumBoards, forumPosts } from '../tables/stores/forum-post-store';
import type { ReactionTable } from '../tables/stores/forum-reaction-store';
import { boardTakingPosts, EDIT_WINDOW_HOURS, isEditor, postOr404, postRights } from './forum-access';
import { markRead } from './forum-notify';
import { myReactions, react, REACTIONS, type ReactionKind } from './forum-reactions';
import { posts, type PostKind, type PostSort } from './forum-store';
import { signBody } from './forum-text';
import { checkPost } from './forum-validate';
import { wirePost } from './forum-wire';

const checked = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });
const page = (raw: unknown, fallback: number, max = 10_000) => Math.min(Math.max(Math.trunc(Number(raw)) || fallback, 1), max);
/** 新闻公告: what editors publish; its posts are the forum's news. */
const NEWS_BOARD = 'news';
const kindOf = (raw: unknown): PostKind => (raw === 'question' ? 'question' : 'post');

export interface ForumDeps { db: Database; bus: EventBus; sign: (key: string) => string }

/** Posts and questions: lists, reading, writing, editing, deleting, and the reactions (点赞/收藏/喜欢). */
export function forumPostRoutes(app: FastifyInstance, { db, sign }: ForumDeps): void {
  app.get<{ Querystring: { kind?: string } }>('/devops/forum/board/list', checked({ querystring: { kind: text(10) } }), async (request) => {
    return ok(await forumBoards.list(db, kindOf(request.query.kind)));
  });

  app.get<{ Querystring: { kind?: string } }>('/devops/forum/label/list', checked({ querystring: { kind: text(10) } }), async (request) =>
    ok(await forumPosts.labels(db, kindOf(request.query.kind))));

  const listQuery = { kind: text(10), board: text(32), label: text(20), keyword: text(100), sort: text(10), mine: text(20), news: text(5), pageNo: text(10), pageSize: text(10) };
  app.get<{ Querystring: Record<keyof typeof listQuery, string | undefined> }>('/devops/forum/post/list', checked({ querystring: listQuery }), async (request) => {
    const auth = requireAuth(request);
    const q = request.query;
    const sort: PostSort = q.sort === 'hot' || q.sort === 'reply' ? q.sort : 'new';
    const pageNo = page(q.pageNo, 1);
    const pageSize = page(q.pageSize, 20, 100);
    const { rows, total } = await posts.list(db, {
      kind: q.kind === 'all' ? undefined : kindOf(q.kind),
      board: q.board || undefined, label: q.label || undefined, keyword: q.keyword?.trim() || undefined, sort, pageNo, pageSize,
      authorId: q.mine === 'posts' ? auth.userId : undefined, collectedBy: q.mine === 'collections' ? auth.userId : undefined, news: q.news === 'true',
    });
    const mine = await myReactions(db, auth.userId, rows.map((r) => String(r.id)));
    return ok({ records: rows.map((r) => wirePost(r, mine)), total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  app.get<{ Querystring: { id?: string } }>('/devops/forum/post/queryById', checked({ querystring: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const post = await postOr404(db, request.query.id ?? '');
    await forumPosts.countView(db, String(post.id));
    // Opening a post reads what was new in it for this user (their reply and answer counts drop).
    await markRead(db, auth.userId, String(post.id));
    const [mine, rights, attachments] = await Promise.all([
      myReactions(db, auth.userId, [String(post.id)]), postRights(db, auth, post), forumPosts.attachments(db, String(post.id)),
    ]);
    return ok({
      ...wirePost({ ...post, view_count: Number(post.view_count) + 1 }, mine),
      content: signBody(String(post.content), sign),
      attachments: attachments.map((a) => ({ name: a.name, key: a.storage_key, url: sign(String(a.storage_key)) })),
      canEdit: rights.edit, canDelete: rights.delete, editor: rights.editor, editWindowHours: EDIT_WINDOW_HOURS,
    });
  });

  const postBody = { kind: text(10), boardCode: text(32), title: text(1000), content: { type: 'string' }, labels: { type: 'array' }, attachments: { type: 'array' } };
  app.post<{ Body: Record<string, unknown> }>('/devops/forum/post/add', { ...checked({ body: postBody }), config: { idempotent: true } }, async (request) => {
    const auth = requireAuth(request);
    // An enum outside its values is refused (SECURITY.md J32), not stored as the default kind.
    if (request.body?.kind !== undefined && request.body.kind !== 'post' && request.body.kind !== 'question') throw fieldError('kind', '帖子类型不正确');
    const kind = kindOf(request.body?.kind);
    const input = checkPost(request.body ?? {});
    await boardTakingPosts(db, input.boardCode, kind);
    if (input.boardCode === NEWS_BOARD && !(await isEditor(db, auth.userId))) throw fieldError('boardCode', '新闻公告版块仅版主可以发布');
    const id = await db.transaction((tx) => posts.save(tx, { ...input, kind, authorId: auth.userId }));
    return ok(id, kind === 'question' ? '提问成功！' : '发布成功！');
  });

  app.put<{ Body: Record<string, unknown> }>('/devops/forum/post/edit', checked({ body: { ...postBody, id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const post = await postOr404(db, String(request.body?.id ?? ''));
    const rights = await postRights(db, auth, post);
    if (!rights.edit) {
      throw new ApiError(403, post.author_id === auth.userId ? `帖子发布超过${EDIT_WINDOW_HOURS}小时或已锁定，不能再编辑` : '只能编辑自己的帖子');
    }
    const input = checkPost(request.body ?? {});
    if (input.boardCode !== post.board_code) await boardTakingPosts(db, input.boardCode, post.kind as PostKind);
    await db.transaction((tx) => posts.save(tx, { ...input, kind: post.kind as PostKind, authorId: String(post.author_id), id: String(post.id) }));
    return okMessage('编辑成功!');
  });

  app.delete<{ Querystring: { id?: string } }>('/devops/forum/post/delete', checked({ querystring: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const post = await postOr404(db, request.query.id ?? '');
    if (!(await postRights(db, auth, post)).delete) throw new ApiError(403, '只能删除自己的帖子');
    await forumPosts.remove(db, String(post.id));
    return okMessage('删除成功!');
  });

  // 点赞 / 收藏 / 喜欢 of a post, and 点赞 of a reply: `on` sets the state (a retry is harmless), without it toggles.
  const toggles: [string, ReactionKind, ReactionTable][] = [
    ['post/thumbsUp', 'thumbs', 'forum_post'], ['post/collection', 'collection', 'forum_post'], ['post/love', 'love', 'forum_post'],
    ['reply/thumbsUp', 'thumbs', 'forum_reply'],
  ];
  for (const [path, kind, table] of toggles) {
    app.post<{ Body: { id?: string; on?: boolean } }>(`/devops/forum/${path}`, checked({ body: { id: ID, on: { type: 'boolean' } } }), async (request) => {
      const auth = requireAuth(request);
      const id = request.body?.id;
      if (!id) throw new ApiError(400, '参数 id 不能为空');
      const result = await react(db, { table, id }, kind, auth.userId, request.body.on);
      return ok({ ...result, kind, column: REACTIONS[kind] });
    });
  }
}

