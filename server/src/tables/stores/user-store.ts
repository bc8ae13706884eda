import type { Queryable } from '../../db/database';

/** A user as login, session and SMS routes read it: every column of sys_user but the password hash. */
export interface UserRow {
  id: string; username: string; realname: string; avatar: string | null; birthday: Date | string | null; sex: number | null;
  email: string | null; phone: string | null; org_code: string | null; status: number; del_flag: number; work_no: string | null;
  post: string | null; user_identity: number; company_id: string | null; rel_tenant_ids: string; create_by: string | null;
  create_time: Date | null; update_by: string | null; update_time: Date | null;
}

const USER_COLUMNS = `id, username, realname, avatar, birthday, sex, email, phone, org_code, status, del_flag, work_no, post,
  user_identity, company_id, rel_tenant_ids, create_by, create_time, update_by, update_time`;

/** What logging in, switching department and changing a password read and write of a user (rows of sys_user). */
export const users = {
  /** Reads an undeleted user by id. */
  async byId(db: Queryable, id: string): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE id = $1 AND del_flag = 0`, [id]);
    return rows[0];
  },

  /** Whether a live user is a superior (`user_identity` 2) and the departments they answer for (`depart_ids`). */
  async responsibility(db: Queryable, id: string): Promise<{ user_identity: number; depart_ids: string | null } | undefined> {
    const { rows } = await db.query<{ user_identity: number; depart_ids: string | null }>(
      'SELECT user_identity, depart_ids FROM sys_user WHERE id = $1 AND del_flag = 0', [id]);
    return rows[0];
  },

  /** Reads an undeleted user by username. */
  async byUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE username = $1 AND del_flag = 0`, [username]);
    return rows[0];
  },

  /** Reads an undeleted user by username with the password hash, for the password login only. */
  async withPasswordHash(db: Queryable, username: string): Promise<(UserRow & { password_hash: string }) | undefined> {
    const { rows } = await db.query<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, password_hash FROM sys_user WHERE username = $1 AND del_flag = 0`,
      [username],
    );
    return rows[0];
  },

  /** Reads the undeleted user bound to a phone number. */
  async byPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE phone = $1 AND del_flag = 0`, [phone]);
    return rows[0];
  },

  /** Whether an undeleted user has this phone number. */
  async phoneRegistered(db: Queryable, phone: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM sys_user WHERE phone = $1 AND del_flag = 0', [phone]);
    return rows.length > 0;
  },

  /** Reads a user's password hash (deleted or not); undefined for an unknown id. */
  async passwordHash(db: Queryable, id: string): Promise<string | undefined> {
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM sys_user WHERE id = $1', [id]);
    return rows[0]?.password_hash;
  },

  /** Writes a new password hash: changed by the user themself (`updatedBy`), or reset by SMS code (no author). */
  async setPasswordHash(db: Queryable, id: string, hash: string, updatedBy?: string): Promise<void> {
    if (updatedBy === undefined) {
      await db.query('UPDATE sys_user SET password_hash = $1, password_change_required = false, update_time = now() WHERE id = $2', [hash, id]);
    } else {
      await db.query('UPDATE sys_user SET password_hash = $1, password_change_required = false, update_time = now(), update_by = $2 WHERE id = $3', [hash, updatedBy, id]);
    }
  },

  /** Writes the department the user chose as their current one (org_code), with who and when. */
  async selectDepart(db: Queryable, id: string, orgCode: string, updatedBy: string): Promise<void> {
    await db.query('UPDATE sys_user SET org_code = $1, update_time = now(), update_by = $2 WHERE id = $3', [orgCode, updatedBy, id]);
  },

  /** Writes the current department a login settled on (org_code only: not an edit of the user). */
  async settleDepart(db: Queryable, id: string, orgCode: string): Promise<void> {
    await db.query('UPDATE sys_user SET org_code = $1 WHERE id = $2', [orgCode, id]);
  },

  /** Whether an administrator reset the user's password and they have not chosen their own since. */
  async passwordChangeRequired(db: Queryable, id: string): Promise<boolean> {
    const { rows } = await db.query<{ required: boolean }>('SELECT password_change_required AS required FROM sys_user WHERE id = $1', [id]);
    return rows[0]?.required === true;
  },

  /** An administrator's reset: the new hash, and the user must choose their own password at their next login. */
  async resetPassword(db: Queryable, id: string, hash: string, by: string): Promise<void> {
    await db.query('UPDATE sys_user SET password_hash = $1, password_change_required = true, update_time = now(), update_by = $2 WHERE id = $3', [hash, by, id]);
  },

  /** Reads the company a user belongs to (deleted or not); null for none or an unknown id. */
  async companyOf(db: Queryable, id: string): Promise<string | null> {
    const { rows } = await db.query<{ company_id: string | null }>('SELECT company_id FROM sys_user WHERE id = $1', [id]);
    return rows[0]?.company_id ?? null;
  },
};
