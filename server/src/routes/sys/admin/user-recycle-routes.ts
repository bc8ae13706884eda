import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { assertPermission } from '../../../auth/access';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { SELF_DELETE_MESSAGE } from '../../../tables/hooks/user-account';
import { idsParam } from '../../../tables/request-params';
import type { ReadContext } from '../../../tables/table-reads';
import type { TableRegistry } from '../../../tables/table-registry';
import { recycle, recycleBin } from '../../../tables/table-writes';
import { userModel } from '../user-admin-routes';
import { requestErrors, requestSchema, text } from '../../../http/request-schemas';

/** `userIds` as JeecgBoot sends it, `ids` as the generic list sends it. */
function userIds(source: { userIds?: unknown; ids?: unknown } | undefined): string[] {
  return idsParam(source?.userIds ?? source?.ids);
}

/**
 * The user screen's recycle bin in JeecgBoot's shape (`userIds`, the list of deleted users — an array, as the
 * generic recycle bin and JeecgBoot answer it — and the `system:user:recycle` button); restoring and purging go through the table layer, whose `user-account` hook keeps anyone from purging
 * their own account and removes what only describes a purged user. Deleting is the table layer's own `delete`.
 */
export function userRecycleRoutes(app: FastifyInstance, db: Database, tables: TableRegistry, ctx: ReadContext): void {
  const can = (...codes: string[]) => ({
    preValidation: async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      for (const code of codes) await assertPermission(db, auth, `system:user:${code}`);
    },
  });

  app.get('/devops/sys/user/recycleBin', can('recycle'), async (request) => ok(await recycleBin(ctx, userModel(tables), requireAuth(request))));

  const restore = async (request: FastifyRequest<{ Body: { userIds?: string; ids?: string } }>) => {
    await recycle(ctx, userModel(tables), requireAuth(request), userIds(request.body), 'restore');
    return okMessage('还原成功');
  };
  const restoreSchema = {
    ...can('recycle'),
    schema: { body: { type: 'object', properties: { userIds: { type: 'string', maxLength: 40_000 }, ids: { type: 'string', maxLength: 40_000 } } } },
  };
  app.put<{ Body: { userIds?: string; ids?: string } }>('/devops/sys/user/putRecycleBin', restoreSchema, restore);
  app.post<{ Body: { userIds?: string; ids?: string } }>('/devops/sys/user/putRecycleBin', restoreSchema, restore);

  // Only users already in the bin are purged: a purge cannot skip the delete (and its signing out).
  app.delete<{ Querystring: { userIds?: string; ids?: string } }>('/devops/sys/user/deleteRecycleBin', { ...can('delete', 'recycle'), schema: requestSchema({ querystring: { userIds: text(66_000), ids: text(66_000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const ids = userIds(request.query);
    if (ids.includes(auth.userId)) throw new ApiError(400, SELF_DELETE_MESSAGE);
    await recycle(ctx, userModel(tables), auth, ids, 'purge');
    return okMessage('彻底删除成功');
  });
}
