/** User-facing text of the widgets, in one place. */
export const widgetMessages = {
  search: '查询',
  reset: '重置',
  expand: '展开',
  collapse: '收起',
  rowIndex: '序号',
  /** Next to a deadline that has passed while the record is still open. */
  overdue: (days: number) => `逾期 ${days} 天`,
  /** The query form's filter for records still open past their deadline. */
  overdueOnly: '仅看逾期',
  total: (total: number) => `共 ${total} 条`,
  inputPlaceholder: (label: string) => `请输入${label}`,
  selectPlaceholder: (label: string) => `请选择${label}`,
  rangeStart: '开始日期',
  rangeEnd: '结束日期',
  numberFrom: '最小值',
  numberTo: '最大值',
  listLoadFailed: '列表数据加载失败',
  retry: '重试',
  yes: '是',
  no: '否',
} as const;
