import { describe, expect, it } from 'vitest';
import { checkConfirmPassword, checkNewPassword } from './password-rules';

const RULE = '密码至少8位，须包含数字、大小写字母和特殊符号(!@#$%+.)';

describe('password rules', () => {
  it('requires 8–50 characters with upper, lower, digit and one of !@#$%+.', () => {
    expect(checkNewPassword('')).toBe('请输入新密码!');
    for (const bad of ['Ab1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefg12', 'Abcdefg1&', `Ab1!${'x'.repeat(47)}`]) {
      expect(checkNewPassword(bad), bad).toBe(RULE);
    }
    for (const good of ['Abcdef1!', 'Abcdef1@', 'Abcdef1#', 'Abcdef1$', 'Abcdef1%', 'Abcdef1+', 'Abcdef1.', `Ab1!${'x'.repeat(46)}`]) {
      expect(checkNewPassword(good), good).toBeNull();
    }
  });

  it('requires the confirmation to equal the new password', () => {
    expect(checkConfirmPassword('', 'Abcdef1!')).toBe('请确认新密码!');
    expect(checkConfirmPassword('Abcdef1?', 'Abcdef1!')).toBe('两次输入的密码不一样！');
    expect(checkConfirmPassword('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});
