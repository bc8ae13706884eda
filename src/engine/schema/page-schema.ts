/**
 * The page schema format: one JSON file under `schemas/` describes one business module.
 * Framework-free on purpose: the server imports this file too, so the browser and the server read the same types.
 *
 * @example
 * const page: CrudPageSchema = {
 *   schemaVersion: 1, kind: 'crud', code: 'news/notice', title: '新闻通知', table: 'biz_news_notice',
 *   scope: 'company', permissionPrefix: 'news:notice',
 *   fields: [{ name: 'title', label: '标题', type: 'input', dbType: 'varchar(200)', required: true }],
 * };
 */

import type { FieldRule } from './validation-rules';

export type { FieldRule } from './validation-rules';

/** Cell and form types a field can have (spec §5 plus money and rich text). */
export const FIELD_TYPES = [
  'input', 'inputNumber', 'textarea', 'select', 'select-search', 'select-multiple', 'date', 'datetime',
  'checkbox', 'upload', 'progress', 'tags', 'slot', 'normal', 'hidden', 'popup', 'file', 'image', 'radio',
  'money', 'richText',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Column types the server may create. Anything else is refused by the meta-schema. */
export const DB_TYPES = ['varchar', 'text', 'int', 'bigint', 'numeric', 'date', 'timestamp', 'boolean'] as const;
export type DbType = (typeof DB_TYPES)[number];

export type QueryMode = 'eq' | 'like' | 'range' | 'in';

export interface FieldListSettings {
  /** Column width in px. */
  width?: number;
  fixed?: 'left' | 'right';
  sorter?: boolean;
  ellipsis?: boolean;
  /** Hide the field from the list (it still exists in forms). */
  hidden?: boolean;
  /** Display format: a dayjs pattern for dates, `money` (thousands, 2 decimals) or `percent`. */
  format?: string;
  /** Footer rows of the editable grid and the list: 合计 and/or 平均. */
  statistics?: ('sum' | 'average')[];
}

/** Named linkage effects; their code lives in the engine's reviewed scope, the schema only names them. */
export const LINKAGE_EFFECTS = ['visibleWhen', 'requiredWhen', 'disabledWhen', 'copyValue', 'clearOnChange'] as const;
export type LinkageEffect = (typeof LINKAGE_EFFECTS)[number];

export interface FieldReaction {
  /** Fields this one reacts to. */
  dependencies: string[];
  effect: LinkageEffect;
  /** For the *When effects: the dependency values that switch the effect on. */
  values?: (string | number | boolean)[];
}

export interface FieldFormSettings {
  /** Grid span out of 24. */
  span?: number;
  placeholder?: string;
  readOnly?: boolean;
  hidden?: boolean;
  reactions?: FieldReaction[];
}

export interface FieldPopupSettings {
  /** Code of the online report to pick from. */
  report: string;
  /** Report columns copied, comma-separated, in the order of `destFields`. */
  orgFields: string;
  /** Form fields receiving them, comma-separated. */
  destFields: string;
  multi?: boolean;
}

export interface FieldPermissions {
  /** Without this code the field is hidden from lists, forms and API answers. */
  view?: string;
  /** Without this code the field is read-only. */
  edit?: string;
}

export interface FieldQuerySettings {
  mode: QueryMode;
  /** Position in the query form; lower first. */
  order?: number;
}

export interface FieldSchema {
  /** camelCase property name on the wire; the column is its snake_case form. */
  name: string;
  /** Chinese label shown in lists and forms. */
  label: string;
  type: FieldType;
  /** Database column type; `length` applies to varchar, `scale` to numeric. */
  dbType: DbType;
  length?: number;
  scale?: number;
  required?: boolean;
  /** Values must be unique in the table (checked by the server; deleted rows do not count). */
  unique?: boolean;
  /** Named patterns (spec §5) or custom patterns, checked in the browser and again on the server. */
  rules?: FieldRule[];
  /** Value a new record starts with. */
  default?: string | number | boolean;
  /** Dictionary code whose items give the text of this field (adds `<name>_dictText` to list rows). */
  dict?: string;
  list?: FieldListSettings;
  query?: FieldQuerySettings;
  form?: FieldFormSettings;
  popup?: FieldPopupSettings;
  permission?: FieldPermissions;
}

export interface SortSpec {
  field: string;
  order: 'asc' | 'desc';
}

export type PageScope = 'global' | 'company' | 'project';

interface PageBase {
  $schema?: string;
  /** Format version of this file; the engine refuses versions it does not know. */
  schemaVersion: 1;
  /** Unique code, also the URL of its API: `news/notice` → `/devops/news/notice/list`. */
  code: string;
  title: string;
  description?: string;
}

export interface PageActions {
  add?: boolean;
  edit?: boolean;
  delete?: boolean;
  batchDelete?: boolean;
  export?: boolean;
  import?: boolean;
  detail?: boolean;
  /** Extra toolbar buttons; `permission` defaults to `<prefix>:<key>`. */
  custom?: { key: string; label: string; permission?: string }[];
}

export interface SubTableSchema {
  /** Property of the main record that carries the rows on the wire. */
  name: string;
  title: string;
  table: string;
  /** Column in the sub-table holding the main record's id. */
  foreignKey: string;
  fields: FieldSchema[];
  /** Drag-sort order column (default orderNum). */
  orderField?: string;
}

export interface CrudPageSchema extends PageBase {
  kind: 'crud';
  /** Where rows come from (default `module`). */
  source?: PageSource;
  /**
   * Database table; lower snake_case, created and extended by the server. Required for `source: 'module'`,
   * absent for `source: 'platform'` (the linter says so).
   */
  table?: string;
  scope: PageScope;
  /** Prefix of the button permission codes: `news:notice:add`, `news:notice:edit`, ... */
  permissionPrefix: string;
  fields: FieldSchema[];
  defaultSort?: SortSpec;
  /** Which standard actions the page offers (all on by default). */
  actions?: PageActions;
  /** The add/edit/detail form: a modal or a drawer, its width and columns. */
  form?: { container?: 'modal' | 'drawer'; width?: number; columns?: 1 | 2 | 3 | 4 };
  /** One-to-many children edited in an editable grid, saved with the record in one transaction. */
  subTables?: SubTableSchema[];
}

/**
 * Where a page's rows come from. `module` (the default): a table the server creates from `fields` and the
 * generated `/<code>/list|add|...` routes. `platform`: the platform's own endpoints under the same code
 * (`sys/user` → `/sys/user/list`), used by the system-administration screens; no table, no generated routes.
 */
export type PageSource = 'module' | 'platform';

/** How a tree-crud page finds each node's parent and title. */
export interface TreeSettings {
  /** Field holding the parent's id; empty means a root node. */
  parentField: string;
  /** Field shown as the node's title in the tree. */
  titleField: string;
  /** `table`: one expandable tree table (default); `split`: a tree on the left filtering a table on the right. */
  layout?: 'table' | 'split';
}

/**
 * A crud page whose rows form a tree (departments, categories, menus). Rows come from
 * `GET /<code>/queryTreeList` as nested `children` arrays; adding under a node pre-fills `parentField`.
 *
 * @example
 * { schemaVersion: 1, kind: 'tree-crud', code: 'sys/sysDepart', source: 'platform', title: '部门管理',
 *   scope: 'global', permissionPrefix: 'system:depart', tree: { parentField: 'parentId', titleField: 'departName' },
 *   fields: [...] }
 */
export interface TreeCrudPageSchema extends Omit<CrudPageSchema, 'kind' | 'subTables'> {
  kind: 'tree-crud';
  tree: TreeSettings;
}

/**
 * A single form page. `create`: every submit adds a record and clears the form (an application form);
 * `single`: the scope's one record is loaded from `/<code>/list` and saved in place (settings).
 *
 * @example
 * { schemaVersion: 1, kind: 'form', mode: 'create', code: 'safety/report', title: '隐患上报', table: 'biz_safety_report',
 *   scope: 'project', permissionPrefix: 'safety:report', fields: [...] }
 */
export interface FormPageSchema extends PageBase {
  kind: 'form';
  mode: 'create' | 'single';
  source?: PageSource;
  /** Database table: required for `source: 'module'`, absent for `source: 'platform'`. */
  table?: string;
  scope: PageScope;
  permissionPrefix: string;
  fields: FieldSchema[];
  form?: { columns?: 1 | 2 | 3 | 4 };
  /** Text of the submit button (default 提交). */
  submitLabel?: string;
}

/**
 * An online report as a page: its query form, table, paging, sorting and export.
 *
 * @example
 * { schemaVersion: 1, kind: 'report', code: 'report/projectList', title: '项目清单', report: 'project_list' }
 */
export interface ReportPageSchema extends PageBase {
  kind: 'report';
  /** Code of a report under `schemas/reports/`. */
  report: string;
}

/** One panel of a dashboard; `span` is out of 24 (default 12). Data comes only from registered reports. */
export type DashboardPanel = StatPanel | ChartPanel | TablePanel | WidgetPanel;

/** A big number: `field` of the report's first row (e.g. a `count(*)` column). */
export interface StatPanel { type: 'stat'; title: string; report: string; field: string; suffix?: string; span?: number }

/** An ECharts chart: `x` is the category column, `y` one series per value column (pie: the first only). */
export interface ChartPanel { type: 'chart'; title: string; report: string; chart: 'bar' | 'line' | 'pie'; x: string; y: string[]; height?: number; span?: number }

/** The report's rows as a paged table. */
export interface TablePanel { type: 'table'; title: string; report: string; pageSize?: number; span?: number }

/** A registered widget (see `REGISTERED_WIDGETS`) with its props. */
export interface WidgetPanel { type: 'widget'; title?: string; widget: string; props?: Record<string, unknown>; span?: number }

/**
 * A layout of statistics, charts (ECharts), report tables and registered widgets.
 *
 * @example
 * { schemaVersion: 1, kind: 'dashboard', code: 'dashboard/projects', title: '项目看板',
 *   panels: [{ type: 'chart', title: '各状态项目数', report: 'project_state_stats', chart: 'pie', x: 'state_text', y: ['total'] }] }
 */
export interface DashboardPageSchema extends PageBase {
  kind: 'dashboard';
  panels: DashboardPanel[];
}

export const PAGE_KINDS = ['crud', 'tree-crud', 'form', 'report', 'dashboard'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Pages that carry fields and talk to a data source (everything but reports and dashboards). */
export type DataPageSchema = CrudPageSchema | TreeCrudPageSchema | FormPageSchema;

/** Every page kind, discriminated by `kind`. */
export type AnyPageSchema = DataPageSchema | ReportPageSchema | DashboardPageSchema;

/** What a schema file under `schemas/` (outside dicts, menus and reports) describes: a page of any kind. */
export type PageSchema = AnyPageSchema;

/**
 * The part of a module-source data page that the server's table code and generated routes read:
 * every crud and tree-crud page, and form pages, of `source: 'module'` (with their own table).
 */
export interface ModuleTablePage {
  kind: 'crud' | 'tree-crud' | 'form';
  code: string;
  title: string;
  table: string;
  scope: PageScope;
  permissionPrefix: string;
  fields: FieldSchema[];
  defaultSort?: SortSpec;
  subTables?: SubTableSchema[];
  tree?: TreeSettings;
  mode?: FormPageSchema['mode'];
}

/**
 * Whether a page carries fields and a data source (crud, tree-crud, form).
 *
 * @example
 * if (isDataPage(page)) page.fields.forEach(...);
 */
export function isDataPage(page: AnyPageSchema): page is DataPageSchema {
  return page.kind === 'crud' || page.kind === 'tree-crud' || page.kind === 'form';
}

/**
 * The page as a module table when its rows live in a table of its own (a module-source data page);
 * `undefined` for platform pages, reports and dashboards, which get no table and no generated routes.
 *
 * @example
 * const table = moduleTablePage(page); if (table) await ensureModuleTable(db, table);
 */
export function moduleTablePage(page: AnyPageSchema): ModuleTablePage | undefined {
  if (!isDataPage(page) || page.source === 'platform' || !page.table) return undefined;
  return page as ModuleTablePage;
}

/** Columns the platform owns in every module table; a field may not map onto one of them. */
export const SYSTEM_COLUMNS = ['id', 'company_id', 'project_id', 'create_by', 'create_time', 'update_by', 'update_time', 'del_flag', 'version'] as const;

/** `fooBarBaz` → `foo_bar_baz`: the column name of a field. */
export function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
