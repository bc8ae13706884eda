import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import { requireAuth } from '../../auth/auth-plugin';
import { hashPassword, PASSWORD_RULE, verifyPassword } from '../../auth/passwords';
import { ApiError, ok, okMessage } from '../../http/envelope';
import { departsOf } from './login-result';
import { userInfo, type UserRow } from './user-view';
import { users } from '../../tables/stores/user-store';

export const PASSWORD_RULE_MESSAGE = '密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)';

async function currentUser(db: Database, userId: string): Promise<UserRow> {
  const user = await users.byId(db, userId);
  if (!user) throw new ApiError(404, '用户不存在！');
  return user;
}

interface SelectDepartBody { orgCode: string; username?: string }
interface PasswordBody { username: string; oldpassword: string; password: string; confirmpassword: string }

const str = (max: number) => ({ type: 'string', maxLength: max });

export function sessionRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.get('/devops/sys/user/getCurrentUserDeparts', async (request) => {
    const auth = requireAuth(request);
    const user = await currentUser(db, auth.userId);
    return ok({ list: await departsOf(db, auth.userId), orgCode: user.org_code }, '', 0);
  });

  const selectDepart = {
    schema: { body: { type: 'object', required: ['orgCode'], properties: { orgCode: str(64), username: str(100) } } },
  };
  const selectHandler = async (request: import('fastify').FastifyRequest<{ Body: SelectDepartBody }>) => {
    const auth = requireAuth(request);
    const { orgCode, username } = request.body;
    if (username && username !== auth.username) throw new ApiError(403, '只允许切换自己的部门！');
    const departs = await departsOf(db, auth.userId);
    if (!departs.some((d) => d.orgCode === orgCode)) throw new ApiError(400, '所选部门不属于当前用户');
    await users.selectDepart(db, auth.userId, orgCode, auth.username);
    const user = await currentUser(db, auth.userId);
    return ok({ userInfo: userInfo(user, departs.map((d) => String(d.id))) }, '', 0);
  };
  app.put<{ Body: SelectDepartBody }>('/devops/sys/selectDepart', selectDepart, selectHandler);
  app.post<{ Body: SelectDepartBody }>('/devops/sys/selectDepart', selectDepart, selectHandler);

  const passwordOptions = {
    schema: {
      body: {
        type: 'object', required: ['username', 'oldpassword', 'password', 'confirmpassword'],
        properties: { username: str(100), oldpassword: str(100), password: str(100), confirmpassword: str(100) },
      },
    },
  };
  const passwordHandler = async (request: import('fastify').FastifyRequest<{ Body: PasswordBody }>) => {
    const auth = requireAuth(request);
    const { username, oldpassword, password, confirmpassword } = request.body;
    if (username !== auth.username) throw new ApiError(403, '只允许修改自己的密码！');
    if (!password) throw new ApiError(400, '新密码不允许为空!');
    if (password !== confirmpassword) throw new ApiError(400, '两次输入密码不一致!');
    if (!PASSWORD_RULE.test(password) || password.toLowerCase() === username.toLowerCase()) {
      throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    }
    if (!(await verifyPassword(await users.passwordHash(db, auth.userId), oldpassword))) throw new ApiError(400, '旧密码输入错误!');
    await users.setPasswordHash(db, auth.userId, await hashPassword(password), auth.username);
    // Every other session of this user ends now; the one that made the change stays.
    await tokens.revokeAllOf(auth.userId, auth.sessionId);
    return okMessage('密码重置成功!');
  };
  app.put<{ Body: PasswordBody }>('/devops/sys/user/updatePassword', passwordOptions, passwordHandler);
  app.post<{ Body: PasswordBody }>('/devops/sys/user/updatePassword', passwordOptions, passwordHandler);
}
