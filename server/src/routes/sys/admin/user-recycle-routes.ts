import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import type { AuthInfo, TokenService } from '../../../auth/tokens';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { idParam, idsParam, pagedList, type AdminTable } from './admin-list';

// Built column by column: the password hash is not among them, so no answer can carry it.
const RECYCLED: AdminTable = {
  table: 'sys_user',
  columns: {
    id: 'id', username: 'username', realname: 'realname', avatar: 'avatar', sex: 'sex', email: 'email', phone: 'phone',
    orgCode: 'org_code', status: 'status', delFlag: 'del_flag', workNo: 'work_no', post: 'post', companyId: 'company_id',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['username', 'realname', 'phone', 'workNo'],
  sortable: ['username', 'realname', 'updateTime'],
  defaultOrder: 'update_time DESC NULLS LAST',
  where: 'del_flag = 1',
};

// Rows that only describe the user; a user referenced by anything else cannot be purged (the database refuses).
const LINK_TABLES = ['sys_user_role', 'sys_user_depart', 'sys_user_project', 'sys_session', 'sys_announcement_send'] as const;

const SELF = '不能删除当前登录用户';

/** `userIds` as JeecgBoot sends it, `ids` as the generic list sends it. */
function userIds(source: { userIds?: unknown; ids?: unknown } | undefined): string[] {
  return idsParam(source?.userIds ?? source?.ids);
}

/**
 * Deleting users and the recycle bin. Deleting is soft (del_flag 1) and ends the user's sessions at once;
 * the bin restores or purges for good. Nobody deletes or purges their own account.
 */
export function userRecycleRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  const can = (...codes: string[]) => ({
    preValidation: async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      for (const code of codes) await assertPermission(db, auth, `system:user:${code}`);
    },
  });

  const softDelete = async (auth: AuthInfo, ids: string[]) => {
    if (ids.includes(auth.userId)) throw new ApiError(400, SELF);
    const { rows } = await db.query<{ id: string }>(
      'UPDATE sys_user SET del_flag = 1, update_by = $2, update_time = now() WHERE id = ANY($1) AND del_flag = 0 RETURNING id', [ids, auth.username]);
    for (const { id } of rows) await tokens.revokeAllOf(id);
    return rows.length;
  };

  app.delete<{ Querystring: { id?: string } }>('/devops/sys/user/delete', can('delete'), async (request) => {
    if (!(await softDelete(requireAuth(request), [idParam(request.query.id)]))) throw new ApiError(404, '未找到对应实体');
    return okMessage('删除用户成功');
  });

  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/user/deleteBatch', can('delete'), async (request) => {
    await softDelete(requireAuth(request), idsParam(request.query.ids));
    return okMessage('批量删除用户成功');
  });

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/user/recycleBin', can('recycle'), async (request) =>
    ok(await pagedList(db, RECYCLED, request.query)));

  const restore = async (request: FastifyRequest<{ Body: { userIds?: string; ids?: string } }>) => {
    const auth = requireAuth(request);
    await db.query('UPDATE sys_user SET del_flag = 0, update_by = $2, update_time = now() WHERE id = ANY($1) AND del_flag = 1', [userIds(request.body), auth.username]);
    return okMessage('还原成功');
  };
  const restoreSchema = {
    ...can('recycle'),
    schema: { body: { type: 'object', properties: { userIds: { type: 'string', maxLength: 40_000 }, ids: { type: 'string', maxLength: 40_000 } } } },
  };
  app.put<{ Body: { userIds?: string; ids?: string } }>('/devops/sys/user/putRecycleBin', restoreSchema, restore);
  app.post<{ Body: { userIds?: string; ids?: string } }>('/devops/sys/user/putRecycleBin', restoreSchema, restore);

  app.delete<{ Querystring: { userIds?: string; ids?: string } }>('/devops/sys/user/deleteRecycleBin', can('delete', 'recycle'), async (request) => {
    const auth = requireAuth(request);
    const ids = userIds(request.query);
    if (ids.includes(auth.userId)) throw new ApiError(400, SELF);
    await db.transaction(async (tx) => {
      // Only users already in the bin: a purge cannot skip the soft delete (and its session revocation).
      const { rows } = await tx.query<{ id: string }>('SELECT id FROM sys_user WHERE id = ANY($1) AND del_flag = 1', [ids]);
      const binned = rows.map((r) => r.id);
      if (binned.length === 0) return;
      for (const table of LINK_TABLES) await tx.query(`DELETE FROM ${table} WHERE user_id = ANY($1)`, [binned]);
      await tx.query('DELETE FROM sys_user WHERE id = ANY($1)', [binned]);
    });
    return okMessage('彻底删除成功');
  });
}
