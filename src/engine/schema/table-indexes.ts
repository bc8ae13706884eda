import { didYouMean } from './did-you-mean';
import { columnName, fieldColumn, type DataPageSchema, type ModuleTablePage } from './page-schema';
import type { SchemaProblem } from './validate-page';

/** One declared index as the table layer creates it: key columns, stored columns, and the name that pins both. */
export interface TableIndexSpec {
  name: string;
  columns: string[];
  include: string[];
}

/** The platform's columns an index may name, by their wire names (the rest — id, del_flag, version — never pay). */
export const INDEXABLE_SYSTEM_FIELDS = ['companyId', 'projectId', 'createBy', 'createTime', 'updateTime'] as const;

/** The prefix of every declared index of a table: indexes under it that the schema no longer declares are dropped. */
export const declaredIndexPrefix = (table: string) => `${table}_dx_`;

/**
 * The column of a name an index declares: a stored field of the page (long text cannot be an index entry) or one of
 * the platform's columns. `undefined` when the name may not be indexed.
 */
export function indexColumn(page: Pick<ModuleTablePage, 'fields'>, name: string): string | undefined {
  if ((INDEXABLE_SYSTEM_FIELDS as readonly string[]).includes(name)) return columnName(name);
  const field = page.fields.find((f) => f.name === name);
  if (!field || field.virtual || field.dbType === 'text') return undefined;
  return fieldColumn(field);
}

// FNV-1a: a short, stable tag of the definition, so a changed declaration gets a new name (and the old one is dropped).
function tag(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The indexes a page declares, resolved to columns; names that may not be indexed are left to the linter. */
export function declaredIndexes(page: Pick<ModuleTablePage, 'table' | 'fields' | 'indexes'>): TableIndexSpec[] {
  return (page.indexes ?? []).flatMap((index) => {
    const columns = index.fields.map((n) => indexColumn(page, n));
    const include = (index.include ?? []).map((n) => indexColumn(page, n));
    if (columns.some((c) => c === undefined) || include.some((c) => c === undefined)) return [];
    const key = `${columns.join(',')}|${include.join(',')}`;
    return [{ name: `${declaredIndexPrefix(page.table)}${tag(key)}`.slice(0, 63), columns: columns as string[], include: include as string[] }];
  });
}

/** Index declarations the table layer could not build: an unknown or unindexable name, or a platform page's table. */
export function indexProblems(page: DataPageSchema): SchemaProblem[] {
  if (page.kind === 'form' || !page.indexes?.length) return [];
  if (page.source === 'platform') return [{ pointer: '/indexes', message: '平台页面的表由平台迁移维护，不能在页面模式中声明索引' }];
  const problems: SchemaProblem[] = [];
  const known = [...page.fields.filter((f) => !f.virtual && f.dbType !== 'text').map((f) => f.name), ...INDEXABLE_SYSTEM_FIELDS];
  page.indexes.forEach((index, i) => {
    const check = (names: string[], part: 'fields' | 'include') => names.forEach((name, j) => {
      if (indexColumn(page, name) !== undefined) return;
      const field = page.fields.find((f) => f.name === name);
      const why = field?.virtual ? '是虚拟字段，没有列' : field?.dbType === 'text' ? '是长文本（text），不能建索引' : `未声明${didYouMean(name, known)}`;
      problems.push({ pointer: `/indexes/${i}/${part}/${j}`, message: `索引列 "${name}" ${why}` });
    });
    check(index.fields, 'fields');
    check(index.include ?? [], 'include');
    const both = index.fields.filter((name) => index.include?.includes(name));
    if (both.length) problems.push({ pointer: `/indexes/${i}/include`, message: `"${both.join('", "')}" 已是索引键，不必再列在 include 中` });
  });
  return problems;
}
