/**
 * User-facing text of the engine, in one place so wording stays consistent and a later i18n pass has one file to touch.
 *
 * @example
 * notify({ type: 'error', message: engineMessages.loadFailed });
 */
export const engineMessages = {
  networkError: '网络连接异常，请检查网络后重试',
  timeout: '网络超时',
  requestFailed: '请求失败',
  notFound: '很抱歉，资源未找到!',
  schemaLoadFailed: '页面配置加载失败',
  schemaInvalidTitle: '页面配置有误',
  schemaInvalidHint: '请按下列位置修改页面配置文件（JSON Pointer 路径）：',
  unknownKindTitle: '未注册的页面类型',
  unknownKindHint: (kind: string) => `没有为类型 "${kind}" 注册部件，请在 register-default-widgets 中注册。`,
  listLoadFailed: '列表数据加载失败',
  treeUnsupported: '当前数据源不支持树形数据（queryTreeList）',
  deleted: '删除成功!',
  pageRenderFailed: '页面渲染出错',
  pageRenderHint: '页面的某个部分出错了。可以点“重试”重新显示；问题依旧时请把下面的错误信息告诉管理员。',
  retry: '重试',
} as const;
