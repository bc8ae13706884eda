import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { assertNotLocked, recordSuccess, reserveAttempt } from '../../auth/login-throttle';
import { ApiError, MESSAGES, ok, okMessage } from '../../http/envelope';
import { users } from '../../tables/stores/user-store';
import { completeLogin, logLogin } from './login-result';
import { assertCaptcha, CAPTCHA_TTL_SECONDS, captchaHash, captchaRequired } from '../../auth/login-captcha';
import { captchaImage, captchaText } from '../../auth/captcha-image';
import { captchas } from '../../tables/stores/captcha-store';

interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
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
    const { username, password, captcha, checkKey } = request.body;
    await assertNotLocked(db, username, request.ip);
    // After repeated failures a person must prove to be one. Read before this attempt is reserved; checked after, so
    // a missing or wrong captcha counts as a failed attempt too and a captcha-guessing robot still meets the lock.
    const needCaptcha = await captchaRequired(db, username, request.ip);
    await reserveAttempt(db, username, request.ip);
    if (needCaptcha) await assertCaptcha(db, captcha, checkKey);
    const user = await users.withPasswordHash(db, username);
    const passwordOk = await verifyPassword(user?.password_hash, password);
    const ua = request.headers['user-agent'];
    if (!user || !passwordOk) {
      await logLogin(db, { username, userId: user?.id, type: 'login', ok: false, ip: request.ip, ua });
      // One answer for unknown user and wrong password, so accounts cannot be enumerated.
      // The form learns at once that the next try needs the captcha.
      throw new ApiError(400, MESSAGES.badCredentials, {}, { needCaptcha: await captchaRequired(db, username, request.ip) });
    }
    await recordSuccess(db, username, request.ip);
    return completeLogin(db, tokens, user, request, 'login');
  });

  /** JeecgBoot's image captcha for a client-chosen check key: a base64 data URL, answerable once within a minute. */
  app.get<{ Params: { key: string } }>('/devops/sys/randomImage/:key', {
    config: { public: true },
    schema: { params: { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } },
  }, async (request) => {
    const text = captchaText();
    await captchas.put(db, request.params.key, captchaHash(request.params.key, text), CAPTCHA_TTL_SECONDS);
    return ok(captchaImage(text));
  });

  app.post('/devops/sys/logout', { config: { public: true } }, async (request) => {
    if (request.auth) {
      await tokens.revoke(request.auth.sessionId);
      await logLogin(db, { username: request.auth.username, userId: request.auth.userId, type: 'logout', ok: true, ip: request.ip });
    }
    return okMessage('退出登录成功！');
  });
}
