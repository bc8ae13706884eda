// The engine's only public entry: widgets and the shell import from '@/engine', never from files below it.
export type { PageSchema, CrudPageSchema, FieldSchema, FieldType, QueryMode, SortSpec, PageScope } from './schema/page-schema';
export { columnName } from './schema/page-schema';
export type { SchemaProblem } from './schema/validate-page';
export { validatePageSchema } from './schema/validate-page';
export { hasRecycleBin, PLATFORM_PAGES, type PlatformPage } from './schema/platform-resources';
export type { RouteItem, RouteMeta, MenuCode, PermissionResult } from './schema/wire';

export * from './data/data-provider';
export { envelopeError, HttpError, isHttpError, isRefusal, refusalStatus, toHttpError, type FieldErrors } from './data/http-error';
export {
  createHttpClient, createHttpDataProvider,
  type HttpClient, type HttpClientOptions, type HttpRequest, type JeecgEnvelope, type JeecgPage,
} from './data/http-data-provider';
export { toJeecgListQuery, withCacheBuster, type JeecgListQuery } from './data/jeecg-query';
export { createMemoryDataProvider, type MemoryDataProviderOptions } from './data/memory-data-provider';
export { testDataProvider, type TestDataProviderOverrides } from './data/test-data-provider';
export { withResponseChecks } from './data/with-response-checks';
// Trees (tree-crud pages): nesting, client-side filtering and lookups over `getTree` answers.
export {
  buildTree, DEFAULT_PARENT_FIELD, filterTree, filterTreeBy, findTreeNode, normalizeTree, parentNodeIds, subtreeIds,
} from './data/tree-records';
export { compareRecords, rowFilterOf } from './data/record-filter';
export { HAS_CHILDREN_MESSAGE } from './data/memory-data-provider';
export type {
  TreeCrudPageSchema, TreeSettings, FormPageSchema, ReportPageSchema, DashboardPageSchema, DashboardPanel, PageSource,
  PanelDrill, PanelGrid,
} from './schema/page-schema';
export { DataProviderContextProvider, useDataProvider, useOptionalDataProvider } from './data/data-provider-context';

export { createBundledSchemaSource, createHttpSchemaSource, type SchemaSource } from './loader/schema-source';
export { checkPageCode, createSchemaLoader, type LoadedPageSchema, type SchemaLoader } from './loader/load-page-schema';
export { checkPageSchema } from './loader/check-page-schema';
export { SchemaLoaderContextProvider, usePageSchema, useSchemaLoader, type PageSchemaState } from './loader/schema-loader-context';

export { createListStore, ListStore, DEFAULT_PAGE_SIZE, type ListStoreOptions } from './list/list-store';
export { buildFilters, linkQueryValues, listFieldsOf, OVERDUE_FILTER, queryFieldsOf, type QueryValues } from './list/query-fields';
export { useListController, type ListController, type ListControllerOptions } from './list/use-list-controller';
export {
  pageStatistics, statisticFieldsOf, statisticKindsOf, STATISTIC_KINDS, type StatisticKind,
} from './list/list-statistics';

// One headless controller per page kind (a MobX store made per page instance + a hook), read by the page's views
// through PageControllerContext: list (crud, above), tree (tree-crud), form, report, dashboard.
export { createTreeStore, TreeStore } from './tree/tree-store';
export { useTreeController, type TreeController, type TreeControllerOptions } from './tree/use-tree-controller';
export { createFormPageStore, FormPageStore } from './form/form-page-store';
export { useFormPageController, type FormPageController, type FormPageControllerOptions } from './form/use-form-page-controller';
export { createReportPageStore, ReportPageStore, REPORT_WIDGET } from './report/report-page-store';
export { useReportPageController, type ReportPageController } from './report/use-report-page-controller';
export {
  CHART_ROW_LIMIT, createDashboardStore, DashboardStore, PanelData, panelPageSize, RANKING_LIMIT, SCROLL_TABLE_ROWS, TABLE_PANEL_PAGE_SIZE,
  type DashboardParams,
} from './dashboard/dashboard-store';
export {
  dashboardLayouts, GRID_BREAKPOINTS, GRID_COLUMNS, GRID_MARGIN, GRID_ROW_HEIGHT, naturalRows, wideLayout, type GridBreakpoint, type GridItem,
} from './dashboard/dashboard-layout';
export { drillHref } from './dashboard/panel-drill';
export { useDashboardController, type DashboardController, type DashboardControllerOptions } from './dashboard/use-dashboard-controller';
export {
  PageControllerContextProvider, useOptionalPageController, usePageControllerContext, type PageController, type PageControllerKind,
} from './page/page-controller-context';
export { entityNameOf, recordTitles, type RecordTitles } from './page/entity-name';
export { asRecordPage, recordContainerOf, type RecordContainer } from './page/record-page';
export type { RecordDialog } from './page/record-dialog';
export {
  crudAllowed, formPageAllowed, treeCrudAllowed, type CrudAllowed, type TreeCrudAllowed,
} from './permissions/page-actions';

