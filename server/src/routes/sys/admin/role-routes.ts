import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import type { AuthInfo } from '../../../auth/tokens';
import { ApiError, failure, MESSAGES, ok, okMessage } from '../../../http/envelope';
import { assertGrantable, replaceRolePermissions } from '../../../tables/hooks/role-grants';
import { listPage, readRecord, type ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { ID, requestErrors, requestSchema, text } from '../../../http/request-schemas';

/** The caller, once one of these codes is granted (403 otherwise). */
async function anyPermission(db: Database, request: FastifyRequest, codes: string[]): Promise<AuthInfo> {
  const auth = requireAuth(request);
  for (const code of codes) {
    if (await assertPermission(db, auth, code).then(() => true, () => false)) return auth;
  }
  throw new ApiError(403, MESSAGES.noAuth);
}

/**
 * Roles (`sys/role`) are a table page (schemas/system/role.json, hook `role-grants`: a code fixed once added, no
 * deleting a role users hold, its links and grants going with it); these are JeecgBoot's endpoints beyond CRUD, reading
 * roles through the table layer: the code check of the role form, every role for a select, and a role's grants.
 */
export function roleRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const model = () => {
    const found = tables.get('sys/role');
    if (!found) throw new ApiError(404, MESSAGES.notFound);
    return found;
  };

  /** JeecgBoot's duplicate check: `success:false` with 角色编码已存在 as an answer (HTTP 200), not an error. */
  app.get<{ Querystring: { roleCode?: string; id?: string } }>('/devops/sys/role/checkRoleCode', { schema: requestSchema({ querystring: { roleCode: text(1000), id: ID } }), schemaErrorFormatter: requestErrors, preValidation: async (request: FastifyRequest) => void (await anyPermission(db, request, ['system:role:add', 'system:role:edit'])),
  }, async (request) => {
    const { roleCode, id } = request.query;
    if (typeof roleCode !== 'string' || roleCode.length > 100) throw new ApiError(400, '参数 roleCode 不合法');
    const page = await listPage(ctx, model(), requireAuth(request), { pageSize: '1' }, { field: 'roleCode', op: 'eq', value: roleCode });
    const holder = page.records[0];
    if (holder && holder.id !== id) return { ...failure('角色编码已存在', 500), result: true };
    return ok(true);
  });

  /** Every role for a select (a user's roles): `[{id, roleName, roleCode, description}]` in code order. */
  app.get('/devops/sys/role/queryall', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:role:list');
    const page = await listPage(ctx, model(), auth, { pageSize: '1000', column: 'roleCode', order: 'asc' });
    return ok(page.records.map((r) => ({ id: r.id, roleName: r.roleName, roleCode: r.roleCode, description: r.description })));
  });

  /** Grants a role exactly these permissions; nobody can grant a permission they do not hold themselves. */
  app.post<{ Body: { roleId?: string; permissionIds?: string } }>('/devops/sys/permission/saveRolePermission', { schema: requestSchema({ body: { roleId: ID, permissionIds: text(200_000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:role:authorize');
    const wanted = String(request.body?.permissionIds ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    await assertGrantable(db, auth.userId, wanted);
    const roleId = String(request.body?.roleId ?? '');
    if (!roleId || roleId.length > 64 || !(await readRecord(ctx, model(), auth, roleId))) throw new ApiError(404, '角色不存在');
    await replaceRolePermissions(db, roleId, wanted);
    return okMessage('保存成功！');
  });
}
