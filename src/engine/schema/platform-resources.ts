/**
 * The platform's built-in administration endpoints a `source: 'platform'` page may name as its `code`
 * (`sys/user` → `/sys/user/list`, `/sys/user/add`, ...). The server implements each of them by hand; a page
 * naming any other code would render against routes that do not exist, so the linter refuses it.
 *
 * @example
 * (PLATFORM_RESOURCES as readonly string[]).includes('sys/user'); // true
 */
export const PLATFORM_RESOURCES = [
  'sys/user', 'sys/role', 'sys/permission', 'sys/sysDepart', 'sys/position', 'sys/tenant', 'sys/sysParam',
  'sys/dataSource', 'sys/category', 'sys/dict', 'sys/annountCement', 'sys/log', 'sys/quartzJob', 'sys/thirdPartyLog', 'sys/schemaCheck',
  'sys/sysUserAgent', 'project/projectInfo', 'forum/forumBoard', 'forum/forumExpert',
] as const;

export type PlatformResource = (typeof PLATFORM_RESOURCES)[number];

/** Platform resources whose endpoints include a recycle bin (`recycleBin`, `putRecycleBin`, `deleteRecycleBin`). */
export const PLATFORM_RECYCLE_BINS: readonly string[] = ['sys/user'];

/**
 * Whether a page's rows can be restored from a recycle bin: every module table keeps soft-deleted rows; of the
 * platform's own resources only those listed in `PLATFORM_RECYCLE_BINS` do.
 *
 * @example
 * hasRecycleBin({ source: 'platform', code: 'sys/role' }); // false
 */
export function hasRecycleBin(page: { source?: string; code: string }): boolean {
  return page.source !== 'platform' || PLATFORM_RECYCLE_BINS.includes(page.code);
}

/**
 * Named server hooks a page may list in `hooks`: what a platform screen needs beyond plain CRUD (password hashing,
 * role grants, department codes, publishing, scheduling…). The server registers one implementation per name; the
 * linter refuses any other name.
 */
export const TABLE_HOOKS = [
  // people and organisation
  'user-account', 'user-relations', 'role-grants', 'depart-codes', 'permission-tree', 'tenant-numbering',
  // configuration and operations
  'dict-items', 'category-codes', 'param-values', 'data-source-secret', 'announcement-publish', 'job-schedule', 'log-read-only',
  'agent-period',
  // business
  'project-info', 'archive-document', 'archive-version', 'assess-excellent-quota',
] as const;

export type TableHookName = (typeof TABLE_HOOKS)[number];

/**
 * The platform's own pages a menu item may name as its component (the workflow's 流程定义 and 流程实例, 交流论坛 and its 举报处理,
 * 注册审核, the monitoring pages, the recycle bin over every module and 模式设计器).
 */
export const PLATFORM_PAGES = [
  'flow/FlowDefinition', 'flow/FlowInstance', 'forum/Forum', 'forum/ForumReports', 'sys/UserRegister',
  'monitor/Server', 'monitor/Runtime', 'monitor/Disk', 'monitor/HttpTrace', 'monitor/Cache', 'monitor/Terminal', 'monitor/System',
  'system/RecycleBin', 'sys/SchemaStudio',
] as const;
export type PlatformPage = (typeof PLATFORM_PAGES)[number];
