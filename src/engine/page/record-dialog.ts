/**
 * Which record dialog a list or tree page has open: 新增 (添加下级 with a parent), 编辑, 详情, or the recycle bin.
 * Page UI state, kept in the page's store so every view of the page (table rows, toolbar) opens it the same way.
 */
export type RecordDialog =
  | { mode: 'add'; parentId?: string }
  | { mode: 'edit'; id: string }
  | { mode: 'detail'; id: string }
  | { mode: 'recycleBin' };
