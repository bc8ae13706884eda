import type { Queryable } from '../../db/database';
import type { AuthInfo } from '../../auth/tokens';
import { newId } from '../table-repository';

/** What a folder's authority grants: 查看 (see its records), 下载/预览 (fetch their files), 上传 (file into it), 管理 (all of it, and others' records). */
export type ArchiveRight = 'view' | 'download' | 'upload' | 'manage';

const COLUMN: Record<ArchiveRight, string> = { view: 'can_view', download: 'can_download', upload: 'can_upload', manage: 'can_manage' };

/**
 * The ids of the archive folders (档案分类) in which the caller holds `right`, as a subquery (values appended to `params`).
 *
 * The rule, as an archive room keeps it: a folder with authorities is open only to the roles, departments and people
 * they name, each with the rights ticked (管理 includes the others); a folder without any follows the nearest folder
 * above it that has some; where no folder on the way up has any, the folder is open to the company's staff as far as
 * their buttons allow. The administrator holds every right.
 */
export function foldersWith(right: ArchiveRight, auth: AuthInfo, params: unknown[]): string {
  const me = params.push(auth.username ?? '');
  const user = params.push(auth.userId);
  const granted = right === 'manage' ? "a.can_manage = '1'" : `(a.can_manage = '1' OR a.${COLUMN[right]} = '1')`;
  const governs = (c: string) => `EXISTS (SELECT 1 FROM biz_archive_authority a WHERE a.category_id = ${c}.id AND a.del_flag = 0)`;
  return `WITH RECURSIVE tree(id, gov) AS (
      SELECT c.id, CASE WHEN ${governs('c')} THEN c.id END FROM biz_archive_category c
       WHERE c.del_flag = 0 AND (c.parent_id IS NULL OR c.parent_id NOT IN (SELECT p.id FROM biz_archive_category p WHERE p.del_flag = 0))
      UNION ALL
      SELECT c.id, CASE WHEN ${governs('c')} THEN c.id ELSE t.gov END FROM biz_archive_category c JOIN tree t ON c.parent_id = t.id WHERE c.del_flag = 0)
    SELECT tree.id FROM tree
     WHERE tree.gov IS NULL
        OR EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $${user} AND r.role_code = 'admin')
        OR EXISTS (SELECT 1 FROM biz_archive_authority a WHERE a.category_id = tree.gov AND a.del_flag = 0 AND ${granted} AND (
             (a.principal_type = 'user' AND a.username = $${me})
          OR (a.principal_type = 'role' AND a.role_code IN (SELECT r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $${user}))
          OR (a.principal_type = 'depart' AND a.depart_id IN (SELECT ud.dep_id FROM sys_user_depart ud WHERE ud.user_id = $${user}))))`;
}

/** Whether the caller holds `right` in one folder. */
export async function hasFolderRight(db: Queryable, auth: AuthInfo, right: ArchiveRight, folderId: string): Promise<boolean> {
  const params: unknown[] = [folderId];
  const { rows } = await db.query(`SELECT 1 WHERE $1 IN (${foldersWith(right, auth, params)})`, params);
  return rows.length > 0;
}

/** The rows of 档案文件 in folders where the caller may view (档案历史版本 shows only those records' versions). */
export function documentsVisible(auth: AuthInfo, params: unknown[]): string {
  return `SELECT d.id FROM biz_archive_document d WHERE d.del_flag = 0 AND d.category_id IN (${foldersWith('view', auth, params)})`;
}

/** An archive record's file, current or an earlier version, with what the download log names. */
export interface ArchiveFile { document_id: string; category_id: string; company_id: string | null; archive_no: string | null; title: string; version_no: number | null }

export const archiveRecords = {
  /** The record whose electronic file (now or in an earlier version) is this stored file, if any. */
  async byFileKey(db: Queryable, key: string): Promise<ArchiveFile | undefined> {
    const { rows } = await db.query<ArchiveFile>(
      `SELECT d.id AS document_id, d.category_id, d.company_id, d.archive_no, d.title, d.version_no FROM biz_archive_document d
        WHERE d.del_flag = 0 AND $1 = ANY(string_to_array(d.file_key, ','))
       UNION ALL
       SELECT d.id, d.category_id, d.company_id, d.archive_no, d.title, v.version_no FROM biz_archive_version v JOIN biz_archive_document d ON d.id = v.document_id
        WHERE v.del_flag = 0 AND d.del_flag = 0 AND $1 = ANY(string_to_array(v.file_key, ','))
       LIMIT 1`, [key]);
    return rows[0];
  },

  /** One fetch of an archive file, for 下载记录. */
  async logDownload(db: Queryable, file: ArchiveFile, username: string, fileName: string, clientIp: string): Promise<void> {
    await db.query(
      `INSERT INTO biz_archive_download_log (id, company_id, create_by, document_id, download_time, username, archive_no, title, version_no, file_name, client_ip)
       VALUES ($1, $2, $3, $4, now(), $3, $5, $6, $7, $8, $9)`,
      [newId(), file.company_id, username, file.document_id, file.archive_no, file.title, file.version_no, fileName.slice(0, 255), clientIp.slice(0, 64)],
    );
  },

  /** Keeps a record's replaced file as a numbered earlier version. */
  async keepVersion(db: Queryable, documentId: string, username: string, versionNo: number, fileKey: string, changeNote: string | null): Promise<void> {
    await db.query(
      `INSERT INTO biz_archive_version (id, company_id, create_by, document_id, archive_no, title, version_no, file_key, change_note)
       SELECT $1, company_id, $2, id, archive_no, title, $3, $4, $5 FROM biz_archive_document WHERE id = $6`,
      [newId(), username, versionNo, fileKey, changeNote, documentId],
    );
  },

  /** The folder, title and filer of records about to be deleted. */
  async folders(db: Queryable, ids: string[]): Promise<{ id: string; title: string; category_id: string; create_by: string | null }[]> {
    const { rows } = await db.query<{ id: string; title: string; category_id: string; create_by: string | null }>(
      'SELECT id, title, category_id, create_by FROM biz_archive_document WHERE id = ANY($1)', [ids]);
    return rows;
  },
};
