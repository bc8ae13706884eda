import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import { requireAuth } from '../../auth/auth-plugin';
import { assertPermission } from '../../auth/access';
import { generatePassword, hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import { users } from '../../tables/stores/user-store';
import { ApiError, failure, MESSAGES, ok, okMessage } from '../../http/envelope';
import { idsParam } from '../../tables/request-params';
import type { TableModel } from '../../tables/table-model';
import { readRecord, type ReadContext } from '../../tables/table-reads';
import type { TableRegistry } from '../../tables/table-registry';
import { newId, tableRepository, UNSCOPED, type Row } from '../../tables/table-repository';
import { editRecord } from '../../tables/table-writes';
import { PASSWORD_RULE_MESSAGE } from './session-routes';
import { ID, requestErrors, requestSchema, text } from '../../http/request-schemas';
import { currentRoles, departsOf } from '../../tables/hooks/user-links';

/** What anyone may change on their own profile; anything else in the body is ignored. */
const PROFILE = ['realname', 'avatar', 'email', 'phone', 'birthday', 'sex'];

/** The user screen's table model (schemas/system/user.json). */
export function userModel(tables: TableRegistry): TableModel {
  const model = tables.get('sys/user');
  if (!model) throw new ApiError(404, MESSAGES.notFound);
  return model;
}

/** The user holding this account name: a live one, or with `deleted` one in the recycle bin. */
async function byUsername(db: Database, model: TableModel, username: unknown, deleted = false): Promise<Row | undefined> {
  if (typeof username !== 'string' || !username) return undefined;
  const repo = tableRepository(db, model);
  return (await repo.page(repo.where(UNSCOPED, { filter: { field: 'username', op: 'eq', value: username }, deleted }), [], 1, 0))[0];
}

/**
 * Users (`sys/user`) are a table page (schemas/system/user.json, hook `user-account`: passwords, roles,
 * departments, the recycle bin); these are JeecgBoot's user calls beyond CRUD, through the table layer: one's own
 * profile, an administrator's password reset, freezing, and the account-name check.
 */
export function userAdminRoutes(app: FastifyInstance, db: Database, tokens: TokenService, tables: TableRegistry, ctx: ReadContext): void {
  /** The caller's own profile: only the personal fields change, whatever else is sent; answers the saved record. */
  const appEdit = async (request: FastifyRequest<{ Body: Record<string, unknown> | undefined }>) => {
    const auth = requireAuth(request);
    const model = userModel(tables);
    const body = request.body ?? {};
    const profile = Object.fromEntries(PROFILE.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
    await editRecord(ctx, model, auth, { ...profile, id: auth.userId });
    return ok(await readRecord(ctx, model, auth, auth.userId), '编辑成功!');
  };
  const recordBody = { schema: { body: { type: 'object' } }, schemaErrorFormatter: requestErrors };
  app.put<{ Body: Record<string, unknown> | undefined }>('/devops/sys/user/appEdit', recordBody, appEdit);
  app.post<{ Body: Record<string, unknown> | undefined }>('/devops/sys/user/appEdit', recordBody, appEdit);

  /**
   * An administrator's reset of another user's password: needs the reset permission; the password is the one sent or,
   * without one, generated and answered once (`result.password`) for the administrator to hand over. The user's
   * sessions end and their next login keeps them in the change-password dialog until they choose their own.
   */
  app.put<{ Body: { username?: unknown; password?: unknown } | undefined }>('/devops/sys/user/changePassword', { schema: requestSchema({ body: { username: text(1000), password: text(1000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:resetPassword');
    const { username, password: sent } = request.body ?? {};
    const password = sent === undefined || sent === '' ? generatePassword() : sent;
    if (typeof password !== 'string' || !PASSWORD_RULE.test(password) || password.toLowerCase() === String(username).toLowerCase()) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    const model = userModel(tables);
    const user = await byUsername(db, model, username);
    if (!user) throw new ApiError(404, '用户不存在！');
    if (user.id === auth.userId) throw new ApiError(400, '不能重置自己的密码，请在个人设置中修改密码');
    await users.resetPassword(db, String(user.id), await hashPassword(password), auth.username);
    await tokens.revokeAllOf(String(user.id), undefined, 'reset');
    return ok({ username: user.username, password, passwordChangeRequired: true }, '密码修改成功!');
  });

  /** Freezes (2) or unfreezes (1) users; nobody freezes their own account; a frozen user is signed out at once. */
  app.put<{ Body: { ids?: unknown; status?: unknown } | undefined }>('/devops/sys/user/frozenBatch', { schema: requestSchema({ body: { ids: text(66_000), status: { type: ['string', 'integer'], maxLength: 2 } } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:frozen');
    const status = Number(request.body?.status);
    if (status !== 1 && status !== 2) throw new ApiError(400, '状态只能是 1（正常）或 2（冻结）');
    const model = userModel(tables);
    const ids = await tableRepository(db, model).visibleIds(auth, idsParam(request.body?.ids).filter((id) => id !== auth.userId));
    await db.transaction(async (tx) => {
      for (const id of ids) await tableRepository(tx, model).update(auth, id, undefined, { status });
    });
    if (status === 2) for (const id of ids) await tokens.revokeAllOf(id, undefined, 'frozen');
    return okMessage(status === 2 ? '冻结成功!' : '解冻成功!');
  });

  /** Whether an account name is free (users in the recycle bin keep theirs); requires a token; JeecgBoot's shape. */
  app.get<{ Querystring: { username?: string } }>('/devops/sys/user/checkOnlyUser', { schema: requestSchema({ querystring: { username: text(1000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    requireAuth(request);
    const model = userModel(tables);
    const { username } = request.query;
    const taken = (await byUsername(db, model, username)) ?? (await byUsername(db, model, username, true));
    return taken ? failure('用户账号已存在', 500) : okMessage('该值可用');
  });

  /**
   * The user's role ids and departments, which JeecgBoot's user form loads before an edit and sends back as
   * `selectedroles`/`selecteddeparts`: answered for users the caller may see, JeecgBoot's shapes and its
   * `success:false` answers (HTTP 200) for a user with none, so the form keeps what the user has.
   */
  const linksOf = async (request: FastifyRequest, userId: unknown) => {
    const auth = requireAuth(request);
    if (typeof userId !== 'string' || !userId) throw new ApiError(400, '参数 userid 不合法');
    if (!(await readRecord(ctx, userModel(tables), auth, userId))) throw new ApiError(404, '未找到对应数据');
    return userId;
  };
  const canEditUsers = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:user:edit') };

  /**
   * A fresh id for a user not yet saved (JeecgBoot's user and department-picker forms ask for one before the user
   * exists): JeecgBoot's bare answer, `success:true` with code 0 and the 32-hex id in `result`. The add itself still
   * makes its own id; this only names the form's draft.
   */
  app.get('/devops/sys/user/generateUserId', {
    preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:user:add'),
    schema: requestSchema({ querystring: { _t: text(20) } }), schemaErrorFormatter: requestErrors,
  }, async () => ok(newId(), '', 0));

  app.get<{ Querystring: { userid?: string } }>('/devops/sys/user/queryUserRole', {
    ...canEditUsers, schema: requestSchema({ querystring: { userid: ID } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const roles = await currentRoles(db, await linksOf(request, request.query.userid));
    return roles.length ? ok(roles) : failure('未找到用户相关角色信息', 500);
  });

  app.get<{ Querystring: { userId?: string } }>('/devops/sys/user/userDepartList', {
    ...canEditUsers, schema: requestSchema({ querystring: { userId: ID } }), schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const userId = await linksOf(request, request.query.userId);
    const departs = (await departsOf(db, [userId])).get(userId) ?? [];
    return departs.length ? ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.name })), '查找成功') : failure('查找失败', 500);
  });
}
