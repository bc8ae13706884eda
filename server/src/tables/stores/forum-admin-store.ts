import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

/** The flags an editor sets on a post: 置顶, 锁定, 设为新闻. */
export type PostFlag = 'pinned' | 'locked' | 'is_news';

const FLAG_COLUMNS: Record<PostFlag, string> = { pinned: 'pinned', locked: 'locked', is_news: 'is_news' };

/** What became of a report: 待处理, 已处理 (the post deleted or locked), 已驳回. */
export type ReportStatus = 'open' | 'done' | 'rejected';
/** What an editor did about a report. */
export type ReportAction = 'delete' | 'lock' | 'reject';

export interface ReportRow {
  id: string; post_id: string; title: string; excerpt: string | null; post_deleted: boolean; post_locked: boolean;
  reply_id: string | null; reply_text: string | null; reason: string; status: ReportStatus; create_time: Date;
  reporter_id: string; reporter: string; handler: string | null; handle_action: ReportAction | null; handle_note: string | null; handled_time: Date | null;
}

/** The editors' tools on posts (rows of forum_post) and the reports readers file (rows of forum_report). */
export const forumAdmin = {
  /** Sets or clears one flag of a post. */
  async setFlag(db: Queryable, postId: string, flag: PostFlag, on: boolean): Promise<void> {
    await db.query(`UPDATE forum_post SET ${FLAG_COLUMNS[flag]} = $2 WHERE id = $1`, [postId, on]);
  },

  /** Moves a post to another board. */
  async move(db: Queryable, postId: string, boardCode: string): Promise<void> {
    await db.query('UPDATE forum_post SET board_code = $2 WHERE id = $1', [postId, boardCode]);
  },

  /** Files a report on a post (or on one of its replies). */
  async addReport(db: Queryable, r: { postId: string; replyId: string | null; reporterId: string; reason: string }): Promise<void> {
    await db.query('INSERT INTO forum_report (id, post_id, reply_id, reporter_id, reason) VALUES ($1, $2, $3, $4, $5)',
      [newId(), r.postId, r.replyId, r.reporterId, r.reason]);
  },

  /**
   * A page of reports of one status (the open ones oldest first, as they wait; the handled newest first), with the
   * post's title and excerpt, the reported reply's text, the reporter's and the handler's names.
   */
  async reports(db: Queryable, status: ReportStatus, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
    const [list, count] = await Promise.all([
      db.query<ReportRow>(
        `SELECT r.id, r.post_id, p.title, p.excerpt, p.del_flag <> 0 AS post_deleted, p.locked AS post_locked, r.reply_id,
                left(regexp_replace(rp.content, '<[^>]*>', '', 'g'), 200) AS reply_text, r.reason, r.status, r.create_time,
                r.reporter_id, u.realname AS reporter, h.realname AS handler, r.handle_action, r.handle_note, r.handled_time
           FROM forum_report r JOIN forum_post p ON p.id = r.post_id JOIN sys_user u ON u.id = r.reporter_id
           LEFT JOIN forum_reply rp ON rp.id = r.reply_id LEFT JOIN sys_user h ON h.id = r.handled_by
          WHERE r.status = $1 ORDER BY r.create_time ${status === 'open' ? 'ASC' : 'DESC'}, r.id LIMIT $2 OFFSET $3`,
        [status, page.limit, page.offset]),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM forum_report WHERE status = $1', [status]),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /** How many reports there are of each status (the tabs' counts). */
  async reportCounts(db: Queryable): Promise<Record<ReportStatus, number>> {
    const { rows } = await db.query<{ status: ReportStatus; n: number }>('SELECT status, count(*)::int AS n FROM forum_report GROUP BY status');
    const counts: Record<ReportStatus, number> = { open: 0, done: 0, rejected: 0 };
    for (const r of rows) counts[r.status] = r.n;
    return counts;
  },

  /** An open report, locked for this transaction (two editors handling it at once: the second finds it handled). */
  async openReport(db: Queryable, id: string): Promise<{ id: string; post_id: string } | undefined> {
    const { rows } = await db.query<{ id: string; post_id: string }>(`SELECT id, post_id FROM forum_report WHERE id = $1 AND status = 'open' FOR UPDATE`, [id]);
    return rows[0];
  },

  /**
   * Closes open reports: deleting or locking the post settles every open report on it (each reporter hears), a
   * rejection only the one report. Answers the reporters of the reports it closed.
   */
  async closeReports(db: Queryable, target: { reportId: string } | { postId: string }, editorId: string, action: ReportAction, note: string | null): Promise<string[]> {
    const where = 'reportId' in target ? 'id = $1' : 'post_id = $1';
    const { rows } = await db.query<{ reporter_id: string }>(
      `UPDATE forum_report SET status = $2, handle_action = $3, handle_note = $4, handled_by = $5, handled_time = now()
        WHERE ${where} AND status = 'open' RETURNING reporter_id`,
      ['reportId' in target ? target.reportId : target.postId, action === 'reject' ? 'rejected' : 'done', action, note, editorId]);
    return rows.map((r) => r.reporter_id);
  },
};
