import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import type { SmsProvider, SmsPurpose } from '../../providers/providers';
import { ApiError, okMessage } from '../../http/envelope';
import { smsCodes } from '../../tables/stores/sms-store';
import { users } from '../../tables/stores/user-store';
import { hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import { PASSWORD_RULE_MESSAGE } from './session-routes';
import { completeLogin, logLogin } from './login-result';
import { timedThirdPartyCall } from './admin/third-party-call';
import { throttle } from '../../http/throttle';

/** A code is good for five minutes, tried at most five times, used once. */
const CODE_TTL_SECONDS = 300;
const MAX_ATTEMPTS = 5;
const RESEND_SECONDS = 60;
const MOBILE = '^1[3-9]\\d{9}$';

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export function smsRoutes(app: FastifyInstance, db: Database, tokens: TokenService, sms: SmsProvider): void {
  // `/account/sms` is the original client's name for the same call.
  for (const url of ['/devops/sys/sms', '/devops/account/sms']) app.post<{ Body: { mobile: string; smsmode?: SmsPurpose } }>(url, {
    config: { public: true },
    schema: { body: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: MOBILE }, smsmode: { enum: ['0', '1', '2'] } } } },
  }, async (request) => {
    const { mobile, smsmode = '0' } = request.body;
    // Registered or not, a number is answered the same: the same resend limit (counted for every number), the same
    // message, and the code is sent after the answer, so neither the status, the body nor the time tells them apart.
    await throttle(db, `sms:${mobile}`, 1, RESEND_SECONDS, '验证码发送过于频繁，请一分钟后再试');
    if ((await users.phoneRegistered(db, mobile)) || smsmode === '1') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await smsCodes.insert(db, {
        id: randomBytes(16).toString('hex'), mobile, purpose: smsmode, codeHash: hashCode(mobile, code), ttlSeconds: CODE_TTL_SECONDS,
      });
      const target = mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
      // The gateway's outcome is in the third-party call log; a failure is the operator's to see, not the caller's.
      setImmediate(() => {
        timedThirdPartyCall(db, { provider: 'sms', action: `send:${smsmode}`, target, secrets: [code] }, () => sms.send(mobile, code, smsmode))
          .catch((error: unknown) => request.log.warn({ err: error }, 'SMS not sent'));
      });
    }
    return okMessage('短信验证码发送成功，请注意查收');
  });

  /**
   * Forgotten password: a code sent for purpose 2 to the phone bound to *that* account, valid 10 minutes,
   * 5 tries, used once; the new password follows the rule and every session of the account ends.
   */
  // `/auth/forge-password` is the original client's name for the same call.
  for (const url of ['/devops/sys/user/passwordChange', '/devops/auth/forge-password']) app.post<{ Body: { username: string; phone: string; smscode: string; password: string } }>(url, {
    config: { public: true },
    schema: { body: { type: 'object', required: ['username', 'phone', 'smscode', 'password'], properties: {
      username: { type: 'string', maxLength: 100 }, phone: { type: 'string', pattern: MOBILE }, smscode: { type: 'string', maxLength: 10 },
      password: { type: 'string', maxLength: 100 } } } },
  }, async (request) => {
    const { username, phone, smscode, password } = request.body;
    const pending = await smsCodes.pendingReset(db, username, phone);
    if (!pending || pending.attempts >= MAX_ATTEMPTS || pending.code_hash !== hashCode(phone, smscode)) {
      if (pending) await smsCodes.countAttempt(db, pending.code_id);
      throw new ApiError(400, '短信验证码错误');
    }
    if (!PASSWORD_RULE.test(password) || password.toLowerCase() === username.toLowerCase()) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    await smsCodes.markUsed(db, pending.code_id);
    await users.setPasswordHash(db, pending.id, await hashPassword(password));
    await tokens.revokeAllOf(pending.id);
    return okMessage('密码重置成功!');
  });

  app.post<{ Body: { mobile: string; captcha: string } }>('/devops/sys/phoneLogin', {
    config: { public: true },
    schema: {
      body: { type: 'object', required: ['mobile', 'captcha'], properties: { mobile: { type: 'string', pattern: MOBILE }, captcha: { type: 'string', maxLength: 10 } } },
    },
  }, async (request) => {
    const { mobile, captcha } = request.body;
    const pending = await smsCodes.pendingLogin(db, mobile);
    const matches = pending && pending.attempts < MAX_ATTEMPTS && pending.code_hash === hashCode(mobile, captcha);
    if (!matches) {
      if (pending) await smsCodes.countAttempt(db, pending.id);
      await logLogin(db, { username: mobile, type: 'phoneLogin', ok: false, ip: request.ip });
      throw new ApiError(400, '手机验证码错误');
    }
    // Single use: a code that logged in once is spent, even if the login is refused below.
    await smsCodes.markUsed(db, pending.id);
    const user = await users.byPhone(db, mobile);
    if (!user) throw new ApiError(400, '该用户不存在或未绑定手机号');
    return completeLogin(db, tokens, user, request, 'phoneLogin');
  });
}
