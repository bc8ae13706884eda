import type { Queryable } from '../../db/database';

/** One self-registration as the administrator's list shows it. */
export interface RegisterRow {
  id: string;
  user_id: string | null;
  username: string;
  realname: string;
  phone: string;
  email: string | null;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_time: Date | null;
  reject_reason: string | null;
  create_time: Date;
}

/** Status of an account created by registration and not yet approved (sys_user.status; 1 normal, 2 frozen). */
export const PENDING_USER_STATUS = 3;

/** Self-registrations (sys_user_register) and the pending accounts they created in sys_user. */
export const registrations = {
  /** Which of the account name, phone and e-mail an account (any, deleted too: they stay unique) already holds. */
  async taken(db: Queryable, username: string, phone: string, email: string | null): Promise<{ username: boolean; phone: boolean; email: boolean }> {
    const { rows } = await db.query<{ u: boolean; p: boolean; e: boolean }>(
      `SELECT bool_or(lower(username) = lower($1)) AS u, bool_or(phone = $2) AS p, bool_or($3::text IS NOT NULL AND email = $3) AS e
         FROM sys_user WHERE lower(username) = lower($1) OR phone = $2 OR ($3::text IS NOT NULL AND email = $3)`,
      [username, phone, email],
    );
    const r = rows[0];
    return { username: Boolean(r?.u), phone: Boolean(r?.p), email: Boolean(r?.e) };
  },

  /** Creates the pending account (no company, no role: nothing opens until an administrator approves) and its request. */
  async create(db: Queryable, r: { userId: string; requestId: string; username: string; realname: string; passwordHash: string; phone: string; email: string | null; ip: string }): Promise<void> {
    await db.query(
      `INSERT INTO sys_user (id, username, realname, password_hash, phone, email, status, create_by) VALUES ($1,$2,$3,$4,$5,$6,$7,$2)`,
      [r.userId, r.username, r.realname, r.passwordHash, r.phone, r.email, PENDING_USER_STATUS],
    );
    await db.query(
      `INSERT INTO sys_user_register (id, user_id, username, realname, phone, email, ip) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [r.requestId, r.userId, r.username, r.realname, r.phone, r.email, r.ip],
    );
  },

  /** A page of registrations, newest first, optionally of one status. */
  async page(db: Queryable, status: string | undefined, limit: number, offset: number): Promise<{ rows: RegisterRow[]; total: number }> {
    const { rows } = await db.query<RegisterRow & { total: string }>(
      `SELECT *, count(*) OVER () AS total FROM sys_user_register WHERE ($1::text IS NULL OR status = $1)
        ORDER BY create_time DESC, id LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  },

  async byId(db: Queryable, id: string): Promise<RegisterRow | undefined> {
    const { rows } = await db.query<RegisterRow>('SELECT * FROM sys_user_register WHERE id = $1', [id]);
    return rows[0];
  },

  /** Approves a pending request: the account becomes a normal one. Answers false when it was no longer pending. */
  async approve(db: Queryable, id: string, by: string): Promise<boolean> {
    const { rows } = await db.query<{ user_id: string | null }>(
      `UPDATE sys_user_register SET status = 'approved', decided_by = $2, decided_time = now()
        WHERE id = $1 AND status = 'pending' RETURNING user_id`,
      [id, by],
    );
    if (!rows[0]?.user_id) return false;
    await db.query('UPDATE sys_user SET status = 1, update_by = $2, update_time = now() WHERE id = $1 AND status = $3', [rows[0].user_id, by, PENDING_USER_STATUS]);
    return true;
  },

  /**
   * Rejects a pending request with its reason and removes the account it created (it never logged in and owns
   * nothing), so the name and phone are free again. Answers false when it was no longer pending.
   */
  async reject(db: Queryable, id: string, by: string, reason: string): Promise<boolean> {
    const { rows } = await db.query<{ user_id: string | null }>(
      `UPDATE sys_user_register SET status = 'rejected', decided_by = $2, decided_time = now(), reject_reason = $3
        WHERE id = $1 AND status = 'pending' RETURNING user_id`,
      [id, by, reason],
    );
    if (!rows[0]) return false;
    const userId = rows[0].user_id;
    if (userId) {
      for (const table of ['sys_user_role', 'sys_user_depart', 'sys_user_project']) {
        await db.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
      }
      await db.query('DELETE FROM sys_user WHERE id = $1 AND status = $2', [userId, PENDING_USER_STATUS]);
    }
    return true;
  },
};
