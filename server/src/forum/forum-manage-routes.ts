import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError, fieldError, ok, okMessage } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import { forumAdmin, type PostFlag, type ReportAction, type ReportStatus } from '../tables/stores/forum-admin-store';
import { forumPeople } from '../tables/stores/forum-people-store';
import { forumPosts, type PostKind } from '../tables/stores/forum-post-store';
import { forumRanking } from '../tables/stores/forum-ranking-store';
import { forumReplies } from '../tables/stores/forum-reply-store';
import { assertEditor, boardTakingPosts, postOr404 } from './forum-access';
import { markRead, ringBell, unreadCounts } from './forum-notify';
import type { ForumDeps } from './forum-post-routes';
import { wireAuthor } from './forum-wire';

const checked = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });

/** What the reporter reads in their bell, and the editor's message, for each way of handling a report. */
const REPORT_OUTCOMES: Record<ReportAction, { bell: (title: string, note: string | null) => string; done: (reporters: number) => string }> = {
  delete: {
    bell: (title, note) => `您举报的帖子「${title}」已被版主删除${note ? `：${note}` : ''}，感谢您的反馈`,
    done: (n) => `帖子已删除，${n} 条举报已处理`,
  },
  lock: {
    bell: (title, note) => `您举报的帖子「${title}」已被版主锁定，不能再回复${note ? `：${note}` : ''}，感谢您的反馈`,
    done: (n) => `帖子已锁定，${n} 条举报已处理`,
  },
  reject: {
    bell: (title, note) => `您对帖子「${title}」的举报未被采纳：${note ?? ''}`,
    done: () => '举报已驳回，举报人会收到说明',
  },
};