export { createDictLookup, type DictItem, type DictItemMap, type DictLookup } from './dictionaries/dict-lookup';
export { DictContextProvider, useDictItems, useDictLookup } from './dictionaries/dict-context';

export { EngineEnvContextProvider, useEngineEnv, type EngineEnv, type EngineNotification } from './env/engine-env';

export { createWidgetRegistry, type PropsSchema, type WidgetEntry, type WidgetRegistry } from './registry/widget-registry';
export { WidgetRegistryContextProvider, useWidgetRegistry } from './registry/registry-context';

export { PageRenderer, type PageRendererProps, type PageWidgetProps } from './render/page-renderer';
export { PageErrorBoundary, PageErrorPanel, type PageErrorFallbackProps } from './render/page-error-boundary';
export { SchemaErrorPanel, type SchemaErrorPanelProps } from './render/schema-error-panel';
export { UnknownNode } from './render/unknown-node';

export { EngineProvider, type EngineProviderProps } from './engine-provider';
export { engineMessages } from './messages';

// Editable grid (headless): columns, per-cell observable rows, validation, paste, windowing, vxeSocket.
export * from './grid/grid-columns';
export { GridRow, type RowStatus } from './grid/grid-row';
export { createGridStore, GridStore, type CellChange, type GridError, type GridStoreOptions } from './grid/grid-store';
export { checkCell, compileRules, fillMessage } from './grid/grid-validation';
export {
  coercePasted, formatTagsInput, isEmptyValue, parseClipboardMatrix, parseNumberCell, randomHexId, rowKeyOf,
  sanitizeNumberInput, tagsOf,
} from './grid/grid-values';
export { pasteBlock } from './grid/grid-paste';
export { columnOffsets, columnWindow, rowWindow, type WindowRange } from './grid/grid-window';
export { VxeSocket, VXE_SOCKET_TIMING, type VxeSocketOptions } from './grid/vxe-socket';

// Dictionary service, Online report client/store and small utilities (popup picker, report, dict widgets).
export {
  createDictService, dictServiceFor, useDictService, useDictOptions, dictMessages, type DictService, type DictOptionsState,
} from './dictionaries/dict-service';
export {
  createOnlineReportClient, onlineReportClientFor, buildReportDataQuery, parseReportSorter, reportDictText, reportRowKey,
  REPORT_META_CACHE_MS,
  type OnlineReportClient, type ReportColumn, type ReportMeta, type ReportQueryField, type ReportRecord, type ReportPage,
  type ReportQueryValues, type ReportDataRequest,
} from './util/online-report-client';
export { OnlineReportStore, useOnlineReportStore, REPORT_PAGE_SIZES, type OnlineReportStoreOptions } from './util/online-report-store';
export { numToUpper, MONEY_UPPER_LIMIT } from './util/money-upper';
export { randomUUID } from './util/random-id';
export { fileNameOf, fillLinkPattern, isImageFile, storedFilesOf, type StoredFile } from './util/file-values';
export { createDemoCustom, type DemoBackendOptions } from './util/demo/demo-backend';
export { demoDicts, demoDivisions, demoProjectRows, demoUserRows } from './util/demo/demo-data';

