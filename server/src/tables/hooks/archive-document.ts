import { ApiError } from '../../http/envelope';
import { FieldValidationError } from '../table-writes';
import type { TableHooks } from '../table-hooks';
import { archiveRecords, documentsVisible, foldersWith, hasFolderRight } from '../stores/archive-store';

/**
 * 档案文件 under the folders' authorities: the list, details and exports hold only the folders the caller may see;
 * filing into a folder needs its 上传 right; changing or deleting a record needs 管理 there, or 上传 for one's own
 * record. Replacing a record's electronic file keeps the old one as a numbered 历史版本 in the same transaction.
 */
export const archiveDocumentHooks: TableHooks = {
  name: 'archive-document',
  scopeFor(auth, params) {
    return [`category_id IN (${foldersWith('view', auth, params)})`];
  },
  async beforeSave(ctx, input) {
    const { auth, tx } = ctx;
    const current = input.current;
    // An edit may send only what changed: a folder or file left out stays as it is.
    const folder = String(('categoryId' in input.values ? input.values.categoryId : current?.categoryId) ?? '');
    if (input.op === 'add' || folder !== String(current?.categoryId ?? '')) {
      if (!(await hasFolderRight(tx, auth, 'upload', folder))) throw new FieldValidationError({ categoryId: '您没有向该文件夹上传档案的权限' });
    }
    if (input.op === 'add') {
      input.values.versionNo = 1;
      return;
    }
    const own = current?.createBy === auth.username;
    const manages = await hasFolderRight(tx, auth, 'manage', String(current?.categoryId ?? ''));
    if (!manages && !(own && await hasFolderRight(tx, auth, 'upload', String(current?.categoryId ?? '')))) {
      throw new ApiError(403, '您没有修改该档案的权限：需要所在文件夹的管理权限，或是您本人上传的档案');
    }
    const before = String(current?.fileKey ?? '');
    const after = 'fileKey' in input.values ? String(input.values.fileKey ?? '') : before;
    const version = Number(current?.versionNo ?? 1) || 1;
    input.values.versionNo = version;
    if (before && after !== before) {
      await archiveRecords.keepVersion(tx, input.id, auth.username, version, before, String(current?.changeNote ?? '') || null);
      input.values.versionNo = version + 1;
    }
  },
  async beforeDelete(ctx, ids) {
    const rows = await archiveRecords.folders(ctx.tx, ids);
    for (const row of rows) {
      const manages = await hasFolderRight(ctx.tx, ctx.auth, 'manage', row.category_id);
      const own = row.create_by === ctx.auth.username && await hasFolderRight(ctx.tx, ctx.auth, 'upload', row.category_id);
      if (!manages && !own) throw new ApiError(403, `您没有删除档案“${row.title}”的权限：需要所在文件夹的管理权限`);
    }
  },
};

/** 档案历史版本: written only by the platform, and seen only where the record it belongs to is. */
export const archiveVersionHooks: TableHooks = {
  name: 'archive-version',
  scopeFor(auth, params) {
    return [`document_id IN (${documentsVisible(auth, params)})`];
  },
  beforeSave: async () => {
    throw new ApiError(400, '历史版本由平台在更换电子文件时留存，不能新增或修改');
  },
  beforeDelete: async () => {
    throw new ApiError(400, '历史版本不能删除');
  },
};
