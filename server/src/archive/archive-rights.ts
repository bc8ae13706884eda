import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';

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
