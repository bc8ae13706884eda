import fs from 'node:fs';
import path from 'node:path';

/** Sends SMS verification codes. The default writes them to the server log (no gateway is configured). */
export interface SmsProvider {
  send(mobile: string, code: string, purpose: SmsPurpose): Promise<void>;
}

/** `0` login, `1` register, `2` forgot password — JeecgBoot's `smsmode`. */
export type SmsPurpose = '0' | '1' | '2';

/**
 * Resolves an external identity (a third-party login id, a CAS ticket) to one of our usernames.
 * Off unless configured: without one, those endpoints say the feature is not enabled.
 */
export interface ExternalIdentityProvider {
  resolve(credential: string, extra: Record<string, string>): Promise<{ username: string } | null>;
}

export interface Providers {
  sms: SmsProvider;
  thirdLogin?: ExternalIdentityProvider;
  cas?: ExternalIdentityProvider;
}

const mask = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

const describe = (mobile: string, code: string, purpose: SmsPurpose) =>
  `[短信] ${mask(mobile)} 的${{ '0': '登录', '1': '注册', '2': '找回密码' }[purpose]}验证码：${code}（5 分钟内有效）`;

export const logSmsProvider: SmsProvider = {
  async send(mobile, code, purpose) {
    console.info(describe(mobile, code, purpose));
  },
};

/**
 * The demo's SMS "gateway": each code goes to the server log and is appended as one JSON line to a dev outbox file
 * (DATA_DIR/dev-outbox/sms.log), where a tester reads it — there is no real gateway to deliver it.
 */
export function devOutboxSmsProvider(file: string): SmsProvider {
  return {
    async send(mobile, code, purpose) {
      console.info(describe(mobile, code, purpose));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.appendFile(file, `${JSON.stringify({ time: new Date().toISOString(), mobile, purpose, code })}\n`);
    },
  };
}
