import type { Queryable } from '../../db/database';
import { postNameSql } from './position-names';

export interface MentionCandidate { username: string; realname: string; avatar: string | null; post: string | null }

/** The people of the forum as it reads them from sys_user and the roles: editors, writers' names, whom to @. */
export const forumPeople = {
  /** Whether the user is a forum editor (版主): the forum_editor role, or the administrator. */
  async isEditor(db: Queryable, userId: string): Promise<boolean> {
    const { rows } = await db.query(
      `SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 AND r.role_code IN ('forum_editor', 'admin') LIMIT 1`,
      [userId]);
    return rows.length > 0;
  },

  /** The undeleted editors, who hear of reports. */
  async editorIds(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ user_id: string }>(
      `SELECT DISTINCT ur.user_id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id JOIN sys_user u ON u.id = ur.user_id
        WHERE r.role_code IN ('forum_editor', 'admin') AND u.del_flag = 0`);
    return rows.map((r) => r.user_id);
  },

  /** The ids of the undeleted users with these usernames. */
  async idsByUsername(db: Queryable, usernames: string[]): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_user WHERE del_flag = 0 AND username = ANY($1)', [usernames]);
    return rows.map((r) => r.id);
  },

  /** A user's real name (deleted or not); undefined for an unknown id. */
  async realname(db: Queryable, userId: string): Promise<string | undefined> {
    const { rows } = await db.query<{ realname: string }>('SELECT realname FROM sys_user WHERE id = $1', [userId]);
    return rows[0]?.realname;
  },

  /** Up to ten active users whose name or username contains the text (`%` and `_` as themselves), by username. */
  async mentionCandidates(db: Queryable, text: string): Promise<MentionCandidate[]> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await db.query<MentionCandidate>(
      `SELECT u.username, u.realname, u.avatar, ${postNameSql('u')} AS post FROM sys_user u WHERE u.del_flag = 0 AND u.status = 1 AND (u.realname LIKE $1 OR u.username LIKE $1)
        ORDER BY u.username LIMIT 10`, [like]);
    return rows;
  },
};
