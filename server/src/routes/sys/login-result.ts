import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { SessionContext, TokenService } from '../../auth/tokens';
import { ApiError, ok } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { loadAllDictItems } from '../../tables/stores/dict-store';
import { userInfo, type UserRow } from './user-view';
import { membership } from '../../tables/stores/membership-store';
import { users } from '../../tables/stores/user-store';
import { insertLoginLog } from '../../tables/stores/login-store';
import { PENDING_USER_STATUS } from '../../tables/stores/register-store';

/** Where a user lands after login: their company (menu 11), or for project-only staff their first project (menu 12). */
async function initialContext(db: Database, user: { id: string; company_id: string | null }): Promise<SessionContext> {
  if (user.company_id) return { companyId: user.company_id, projectId: null, menuCode: '11' };
  const project = await membership.firstMemberProject(db, user.id);
  if (project) return { companyId: project.company_id, projectId: project.id, menuCode: '12' };
  return { companyId: null, projectId: null, menuCode: '11' };
}

export async function departsOf(db: Database, userId: string) {
  const rows = await membership.departsOf(db, userId);
  return rows.map((d) => ({
    id: d.id, parentId: d.parent_id ?? '', departName: d.depart_name, departNameEn: null, departNameAbbr: d.depart_name_abbr,
    departOrder: d.depart_order, description: null, orgCategory: d.org_category, orgType: d.org_category, orgCode: d.org_code,
    status: d.status, delFlag: String(d.del_flag), createBy: d.create_by, createTime: formatDateTime(d.create_time as Date),
  }));
}

export async function logLogin(db: Database, entry: { username: string; userId?: string; type: string; ok: boolean; ip: string; ua?: string }) {
  await insertLoginLog(db, {
    username: entry.username.slice(0, 100), userId: entry.userId ?? null, type: entry.type, ok: entry.ok, ip: entry.ip,
    userAgent: entry.ua?.slice(0, 255) ?? null,
  });
}


/**
 * The end of every successful login (password, SMS code, third party): issue the token in the user's
 * initial context, settle the current department and answer in JeecgBoot's login shape.
 */
export async function completeLogin(db: Database, tokens: TokenService, user: UserRow, request: FastifyRequest, type: string) {
  const ua = request.headers['user-agent'];
  if (user.status !== 1) {
    await logLogin(db, { username: user.username, userId: user.id, type, ok: false, ip: request.ip, ua });
    if (user.status === PENDING_USER_STATUS) throw new ApiError(403, '该账号已注册，正在等待管理员审核，审核通过后即可登录');
    throw new ApiError(403, '该用户已冻结');
  }
  const ctx = await initialContext(db, user);
  const token = await tokens.issue(user.id, user.username, ctx, { ip: request.ip, userAgent: ua });
  const departs = await departsOf(db, user.id);
  // JeecgBoot's rule: one department becomes the current one; with several, the first unless one is chosen.
  if (departs.length > 0 && (departs.length === 1 || !departs.some((d) => d.orgCode === user.org_code))) {
    user.org_code = String(departs[0].orgCode);
    await users.settleDepart(db, user.id, user.org_code);
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
      // After an administrator's reset the browser keeps the user in the change-password dialog until they choose one.
      ...((await users.passwordChangeRequired(db, user.id)) ? { passwordChangeRequired: true } : {}),
    },
    '登录成功',
  );
}
