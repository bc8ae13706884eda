import type { FieldSchema, ModuleTablePage } from '@/engine/schema/page-schema';
import { columnName } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';

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
const SYSTEM_COLUMNS = [
  'id varchar(32) PRIMARY KEY',
  'company_id varchar(32)',
  'project_id varchar(32)',
  'create_by varchar(32)',
  'create_time timestamptz NOT NULL DEFAULT now()',
  'update_by varchar(32)',
  'update_time timestamptz',
  'del_flag integer NOT NULL DEFAULT 0',
  'version integer NOT NULL DEFAULT 1',
];

/**
 * Creates the module's table, or adds the columns of fields added since. Never drops or retypes a column:
 * a change of type is refused with a message naming the field.
 */
export async function ensureModuleTable(db: Queryable, page: ModuleTablePage): Promise<void> {
  const table = ident(page.table);
  const existing = await db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1`,
    [page.table],
  );
  if (existing.rows.length === 0) {
    const cols = [...SYSTEM_COLUMNS, ...page.fields.map((f) => `${ident(columnName(f.name))} ${sqlType(f)}`)];
    await db.query(`CREATE TABLE ${table} (${cols.join(', ')})`);
    await db.query(`CREATE INDEX ${ident(`${page.table}_scope`)} ON ${table} (company_id, project_id, del_flag)`);
    await ensureIndexes(db, page);
    return;
  }
  const have = new Map(existing.rows.map((r) => [r.column_name, r.data_type]));
  for (const field of page.fields) {
    const col = columnName(field.name);
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
  await ensureIndexes(db, page);
}

/**
 * Indexes for what lists sort and filter on: the default sort (with id, the tie-breaker every page query adds),
 * each sortable column and each exact or range query field. Large tables page in milliseconds instead of sorting
 * every row per request.
 */
export async function ensureIndexes(db: Queryable, page: ModuleTablePage): Promise<void> {
  const table = ident(page.table);
  // Every write bumps the table's version (see count-cache.ts); a statement trigger costs one row update per statement.
  await db.query(
    `CREATE OR REPLACE TRIGGER ${ident(`${page.table}_version`.slice(0, 63))} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION platform_bump_table_version()`,
  );
  const index = async (suffix: string, columns: string) =>
    db.query(`CREATE INDEX IF NOT EXISTS ${ident(`${page.table}_${suffix}`.slice(0, 63))} ON ${table} (${columns})`);
  await index('create_time', 'create_time, id');
  if (page.defaultSort) {
    const col = page.defaultSort.field === 'createTime' ? 'create_time' : columnName(page.defaultSort.field);
    await index(`${col}_sort`, `${ident(col)}, id`);
  }
  for (const f of page.fields) {
    if (f.dbType === 'text') continue;
    if (f.list?.sorter || f.query?.mode === 'eq' || f.query?.mode === 'range' || f.query?.mode === 'in') {
      await index(columnName(f.name), ident(columnName(f.name)));
    }
  }
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
