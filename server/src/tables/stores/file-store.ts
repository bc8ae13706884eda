import type { Queryable } from '../../db/database';

/** A stored upload as the download and permission checks read it (sys_file). */
export interface FileRow { storage_key: string; original_name: string; content_type: string; company_id: string | null; create_by: string }

/** One new upload's record: who stored what, where, for which company and project. */
export interface NewFile {
  id: string; key: string; biz: string; name: string; contentType: string; size: number; sha256: string;
  companyId: string | null; projectId: string | null; username: string;
}

/** The record of uploads (sys_file). */
export const files = {
  /** Reads the upload stored under a key. */
  async byKey(db: Queryable, key: string): Promise<FileRow | undefined> {
    const { rows } = await db.query<FileRow>('SELECT storage_key, original_name, content_type, company_id, create_by FROM sys_file WHERE storage_key = $1', [key]);
    return rows[0];
  },
  /**
   * Files an upload under a company (a user's avatar under the user's company), so the people of that company, the
   * user among them, may fetch it; the group sees every file anyway.
   */
  async assignCompany(db: Queryable, key: string, companyId: string | null): Promise<void> {
    await db.query('UPDATE sys_file SET company_id = $2 WHERE storage_key = $1', [key, companyId]);
  },
  /** Records a new upload. */
  async insert(db: Queryable, f: NewFile): Promise<void> {
    await db.query(
      `INSERT INTO sys_file (id, storage_key, biz, original_name, content_type, size, sha256, company_id, project_id, create_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [f.id, f.key, f.biz, f.name, f.contentType, f.size, f.sha256, f.companyId, f.projectId, f.username],
    );
  },
};
