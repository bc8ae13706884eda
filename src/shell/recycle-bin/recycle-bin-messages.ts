/** UI text of 回收站. */
export const recycleBinMessages = {
  title: '回收站',
  modules: '模块',
  system: '系统',
  empty: '回收站是空的：没有已删除的记录',
  pick: '请选择左侧的模块',
  restore: '还原',
  purge: '彻底删除',
  deletedBy: '删除人',
  deletedAt: '删除时间',
  action: '操作',
  selected: (n: number) => `已选 ${n} 条`,
  confirmRestore: (n: number) => `确定还原选中的 ${n} 条记录？`,
  confirmPurge: (n: number) => `彻底删除后无法恢复，确定删除选中的 ${n} 条记录？`,
  confirmPurgeOne: '彻底删除后无法恢复，确定删除？',
  search: '筛选模块',
};
