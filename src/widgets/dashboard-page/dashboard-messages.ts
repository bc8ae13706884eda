/** User-facing text of the dashboard page. */
export const dashboardMessages = {
  empty: '暂无数据',
  loadFailed: '数据加载失败',
  renderFailed: '面板显示出错',
  retry: '重试',
  total: (total: number) => `共 ${total} 条`,
} as const;
