import type { Queryable } from '../../db/database';
import { formatDateTime } from '../../http/format';

/** One recipient of an announcement as the 阅读情况 view lists them. */
export interface AnnouncementReader {
  userId: string;
  username: string;
  realname: string;
  departName: string | null;
  read: boolean;
  readTime: string | null;
}

/**
 * Who an announcement reached and who has read it. Named audiences got their rows when it was published; one to
 * everyone reaches every active account (their rows are made as they first look), so those without a row are unread.
 */
export const announcementReads = {
  async readers(db: Queryable, anntId: string, toEveryone: boolean): Promise<AnnouncementReader[]> {
    const audience = toEveryone
      ? `SELECT u.id FROM sys_user u WHERE u.del_flag = 0 AND u.status = 1 UNION SELECT s.user_id FROM sys_announcement_send s WHERE s.annt_id = $1`
      : `SELECT s.user_id AS id FROM sys_announcement_send s WHERE s.annt_id = $1`;
    const { rows } = await db.query<Omit<AnnouncementReader, 'readTime'> & { readTime: Date | null }>(
      `SELECT u.id AS "userId", u.username, u.realname,
              (SELECT string_agg(d.depart_name, '、' ORDER BY d.depart_name) FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
                WHERE ud.user_id = u.id) AS "departName",
              coalesce(s.read_flag = '1', false) AS read,
              s.read_time AS "readTime"
         FROM (${audience}) a JOIN sys_user u ON u.id = a.id
         LEFT JOIN sys_announcement_send s ON s.annt_id = $1 AND s.user_id = u.id
        ORDER BY coalesce(s.read_flag = '1', false) DESC, s.read_time DESC NULLS LAST, u.username`,
      [anntId],
    );
    return rows.map((r) => ({ ...r, readTime: formatDateTime(r.readTime) }));
  },
};
