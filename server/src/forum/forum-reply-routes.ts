import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError, ok, okMessage } from '../http/envelope';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import { forumPeople } from '../tables/stores/forum-people-store';
import { forumPosts } from '../tables/stores/forum-post-store';
import { forumReplies } from '../tables/stores/forum-reply-store';
import { isEditor, postOr404, postRights } from './forum-access';
import { noteUnread, ringBell, userIdsByName } from './forum-notify';
import type { ForumDeps } from './forum-post-routes';
import { myReactions } from './forum-reactions';
import { mentionedUsernames, plainText, signBody } from './forum-text';
import { checkReply } from './forum-validate';
import { wireReply } from './forum-wire';

const checked = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });
const page = (raw: unknown, fallback: number, max = 10_000) => Math.min(Math.max(Math.trunc(Number(raw)) || fallback, 1), max);

/** Replies (楼中楼: a reply to a floor or to a reply in it), answers and the asker's accepted answer. */
export function forumReplyRoutes(app: FastifyInstance, { db, bus, sign }: ForumDeps): void {
  app.get<{ Querystring: { postId?: string; mine?: string; pageNo?: string; pageSize?: string } }>('/devops/forum/reply/list',
    checked({ querystring: { postId: ID, mine: text(5), pageNo: text(10), pageSize: text(10) } }), async (request) => {
      const auth = requireAuth(request);
      if (request.query.mine === 'true') {
        const pageNo = page(request.query.pageNo, 1);
        const pageSize = page(request.query.pageSize, 10, 100);
        const { rows, total } = await forumReplies.ofAuthor(db, auth.userId, pageNo, pageSize);
        const records = rows.map((r) => ({ ...wireReply(r, new Set()), content: plainText(String(r.content)).slice(0, 200) }));
        return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
      }
      const post = await postOr404(db, request.query.postId ?? '');
      const rows = await forumReplies.ofPost(db, String(post.id));
      const mine = await myReactions(db, auth.userId, rows.map((r) => String(r.id)));
      const editor = await isEditor(db, auth.userId);
      return ok(rows.map((r) => ({ ...wireReply({ ...r, content: signBody(String(r.content), sign) }, mine), canDelete: editor || r.author_id === auth.userId })));
    });

  app.post<{ Body: { postId?: string; parentId?: string; content?: string } }>('/devops/forum/reply/add',
    { ...checked({ body: { postId: ID, parentId: ID, content: { type: 'string', maxLength: 100_000 } } }), config: { idempotent: true } }, async (request) => {
      const auth = requireAuth(request);
      const post = await postOr404(db, String(request.body?.postId ?? ''));
      if (post.locked) throw new ApiError(400, '帖子已锁定，不能再回复');
      const content = checkReply(request.body.content);
      const parent = request.body.parentId ? await forumReplies.find(db, request.body.parentId) : undefined;
      if (request.body.parentId && (!parent || parent.post_id !== post.id)) throw new ApiError(404, '回复的楼层不存在或已删除');
      const mentioned = await userIdsByName(db, mentionedUsernames(content));
      const question = post.kind === 'question';
      const id = await db.transaction(async (tx) => {
        const replyId = await forumReplies.add(tx, { postId: String(post.id), authorId: auth.userId, content, parent });
        // The author hears of every answer or reply; whoever is replied to in a floor, of the reply to them.
        await noteUnread(tx, [String(post.author_id)], question && !parent ? 'answer' : 'reply', String(post.id), replyId, auth.userId);
        if (parent) await noteUnread(tx, [String(parent.author_id)].filter((u) => u !== post.author_id), 'reply', String(post.id), replyId, auth.userId);
        await noteUnread(tx, mentioned, 'mention', String(post.id), replyId, auth.userId);
        return replyId;
      });
      // The bell tells the same people, once each: the author, whoever was replied to, then whoever was mentioned.
      const who = (await forumPeople.realname(db, auth.userId)) ?? auth.username;
      const title = String(post.title).slice(0, 40);
      const told = new Set([auth.userId]);
      const tell = async (userIds: string[], message: string) => {
        const to = userIds.filter((u) => !told.has(u));
        to.forEach((u) => told.add(u));
        await ringBell(db, bus, to, message, String(post.id));
      };
      await tell([String(post.author_id)], question && !parent ? `${who}回答了你的问题「${title}」` : `${who}回复了你的帖子「${title}」`);
      if (parent) await tell([String(parent.author_id)], `${who}在「${title}」中回复了你`);
      await tell(mentioned, `${who}在「${title}」中提到了你`);
      return ok(id, question && !parent ? '回答成功！' : '回复成功！');
    });

  app.delete<{ Querystring: { id?: string } }>('/devops/forum/reply/delete', checked({ querystring: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    const reply = await forumReplies.find(db, request.query.id ?? '');
    if (!reply) throw new ApiError(404, '回复不存在或已删除');
    if (reply.author_id !== auth.userId && !(await isEditor(db, auth.userId))) throw new ApiError(403, '只能删除自己的回复');
    await db.transaction((tx) => forumReplies.remove(tx, reply));
    return okMessage('删除成功!');
  });

  /** The asker (or an editor) marks one answer as the accepted one; `replyId` empty takes it back. */
  app.post<{ Body: { postId?: string; replyId?: string } }>('/devops/forum/post/accept', checked({ body: { postId: ID, replyId: ID } }), async (request) => {
    const auth = requireAuth(request);
    const post = await postOr404(db, String(request.body?.postId ?? ''));
    if (post.kind !== 'question') throw new ApiError(400, '只有技术问题可以采纳答案');
    const rights = await postRights(db, auth, post);
    if (post.author_id !== auth.userId && !rights.editor) throw new ApiError(403, '只有提问者可以采纳答案');
    const replyId = request.body.replyId || null;
    if (replyId) {
      const reply = await forumReplies.find(db, replyId);
      if (!reply || reply.post_id !== post.id) throw new ApiError(404, '回答不存在或已删除');
    }
    await forumPosts.setAccepted(db, String(post.id), replyId);
    return okMessage(replyId ? '已采纳该回答' : '已取消采纳');
  });
}
