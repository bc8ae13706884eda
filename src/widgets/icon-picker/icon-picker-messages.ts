/** The icon picker's words. */
export const iconPickerMessages = {
  title: '选择菜单图标',
  open: '选择图标',
  placeholder: '点击选择图标',
  search: '搜索图标：中文或名称，如 安全、统计、file',
  gridLabel: '可选图标',
  noMatch: '没有匹配的图标',
  clear: '清除图标',
  count: (shown: number, all: number) => (shown === all ? `共 ${all} 个图标` : `找到 ${shown} 个，共 ${all} 个`),
  unknown: (name: string) => `“${name}”不在图标列表中，菜单不会显示`,
};
