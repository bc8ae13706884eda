import { SYSTEM_COLUMN_DEFS } from '@/engine/schema/wire';
import type { FieldSchema, ModuleTablePage, PageSchema } from '@/engine/schema/page-schema';
import { columnName, fieldColumn, moduleTablePage } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';
import type { SubTableSchema } from '@/engine/schema/page-schema';
import { orderColumn } from './sub-tables';
import { catalogColumnsSql, readCatalog, type DbCatalog } from './db-catalog';
import { ensureDeclaredIndexes } from './declared-indexes';

/** The fields that have a column (virtual ones are only handed to hooks). */
const storedFields = (page: ModuleTablePage) => page.fields.filter((f) => !f.virtual);

export function sqlType(field: FieldSchema): string {
  switch (field.dbType) {
    case 'varchar':
      return `varchar(${field.length ?? 255})`;
    case 'numeric':
      return `numeric(18,${field.scale ?? 2})`;
    case 'timestamp':
      return 'timestamptz';
    default:
      return field.dbType;
  }
}

/** Columns every module table carries, whatever its schema says. */
const SYSTEM_COLUMNS = Object.entries(SYSTEM_COLUMN_DEFS).map(([name, def]) => `${name} ${def}`);

/**
 * Creates the module's table, or adds the columns of fields added since. Never drops or retypes a column:
 * a change of type is refused with a message naming the field.
 */
