/** The standard buttons of a module page: `<prefix>:<action>`. */
export const MODULE_ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'] as const;

/** Each standard button's name, as the menu shows it. */
export const MODULE_ACTION_NAMES: Record<(typeof MODULE_ACTIONS)[number], string> = {
  add: '新增', edit: '编辑', delete: '删除', deleteBatch: '批量删除', exportXls: '导出', importExcel: '导入',
};

/** `fleet:vehicleRepair:add` → 新增 (a code that is no standard button reads as itself). */
export const actionName = (code: string) => MODULE_ACTION_NAMES[code.split(':').pop() as (typeof MODULE_ACTIONS)[number]] ?? code;

/**
 * What each role is granted when 模式设计器 puts a page in the menu — and so what the preview shows a role before the
 * page is in any menu: administrators everything, staff of every level enter, edit and export, leaders and the
 * functional roles read and export. Adjusted afterwards in 角色管理 like any grant.
 */
const ACTIONS_OF_ROLE: Record<string, readonly string[]> = {
  admin: MODULE_ACTIONS,
  group_staff: ['add', 'edit', 'exportXls'],
  company_staff: ['add', 'edit', 'exportXls'],
  project_staff: ['add', 'edit', 'exportXls'],
};

/** Roles that see a new page in the menu unless the configurator chooses otherwise. */
export const DEFAULT_MENU_ROLES = ['admin', 'group_staff', 'company_staff'];

/**
 * The button codes a role is given on a page newly put in the menu.
 *
 * @example
 * suggestedGrants('company_staff', 'fleet:vehicleRepair'); // ['fleet:vehicleRepair:add', 'fleet:vehicleRepair:edit', 'fleet:vehicleRepair:exportXls']
 */
export function suggestedGrants(roleCode: string, permissionPrefix: string): string[] {
  return (ACTIONS_OF_ROLE[roleCode] ?? ['exportXls']).map((action) => `${permissionPrefix}:${action}`);
}
