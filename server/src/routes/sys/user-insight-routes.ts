import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { requireAuth } from '../../auth/auth-plugin';
import { assertPermission } from '../../auth/access';
import { ApiError, ok } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { ID, requestErrors, requestSchema, text } from '../../http/request-schemas';
import { grantsOfUser, loginHistory } from '../../tables/stores/admin-insight-store';
import { dataRules } from '../../tables/stores/data-rule-store';
import { readRecord, type ReadContext } from '../../tables/table-reads';
import type { TableRegistry } from '../../tables/table-registry';
import { userModel } from './user-admin-routes';

const LOGIN_TYPES: Record<string, string> = { login: '登录', logout: '退出' };

/**
 * What an administrator reads about one user from the user row: their login history (from the login log) and their
 * effective permissions — the roles they hold, the menus and buttons those grant, the data rules that limit them.
 * Both need `system:user:list` and a user the caller can see.
 */
export function userInsightRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const visibleUser = async (request: FastifyRequest, userId: unknown) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:list');
    if (typeof userId !== 'string' || !userId) throw new ApiError(400, '参数 userId 不合法');
    const user = await readRecord(ctx, userModel(tables), auth, userId);
    if (!user) throw new ApiError(404, '用户不存在！');
    return user;
  };

  app.get<{ Querystring: { userId?: string; pageNo?: string; pageSize?: string } }>('/devops/sys/user/loginHistory', {
    schema: requestSchema({ querystring: { userId: ID, pageNo: text(6), pageSize: text(3) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const user = await visibleUser(request, request.query.userId);
    const pageSize = Math.min(Math.max(Number(request.query.pageSize) || 10, 1), 100);
    const pageNo = Math.max(Number(request.query.pageNo) || 1, 1);
    const rows = await loginHistory(db, user, pageSize, (pageNo - 1) * pageSize);
    const total = rows[0]?.total ?? 0;
    return ok({
      records: rows.map((r) => ({
        id: r.id, logType: r.log_type, logTypeText: LOGIN_TYPES[r.log_type] ?? r.log_type, ok: r.ok, result: r.ok ? '成功' : '失败',
        ip: r.ip, userAgent: r.user_agent, createTime: formatDateTime(r.create_time),
      })),
      total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize),
    });
  });

  app.get<{ Querystring: { userId?: string } }>('/devops/sys/user/permissionPreview', {
    schema: requestSchema({ querystring: { userId: ID } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const user = await visibleUser(request, request.query.userId);
    const { roles, granted } = await grantsOfUser(db, user.id);
    const rules = await dataRules.ofUser(db, String(user.id));
    const admin = roles.some((r) => r.role_code === 'admin');
    return ok({
      roles: roles.map((r) => ({ id: r.id, roleName: r.role_name, roleCode: r.role_code })),
      permissions: granted.map((p) => ({
        id: p.id, parentId: p.parent_id, name: p.name, menuType: p.menu_type, perms: p.perms, menuCode: p.menu_code, roles: p.roles,
      })),
      dataRules: rules.map((r) => ({
        permissionId: r.permission_id, menuName: r.menu_name, roleName: r.role_name, ruleName: r.rule_name,
        ruleConditions: r.rule_conditions, ruleColumn: r.rule_column, ruleValue: r.rule_value,
      })),
      // An administrator is limited by no data rule, whatever their roles select.
      unrestricted: admin,
    });
  });
}
