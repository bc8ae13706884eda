/** User-facing text of the big screens (group/company and project homes). */
export const screenMessages = {
  fullScreen: '全屏大屏',
  exitFullScreen: '退出大屏',
  companyInView: '查看公司',
  wholeGroup: '集团全部',
  screenMissing: '大屏未配置或无权查看',
  dataAsOf: (time: string) => `数据时间 ${time}`,
} as const;
