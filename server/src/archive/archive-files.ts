import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { archiveRecords, hasFolderRight } from '../tables/stores/archive-store';

/**
 * The archive's say over a stored file: a file that is a 档案文件's electronic file (current or an earlier version) is
 * fetched — previewed or downloaded — only with the 下载/预览 right of its folder, and every fetch is written to the
 * 下载记录. Files of other modules pass untouched. Refuses with 403.
 */
export async function guardArchiveFile(db: Queryable, key: string, fileName: string, auth: AuthInfo, clientIp: string): Promise<void> {
  const file = await archiveRecords.byFileKey(db, key);
  if (!file) return;
  if (!(await hasFolderRight(db, auth, 'download', file.category_id))) throw new ApiError(403, '您没有下载该档案的权限，请向档案管理员申请');
  await archiveRecords.logDownload(db, file, auth.username, fileName, clientIp);
}
