import type { Queryable } from '../../db/database';

// What the token service keeps in the database: the installation's signing secret and one row per issued token.

/** Stores `candidate` as the installation's token secret unless one exists (sys_install), and reads the one in force. */
export async function signingSecret(db: Queryable, candidate: string): Promise<string> {
  await db.query(`INSERT INTO sys_install (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING`, [candidate]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM sys_install WHERE key = 'token_secret'`);
  return rows[0].value;
}

/** A new session row: who, in which context, from where, until when. */
export interface NewSession {
  id: string;
  userId: string;
  companyId: string | null;
  projectId: string | null;
  menuCode: string;
  ip: string | null;
  userAgent: string | null;
  expires: Date;
}

/** A live session with the user's name and tenants (sys_session joined to sys_user). */
export interface LiveSession {
  user_id: string; username: string; company_id: string | null; project_id: string | null; menu_code: '11' | '12';
  rel_tenant_ids: string;
  /** When the session was last used (refreshed at most once a minute); null before its first use. */
  last_active_time: Date | null;
  /** The installation's 'rights' version now: what the user's roles grant is memoised under it. */
  rights_version: string;
}

/** The sessions behind the platform's tokens (rows of sys_session). */
export const sessions = {
  /** Inserts the row of a token about to be issued. */
  async insert(db: Queryable, s: NewSession): Promise<void> {
    await db.query(
      `INSERT INTO sys_session (id, user_id, company_id, project_id, menu_code, ip, user_agent, expire_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [s.id, s.userId, s.companyId, s.projectId, s.menuCode, s.ip, s.userAgent, s.expires],
    );
  },

  /** Reads a session that is neither revoked nor expired, of an active, undeleted user; undefined otherwise. */
  async live(db: Queryable, sessionId: string): Promise<LiveSession | undefined> {
    const { rows } = await db.query<LiveSession>(
      `SELECT s.user_id, u.username, s.company_id, s.project_id, s.menu_code, u.rel_tenant_ids, s.last_active_time,
              (SELECT v.version::text FROM sys_cache_version v WHERE v.name = 'rights') AS rights_version
         FROM sys_session s JOIN sys_user u ON u.id = s.user_id
        WHERE s.id = $1 AND s.revoke_time IS NULL AND s.expire_time > now() AND u.status = 1 AND u.del_flag = 0`,
      [sessionId],
    );
    return rows[0];
  },

  /** Which of these sessions are still live (not revoked or expired, their user active): the others ended meanwhile. */
  async liveAmong(db: Queryable, sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const { rows } = await db.query<{ id: string }>(
      `SELECT s.id FROM sys_session s JOIN sys_user u ON u.id = s.user_id
        WHERE s.id = ANY($1) AND s.revoke_time IS NULL AND s.expire_time > now() AND u.status = 1 AND u.del_flag = 0`,
      [sessionIds],
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Records that the session was used now, unless that was recorded in the last minute (在线用户's 最后活动). */
  async touch(db: Queryable, sessionId: string): Promise<void> {
    await db.query(
      `UPDATE sys_session SET last_active_time = now() WHERE id = $1 AND (last_active_time IS NULL OR last_active_time < now() - interval '1 minute')`,
      [sessionId],
    );
  },

  /** Marks one session revoked (once). */
  async revoke(db: Queryable, sessionId: string): Promise<void> {
    await db.query('UPDATE sys_session SET revoke_time = now() WHERE id = $1 AND revoke_time IS NULL', [sessionId]);
  },

  /** Marks every live session of a user revoked but `exceptSessionId` ('' for none), noting why (`frozen`, `reset`). */
  async revokeAllOf(db: Queryable, userId: string, exceptSessionId: string, reason: string | null = null): Promise<void> {
    await db.query(
      'UPDATE sys_session SET revoke_time = now(), revoke_reason = $3 WHERE user_id = $1 AND revoke_time IS NULL AND id <> $2',
      [userId, exceptSessionId, reason],
    );
  },

  /** Why a session no longer answers: its user frozen, or the reason its revocation noted; undefined otherwise. */
  async refusal(db: Queryable, sessionId: string): Promise<'frozen' | 'reset' | undefined> {
    const { rows } = await db.query<{ status: number; revoke_reason: string | null }>(
      'SELECT u.status, s.revoke_reason FROM sys_session s JOIN sys_user u ON u.id = s.user_id WHERE s.id = $1', [sessionId]);
    const row = rows[0];
    if (!row) return undefined;
    if (row.status === 2 || row.revoke_reason === 'frozen') return 'frozen';
    return row.revoke_reason === 'reset' ? 'reset' : undefined;
  },

  /** Reads the newest live sessions (not revoked, not expired) with their user, at most `limit`. */
  async active(db: Queryable, limit: number) {
    const { rows } = await db.query<{
      id: string; user_id: string; username: string; realname: string; ip: string | null; user_agent: string | null; create_time: Date;
      expire_time: Date; last_active_time: Date | null; menu_code: string;
    }>(
      `SELECT s.id, s.user_id, u.username, u.realname, s.ip, s.user_agent, s.create_time, s.expire_time, s.last_active_time, s.menu_code
         FROM sys_session s JOIN sys_user u ON u.id = s.user_id
        WHERE s.revoke_time IS NULL AND s.expire_time > now() ORDER BY coalesce(s.last_active_time, s.create_time) DESC LIMIT $1`, [limit]);
    return rows;
  },
};
