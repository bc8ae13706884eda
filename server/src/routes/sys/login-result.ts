import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { SessionContext, TokenService } from '../../auth/tokens';
import { ApiError, ok } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { loadAllDictItems } from '../../dicts/dict-service';
import { userInfo, type UserRow } from './user-view';

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

export async function logLogin(db: Database, entry: { username: string; userId?: string; type: string; ok: boolean; ip: string; ua?: string }) {
  await db.query(
    'INSERT INTO sys_login_log (username, user_id, log_type, ok, ip, user_agent) VALUES ($1,$2,$3,$4,$5,$6)',
    [entry.username.slice(0, 100), entry.userId ?? null, entry.type, entry.ok, entry.ip, entry.ua?.slice(0, 255) ?? null],
  );
}


/**
 * The end of every successful login (password, SMS code, third party): issue the token in the user's
 * initial context, settle the current department and answer in JeecgBoot's login shape.
 */
export async function completeLogin(db: Database, tokens: TokenService, user: UserRow, request: FastifyRequest, type: string) {
  const ua = request.headers['user-agent'];
  if (user.status !== 1) {
    await logLogin(db, { username: user.username, userId: user.id, type, ok: false, ip: request.ip, ua });
    throw new ApiError(403, '该用户已冻结');
  }
  const ctx = await initialContext(db, user);
  const token = await tokens.issue(user.id, user.username, ctx, { ip: request.ip, userAgent: ua });
  const departs = await departsOf(db, user.id);
  // JeecgBoot's rule: one department becomes the current one; with several, the first unless one is chosen.
  if (departs.length > 0 && (departs.length === 1 || !departs.some((d) => d.orgCode === user.org_code))) {
    user.org_code = String(departs[0].orgCode);
    await db.query('UPDATE sys_user SET org_code = $1 WHERE id = $2', [user.org_code, user.id]);
  }
  await logLogin(db, { username: user.username, userId: user.id, type, ok: true, ip: request.ip, ua });
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
}
