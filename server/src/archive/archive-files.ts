import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { newId } from '../tables/table-repository';
import { hasFolderRight } from './archive-rights';

interface ArchiveFile { document_id: string; category_id: string; company_id: string | null; archive_no: string | null; title: string; version_no: number | null }

/**
 * The archive's say over a stored file: a file that is a 档案文件's electronic file (current or an earlier version) is
 * fetched — previewed or downloaded — only with the 下载/预览 right of its folder, and every fetch is written to the
 * 下载记录. Files of other modules pass untouched. Refuses with 403.
 */
export async function guardArchiveFile(db: Queryable, key: string, fileName: string, auth: AuthInfo, clientIp: string): Promise<void> {
  const { rows } = await db.query<ArchiveFile>(
    `SELECT d.id AS document_id, d.category_id, d.company_id, d.archive_no, d.title, d.version_no FROM biz_archive_document d
      WHERE d.del_flag = 0 AND $1 = ANY(string_to_array(d.file_key, ','))
     UNION ALL
     SELECT d.id, d.category_id, d.company_id, d.archive_no, d.title, v.version_no FROM biz_archive_version v JOIN biz_archive_document d ON d.id = v.document_id
      WHERE v.del_flag = 0 AND d.del_flag = 0 AND $1 = ANY(string_to_array(v.file_key, ','))
     LIMIT 1`, [key]);
  const file = rows[0];
  if (!file) return;
  if (!(await hasFolderRight(db, auth, 'download', file.category_id))) throw new ApiError(403, '您没有下载该档案的权限，请向档案管理员申请');
  await db.query(
    `INSERT INTO biz_archive_download_log (id, company_id, create_by, document_id, download_time, username, archive_no, title, version_no, file_name, client_ip)
     VALUES ($1, $2, $3, $4, now(), $3, $5, $6, $7, $8, $9)`,
    [newId(), file.company_id, auth.username, file.document_id, file.archive_no, file.title, file.version_no, fileName.slice(0, 255), clientIp.slice(0, 64)],
  );
}
