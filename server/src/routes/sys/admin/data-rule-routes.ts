import { menuOfPermission } from '../../../tables/stores/admin-insight-store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, failure, MESSAGES, ok, okMessage } from '../../../http/envelope';
import { formatDateTime } from '../../../http/format';
import { ID, requestErrors, requestSchema, text } from '../../../http/request-schemas';
import { isDataRuleLevel, isDataRuleOperator, type DataRuleRecord } from '@/engine/schema/rights/data-rule';
import { dataRules, type DataRuleInput, type DataRuleRow } from '../../../tables/stores/data-rule-store';
import type { TableRegistry } from '../../../tables/table-registry';

const wire = (r: DataRuleRow): DataRuleRecord => ({
  id: r.id, permissionId: r.permission_id, ruleName: r.rule_name, ruleColumn: r.rule_column,
  ruleConditions: r.rule_conditions as DataRuleRecord['ruleConditions'], ruleValue: r.rule_value, status: r.status === '0' ? '0' : '1',
  createTime: formatDateTime(r.create_time),
});

const RULE_BODY = requestSchema({ body: {
  id: ID, permissionId: ID, ruleName: text(50), ruleColumn: { type: ['string', 'null'], maxLength: 50 },
  ruleConditions: text(20), ruleValue: { type: ['string', 'null'], maxLength: 300 }, status: { type: ['string', 'integer'], maxLength: 2 },
} });

type RuleBody = Partial<Record<keyof DataRuleInput | 'id', unknown>>;

/**
 * Data rules (数据权限, JeecgBoot's sys_permission_data_rule): the rules a menu offers (菜单管理 › 数据规则) and which
 * of them a role's grant of the menu selects (角色管理 › 授权). The table layer enforces them on every read and write
 * of the page the menu renders (tables/data-rule-scope.ts).
 */
