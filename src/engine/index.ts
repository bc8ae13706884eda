// The engine's only public entry: widgets and the shell import from '@/engine', never from files below it.
export type { PageSchema, CrudPageSchema, FieldSchema, FieldType, QueryMode, SortSpec, PageScope } from './schema/page-schema';
export { columnName } from './schema/page-schema';
export type { SchemaProblem } from './schema/validate-page';
export { validatePageSchema } from './schema/validate-page';

export * from './data/data-provider';
export { HttpError, isHttpError, toHttpError, type FieldErrors } from './data/http-error';
export {
  createHttpClient, createHttpDataProvider,
  type HttpClient, type HttpClientOptions, type HttpRequest, type JeecgEnvelope, type JeecgPage,
} from './data/http-data-provider';
export { toJeecgListQuery, withCacheBuster, type JeecgListQuery } from './data/jeecg-query';
export { createMemoryDataProvider, type MemoryDataProviderOptions } from './data/memory-data-provider';
export { testDataProvider, type TestDataProviderOverrides } from './data/test-data-provider';
export { withResponseChecks } from './data/with-response-checks';
export { DataProviderContextProvider, useDataProvider, useOptionalDataProvider } from './data/data-provider-context';

export { createBundledSchemaSource, createHttpSchemaSource, type SchemaSource } from './loader/schema-source';
export { checkPageSchema, createSchemaLoader, type LoadedPageSchema, type SchemaLoader } from './loader/load-page-schema';
export { SchemaLoaderContextProvider, usePageSchema, useSchemaLoader, type PageSchemaState } from './loader/schema-loader-context';

export { createListStore, ListStore, DEFAULT_PAGE_SIZE, type ListStoreOptions } from './list/list-store';
export { buildFilters, listFieldsOf, queryFieldsOf, type QueryValues } from './list/query-fields';
export { useListController, type ListController, type ListControllerOptions } from './list/use-list-controller';

export { createDictLookup, type DictItem, type DictItemMap, type DictLookup } from './dictionaries/dict-lookup';
export { DictContextProvider, useDictItems, useDictLookup } from './dictionaries/dict-context';

export { EngineEnvContextProvider, useEngineEnv, type EngineEnv, type EngineNotification } from './env/engine-env';

export { createWidgetRegistry, type PropsSchema, type WidgetEntry, type WidgetRegistry } from './registry/widget-registry';
export { WidgetRegistryContextProvider, useWidgetRegistry } from './registry/registry-context';

export { PageRenderer, type PageWidgetProps } from './render/page-renderer';
export { SchemaErrorPanel, type SchemaErrorPanelProps } from './render/schema-error-panel';
export { UnknownNode } from './render/unknown-node';

export { EngineProvider, type EngineProviderProps } from './engine-provider';
export { engineMessages } from './messages';