/** Editors' tools (置顶, 锁定, 设为新闻, 移动), reports, the ranking, experts, the header counts and the @ list. */
export function forumManageRoutes(app: FastifyInstance, { db, bus }: ForumDeps): void {
  const flags: [string, PostFlag, string, string][] = [
    ['pin', 'pinned', '已置顶', '已取消置顶'], ['lock', 'locked', '已锁定，不能再回复', '已解除锁定'], ['news', 'is_news', '已设为新闻', '已取消新闻'],
  ];
  for (const [path, flag, onText, offText] of flags) {
    app.post<{ Body: { id?: string; on?: boolean } }>(`/devops/forum/post/${path}`, checked({ body: { id: ID, on: { type: 'boolean' } } }), async (request) => {
      await assertEditor(db, requireAuth(request));
      const post = await postOr404(db, String(request.body?.id ?? ''));
      const on = request.body.on ?? true;
      await forumAdmin.setFlag(db, String(post.id), flag, on);
      return okMessage(on ? onText : offText);
    });
  }

  app.post<{ Body: { id?: string; boardCode?: string } }>('/devops/forum/post/move', checked({ body: { id: ID, boardCode: text(32) } }), async (request) => {
    await assertEditor(db, requireAuth(request));
    const post = await postOr404(db, String(request.body?.id ?? ''));
    const boardCode = request.body.boardCode ?? '';
    if (!boardCode) throw fieldError('boardCode', '请选择要移至的版块');
    const boardName = await boardTakingPosts(db, boardCode, post.kind as PostKind);
    await forumAdmin.move(db, String(post.id), boardCode);
    return okMessage(`已移至「${boardName}」`);
  });

  app.post<{ Body: { postId?: string; replyId?: string; reason?: string } }>('/devops/forum/report/add',
    { ...checked({ body: { postId: ID, replyId: ID, reason: text(1000) } }), config: { idempotent: true } }, async (request) => {
      const auth = requireAuth(request);
      const post = await postOr404(db, String(request.body?.postId ?? ''));
      const reason = (request.body.reason ?? '').trim();
      if (!reason) throw fieldError('reason', '请填写举报理由');
      if ([...reason].length > 300) throw fieldError('reason', '举报理由不能超过300个字');
      if (request.body.replyId && (await forumReplies.find(db, request.body.replyId))?.post_id !== post.id) throw new ApiError(404, '回复不存在或已删除');
      await forumAdmin.addReport(db, { postId: String(post.id), replyId: request.body.replyId || null, reporterId: auth.userId, reason });
      await ringBell(db, bus, (await forumPeople.editorIds(db)).filter((u) => u !== auth.userId), `论坛举报待处理：「${String(post.title).slice(0, 40)}」`, String(post.id));
      return okMessage('举报已提交，版主会尽快处理');
    });

  // 举报处理 (editors only): the reports of one status with the counts of each, and one report handled.
  app.get<{ Querystring: { status?: string; pageNo?: string; pageSize?: string } }>('/devops/forum/report/list',
    checked({ querystring: { status: text(10), pageNo: text(6), pageSize: text(3) } }), async (request) => {
      await assertEditor(db, requireAuth(request));
      const status: ReportStatus = request.query.status === 'done' || request.query.status === 'rejected' ? request.query.status : 'open';
      const pageSize = Math.min(50, Math.max(1, Number(request.query.pageSize) || 10));
      const pageNo = Math.max(1, Number(request.query.pageNo) || 1);
      const [{ rows, total }, counts] = await Promise.all([
        forumAdmin.reports(db, status, { limit: pageSize, offset: (pageNo - 1) * pageSize }), forumAdmin.reportCounts(db),
      ]);
      return ok({
        records: rows.map((r) => ({
          id: r.id, postId: r.post_id, title: r.title, excerpt: r.excerpt, postDeleted: r.post_deleted, postLocked: r.post_locked,
          replyId: r.reply_id, replyText: r.reply_text, reason: r.reason, status: r.status, reporter: r.reporter,
          createTime: formatDateTime(r.create_time), handler: r.handler, handleAction: r.handle_action, handleNote: r.handle_note,
          handledTime: r.handled_time ? formatDateTime(r.handled_time) : null,
        })),
        total, current: pageNo, size: pageSize, counts,
      });
    });

  app.post<{ Body: { id?: string; action?: string; note?: string } }>('/devops/forum/report/handle',
    checked({ body: { id: ID, action: text(10), note: text(1000) } }), async (request) => {
      const auth = requireAuth(request);
      await assertEditor(db, auth);
      const action = request.body?.action as ReportAction;
      if (!REPORT_OUTCOMES[action]) throw fieldError('action', '请选择处理方式');
      const note = (request.body.note ?? '').trim() || null;
      if (action === 'reject' && !note) throw fieldError('note', '驳回举报请填写说明，举报人会看到');
      if (note && [...note].length > 300) throw fieldError('note', '处理说明不能超过300个字');
      const closed = await db.transaction(async (tx) => {
        const report = await forumAdmin.openReport(tx, request.body?.id ?? '');
        if (!report) return undefined;
        if (action === 'delete') await forumPosts.remove(tx, report.post_id);
        if (action === 'lock') await forumAdmin.setFlag(tx, report.post_id, 'locked', true);
        const reporters = await forumAdmin.closeReports(tx, action === 'reject' ? { reportId: report.id } : { postId: report.post_id }, auth.userId, action, note);
        return { postId: report.post_id, reporters };
      });
      if (!closed) throw new ApiError(404, '举报不存在或已处理');
      const post = await forumPosts.findAny(db, closed.postId);
      await ringBell(db, bus, closed.reporters, REPORT_OUTCOMES[action].bell(String(post?.title ?? '').slice(0, 40), note), closed.postId);
      return okMessage(REPORT_OUTCOMES[action].done(closed.reporters.length));
    });

  /** 排行榜: posts by reactions and replies, contributors by posts, replies, accepted answers and likes received. */
  app.get<{ Querystring: { period?: string; kind?: string } }>('/devops/forum/ranking', checked({ querystring: { period: text(10), kind: text(10) } }), async (request) => {
    requireAuth(request);
    const days = request.query.period === 'month' ? 30 : 7;
    const kind = request.query.kind === 'question' ? 'question' : 'post';
    const postRows = await forumRanking.posts(db, kind, days);
    const people = await forumRanking.people(db, days);
    return ok({
      period: days === 30 ? 'month' : 'week',
      posts: postRows.map((r) => ({ id: r.id, title: r.title, score: Number(r.score), replyCount: r.reply_count, thumbsCount: r.thumbs_count, author: wireAuthor(r) })),
      users: people.map((r) => ({ ...wireAuthor(r), score: r.score })),
    });
  });

  app.get<{ Querystring: { board?: string } }>('/devops/forum/expert/list', checked({ querystring: { board: text(32) } }), async (request) => {
    requireAuth(request);
    const rows = await forumRanking.experts(db, request.query.board ?? '');
    return ok(rows.map((r) => ({ boardCode: r.board_code, boardName: r.board_name, title: r.title, accepted: r.accepted, answers: r.answers, ...wireAuthor(r) })));
  });

  // The header's two counts (the spec's replayNum and answerNum), and reading them all.
  app.get<{ Querystring: { _t?: string } }>('/devops/forum/notice/counts', checked({ querystring: { _t: text(20) } }), async (request) =>
    ok(await unreadCounts(db, requireAuth(request).userId)));

  app.post<{ Body: { postId?: string } }>('/devops/forum/notice/read', checked({ body: { postId: ID } }), async (request) => {
    await markRead(db, requireAuth(request).userId, request.body?.postId || undefined);
    return okMessage('已读');
  });

  /** Whom a writer may @: people by name or username (the mention list as they type). */
  app.get<{ Querystring: { keyword?: string } }>('/devops/forum/user/list', checked({ querystring: { keyword: text(50) } }), async (request) => {
    requireAuth(request);
    return ok(await forumPeople.mentionCandidates(db, request.query.keyword ?? ''));
  });
}
