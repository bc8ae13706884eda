/** User-facing text of the record editor (add / edit / detail of one record), shared by every page kind. */
export const recordFormMessages = {
  ok: '确定',
  cancel: '取消',
  close: '关闭',
  submit: '提交',
  reset: '重置',
  added: '添加成功！',
  edited: '编辑成功!',
  saved: '保存成功',
  invalid: '请检查表单中标红的字段',
  refresh: '刷新',
  conflictHint: '点击“刷新”载入最新数据后再修改。',
  loadFailed: '数据加载失败',
  noPermission: '您没有保存此表单的权限，只能查看。',
  subTableNoGrid: '未注册可编辑表格部件（editable-grid），无法编辑子表',
  subTableInvalid: (title: string, row: number, message: string) => `${title}第 ${row} 行：${message}`,
} as const;
