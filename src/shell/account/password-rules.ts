import { shellMessages } from '../shared/messages';

/** 8–50 characters with an uppercase and a lowercase letter, a digit and one of !@#$%+. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%+.]).{8,50}$/;

/**
 * The new-password check: the message to show, or null when the password is acceptable.
 *
 * @example
 * checkNewPassword('abc'); // '密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)'
 * checkNewPassword('Abcdef1!'); // null
 */
export function checkNewPassword(value: string | undefined | null): string | null {
  if (!value) return shellMessages.password.newRequired;
  return PASSWORD_PATTERN.test(value) ? null : shellMessages.password.rule;
}

/** The confirmation check: required and equal to the new password. */
export function checkConfirmPassword(value: string | undefined | null, password: string | undefined | null): string | null {
  if (!value) return shellMessages.password.confirmRequired;
  return value === password ? null : shellMessages.password.mismatch;
}
