import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { assertNotLocked, recordSuccess, reserveAttempt } from '../../auth/login-throttle';
import { ApiError, MESSAGES, okMessage } from '../../http/envelope';
import { users } from '../../tables/stores/user-store';
import { completeLogin, logLogin } from './login-result';

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

export function loginRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.post<{ Body: LoginBody }>('/devops/sys/login', { schema: loginSchema, config: { public: true } }, async (request) => {
    const { username, password } = request.body;
    await assertNotLocked(db, username, request.ip);
    await reserveAttempt(db, username, request.ip);
    const user = await users.withPasswordHash(db, username);
    const passwordOk = await verifyPassword(user?.password_hash, password);
    const ua = request.headers['user-agent'];
    if (!user || !passwordOk) {
      await logLogin(db, { username, userId: user?.id, type: 'login', ok: false, ip: request.ip, ua });
      // One answer for unknown user and wrong password, so accounts cannot be enumerated.
      throw new ApiError(400, MESSAGES.badCredentials);
    }
    await recordSuccess(db, username, request.ip);
    return completeLogin(db, tokens, user, request, 'login');
  });

  app.post('/devops/sys/logout', { config: { public: true } }, async (request) => {
    if (request.auth) {
      await tokens.revoke(request.auth.sessionId);
      await logLogin(db, { username: request.auth.username, userId: request.auth.userId, type: 'logout', ok: true, ip: request.ip });
    }
    return okMessage('退出登录成功！');
  });
}
