import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleTablePage } from '@/engine/schema/page-schema';
import { parseJeecgQuery, QueryParamError } from '@/engine/schema/filters';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertModuleAccess } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, ok } from '../../../http/envelope';
import { LIST_QUERY, requestErrors } from '../../../http/request-schemas';
import { PAGE_RESPONSE } from '../../../tables/response-schemas';
import type { TableModel } from '../../../tables/table-model';
import { listPage, MAX_PAGE_SIZE, type JeecgPage, type ReadContext } from '../../../tables/table-reads';
import { platformTableModel } from '../../../tables/table-registry';

/**
 * The check rules (`sys_check_rule`: written from the schema files by config sync) as JeecgBoot's SysCheckRule list
 * reads them; not a menu page of its own, so only listed.
 */
export const CHECK_RULE_PAGE: ModuleTablePage = {
  kind: 'crud', code: 'sys/checkRule', title: '编码校验规则', table: 'sys_check_rule', source: 'platform', scope: 'global',
  permissionPrefix: 'system:checkrule', defaultSort: { field: 'ruleCode', order: 'asc' },
  fields: [
    { name: 'ruleName', label: '规则名称', type: 'input', dbType: 'varchar', length: 100, query: { mode: 'like' } },
    { name: 'ruleCode', label: '规则编码', type: 'input', dbType: 'varchar', length: 100, query: { mode: 'like' } },
    { name: 'ruleJson', label: '规则JSON', type: 'textarea', dbType: 'text' },
    { name: 'ruleDescription', label: '规则描述', type: 'input', dbType: 'varchar', length: 200 },
  ],
};

/** A list with no rows in MyBatis-Plus's page shape, paged as the request asks. */
function emptyPage(query: Record<string, unknown>): JeecgPage {
  try {
    const { pageNo, pageSize } = parseJeecgQuery(query, { fields: [], maxPageSize: MAX_PAGE_SIZE });
    return { records: [], total: 0, size: pageSize, current: pageNo, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 0 };
  } catch (err) {
    if (err instanceof QueryParamError) throw new ApiError(400, err.message);
    throw err;
  }
}

/**
 * JeecgBoot's rule screens as its original client lists them: `checkRule/list` (the check rules the schema files
 * declare, through the table layer) and `fillRule/list` (fill-value rules, which the platform does not have: numbering
 * is a page hook, so always an empty page). Both belong to the configuration 模式检查 reviews: its screen's right.
 */
export function ruleRoutes(app: FastifyInstance, db: Database, ctx: ReadContext): void {
  let model: Promise<TableModel> | undefined;
  const checkRules = () => (model ??= platformTableModel(db, CHECK_RULE_PAGE, []).catch((err) => {
    model = undefined;
    throw err;
  }));
  const canRead = async (request: FastifyRequest): Promise<AuthInfo> => {
    const auth = requireAuth(request);
    await assertModuleAccess(db, auth, 'sys/schemaCheck');
    return auth;
  };
  const list = { schemaErrorFormatter: requestErrors, schema: { querystring: LIST_QUERY, response: { 200: PAGE_RESPONSE } } };

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/checkRule/list', list, async (request) =>
    ok(await listPage(ctx, await checkRules(), await canRead(request), request.query)));

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/fillRule/list', list, async (request) => {
    await canRead(request);
    return ok(emptyPage(request.query));
  });
}
