import { describe, expect, it } from 'vitest';
import { HttpError } from '@/engine';
import { describeHttpError } from './http-error-catalogue';

const error = (status: number, message = '服务器开小差了') => new HttpError({ status, message });

describe('describeHttpError', () => {
  it('follows the spec catalogue', () => {
    expect(describeHttpError(error(401, 'Token失效，请重新登录!'), '/news/notice')).toEqual({ kind: 'session-expired', message: '很抱歉，登录已过期，请重新登录' });
    expect(describeHttpError(error(403), '/')).toEqual({ kind: 'notify', title: '系统提示', description: '拒绝访问', duration: 4 });
    expect(describeHttpError(error(404), '/')).toMatchObject({ description: '很抱歉，资源未找到!' });
    expect(describeHttpError(error(504), '/')).toMatchObject({ description: '网络超时' });
    expect(describeHttpError(error(400, '标题不能为空'), '/')).toMatchObject({ kind: 'notify', description: '标题不能为空', duration: 4 });
  });

  it('asks to log in again on a 500 token failure, except on the login page', () => {
    expect(describeHttpError(error(500, 'Token失效，请重新登录'), '/news/notice')).toMatchObject({ kind: 'relogin-modal', okText: '重新登录' });
    expect(describeHttpError(error(500, 'Token失效，请重新登录'), '/user/login')).toMatchObject({ kind: 'notify' });
  });
});
