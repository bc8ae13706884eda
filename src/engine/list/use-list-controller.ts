import { useCallback, useEffect, useMemo } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import type { CrudPageSchema, FieldSchema } from '../schema/page-schema';
import { useAccessControl } from '../permissions/access-context';
import { visibleFields } from '../permissions/field-access';
import { crudAllowed, type CrudAllowed } from '../permissions/page-actions';
import { createCrudOperations, type CrudOperations } from './crud-operations';
import { createListStore, type ListStore } from './list-store';
import { buildFilters, listFieldsOf, queryFieldsOf, type QueryValues } from './query-fields';

export interface ListControllerOptions {
  /** Overrides the provider from context (tests, or a page reading another backend). */
  provider?: DataProvider;
  pageSize?: number;
  /** JeecgBoot's authPre: buttons whose `<authPrefix><key>` rule is configured and not granted are left out of `allowed`. */
  authPrefix?: string;
  /** Conditions the list opens with (a drill-down link's, see `linkQueryValues`). */
  initialQuery?: QueryValues;
}

export interface ListController {
  kind: 'crud';
  schema: CrudPageSchema;
  /** Observable state: rows, total, page, pageSize, sort, filters, loading, error. Read it inside `observer`. */
  store: ListStore;
  /** Fields for the query form, in order. */
  queryFields: FieldSchema[];
  /** Fields shown as columns. */
  listFields: FieldSchema[];
  /** Runs a search from query-form values (page goes back to 1). */
  search(values: QueryValues): Promise<void>;
  reset(): Promise<void>;
  /** The conditions the list opened with beyond the fields' defaults (a drill-down link's), for the query form. */
  initialQuery: QueryValues;
  /** Delete, batch delete, export and import against the same provider; each reloads the list. */
  operations: CrudOperations;
  /** The buttons the user may see (新增, 编辑, 详情, 删除, 批量删除, 导出, 导入). */
  allowed: CrudAllowed;
}

/**
 * The headless logic of a list (`crud`) page: one store per page instance, loaded on mount; columns and conditions
 * limited to the fields the user may view; the buttons the user may see. The page's views read it through
 * `PageControllerContext`.
 *
 * @example
 * const CrudList = observer(({ schema }: { schema: CrudPageSchema }) => {
 *   const { store, listFields, search } = useListController(schema);
 *   return <Table loading={store.loading} dataSource={store.rows} ... />;
 * });
 */
export function useListController(schema: CrudPageSchema, options: ListControllerOptions = {}): ListController {
  const contextProvider = useOptionalDataProvider();
  const provider = options.provider ?? contextProvider;
  if (!provider) throw new Error('useListController: 未提供 DataProvider，请用 <EngineProvider> 包裹页面。');
  const { pageSize, authPrefix, initialQuery } = options;
  const store = useMemo(() => createListStore(provider, schema, { pageSize, initialQuery }), [provider, schema, pageSize, initialQuery]);

  useEffect(() => {
    void store.load();
  }, [store]);

  // Fields the user may not view stay out of columns and conditions (the server leaves them out of rows too).
  const access = useAccessControl();
  const queryFields = useMemo(() => visibleFields(queryFieldsOf(schema), access), [schema, access]);
  const listFields = useMemo(() => visibleFields(listFieldsOf(schema), access), [schema, access]);
  const operations = useMemo(() => createCrudOperations(provider, store), [provider, store]);
  const search = useCallback((values: QueryValues) => store.search(buildFilters(schema, values)), [store, schema]);
  const reset = useCallback(() => store.reset(), [store]);
  const allowed = useMemo(() => crudAllowed(schema, access, authPrefix), [schema, access, authPrefix]);

  return useMemo(
    () => ({ kind: 'crud' as const, schema, store, queryFields, listFields, search, reset, initialQuery: initialQuery ?? {}, operations, allowed }),
    [schema, store, queryFields, listFields, search, reset, initialQuery, operations, allowed],
  );
}
