import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { AuthInfo, TokenService } from '../../auth/tokens';
import { requireAuth } from '../../auth/auth-plugin';
import { assertPermission } from '../../auth/access';
import { hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import { ApiError, failure, ok, okMessage } from '../../http/envelope';
import { USER_COLUMNS, userInfo, type UserRow } from './user-view';
import { PASSWORD_RULE_MESSAGE } from './session-routes';

const str = (max: number) => ({ type: 'string', maxLength: max });
// Optional fields: JeecgBoot clients (and the schema pages) send an empty one as null, which clears it.
const opt = (max: number) => ({ type: ['string', 'null'], maxLength: max });
// Only these fields are written; anything else in a body (userIdentity, delFlag, relTenantIds, ...) is ignored.
const PROFILE = { realname: str(100), avatar: opt(255), email: opt(100), phone: opt(45), birthday: opt(10), sex: { type: ['integer', 'string', 'null'] } };
const ADMIN_FIELDS = { ...PROFILE, workNo: opt(100), post: opt(100), companyId: opt(32) };

interface UserBody { id?: string; username?: string; password?: string; selectedroles?: string; selecteddeparts?: string; [k: string]: unknown }

const COLUMN: Record<string, string> = {
  realname: 'realname', avatar: 'avatar', email: 'email', phone: 'phone', birthday: 'birthday', sex: 'sex', workNo: 'work_no', post: 'post', companyId: 'company_id',
};

function pick(body: Record<string, unknown>, allowed: Record<string, unknown>): [string, unknown][] {
  return Object.keys(allowed).filter((k) => body[k] !== undefined).map((k) => [COLUMN[k], body[k] === '' ? null : body[k]]);
}

/**
 * Nobody can hand out more than they have: every permission the granted roles carry must be one the
 * caller holds through their own roles.
 */
async function assertCanGrant(db: Database, auth: AuthInfo, roleIds: string[]) {
  if (roleIds.length === 0) return;
  await assertPermission(db, auth, 'system:user:assignRole');
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_role_permission rp
      WHERE rp.role_id = ANY($1) AND rp.permission_id NOT IN (
        SELECT rp2.permission_id FROM sys_role_permission rp2 JOIN sys_user_role ur ON ur.role_id = rp2.role_id WHERE ur.user_id = $2)`,
    [roleIds, auth.userId],
  );
  const known = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_role WHERE id = ANY($1)', [roleIds]);
  if (known.rows[0].n !== new Set(roleIds).size) throw new ApiError(400, '角色不存在');
  if (rows[0].n > 0) throw new ApiError(403, '不能授予超出自身权限的角色');
}

const ids = (raw: unknown) => String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Users as the admin screens show them: `departIds` and, as JeecgBoot's `orgCodeTxt`, their department names. */
async function withDeparts(db: Database, users: UserRow[]) {
  const { rows } = await db.query<{ user_id: string; id: string; depart_name: string }>(
    `SELECT ud.user_id, d.id, d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id AND d.del_flag = 0
      WHERE ud.user_id = ANY($1) ORDER BY d.org_code, d.id`, [users.map((u) => u.id)]);
  return users.map((u) => {
    const departs = rows.filter((r) => r.user_id === u.id);
    return { ...userInfo(u, departs.map((d) => d.id)), orgCodeTxt: departs.map((d) => d.depart_name).join(',') || null };
  });
}

export function userAdminRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.get<{ Querystring: Record<string, string> }>('/devops/sys/user/list', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:list');
    const q = request.query;
    const pageNo = Math.max(Number(q.pageNo) || 1, 1);
    const pageSize = Math.min(Math.max(Number(q.pageSize) || 10, 1), 1000);
    const params: unknown[] = [];
    const where = ['del_flag = 0'];
    for (const key of ['username', 'realname', 'phone'] as const) {
      if (q[key]) where.push(`${key} ILIKE $${params.push(`%${q[key].replace(/\*/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    }
    if (q.status) where.push(`status = $${params.push(Number(q.status) || 0)}`);
    const [list, count] = await Promise.all([
      db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE ${where.join(' AND ')} ORDER BY create_time DESC, username LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`, params),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_user WHERE ${where.join(' AND ')}`, params),
    ]);
    return ok({ records: await withDeparts(db, list.rows), total: count.rows[0].n, size: pageSize, current: pageNo, pages: Math.ceil(count.rows[0].n / pageSize) });
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/user/queryById', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:list');
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE id = $1 AND del_flag = 0`, [String(request.query.id ?? '').slice(0, 64)]);
    if (!rows[0]) throw new ApiError(404, '未找到对应实体');
    return ok((await withDeparts(db, rows))[0]);
  });

  app.post<{ Body: UserBody }>('/devops/sys/user/add', {
    schema: { body: { type: 'object', required: ['username', 'realname', 'password'], properties: { ...ADMIN_FIELDS, username: { type: 'string', pattern: '^[a-zA-Z0-9_.-]{2,50}$' }, password: opt(50), selectedroles: str(2000), selecteddeparts: str(2000) } } },
  }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:add');
    const body = request.body;
    if (!PASSWORD_RULE.test(body.password ?? '') || body.password?.toLowerCase() === body.username?.toLowerCase()) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    const roles = ids(body.selectedroles);
    await assertCanGrant(db, auth, roles);
    const id = randomBytes(16).toString('hex');
    const fields = pick(body, ADMIN_FIELDS);
    const hash = await hashPassword(body.password!);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_user (id, username, password_hash, create_by${fields.map(([c]) => `, ${c}`).join('')})
         VALUES ($1, $2, $3, $4${fields.map((_, i) => `, $${i + 5}`).join('')})`,
        [id, body.username, hash, auth.username, ...fields.map(([, v]) => v)],
      );
      for (const role of roles) await tx.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1,$2)', [id, role]);
      for (const dep of ids(body.selecteddeparts)) await tx.query('INSERT INTO sys_user_depart (user_id, dep_id) VALUES ($1,$2)', [id, dep]);
    });
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: FastifyRequest<{ Body: UserBody }>) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:edit');
    const body = request.body;
    const fields = pick(body, ADMIN_FIELDS);
    const exists = await db.query('SELECT 1 FROM sys_user WHERE id = $1 AND del_flag = 0', [body.id ?? '']);
    if (!exists.rows.length) throw new ApiError(404, '未找到对应实体');
    if (body.selectedroles !== undefined) await assertCanGrant(db, auth, ids(body.selectedroles));
    await db.transaction(async (tx) => {
      if (fields.length) {
        await tx.query(`UPDATE sys_user SET ${fields.map(([c], i) => `${c} = $${i + 3}`).join(', ')}, update_by = $2, update_time = now() WHERE id = $1`,
          [body.id, auth.username, ...fields.map(([, v]) => v)]);
      }
      if (body.selectedroles !== undefined) {
        await tx.query('DELETE FROM sys_user_role WHERE user_id = $1', [body.id]);
        for (const role of ids(body.selectedroles)) await tx.query('INSERT INTO sys_user_role (user_id, role_id) VALUES ($1,$2)', [body.id, role]);
      }
    });
    return okMessage('编辑成功!');
  };
  const editSchema = { schema: { body: { type: 'object', required: ['id'], properties: { ...ADMIN_FIELDS, id: str(32), selectedroles: str(2000) } } } };
  app.put<{ Body: UserBody }>('/devops/sys/user/edit', editSchema, edit);
  app.post<{ Body: UserBody }>('/devops/sys/user/edit', editSchema, edit);

  /** The caller's own profile: only the personal fields change, whatever else is sent. */
  const appEdit = async (request: FastifyRequest<{ Body: UserBody }>) => {
    const auth = requireAuth(request);
    const fields = pick(request.body ?? {}, PROFILE);
    if (fields.length) {
      await db.query(`UPDATE sys_user SET ${fields.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, update_time = now() WHERE id = $1`,
        [auth.userId, ...fields.map(([, v]) => v)]);
    }
    const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE id = $1`, [auth.userId]);
    return ok(userInfo(rows[0], []), '编辑成功!');
  };
  app.put<{ Body: UserBody }>('/devops/sys/user/appEdit', appEdit);
  app.post<{ Body: UserBody }>('/devops/sys/user/appEdit', appEdit);

  /** An administrator's reset of another user's password: needs the reset permission; ends their sessions. */
  app.put<{ Body: { username?: string; password?: string } }>('/devops/sys/user/changePassword', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:resetPassword');
    const { username, password } = request.body ?? {};
    if (!password || !PASSWORD_RULE.test(password)) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM sys_user WHERE username = $1 AND del_flag = 0', [username ?? '']);
    if (!rows[0]) throw new ApiError(404, '用户不存在！');
    await db.query('UPDATE sys_user SET password_hash = $1, update_by = $2, update_time = now() WHERE id = $3', [await hashPassword(password), auth.username, rows[0].id]);
    await tokens.revokeAllOf(rows[0].id);
    return okMessage('密码修改成功!');
  });

  app.put<{ Body: { ids?: string; status?: string | number } }>('/devops/sys/user/frozenBatch', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:user:frozen');
    const status = Number(request.body?.status);
    if (status !== 1 && status !== 2) throw new ApiError(400, '状态只能是 1（正常）或 2（冻结）');
    const list = ids(request.body?.ids).filter((id) => id !== auth.userId);
    await db.query('UPDATE sys_user SET status = $1, update_by = $2, update_time = now() WHERE id = ANY($3)', [status, auth.username, list]);
    if (status === 2) for (const id of list) await tokens.revokeAllOf(id);
    return okMessage(status === 2 ? '冻结成功!' : '解冻成功!');
  });

  /** Requires a token; answers in JeecgBoot's shape. */
  app.get<{ Querystring: { username?: string } }>('/devops/sys/user/checkOnlyUser', async (request) => {
    requireAuth(request);
    const { rows } = await db.query('SELECT 1 FROM sys_user WHERE username = $1', [request.query.username ?? '']);
    return rows.length ? failure('用户账号已存在', 500) : okMessage('该值可用');
  });
}
