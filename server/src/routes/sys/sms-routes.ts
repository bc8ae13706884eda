import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import type { SmsProvider, SmsPurpose } from '../../providers/providers';
import { ApiError, okMessage } from '../../http/envelope';
import { USER_COLUMNS, type UserRow } from './user-view';
import { hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import { PASSWORD_RULE_MESSAGE } from './session-routes';
import { completeLogin, logLogin } from './login-result';
import { timedThirdPartyCall } from './admin/third-party-call';

const CODE_TTL_SECONDS = 600;
const MAX_ATTEMPTS = 5;
const RESEND_SECONDS = 60;
const MOBILE = '^1[3-9]\\d{9}$';

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export function smsRoutes(app: FastifyInstance, db: Database, tokens: TokenService, sms: SmsProvider): void {
  app.post<{ Body: { mobile: string; smsmode?: SmsPurpose } }>('/devops/sys/sms', {
    config: { public: true },
    schema: { body: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: MOBILE }, smsmode: { enum: ['0', '1', '2'] } } } },
  }, async (request) => {
    const { mobile, smsmode = '0' } = request.body;
    const recent = await db.query(
      `SELECT 1 FROM sys_sms_code WHERE mobile = $1 AND create_time > now() - make_interval(secs => $2) LIMIT 1`,
      [mobile, RESEND_SECONDS],
    );
    if (recent.rows.length) throw new ApiError(429, '验证码发送过于频繁，请一分钟后再试', { 'Retry-After': String(RESEND_SECONDS) });
    const user = await db.query('SELECT 1 FROM sys_user WHERE phone = $1 AND del_flag = 0', [mobile]);
    // The same answer whether or not the number is registered; a code is only sent to a real account.
    if (user.rows.length || smsmode === '1') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query(
        `INSERT INTO sys_sms_code (id, mobile, purpose, code_hash, expire_time) VALUES ($1,$2,$3,$4, now() + make_interval(secs => $5))`,
        [randomBytes(16).toString('hex'), mobile, smsmode, hashCode(mobile, code), CODE_TTL_SECONDS],
      );
      const target = mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
      await timedThirdPartyCall(db, { provider: 'sms', action: `send:${smsmode}`, target, secrets: [code] }, () => sms.send(mobile, code, smsmode));
    }
    return okMessage('短信验证码发送成功，请注意查收');
  });

  /**
   * Forgotten password: a code sent for purpose 2 to the phone bound to *that* account, valid 10 minutes,
   * 5 tries, used once; the new password follows the rule and every session of the account ends.
   */
  app.post<{ Body: { username: string; phone: string; smscode: string; password: string } }>('/devops/sys/user/passwordChange', {
    config: { public: true },
    schema: { body: { type: 'object', required: ['username', 'phone', 'smscode', 'password'], properties: {
      username: { type: 'string', maxLength: 100 }, phone: { type: 'string', pattern: MOBILE }, smscode: { type: 'string', maxLength: 10 },
      password: { type: 'string', maxLength: 100 } } } },
  }, async (request) => {
    const { username, phone, smscode, password } = request.body;
    const { rows } = await db.query<{ id: string; code_id: string; code_hash: string; attempts: number }>(
      `SELECT u.id, c.id AS code_id, c.code_hash, c.attempts FROM sys_user u
         JOIN sys_sms_code c ON c.mobile = u.phone AND c.purpose = '2' AND c.used_time IS NULL AND c.expire_time > now()
        WHERE u.username = $1 AND u.phone = $2 AND u.del_flag = 0 ORDER BY c.create_time DESC LIMIT 1`,
      [username, phone],
    );
    const pending = rows[0];
    if (!pending || pending.attempts >= MAX_ATTEMPTS || pending.code_hash !== hashCode(phone, smscode)) {
      if (pending) await db.query('UPDATE sys_sms_code SET attempts = attempts + 1 WHERE id = $1', [pending.code_id]);
      throw new ApiError(400, '短信验证码错误');
    }
    if (!PASSWORD_RULE.test(password) || password.toLowerCase() === username.toLowerCase()) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    await db.query('UPDATE sys_sms_code SET used_time = now() WHERE id = $1', [pending.code_id]);
    await db.query('UPDATE sys_user SET password_hash = $1, update_time = now() WHERE id = $2', [await hashPassword(password), pending.id]);
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
    const { rows } = await db.query<{ id: string; code_hash: string; attempts: number }>(
      `SELECT id, code_hash, attempts FROM sys_sms_code
        WHERE mobile = $1 AND purpose = '0' AND used_time IS NULL AND expire_time > now()
        ORDER BY create_time DESC LIMIT 1`,
      [mobile],
    );
    const pending = rows[0];
    const matches = pending && pending.attempts < MAX_ATTEMPTS && pending.code_hash === hashCode(mobile, captcha);
    if (!matches) {
      if (pending) await db.query('UPDATE sys_sms_code SET attempts = attempts + 1 WHERE id = $1', [pending.id]);
      await logLogin(db, { username: mobile, type: 'phoneLogin', ok: false, ip: request.ip });
      throw new ApiError(400, '手机验证码错误');
    }
    // Single use: a code that logged in once is spent, even if the login is refused below.
    await db.query('UPDATE sys_sms_code SET used_time = now() WHERE id = $1', [pending.id]);
    const user = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE phone = $1 AND del_flag = 0`, [mobile]);
    if (!user.rows[0]) throw new ApiError(400, '该用户不存在或未绑定手机号');
    return completeLogin(db, tokens, user.rows[0], request, 'phoneLogin');
  });
}
