/** User-facing text of the form page (the record editor's own texts are in shared/record-form). */
export const formPageMessages = {
  loadFailed: '表单数据加载失败',
  retry: '重试',
  noPermission: '您没有保存此表单的权限，只能查看。',
} as const;
