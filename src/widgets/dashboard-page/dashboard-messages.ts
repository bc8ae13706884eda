/** User-facing text of the dashboard page. */
export const dashboardMessages = {
  empty: '暂无数据',
  loadFailed: '数据加载失败',
  renderFailed: '面板显示出错',
  retry: '重试',
  total: (total: number) => `共 ${total} 条`,
  compareLabel: '较上期',
  exportExcel: '导出 Excel',
  exportPng: '导出图片',
  exportFailed: '导出失败',
  drillHint: (title: string) => `查看${title}明细`,
  target: (value: string) => `目标 ${value}`,
  done: (value: string) => `完成 ${value}`,
  targetLabel: '年度目标',
  targetRate: (percent: number) => `完成 ${percent}%`,
} as const;
