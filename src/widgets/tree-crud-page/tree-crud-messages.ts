/** User-facing text of the tree-crud page (JeecgBoot's wording where it has one). */
export const treeCrudMessages = {
  add: '新增',
  addChild: '添加下级',
  edit: '编辑',
  delete: '删除',
  actions: '操作',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  confirmDelete: '确定删除吗?',
  treeLoadFailed: '树形数据加载失败',
  retry: '重试',
  allNodes: '全部',
  parentPlaceholder: '请选择上级（不选为顶级）',
} as const;