export { createAccessControl, allowAll, denyAll, type AccessControl, type AccessControlInput, type AuthRule } from './permissions/access-control';
export { AccessControlContextProvider, useAccessControl } from './permissions/access-context';
export { fieldAccess, visibleFields, type FieldAccess } from './permissions/field-access';
export { installLinkage, isSwitchedOn, isRequiredNow, setRequiredNow, LINKAGE_SCOPE } from './linkage/scope';
export { defaultValues, isMultiValued, toFormValues, toRecordInput } from './form/form-values';
export {
  applyFieldErrors, createRecordForm, formFieldsOf, validateRecordForm,
  type FormFieldState, type RecordFormCheck, type RecordFormMode, type RecordFormOptions,
} from './form/record-form';
export { useRecordFormController, type RecordFormController, type RecordFormControllerOptions, type SubmitOutcome } from './form/use-record-form';
export { useClickGuard, CLICK_GUARD_MS, type ClickGuard } from './form/use-click-guard';
export { createCrudOperations, type CrudOperations, type ExportOutcome, type OperationOutcome } from './list/crud-operations';
export { exportFileName } from './list/export-file-name';
export { compileRecordValidator, limitError, type FieldLimits, type RecordValidator } from './schema/record-validator';
export { applyComputations, pageComputations, computedFieldNames } from './schema/compute/compute-record';
export { calendarFromItems, type WorkCalendar } from './schema/compute/compute-functions';
export { isDataPage, tablePage } from './schema/page-schema';
export type { DataPageSchema, FieldLinkSettings, FieldReaction, LinkageEffect, PageActions } from './schema/page-schema';

// Sub-tables in record forms (editable-grid columns, rows in and out, server sub-row errors).
export {
  cellTypeOf, splitSubTableErrors, subRowsOf, subTableColumns, toSubRowInput, type SplitFieldErrors,
} from './form/sub-tables';
export type { SubmitOptions } from './form/use-record-form';
export { useSubTableFill } from './form/sub-table-fill';
export type { SubTableSchema, FieldPopupSettings } from './schema/page-schema';
export type { StateMachine, StateTransition } from './schema/page-schema';
export { nextStates, overdueDays, stateMachineOf } from './schema/state-rule';
export { fieldDefault } from './schema/field-defaults';
export { platformLongDate, platformTimeZone, platformToday, startingValue } from './env/platform-time';
export { createFlowClient, useFlowClient, type FlowActInput, type FlowClient, type FlowPage } from './flow/flow-client';
export {
  FLOW_ACTIONS, FLOW_STATUS, FLOW_TABS,
  type FlowDefinitionRow, type FlowDetail, type FlowEvent, type FlowInstanceStatus, type FlowLintProblem, type FlowListRow, type FlowOpenTask, type FlowTab, type FlowTaskAction,
} from './schema/wire';
export { FIELD_RIGHTS, ASSIGNEE_TYPES, APPROVAL_MODES, type FieldRight } from './schema/flow/flow-moddle';
export { RELATED_PAGE_SIZE, relatedColumns, useRelatedRecords, type RelatedSpec, type RelatedState } from './page/related-records';
export { deriveActions, deriveApplies, deriveValues, type DeriveAction } from './page/derive-action';
export { recordActions, recordActionApplies, recordReadOnly, type RecordAction, type RecordPanelName } from './page/record-actions';
export { pageForView, PROJECT_FIELD } from './page/project-scope';
export { createStudioClient, useStudioClient, type StudioClient, type StudioPublishAnswer, type StudioRoleView } from './studio/studio-client';
export { sampleRecords } from './studio/sample-records';
export { lintPage } from './schema/lint';
export { describeAt, propertiesAt, schemasAt, type JsonPath, type MetaProperty } from './schema/meta-schema-walk';
export { schemaDiff, type SchemaChange } from './schema/schema-diff';
export type { StudioCheck, StudioProblem, StudioSchemaDetail, StudioSchemaRow, StudioTablePlan, StudioVersionRow } from './schema/wire';
export { STUDIO_TEMPLATES, prefixOf, tableOf, type StudioTemplate, type TemplateInput } from './schema/studio-templates';
export { actionName, DEFAULT_MENU_ROLES, MODULE_ACTION_NAMES, MODULE_ACTIONS, suggestedGrants } from './schema/studio-grants';