export async function ensureModuleTable(db: Queryable, page: ModuleTablePage, catalog?: DbCatalog): Promise<void> {
  const table = ident(page.table);
  const have = catalog ? (catalog.columns.get(page.table) ?? new Map<string, string>()) : await columnTypes(db, page.table);
  if (have.size === 0) {
    const cols = [...SYSTEM_COLUMNS, ...storedFields(page).map((f) => `${ident(fieldColumn(f))} ${sqlType(f)}`)];
    await db.query(`CREATE TABLE ${table} (${cols.join(', ')})`);
    await db.query(`CREATE INDEX ${ident(`${page.table}_scope`)} ON ${table} (company_id, project_id, del_flag)`);
    await ensureIndexes(db, page);
    return;
  }
  for (const field of storedFields(page)) {
    const col = fieldColumn(field);
    const current = have.get(col);
    if (!current) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN ${ident(col)} ${sqlType(field)}`);
    } else if (!typeMatches(current, field)) {
      throw new Error(
        `模块 ${page.code} 的字段 ${field.name} 在数据库中是 ${current}，模式声明为 ${field.dbType}：` +
          '不允许破坏性变更，请新增字段并迁移数据。',
      );
    }
  }
  await ensureIndexes(db, page, catalog);
}

async function columnTypes(db: Queryable, tableName: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [tableName],
  );
  return new Map(rows.map((r) => [r.column_name, r.data_type]));
}

/**
 * Indexes for what lists sort and filter on: the default sort (with id, the tie-breaker every page query adds),
 * each sortable column and each exact or range query field. Large tables page in milliseconds instead of sorting
 * every row per request. Then the indexes the page declares for its reports' sums.
 */
export async function ensureIndexes(db: Queryable, page: ModuleTablePage, catalog?: DbCatalog): Promise<void> {
  const table = ident(page.table);
  await ensureVersionTrigger(db, page.table, catalog);
  const index = async (suffix: string, columns: string) => {
    const name = `${page.table}_${suffix}`.slice(0, 63);
    if (!catalog?.indexes.has(name)) await db.query(`CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${table} (${columns})`);
  };
  await index('create_time', 'create_time, id');
  if (page.defaultSort) {
    const sortField = page.fields.find((f) => f.name === page.defaultSort!.field);
    const col = page.defaultSort.field === 'createTime' ? 'create_time' : sortField ? fieldColumn(sortField) : columnName(page.defaultSort.field);
    await index(`${col}_sort`, `${ident(col)}, id`);
  }
  for (const f of storedFields(page)) {
    if (f.dbType === 'text') continue;
    if (f.list?.sorter || f.query?.mode === 'eq' || f.query?.mode === 'range' || f.query?.mode === 'in') {
      await index(fieldColumn(f), ident(fieldColumn(f)));
    }
  }
  await ensureDeclaredIndexes(db, page, catalog);
}

/**
 * Every write bumps the table's version (see count-cache.ts), whatever the process or path that writes it; a statement
 * trigger costs one row update per statement. Platform tables get it too, so their list totals are cached the same way.
 */
export async function ensureVersionTrigger(db: Queryable, tableName: string, catalog?: DbCatalog): Promise<void> {
  const name = `${tableName}_version`.slice(0, 63);
  if (catalog?.triggers.has(name)) return;
  await db.query(
    `CREATE OR REPLACE TRIGGER ${ident(name)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${ident(tableName)}
       FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_table_version()`,
  );
}

export interface ColumnInfo {
  type: string;
  /** The column's default expression (`nextval(...)` for a generated id). */
  default: string | null;
}

/** Column name → type and default of each of these tables, as the database has them now (one query for all). */
export async function tableColumns(db: Queryable, tables: string[]): Promise<Map<string, Map<string, ColumnInfo>>> {
  const out = new Map<string, Map<string, ColumnInfo>>();
  if (!tables.length) return out;
  const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string; column_default: string | null }>(
    catalogColumnsSql(true),
    [tables],
  );
  for (const r of rows) {
    if (!out.has(r.table_name)) out.set(r.table_name, new Map());
    out.get(r.table_name)!.set(r.column_name, { type: r.data_type, default: r.column_default });
  }
  return out;
}

/**
 * Creates or extends a module page's table and its sub-tables. Throws on a destructive change, naming the field.
 *
 * @example
 * await ensureTable(db, page);
 */
export async function ensureTable(db: Queryable, page: ModuleTablePage, catalog?: DbCatalog): Promise<void> {
  await ensureModuleTable(db, page, catalog);
  await ensureSubTables(db, page, catalog);
}

/**
 * The tables of every module page (crud, tree-crud, form with `source: 'module'`), created or extended at start;
 * platform pages, reports and dashboards own none. Throws on a destructive change, naming the field.
 */
export async function ensureTables(db: Queryable, pages: Iterable<PageSchema>): Promise<void> {
  const catalog = await readCatalog(db);
  for (const page of [...pages].flatMap((p) => moduleTablePage(p) ?? [])) await ensureTable(db, page, catalog);
}

function typeMatches(dataType: string, field: FieldSchema): boolean {
  const expected: Record<string, string[]> = {
    varchar: ['character varying', 'text'],
    text: ['text', 'character varying'],
    int: ['integer', 'bigint'],
    bigint: ['bigint'],
    numeric: ['numeric'],
    date: ['date'],
    timestamp: ['timestamp with time zone', 'timestamp without time zone'],
    boolean: ['boolean'],
  };
  return expected[field.dbType]?.includes(dataType) ?? false;
}

/** The sub-table seen as a page of its own, so the main module's table code can create it. */
function asPage(sub: SubTableSchema): ModuleTablePage {
  return {
    kind: 'crud', code: `sub/${sub.name}`, title: sub.title, table: sub.table, scope: 'global',
    permissionPrefix: sub.name, fields: sub.fields,
  };
}

/** Creates or extends each sub-table: its fields, the foreign key and the order column. */
export async function ensureSubTables(db: Queryable, page: ModuleTablePage, catalog?: DbCatalog): Promise<void> {
  for (const sub of page.subTables ?? []) {
    await ensureModuleTable(db, asPage(sub), catalog);
    const table = ident(sub.table);
    const have = catalog?.columns.get(sub.table);
    for (const [column, type] of [[columnName(sub.foreignKey), 'varchar(32)'], [orderColumn(sub), 'integer']]) {
      if (!have?.has(column)) await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${ident(column)} ${type}`);
    }
    if (!catalog?.indexes.has(`${sub.table}_fk`)) {
      await db.query(`CREATE INDEX IF NOT EXISTS ${ident(`${sub.table}_fk`)} ON ${table} (${ident(columnName(sub.foreignKey))})`);
    }
  }
}

