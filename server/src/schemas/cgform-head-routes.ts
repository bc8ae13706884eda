import type { FastifyInstance } from 'fastify';
import { tablePage, type AnyPageSchema, type ModuleTablePage } from '@/engine/schema/page-schema';
import { compileRowFilter, parseJeecgQuery, QueryParamError, type FilterField } from '@/engine/schema/filters';
import type { Database } from '../db/database';
import type { SchemaStore } from './schema-store';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok } from '../http/envelope';
import { LIST_QUERY, requestErrors } from '../http/request-schemas';
import { PAGE_RESPONSE } from '../tables/response-schemas';
import { MAX_PAGE_SIZE } from '../tables/table-reads';

/**
 * A module page's id as JeecgBoot's Online forms name a form head: its code with `-` for `/` (`contract/income` →
 * `contract-income`), one path segment as the original client's `/online/cgformList/:code` route needs; page codes
 * hold no `-`, so the id reads back to one code.
 */
export const onlineFormId = (code: string) => code.replaceAll('/', '-');

/**
 * A page JeecgBoot would have built as an Online form: every page with a table but the system screens (`sys/…`), which
 * are JeecgBoot's own screens with views of their own.
 */
export function onlineFormPage(page: AnyPageSchema | undefined): ModuleTablePage | undefined {
  const table = page && tablePage(page);
  return table && !table.code.startsWith('sys/') ? table : undefined;
}

const FIELDS: FilterField[] = [
  { name: 'tableName', kind: 'text', label: '表名' },
  { name: 'tableTxt', kind: 'text', label: '表描述' },
  { name: 'tableType', kind: 'number', label: '表类型' },
];

/** A module page as JeecgBoot's OnlCgformHead: the fields its form list shows and filters on. */
function formHead(page: ModuleTablePage) {
  return {
    id: onlineFormId(page.code), tableName: page.table, tableTxt: page.title,
    // 1 a single table, 2 a main table with sub-tables (JeecgBoot's 单表/主表).
    tableType: page.subTables?.length ? 2 : 1, tableVersion: 1,
    isCheckbox: 'Y', isDbSynch: 'Y', isPage: 'Y', isTree: page.kind === 'tree-crud' ? 'Y' : 'N',
    idType: 'UUID', queryMode: 'single', themeTemplate: 'normal', code: page.code,
  };
}

/**
 * `GET /online/cgform/head/list`: the business pages (every page schema with a table but the system screens, files and
 * studio alike) as JeecgBoot's Online form heads, for the original client's Online form list; filters (`tableName=*x*`,
 * `tableTxt`, `tableType`), sorting and paging as every list. The module schemas are the studio's to read.
 */
export function cgformHeadRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  app.get<{ Querystring: Record<string, unknown> }>('/devops/online/cgform/head/list', {
    schemaErrorFormatter: requestErrors, schema: { querystring: LIST_QUERY, response: { 200: PAGE_RESPONSE } },
  }, async (request) => {
    await assertPermission(db, requireAuth(request), 'system:studio:list');
    let parsed;
    try {
      parsed = parseJeecgQuery(request.query, { fields: FIELDS, maxPageSize: MAX_PAGE_SIZE });
    } catch (err) {
      if (err instanceof QueryParamError) throw new ApiError(400, err.message);
      throw err;
    }
    const matches = compileRowFilter(parsed.filter, FIELDS);
    const heads = [...store.pages.values()].flatMap((p) => onlineFormPage(p) ?? []).map(formHead).filter(matches);
    const sort = parsed.sort[0] ?? { field: 'tableName', order: 'asc' };
    const key = (h: Record<string, unknown>) => String(h[sort.field] ?? '');
    heads.sort((a, b) => key(a).localeCompare(key(b), 'zh-CN') * (sort.order === 'asc' ? 1 : -1));
    const { pageNo, pageSize } = parsed;
    return ok({
      records: heads.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: heads.length, size: pageSize, current: pageNo,
      orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: Math.ceil(heads.length / pageSize),
    });
  });
}
