import type { Queryable } from '../../db/database';
import type { Row } from '../table-repository';

/** A user's inbox: what is read, ordered and counted of the announcements sent to them (rows of sys_announcement). */
export const inbox = {
  /**
   * Announcements to everyone get their per-user row on first sight, as JeecgBoot does — those that had not ended
   * before the user existed.
   */
  async admitBroadcasts(db: Queryable, userId: string): Promise<void> {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id)
       SELECT md5(a.id || $1), a.id, $1 FROM sys_announcement a, sys_user u
        WHERE u.id = $1 AND a.msg_type = 'ALL' AND a.del_flag = '0' AND a.send_status = '1'
          AND (a.end_time IS NULL OR a.end_time >= u.create_time)
       ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [userId],
    );
  },

  /** Unread published announcements of one category (1 notices, 2 system messages), newest first, and how many. */
  async unread(db: Queryable, userId: string, category: string, limit: number): Promise<{ rows: Row[]; total: number }> {
    const base = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
      WHERE s.user_id = $1 AND s.read_flag = '0' AND a.send_status = '1' AND a.del_flag = '0' AND a.msg_category = $2`;
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT a.* ${base} ORDER BY a.send_time DESC NULLS LAST, a.create_time DESC LIMIT ${Math.trunc(limit)}`, [userId, category]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, [userId, category]),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /** A page of every published announcement sent to the user, newest first, with the user's row id and read flag. */
  async page(db: Queryable, userId: string, pageNo: number, pageSize: number): Promise<{ rows: Row[]; total: number }> {
    const base = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
      WHERE s.user_id = $1 AND a.send_status = '1' AND a.del_flag = '0'`;
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT a.*, s.id AS send_id, s.read_flag ${base} ORDER BY a.send_time DESC
        LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((pageNo - 1) * pageSize)}`, [userId]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, [userId]),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /** Marks one announcement (or, without one, all) read for the user. */
  async markRead(db: Queryable, userId: string, anntId?: string): Promise<void> {
    if (anntId === undefined) {
      await db.query(`UPDATE sys_announcement_send SET read_flag = '1', read_time = now() WHERE user_id = $1 AND read_flag = '0'`, [userId]);
    } else {
      await db.query(`UPDATE sys_announcement_send SET read_flag = '1', read_time = now() WHERE annt_id = $1 AND user_id = $2`, [anntId, userId]);
    }
  },

  /**
   * Counts the published, undeleted announcements addressed to the user (to everyone since they joined, or to them by
   * name) that they have not read.
   */
  async unreadCount(db: Queryable, userId: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n
         FROM sys_announcement a
         JOIN sys_user u ON u.id = $1
         LEFT JOIN sys_announcement_send s ON s.annt_id = a.id AND s.user_id = u.id
        WHERE a.send_status = '1' AND a.del_flag = '0'
          AND COALESCE(s.read_flag, '0') = '0'
          AND (s.id IS NOT NULL OR (a.msg_type = 'ALL' AND (a.end_time IS NULL OR a.end_time >= u.create_time)))`,
      [userId],
    );
    return rows[0].n;
  },
};
