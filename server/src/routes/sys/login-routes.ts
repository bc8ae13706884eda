import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { SessionContext, TokenService } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { assertNotLocked, recordFailure, recordSuccess } from '../../auth/login-throttle';
import { ApiError, MESSAGES, ok, okMessage } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { loadAllDictItems } from '../../dicts/dict-service';
import { USER_COLUMNS, userInfo, type UserRow } from './user-view';

interface LoginBody {
  username: string;
  password: string;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 100 },
      password: { type: 'string', minLength: 1, maxLength: 100 },
      captcha: { type: 'string', maxLength: 20 },
      checkKey: { type: ['string', 'number'] },
      remember_me: { type: 'boolean' },
    },
  },
};

/** Where a user lands after login: their company (menu 11), or for project-only staff their first project (menu 12). */
async function initialContext(db: Database, user: { id: string; company_id: string | null }): Promise<SessionContext> {
  if (user.company_id) return { companyId: user.company_id, projectId: null, menuCode: '11' };
  const { rows } = await db.query<{ id: string; company_id: string }>(
    `SELECT p.id, p.company_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id
      WHERE up.user_id = $1 AND p.del_flag = 0
      ORDER BY CASE COALESCE(NULLIF(p.state, ''), '1') WHEN '2' THEN 0 WHEN '1' THEN 1 ELSE 2 END, p.sort`,
    [user.id],
  );
  if (rows[0]) return { companyId: rows[0].company_id, projectId: rows[0].id, menuCode: '12' };
  return { companyId: null, projectId: null, menuCode: '11' };
}

export async function departsOf(db: Database, userId: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT d.id, d.parent_id, d.depart_name, d.depart_name_abbr, d.depart_order, d.org_category, d.org_code, d.status,
            d.del_flag, d.create_by, d.create_time
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = $1 AND d.del_flag = 0 ORDER BY d.depart_order`,
    [userId],
  );
  return rows.map((d) => ({
    id: d.id, parentId: d.parent_id ?? '', departName: d.depart_name, departNameEn: null, departNameAbbr: d.depart_name_abbr,
    departOrder: d.depart_order, description: null, orgCategory: d.org_category, orgType: d.org_category, orgCode: d.org_code,
    status: d.status, delFlag: String(d.del_flag), createBy: d.create_by, createTime: formatDateTime(d.create_time as Date),
  }));
}

async function logLogin(db: Database, entry: { username: string; userId?: string; type: string; ok: boolean; ip: string; ua?: string }) {
  await db.query(
    'INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent) VALUES ($1,$2,$3,$4,$5,$6)',
    [entry.username.slice(0, 100), entry.userId ?? null, entry.type, entry.ok, entry.ip, entry.ua?.slice(0, 255) ?? null],
  );
}

export function loginRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.post<{ Body: LoginBody }>('/devops/sys/login', { schema: loginSchema, config: { public: true } }, async (request) => {
    const { username, password } = request.body;
    await assertNotLocked(db, username, request.ip);
    const { rows } = await db.query<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, password_hash FROM sys_user WHERE username = $1 AND del_flag = 0`,
      [username],
    );
    const user = rows[0];
    const passwordOk = await verifyPassword(user?.password_hash, password);
    const ua = request.headers['user-agent'];
    if (!user || !passwordOk) {
      await logLogin(db, { username, userId: user?.id, type: 'login', ok: false, ip: request.ip, ua });
      await recordFailure(db, username, request.ip);
      // One answer for unknown user and wrong password, so accounts cannot be enumerated.
      throw new ApiError(400, MESSAGES.badCredentials);
    }
    if (user.status !== 1) {
      await logLogin(db, { username, userId: user.id, type: 'login', ok: false, ip: request.ip, ua });
      throw new ApiError(403, '该用户已冻结');
    }
    await recordSuccess(db, username);
    const ctx = await initialContext(db, user);
    const token = await tokens.issue(user.id, user.username, ctx, { ip: request.ip, userAgent: ua });
    const departs = await departsOf(db, user.id);
    // JeecgBoot's rule: one department becomes the current one; with several, the first unless one is chosen.
    if (departs.length > 0 && (departs.length === 1 || !departs.some((d) => d.orgCode === user.org_code))) {
      user.org_code = String(departs[0].orgCode);
      await db.query('UPDATE sys_user SET org_code = $1 WHERE id = $2', [user.org_code, user.id]);
    }
    await logLogin(db, { username, userId: user.id, type: 'login', ok: true, ip: request.ip, ua });
    return ok(
      {
        token,
        userInfo: userInfo(user, departs.map((d) => String(d.id))),
        departs,
        multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
        sysAllDictItems: await loadAllDictItems(db),
        isShowHomePage: true,
      },
      '登录成功',
    );
  });

  app.post('/devops/sys/logout', { config: { public: true } }, async (request) => {
    if (request.auth) {
      await tokens.revoke(request.auth.sessionId);
      await logLogin(db, { username: request.auth.username, userId: request.auth.userId, type: 'logout', ok: true, ip: request.ip });
    }
    return okMessage('退出登录成功！');
  });
}
