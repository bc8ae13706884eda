import { useCallback, useEffect, useMemo } from 'react';
import type { DataProvider } from '../data/data-provider';
import { useOptionalDataProvider } from '../data/data-provider-context';
import type { CrudPageSchema, FieldSchema } from '../schema/page-schema';
import { createListStore, type ListStore } from './list-store';
import { buildFilters, listFieldsOf, queryFieldsOf, type QueryValues } from './query-fields';

export interface ListControllerOptions {
  /** Overrides the provider from context (tests, or a page reading another backend). */
  provider?: DataProvider;
  pageSize?: number;
}

export interface ListController {
  /** Observable state: rows, total, page, pageSize, sort, filters, loading, error. Read it inside `observer`. */
  store: ListStore;
  /** Fields for the query form, in order. */
  queryFields: FieldSchema[];
  /** Fields shown as columns. */
  listFields: FieldSchema[];
  /** Runs a search from query-form values (page goes back to 1). */
  search(values: QueryValues): Promise<void>;
  reset(): Promise<void>;
}

/**
 * The headless logic of a list page: one store per page instance, loaded on mount.
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
  const { pageSize } = options;
  const store = useMemo(() => createListStore(provider, schema, { pageSize }), [provider, schema, pageSize]);

  useEffect(() => {
    void store.load();
  }, [store]);

  const queryFields = useMemo(() => queryFieldsOf(schema), [schema]);
  const listFields = useMemo(() => listFieldsOf(schema), [schema]);
  const search = useCallback((values: QueryValues) => store.search(buildFilters(schema, values)), [store, schema]);
  const reset = useCallback(() => store.reset(), [store]);

  return { store, queryFields, listFields, search, reset };
}
