import { useCallback, useEffect, useMemo } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import type { OperationOutcome } from '../list/crud-operations';
import { buildFilters, listFieldsOf, queryFieldsOf, type QueryValues } from '../list/query-fields';
import { asRecordPage } from '../page/record-page';
import { useAccessControl } from '../permissions/access-context';
import { visibleFields } from '../permissions/field-access';
import { treeCrudAllowed, type TreeCrudAllowed } from '../permissions/page-actions';
import type { CrudPageSchema, FieldSchema, TreeCrudPageSchema } from '../schema/page-schema';
import { createTreeStore, type TreeStore } from './tree-store';

export interface TreeControllerOptions {
  /** Overrides the provider from context. */
  provider?: DataProvider;
  /** JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule is configured and not granted are left out of `allowed`. */
  authPrefix?: string;
}

export interface TreeController {
  kind: 'tree-crud';
  schema: TreeCrudPageSchema;
  /** Observable state: nodes, the query, open rows, the chosen node. Read it inside `observer`. */
  store: TreeStore;
  /** The page as the record editor reads it (same fields and rules). */
  recordPage: CrudPageSchema;
  queryFields: FieldSchema[];
  listFields: FieldSchema[];
  /** Applies query-form values to the loaded tree. */
  search(values: QueryValues): void;
  reset(): void;
  /** Deletes one node and reloads the tree. */
  remove(id: string): Promise<OperationOutcome>;
  /** 新增 / 添加下级, 编辑, 删除 as the user may. */
  allowed: TreeCrudAllowed;
}

/**
 * The headless logic of a `tree-crud` page: one tree store per page instance, loaded on mount; query and
 * columns limited to the fields the user may view; the buttons the user may see.
 *
 * @example
 * const ctl = useTreeController(departPage);
 * <PageControllerContextProvider value={ctl}>...</PageControllerContextProvider>
 */
export function useTreeController(schema: TreeCrudPageSchema, options: TreeControllerOptions = {}): TreeController {
  const contextProvider = useOptionalDataProvider();
  const provider = options.provider ?? contextProvider;
  if (!provider) throw new Error('useTreeController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const store = useMemo(() => createTreeStore(provider, schema), [provider, schema]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const access = useAccessControl();
  const recordPage = useMemo(() => asRecordPage(schema), [schema]);
  const queryFields = useMemo(() => visibleFields(queryFieldsOf(recordPage), access), [recordPage, access]);
  const listFields = useMemo(() => visibleFields(listFieldsOf(recordPage), access), [recordPage, access]);
  const allowed = useMemo(() => treeCrudAllowed(schema, access, options.authPrefix), [schema, access, options.authPrefix]);
  const search = useCallback((values: QueryValues) => store.search(buildFilters(recordPage, values)), [store, recordPage]);
  const reset = useCallback(() => store.search([]), [store]);
  const remove = useCallback((id: string) => store.remove(id), [store]);
  return useMemo(
    () => ({ kind: 'tree-crud' as const, schema, store, recordPage, queryFields, listFields, search, reset, remove, allowed }),
    [schema, store, recordPage, queryFields, listFields, search, reset, remove, allowed],
  );
}