export function dataRuleRoutes(app: FastifyInstance, db: Database, tables: TableRegistry): void {
  const holding = (...codes: string[]) => ({
    preValidation: async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      for (const code of codes) if (await assertPermission(db, auth, code).then(() => true, () => false)) return;
      throw new ApiError(403, MESSAGES.noAuth);
    },
  });

  /** The menu a rule belongs to: a menu entry rendering a served page, whose fields a custom rule may name. */
  const menuPage = async (permissionId: unknown) => {
    if (typeof permissionId !== 'string' || !permissionId) throw new ApiError(400, '请选择菜单');
    const menu = await menuOfPermission(db, permissionId);
    if (!menu) throw new ApiError(404, '菜单不存在');
    const code = menu.menu_type !== 2 && menu.component?.startsWith('schema:') ? menu.component.slice(7) : undefined;
    const model = code ? tables.get(code) : undefined;
    if (!model) throw new ApiError(400, '只有展示数据列表的菜单才能设置数据规则');
    return model;
  };

  /** A rule as sent, checked: a level needs nothing more; an operator needs a field of the menu's page and a value. */
  const ruleOf = async (body: RuleBody, permissionId: unknown): Promise<DataRuleInput> => {
    const model = await menuPage(permissionId);
    const ruleName = typeof body.ruleName === 'string' ? body.ruleName.trim() : '';
    if (!ruleName) throw new ApiError(400, '请输入规则名称');
    const conditions = String(body.ruleConditions ?? '');
    const status = String(body.status ?? '1') === '0' ? '0' : '1';
    if (isDataRuleLevel(conditions)) return { permissionId: String(permissionId), ruleName, ruleColumn: null, ruleConditions: conditions, ruleValue: null, status };
    if (!isDataRuleOperator(conditions)) throw new ApiError(400, '条件规则不合法');
    const column = typeof body.ruleColumn === 'string' ? body.ruleColumn.trim() : '';
    if (!column || !model.column(column)) throw new ApiError(400, `规则字段“${column}”不是该页面的字段`);
    const value = typeof body.ruleValue === 'string' ? body.ruleValue.trim() : '';
    if (!value) throw new ApiError(400, '请输入规则值');
    return { permissionId: String(permissionId), ruleName, ruleColumn: column, ruleConditions: conditions, ruleValue: value, status };
  };

  type ListQuery = { Querystring: { permissionId?: string; ruleName?: string; ruleConditions?: string } };
  const list = async (request: FastifyRequest<ListQuery>) => {
    const { permissionId, ruleName, ruleConditions } = request.query;
    if (!permissionId) throw new ApiError(400, '请选择菜单');
    return ok((await dataRules.ofPermission(db, permissionId, { ruleName: ruleName || undefined, ruleConditions: ruleConditions || undefined })).map(wire));
  };
  const listOptions = { ...holding('system:permission:list', 'system:role:authorize'), schema: requestSchema({ querystring: { permissionId: ID, ruleName: text(50), ruleConditions: text(20) } }), schemaErrorFormatter: requestErrors };
  app.get<ListQuery>('/devops/sys/permission/getPermRuleListByPermId', listOptions, list);
  app.get<ListQuery>('/devops/sys/permission/queryPermissionRule', listOptions, list);

  app.post<{ Body: RuleBody | undefined }>('/devops/sys/permission/addPermissionRule', { ...holding('system:permission:edit'), schema: RULE_BODY, schemaErrorFormatter: requestErrors, config: { idempotent: true } }, async (request) => {
    const body = request.body ?? {};
    const rule = await ruleOf(body, body.permissionId);
    const id = await dataRules.insert(db, rule, requireAuth(request).username);
    return ok(wire((await dataRules.byId(db, id))!), '添加成功！');
  });

  app.put<{ Body: RuleBody | undefined }>('/devops/sys/permission/editPermissionRule', { ...holding('system:permission:edit'), schema: RULE_BODY, schemaErrorFormatter: requestErrors }, async (request) => {
    const body = request.body ?? {};
    const current = typeof body.id === 'string' ? await dataRules.byId(db, body.id) : undefined;
    if (!current) throw new ApiError(404, '数据规则不存在');
    await dataRules.update(db, current.id, await ruleOf(body, current.permission_id), requireAuth(request).username);
    return okMessage('修改成功！');
  });

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/permission/deletePermissionRule', { ...holding('system:permission:edit'), schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const rule = request.query.id ? await dataRules.byId(db, request.query.id) : undefined;
    if (!rule) throw new ApiError(404, '数据规则不存在');
    await dataRules.remove(db, rule.id);
    return okMessage('删除成功！');
  });

  /** A menu's enabled rules and the ones the role's grant selects: JeecgBoot's `{datarule, drChecked}`. */
  app.get<{ Params: { permissionId: string; roleId: string } }>('/devops/sys/role/datarule/:permissionId/:roleId', { ...holding('system:role:authorize'), schema: requestSchema({ params: { permissionId: ID, roleId: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const { permissionId, roleId } = request.params;
    const rules = (await dataRules.ofPermission(db, permissionId)).filter((r) => r.status === '1');
    if (!rules.length) return failure('未找到权限配置信息', 500);
    const selected = await dataRules.roleSelection(db, roleId, permissionId);
    return ok({ datarule: rules.map(wire), drChecked: (selected ?? []).join(','), granted: selected !== undefined });
  });

  /** Selects a role's rules on a menu it holds; an empty selection lifts the limit. */
  app.post<{ Body: { permissionId?: unknown; roleId?: unknown; dataRuleIds?: unknown } | undefined }>('/devops/sys/role/datarule', {
    ...holding('system:role:authorize'), schema: requestSchema({ body: { permissionId: ID, roleId: ID, dataRuleIds: text(4000) } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const { permissionId, roleId, dataRuleIds } = request.body ?? {};
    if (typeof permissionId !== 'string' || typeof roleId !== 'string') throw new ApiError(400, '请选择角色和菜单');
    const selected = await dataRules.roleSelection(db, roleId, permissionId);
    if (selected === undefined) throw new ApiError(400, '请先为角色勾选并保存该菜单，再设置数据权限');
    const wanted = String(dataRuleIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const known = new Set((await dataRules.ofPermission(db, permissionId)).map((r) => r.id));
    if (wanted.some((id) => !known.has(id))) throw new ApiError(400, '所选数据规则不属于该菜单');
    await dataRules.select(db, roleId, permissionId, wanted);
    return okMessage('保存成功！');
  });
}
