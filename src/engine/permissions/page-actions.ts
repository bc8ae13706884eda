import type { AccessControl } from './access-control';
import type { CrudPageSchema, FormPageSchema, TreeCrudPageSchema } from '../schema/page-schema';

/** The standard actions of a crud page and whether the current user may see each button. */
export interface CrudAllowed {
  add: boolean;
  edit: boolean;
  detail: boolean;
  delete: boolean;
  batchDelete: boolean;
  export: boolean;
  import: boolean;
}

/** What a tree page may show of 新增 / 添加下级 (both need add), 编辑 and 删除. */
export interface TreeCrudAllowed {
  add: boolean;
  edit: boolean;
  delete: boolean;
}

type ActionFlag = keyof NonNullable<CrudPageSchema['actions']>;
interface ActionRule { flag: ActionFlag; code?: string; buttonKey: string }

// Server permission codes per action (`<prefix>:<code>`) and JeecgBoot's button keys for the auth prefix.
const CRUD_ACTIONS: Record<keyof CrudAllowed, ActionRule> = {
  add: { flag: 'add', code: 'add', buttonKey: 'add' },
  edit: { flag: 'edit', code: 'edit', buttonKey: 'edit' },
  detail: { flag: 'detail', buttonKey: 'detail' },
  delete: { flag: 'delete', code: 'delete', buttonKey: 'delete' },
  batchDelete: { flag: 'batchDelete', code: 'deleteBatch', buttonKey: 'batch_delete' },
  export: { flag: 'export', code: 'exportXls', buttonKey: 'export' },
  import: { flag: 'import', code: 'importExcel', buttonKey: 'import' },
};

const TREE_ACTIONS: Record<keyof TreeCrudAllowed, ActionRule> = {
  add: CRUD_ACTIONS.add,
  edit: CRUD_ACTIONS.edit,
  delete: CRUD_ACTIONS.delete,
};

function allowedBy<K extends string>(
  rules: Record<K, ActionRule>, page: Pick<CrudPageSchema, 'actions' | 'permissionPrefix'>, access: AccessControl, authPrefix?: string,
): Record<K, boolean> {
  const allowed = {} as Record<K, boolean>;
  for (const [action, { flag, code, buttonKey }] of Object.entries(rules) as [K, ActionRule][]) {
    const enabled = page.actions?.[flag] !== false;
    const permitted = !code || access.can(`${page.permissionPrefix}:${code}`);
    const excluded = Boolean(authPrefix) && access.restricts(`${authPrefix}${buttonKey}`);
    allowed[action] = enabled && permitted && !excluded;
  }
  return allowed;
}

/**
 * Which buttons a crud page shows: the page's `actions` flag (on by default), the user's permission
 * `<prefix>:<code>`, and, with an `authPrefix` (JeecgBoot's authPre), exclusion of buttons whose
 * `<authPrefix><button_key>` rule the user lacks. The UI only hides: the server checks every request again.
 *
 * @example
 * crudAllowed(page, access).add; // false without `<prefix>:add`
 */
export function crudAllowed(page: CrudPageSchema, access: AccessControl, authPrefix?: string): CrudAllowed {
  return allowedBy(CRUD_ACTIONS, page, access, authPrefix);
}

/**
 * The buttons of a tree page, by the same rules as a crud page's.
 *
 * @example
 * treeCrudAllowed(page, access).delete;
 */
export function treeCrudAllowed(page: TreeCrudPageSchema, access: AccessControl, authPrefix?: string): TreeCrudAllowed {
  return allowedBy(TREE_ACTIONS, page, access, authPrefix);
}

/**
 * Whether the user may save a form page: a create form adds (`<prefix>:add`); a single-record form edits its
 * record (`<prefix>:edit`) or, when there is none yet, adds it.
 *
 * @example
 * formPageAllowed(page, access, Boolean(recordId));
 */
export function formPageAllowed(page: FormPageSchema, access: AccessControl, hasRecord: boolean): boolean {
  const code = page.mode === 'single' && hasRecord ? 'edit' : 'add';
  return access.can(`${page.permissionPrefix}:${code}`);
}
