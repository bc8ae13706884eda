import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

/** The flags an editor sets on a post: 置顶, 锁定, 设为新闻. */
export type PostFlag = 'pinned' | 'locked' | 'is_news';

const FLAG_COLUMNS: Record<PostFlag, string> = { pinned: 'pinned', locked: 'locked', is_news: 'is_news' };

export interface ReportRow {
  id: string; post_id: string; title: string; reply_id: string | null; reason: string; status: string; create_time: Date; reporter: string;
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

  /** The newest 200 reports of one status, with the post's title and the reporter's name. */
  async reports(db: Queryable, status: 'open' | 'done'): Promise<ReportRow[]> {
    const { rows } = await db.query<ReportRow>(
      `SELECT r.id, r.post_id, p.title, r.reply_id, r.reason, r.status, r.create_time, u.realname AS reporter
         FROM forum_report r JOIN forum_post p ON p.id = r.post_id JOIN sys_user u ON u.id = r.reporter_id
        WHERE r.status = $1 ORDER BY r.create_time DESC LIMIT 200`, [status]);
    return rows;
  },

  /** Marks an open report handled by the editor; false when there is no such open report. */
  async handleReport(db: Queryable, id: string, editorId: string): Promise<boolean> {
    const { rowCount } = await db.query(`UPDATE forum_report SET status = 'done', handled_by = $2, handled_time = now() WHERE id = $1 AND status = 'open'`,
      [id, editorId]);
    return rowCount > 0;
  },
};
