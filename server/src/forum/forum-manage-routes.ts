import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError, fieldError, ok, okMessage } from '../http/envelope';
import { formatDateTime } from '../http/format';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';
import { newId } from '../tables/table-repository';
import { assertEditor, postOr404 } from './forum-access';
import { markRead, ringBell, unreadCounts } from './forum-notify';
import type { ForumDeps } from './forum-post-routes';
import { replies } from './forum-replies';
import { AUTHOR_COLUMNS, editorIds } from './forum-store';
import { wireAuthor } from './forum-wire';

const checked = (parts: Parameters<typeof requestSchema>[0]) => ({ schema: requestSchema(parts), schemaErrorFormatter: requestErrors });

/** Editors' tools (置顶, 锁定, 设为新闻, 移动), reports, the ranking, experts, the header counts and the @ list. */
export function forumManageRoutes(app: FastifyInstance, { db, bus }: ForumDeps): void {
  const flags: [string, string, string, string][] = [
    ['pin', 'pinned', '已置顶', '已取消置顶'], ['lock', 'locked', '已锁定，不能再回复', '已解除锁定'], ['news', 'is_news', '已设为新闻', '已取消新闻'],
  ];
  for (const [path, column, onText, offText] of flags) {
    app.post<{ Body: { id?: string; on?: boolean } }>(`/devops/forum/post/${path}`, checked({ body: { id: ID, on: { type: 'boolean' } } }), async (request) => {
      await assertEditor(db, requireAuth(request));
      const post = await postOr404(db, String(request.body?.id ?? ''));
      const on = request.body.on ?? true;
      await db.query(`UPDATE forum_post SET ${column} = $2 WHERE id = $1`, [post.id, on]);
      return okMessage(on ? onText : offText);
    });
  }

  app.post<{ Body: { id?: string; boardCode?: string } }>('/devops/forum/post/move', checked({ body: { id: ID, boardCode: text(32) } }), async (request) => {
    await assertEditor(db, requireAuth(request));
    const post = await postOr404(db, String(request.body?.id ?? ''));
    const board = (await db.query<{ name: string }>('SELECT name FROM forum_board WHERE code = $1 AND kind = $2', [request.body.boardCode ?? '', post.kind])).rows[0];
    if (!board) throw fieldError('boardCode', '请选择要移至的版块');
    await db.query('UPDATE forum_post SET board_code = $2 WHERE id = $1', [post.id, request.body.boardCode]);
    return okMessage(`已移至「${board.name}」`);
  });

  app.post<{ Body: { postId?: string; replyId?: string; reason?: string } }>('/devops/forum/report/add',
    checked({ body: { postId: ID, replyId: ID, reason: text(1000) } }), async (request) => {
      const auth = requireAuth(request);
      const post = await postOr404(db, String(request.body?.postId ?? ''));
      const reason = (request.body.reason ?? '').trim();
      if (!reason) throw fieldError('reason', '请填写举报理由');
      if ([...reason].length > 300) throw fieldError('reason', '举报理由不能超过300个字');
      if (request.body.replyId && (await replies.find(db, request.body.replyId))?.post_id !== post.id) throw new ApiError(404, '回复不存在或已删除');
      await db.query('INSERT INTO forum_report (id, post_id, reply_id, reporter_id, reason) VALUES ($1, $2, $3, $4, $5)',
        [newId(), post.id, request.body.replyId || null, auth.userId, reason]);
      await ringBell(db, bus, (await editorIds(db)).filter((u) => u !== auth.userId), `论坛举报待处理：「${String(post.title).slice(0, 40)}」`, String(post.id));
      return okMessage('举报已提交，版主会尽快处理');
    });

  app.get<{ Querystring: { status?: string } }>('/devops/forum/report/list', checked({ querystring: { status: text(10) } }), async (request) => {
    await assertEditor(db, requireAuth(request));
    const { rows } = await db.query(
      `SELECT r.id, r.post_id, p.title, r.reply_id, r.reason, r.status, r.create_time, u.realname AS reporter
         FROM forum_report r JOIN forum_post p ON p.id = r.post_id JOIN sys_user u ON u.id = r.reporter_id
        WHERE r.status = $1 ORDER BY r.create_time DESC LIMIT 200`, [request.query.status === 'done' ? 'done' : 'open']);
    return ok(rows.map((r) => ({ id: r.id, postId: r.post_id, title: r.title, replyId: r.reply_id, reason: r.reason, status: r.status,
      reporter: r.reporter, createTime: formatDateTime(r.create_time as Date) })));
  });

  app.post<{ Body: { id?: string } }>('/devops/forum/report/handle', checked({ body: { id: ID } }), async (request) => {
    const auth = requireAuth(request);
    await assertEditor(db, auth);
    const { rowCount } = await db.query(`UPDATE forum_report SET status = 'done', handled_by = $2, handled_time = now() WHERE id = $1 AND status = 'open'`,
      [request.body?.id ?? '', auth.userId]);
    if (!rowCount) throw new ApiError(404, '举报不存在或已处理');
    return okMessage('已处理');
  });

  /** 排行榜: posts by reactions and replies, contributors by posts, replies, accepted answers and likes received. */
  app.get<{ Querystring: { period?: string; kind?: string } }>('/devops/forum/ranking', checked({ querystring: { period: text(10), kind: text(10) } }), async (request) => {
    requireAuth(request);
    const days = request.query.period === 'month' ? 30 : 7;
    const kind = request.query.kind === 'question' ? 'question' : 'post';
    const since = `now() - interval '${days} days'`;
    const postRows = await db.query(
      `SELECT p.id, p.title, p.reply_count, p.thumbs_count, p.love_count, p.collection_count, ${AUTHOR_COLUMNS},
              (p.thumbs_count + p.love_count + p.collection_count + 2 * p.reply_count) AS score
         FROM forum_post p JOIN sys_user u ON u.id = p.author_id
        WHERE p.del_flag = 0 AND p.kind = $1 AND p.create_time >= ${since}
        ORDER BY score DESC, p.create_time DESC LIMIT 10`, [kind]);
    const people = await db.query(
      `WITH c AS (
         SELECT author_id AS uid, 5 AS pts FROM forum_post WHERE del_flag = 0 AND create_time >= ${since}
         UNION ALL SELECT author_id, 2 FROM forum_reply WHERE del_flag = 0 AND create_time >= ${since}
         UNION ALL SELECT r.author_id, 10 FROM forum_post p JOIN forum_reply r ON r.id = p.accepted_reply_id WHERE r.create_time >= ${since}
         UNION ALL SELECT p.author_id, 1 FROM forum_reaction x JOIN forum_post p ON p.id = x.target_id WHERE x.create_time >= ${since})
       SELECT u.id, ${AUTHOR_COLUMNS}, sum(c.pts)::int AS score, count(*)::int AS actions
         FROM c JOIN sys_user u ON u.id = c.uid GROUP BY u.id ORDER BY score DESC, u.username LIMIT 10`);
    return ok({
      period: days === 30 ? 'month' : 'week',
      posts: postRows.rows.map((r) => ({ id: r.id, title: r.title, score: Number(r.score), replyCount: r.reply_count, thumbsCount: r.thumbs_count, author: wireAuthor(r) })),
      users: people.rows.map((r) => ({ ...wireAuthor(r), score: r.score })),
    });
  });

  app.get<{ Querystring: { board?: string } }>('/devops/forum/expert/list', checked({ querystring: { board: text(32) } }), async (request) => {
    requireAuth(request);
    const { rows } = await db.query(
      `SELECT e.board_code, b.name AS board_name, e.title, ${AUTHOR_COLUMNS},
              (SELECT count(*)::int FROM forum_post p JOIN forum_reply r ON r.id = p.accepted_reply_id WHERE r.author_id = u.id) AS accepted,
              (SELECT count(*)::int FROM forum_reply r JOIN forum_post p ON p.id = r.post_id WHERE r.author_id = u.id AND p.kind = 'question' AND r.del_flag = 0) AS answers
         FROM forum_expert e JOIN forum_board b ON b.code = e.board_code JOIN sys_user u ON u.id = e.user_id
        WHERE ($1 = '' OR e.board_code = $1) ORDER BY b.sort, accepted DESC`, [request.query.board ?? '']);
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
    const kw = `%${(request.query.keyword ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await db.query(
      `SELECT u.username, u.realname, u.avatar, u.post FROM sys_user u WHERE u.del_flag = 0 AND u.status = 1 AND (u.realname LIKE $1 OR u.username LIKE $1)
        ORDER BY u.username LIMIT 10`, [kw]);
    return ok(rows);
  });
}
