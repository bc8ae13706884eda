import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/envelope';
import { captchas } from '../tables/stores/captcha-store';
import { loginAttempts } from '../tables/stores/login-store';
import { WINDOW_SECONDS } from './login-throttle';

/** Failed logins in the throttle window after which the account (or, more generously, the address) must solve a captcha. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 2;
export const CAPTCHA_AFTER_IP_FAILURES = 10;
/** How long a captcha image may be answered (JeecgBoot's 60 s). */
export const CAPTCHA_TTL_SECONDS = 60;

export const captchaHash = (checkKey: string, text: string) => createHash('sha256').update(`${checkKey}:${text.trim().toLowerCase()}`).digest('hex');

/** Whether the next password login of this account from this address must carry a captcha. */
export async function captchaRequired(db: Queryable, username: string, ip: string): Promise<boolean> {
  const account = `user:${username.toLowerCase().slice(0, 100)}`;
  const address = `ip:${ip}`;
  const counts = await loginAttempts.failures(db, [account, address], WINDOW_SECONDS);
  return (counts.get(account) ?? 0) >= CAPTCHA_AFTER_ACCOUNT_FAILURES || (counts.get(address) ?? 0) >= CAPTCHA_AFTER_IP_FAILURES;
}

/**
 * Checks the captcha of a login that needs one: missing, spent/expired or wrong are refused with JeecgBoot's code 412
 * (the login form then shows a fresh image). The captcha is spent by this check whatever its outcome.
 */
export async function assertCaptcha(db: Queryable, captcha: string | undefined, checkKey: string | number | undefined): Promise<void> {
  const needed = { needCaptcha: true };
  if (!captcha?.trim() || checkKey === undefined || checkKey === '') throw new ApiError(412, '登录失败次数较多，请输入验证码', {}, needed);
  const stored = await captchas.take(db, String(checkKey));
  if (!stored) throw new ApiError(412, '验证码已失效，请刷新验证码后重试', {}, needed);
  if (stored !== captchaHash(String(checkKey), captcha)) throw new ApiError(412, '验证码错误', {}, needed);
}
