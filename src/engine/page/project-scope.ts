import type { DataPageSchema, FieldSchema } from '../schema/page-schema';

/**
 * The project a record of a project-scoped module belongs to, as the company view shows it: a column and a query field
 * over the company's projects, and on 新增 the project to file the record under (the project view files it under the
 * current project itself). The server answers every project-scoped row with `projectId` and its name.
 */
export const PROJECT_FIELD: FieldSchema = {
  name: 'projectId', label: '所属项目', type: 'select-search', dbType: 'varchar', length: 32, dict: 'project_info,project_name,id',
  required: true, list: { width: 200, ellipsis: true }, query: { mode: 'eq', order: 0 }, form: { lockOnEdit: true, span: 24 },
};

/**
 * The page as a view shows it: in the company view (menu code 11) a project-scoped module gains the 所属项目 field
 * first; in the project view it stays as written.
 *
 * @example
 * pageForView(dailyLogPage, '11').fields[0].name; // 'projectId'
 */
export function pageForView<T extends { kind: string }>(page: T, view: string | undefined): T {
  const data = page as unknown as DataPageSchema;
  if (view !== '11' || !('scope' in data) || data.scope !== 'project' || data.source === 'platform') return page;
  if (data.fields.some((f) => f.name === PROJECT_FIELD.name)) return page;
  return { ...page, fields: [PROJECT_FIELD, ...data.fields] };
}
