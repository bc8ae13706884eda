import type { FilterNode } from '@/engine/schema/filters';
import type { Database, Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import type { TableModel } from './table-model';

/** What a hook is handed: the caller, the table and the transaction of the write it takes part in. */
export interface HookContext {
  /** The write's transaction (reads outside a write get the database itself). */
  tx: Queryable;
  db: Database;
  auth: AuthInfo;
  model: TableModel;
}

/** One record being saved, as the hooks see it. */
export interface SaveInput {
  op: 'add' | 'edit';
  /** The record's id (the new one on add). */
  id: string;
  /** The request body as sent: virtual fields (a new user's password, the roles) are read from here. */
  body: Record<string, unknown>;
  /** Validated values of the stored fields, by field name; a hook may change them. */
  values: Record<string, unknown>;
  /** Further columns to write, by column name (a hook adds what no field describes, e.g. a password hash). */
  columns: Record<string, unknown>;
  /** The stored record (wire shape) on edit. */
  current?: Record<string, unknown>;
  /** `import`: the row comes from an Excel import (a hook may fill in what a sheet never carries, e.g. a password). */
  via?: 'import';
  /**
   * A line for whoever saved the record, shown once beside the row in the import report (an imported user's generated
   * password); never stored.
   */
  report?: string;
}

export type DeleteMode = 'delete' | 'restore' | 'purge';

/** The writes a table page offers (the permission code of each is `<permissionPrefix>:<code>` unless a hook names another). */
export type TableAction = 'add' | 'edit' | 'delete' | 'deleteBatch' | 'export' | 'import';

/**
 * Named behaviour a page needs beyond plain CRUD, referred to by the schema's `hooks` (`"hooks": ["user-account"]`).
 * The table layer still does every read and write; a hook checks, derives columns, keeps link tables and adds
 * derived properties, inside the same transaction.
 *
 * @example
 * const positionCodes: TableHooks = { name: 'x', async beforeSave(ctx, input) { input.values.code = String(input.values.code).toUpperCase(); } };
 */
export interface TableHooks {
  name: string;
  /** Before the row is written; throw an ApiError to refuse with a message. */
  beforeSave?(ctx: HookContext, input: SaveInput): Promise<void>;
  /** After the row (and its sub-table rows) are written, in the same transaction. */
  afterSave?(ctx: HookContext, input: SaveInput): Promise<void>;
  /** Before rows are deleted (to the recycle bin or for good); throw to refuse. */
  beforeDelete?(ctx: HookContext, ids: string[], mode: DeleteMode): Promise<void>;
  /** After rows were deleted, restored or purged, in the same transaction. */
  afterDelete?(ctx: HookContext, ids: string[], mode: DeleteMode): Promise<void>;
  /**
   * Further rows a delete takes along with those asked for (a menu goes with everything under it), found before the
   * tree's no-children check; the other delete hooks and the delete itself then see them all.
   */
  deletesWith?(ctx: HookContext, ids: string[]): Promise<string[]>;
  /** Adds derived properties to wire records (lists, details, exports); `rows` are the database rows behind them. */
  view?(ctx: HookContext, records: Record<string, unknown>[], rows: Record<string, unknown>[], mode: 'list' | 'detail'): Promise<void>;
  /** A condition every read of the table adds (rows this screen never shows). */
  readFilter?: FilterNode;
  /**
   * The caller's scope where the page's company/project scope does not say it (the projects table in project view is
   * the current project's row): SQL conditions on the table's own columns, values appended to `params`.
   */
  scopeFor?(auth: AuthInfo, params: unknown[]): string[];
  /**
   * The rows a table dictionary of this table offers and translates for the caller, beyond the page's scope: a page an
   * administrator reads whole (用户管理) still names only the caller's own colleagues in another module's picker.
   */
  dictScopeFor?(auth: AuthInfo, params: unknown[]): string[];
  /**
   * Refuses an id that cannot name a row of this table (a numbered table's `abc`) with its own message, before any
   * read or write looks for it; throw an ApiError.
   */
  checkId?(id: string): void;
  /**
   * The button code an action needs where the screen's menu names one other than `<permissionPrefix>:<code>` (the
   * job screen's one `system:job:manage` for every change).
   */
  permissions?: Partial<Record<TableAction, string>>;
  /**
   * The success message of a write where JeecgBoot's screen answers its own (`删除角色成功` for a role) instead of
   * the table layer's `添加成功！`/`编辑成功!`/`删除成功!`/`批量删除成功!`.
   */
  messages?: Partial<Record<'add' | 'edit' | 'delete' | 'deleteBatch', string>>;
  /** Fields of the new record the add answer carries beside its id, where the platform fills them in (a department's org code). */
  addAnswer?: string[];
}

/** Hook sets by name; the server registers the platform's own (see tables/hooks/). */
export type HookRegistry = Map<string, TableHooks>;

/** Runs every hook's `checkId` on each id (see TableHooks.checkId). */
export function checkIds(hooks: TableHooks[], ids: string[]): void {
  for (const h of hooks) if (h.checkId) for (const id of ids) h.checkId(id);
}

/** The hooks a page names, in order; an unknown name is a schema error the linter reports before this runs. */
export function hooksOf(registry: HookRegistry, names: string[] | undefined): TableHooks[] {
  return (names ?? []).map((name) => {
    const hooks = registry.get(name);
    if (!hooks) throw new Error(`未登记的服务端钩子：${name}`);
    return hooks;
  });
}
