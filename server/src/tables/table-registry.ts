import { tablePage, type ModuleTablePage, type PageSchema } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ensureTable, ensureVersionTrigger, tableColumns } from './table-ddl';
import { hooksOf, type HookRegistry, type TableHooks } from './table-hooks';
import { approvalState } from './hooks/approval-state';
import { MODULE_TRAITS, tableModel, traitsFromColumns, type TableModel } from './table-model';

/**
 * Every table page (module and platform) by code, as the table layer serves it. Built at start; a reload replaces
 * or adds one page's model, so a new module is served without a restart.
 *
 * @example
 * const tables = await createTableRegistry(db, store.pages.values(), hooks);
 * tables.get('contract/income')?.table; // 'biz_contract_income'
 */
export interface TableRegistry {
  get(code: string): TableModel | undefined;
  all(): TableModel[];
  /** Creates or extends the page's table (module pages) and serves it under its code from now on. */
  put(page: PageSchema): Promise<TableModel | undefined>;
  /** Stops serving a code (its page was deleted or turned broken). */
  remove(code: string): void;
}

/**
 * The model of a platform table, its traits read from the columns its migrations gave it. Also for a platform table
 * served beside its page rather than as a page of its own (a dictionary's items, the login log under 系统日志):
 * the caller passes a page describing it.
 *
 * @example
 * const items = await platformTableModel(db, { ...dictPage, table: 'sys_dict_item', fields: itemFields }, [itemHooks]);
 */
export async function platformTableModel(db: Queryable, page: ModuleTablePage, hooks: TableHooks[]): Promise<TableModel> {
  const columns = (await tableColumns(db, [page.table])).get(page.table);
  if (!columns) throw new Error(`平台表 ${page.table} 不存在（页面 ${page.code}）`);
  await ensureVersionTrigger(db, page.table);
  return tableModel(page, traitsFromColumns(columns), hooks);
}

export async function createTableRegistry(db: Queryable, pages: Iterable<PageSchema>, hooks: HookRegistry): Promise<TableRegistry> {
  const models = new Map<string, TableModel>();

  /** Module tables were created at start (see ensureTables); a page put later by a reload creates or extends its own. */
  async function modelOf(page: PageSchema, ddl: boolean): Promise<TableModel | undefined> {
    const table = tablePage(page);
    if (!table) return undefined;
    if (table.source !== 'platform') {
      if (ddl) await ensureTable(db, table);
      // A page that goes through approval always has the hook that keeps its state the workflow's.
      const approval = table.approval ? [approvalState] : [];
      return tableModel(table, MODULE_TRAITS, [...approval, ...hooksOf(hooks, table.hooks)]);
    }
    return platformTableModel(db, table, hooksOf(hooks, table.hooks));
  }

  const registry: TableRegistry = {
    get: (code) => models.get(code),
    all: () => [...models.values()],
    async put(page) {
      const model = await modelOf(page, true);
      if (model) models.set(page.code, model);
      else models.delete(page.code);
      return model;
    },
    remove: (code) => void models.delete(code),
  };
  for (const page of pages) {
    const model = await modelOf(page, false);
    if (model) models.set(page.code, model);
  }
  return registry;
}
