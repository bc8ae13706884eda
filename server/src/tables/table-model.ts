import type { FieldSchema, ModuleTablePage } from '@/engine/schema/page-schema';
import { fieldColumn } from '@/engine/schema/page-schema';
import { filterFieldsOf, type FilterField } from '@/engine/schema/filters';
import type { TableHooks } from './table-hooks';
import type { ColumnInfo } from './table-ddl';

/**
 * What a table's columns allow, read from the database for platform tables (their migrations decide) and fixed
 * for module tables (the table layer creates every one of them).
 */
export interface TableTraits {
  /** Rows are soft-deleted into a recycle bin (`del_flag`); text when the column is text (`'0'`/`'1'`). */
  softDelete: false | 'int' | 'text';
  /** Optimistic locking through a `version` column. */
  version: boolean;
  audit: { createBy: boolean; createTime: boolean; updateBy: boolean; updateTime: boolean };
  scope: { company: boolean; project: boolean };
  /**
   * How a new row's id is made: `platform` a 32-hex id, `database` a generated serial (logs), `hook` a number a hook
   * assigns (JeecgBoot's numbered tenants).
   */
  idSource: 'platform' | 'database' | 'hook';
  /** The id is a number (serial or numbered): ids on the wire are still compared as text. */
  numericId: boolean;
  /**
   * The id is a 64-bit number (bigserial): it goes on the wire as text, as JSON numbers cannot hold every such value
   * (and PGlite and PostgreSQL hand it back as different types).
   */
  bigId: boolean;
  /** Every column the table has. */
  columns: Set<string>;
}

export const MODULE_TRAITS: TableTraits = {
  softDelete: 'int', version: true, idSource: 'platform', numericId: false, bigId: false,
  audit: { createBy: true, createTime: true, updateBy: true, updateTime: true },
  scope: { company: true, project: true },
  columns: new Set(),
};

/** Traits of a table from its columns' names, types and defaults (`information_schema`). */
export function traitsFromColumns(columns: Map<string, ColumnInfo>): TableTraits {
  const del = columns.get('del_flag')?.type;
  const id = columns.get('id');
  const numericId = /int/.test(id?.type ?? '');
  return {
    softDelete: del === undefined ? false : /char|text/.test(del) ? 'text' : 'int',
    version: columns.has('version'),
    idSource: !numericId ? 'platform' : id?.default?.startsWith('nextval') ? 'database' : 'hook',
    numericId,
    bigId: id?.type === 'bigint',
    audit: { createBy: columns.has('create_by'), createTime: columns.has('create_time'), updateBy: columns.has('update_by'), updateTime: columns.has('update_time') },
    scope: { company: columns.has('company_id'), project: columns.has('project_id') },
    columns: new Set(columns.keys()),
  };
}

/**
 * One table as the table layer serves it: the page that describes it, how its fields map to columns, what it
 * may be filtered and sorted on, and the named hooks it asked for. Built once per page (and again on reload).
 *
 * @example
 * const model = tableModel(page, MODULE_TRAITS, []);
 * model.column('contractNo'); // 'contract_no'
 */
export interface TableModel {
  page: ModuleTablePage;
  table: string;
  platform: boolean;
  traits: TableTraits;
  /** Fields stored in a column (not virtual, not write-only passwords are still stored: they are never read). */
  stored: FieldSchema[];
  /** Fields sent to readers: stored ones without passwords. */
  readable: FieldSchema[];
  filterFields: FilterField[];
  sortable: string[];
  hooks: TableHooks[];
  /** The column of a field or of a system property (`createTime` → `create_time`). */
  column(name: string): string | undefined;
}

const SYSTEM_PROPERTIES: [name: string, column: string, kind: FilterField['kind'], label: string][] = [
  ['createBy', 'create_by', 'text', '创建人'], ['createTime', 'create_time', 'datetime', '创建时间'], ['updateBy', 'update_by', 'text', '修改人'], ['updateTime', 'update_time', 'datetime', '修改时间'],
  // The scope columns may narrow a list too (a project's 标段 in its detail); the caller's scope still applies on top.
  ['projectId', 'project_id', 'text', '所属项目'], ['companyId', 'company_id', 'text', '所属公司'],
];

export function tableModel(page: ModuleTablePage, traits: TableTraits, hooks: TableHooks[]): TableModel {
  const platform = page.source === 'platform';
  const stored = page.fields.filter((f) => !f.virtual);
  const readable = stored.filter((f) => f.type !== 'password');
  const columns = new Map(stored.map((f) => [f.name, fieldColumn(f)]));
  const system = SYSTEM_PROPERTIES.filter(([name, column]) => !columns.has(name) && (platform ? traits.columns.has(column) : true));
  for (const [name, column] of system) columns.set(name, column);
  const filterFields = [...filterFieldsOf(readable), ...system.map(([name, , kind, label]) => ({ name, kind, label }))];
  return {
    page, table: page.table, platform, traits, stored, readable, filterFields, hooks,
    sortable: filterFields.map((f) => f.name),
    column: (name) => columns.get(name),
  };
}
