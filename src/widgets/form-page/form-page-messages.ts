/** User-facing text of the form page. */
export const formPageMessages = {
  submit: '提交',
  reset: '重置',
  saved: '保存成功',
  loadFailed: '表单数据加载失败',
  retry: '重试',
  refresh: '刷新',
  conflictHint: '点击“刷新”载入最新数据后再修改。',
  invalid: '请检查表单中标红的字段',
  noPermission: '您没有保存此表单的权限，只能查看。',
} as const;
