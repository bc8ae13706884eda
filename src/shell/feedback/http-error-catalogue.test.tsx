import { describe, expect, it, vi } from 'vitest';
import { envelopeError, HttpError } from '@/engine';
import type { AuthService } from '../session/auth-service';
import { createErrorHandler, RELOGIN_DELAY_MS } from './http-error-handler';
import type { Feedback } from './feedback';
import { describeHttpError } from './http-error-catalogue';

const error = (status: number, message = '服务器开小差了') => new HttpError({ status, message });

describe('describeHttpError', () => {
  it('follows the error catalogue', () => {
    expect(describeHttpError(error(401, 'Token失效，请重新登录!'), '/news/notice')).toEqual({ kind: 'session-expired', message: '很抱歉，登录已过期，请重新登录' });
    expect(describeHttpError(error(403), '/')).toEqual({ kind: 'notify', title: '系统提示', description: '拒绝访问', duration: 4 });
    expect(describeHttpError(error(404), '/')).toMatchObject({ description: '很抱歉，资源未找到!' });
    expect(describeHttpError(error(504), '/')).toMatchObject({ description: '网络超时' });
    expect(describeHttpError(error(400, '标题不能为空'), '/')).toMatchObject({ kind: 'notify', description: '标题不能为空', duration: 4 });
  });

  it('describes a refusal the server answered as JeecgBoot’s business error (HTTP 200) as the status it means', () => {
    const refused = (code: number, message: string) => envelopeError({ success: false, code, message, result: null });
    expect(describeHttpError(refused(510, '没有权限，请联系管理员授权'), '/')).toMatchObject({ description: '拒绝访问' });
    expect(describeHttpError(refused(404, '未找到对应数据'), '/')).toMatchObject({ description: '很抱歉，资源未找到!' });
    expect(describeHttpError(refused(400, '标题不能为空'), '/')).toMatchObject({ description: '标题不能为空' });
    expect(describeHttpError(refused(500, 'Token失效，请重新登录!'), '/news/notice')).toMatchObject({ kind: 'relogin-modal' });
  });

  it('asks to log in again on a 500 token failure, except on the login page', () => {
    expect(describeHttpError(error(500, 'Token失效，请重新登录'), '/news/notice')).toMatchObject({ kind: 'relogin-modal', okText: '重新登录' });
    expect(describeHttpError(error(500, 'Token失效，请重新登录'), '/user/login')).toMatchObject({ kind: 'notify' });
    expect(describeHttpError(error(500, '数据库异常'), '/news/notice')).toMatchObject({ kind: 'notify', description: '数据库异常', duration: 4 });
  });
});

function harness(pathname = '/news/notice') {
  const notification = { error: vi.fn() };
  const modal = { error: vi.fn(), confirm: vi.fn() };
  const feedback = { message: { error: vi.fn() }, notification, modal } as unknown as Feedback;
  const logout = vi.fn().mockResolvedValue({ ok: true });
  const reload = vi.fn();
  const scheduled: Array<{ fn: () => void; ms: number }> = [];
  const handle = createErrorHandler({
    feedback,
    getAuth: () => ({ logout }) as unknown as AuthService,
    pathname: () => pathname,
    reload,
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  });
  return { handle, notification, modal, logout, reload, scheduled };
}

describe('createErrorHandler', () => {
  it('401: tells the user, then logs out and reloads after 1.5 s, once', async () => {
    const h = harness();
    h.handle(error(401, 'Token失效'));
    h.handle(error(401, 'Token失效'));
    expect(h.notification.error).toHaveBeenCalledTimes(1);
    expect(h.notification.error).toHaveBeenCalledWith({ key: 'session-ended', message: '系统提示', description: '很抱歉，登录已过期，请重新登录', duration: 4 });
    expect(h.scheduled).toHaveLength(1);
    expect(h.scheduled[0].ms).toBe(RELOGIN_DELAY_MS);
    expect(RELOGIN_DELAY_MS).toBe(1500);
    expect(h.logout).not.toHaveBeenCalled();
    h.scheduled[0].fn();
    await vi.waitFor(() => expect(h.reload).toHaveBeenCalled());
    expect(h.logout).toHaveBeenCalledTimes(1);
  });

  it('500 Token失效 off the login page: the relogin modal, whose button logs out and reloads', async () => {
    const h = harness();
    h.handle(error(500, 'Token失效，请重新登录!'));
    expect(h.modal.error).toHaveBeenCalledTimes(1);
    const options = h.modal.error.mock.calls[0][0];
    expect(options).toMatchObject({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录', okText: '重新登录' });
    await options.onOk();
    expect(h.logout).toHaveBeenCalled();
    expect(h.reload).toHaveBeenCalled();
    h.handle(error(500, 'Token失效'));
    expect(h.modal.error).toHaveBeenCalledTimes(1);
  });

  it('500 Token失效 on the login page is an ordinary notice', () => {
    const h = harness('/user/login');
    h.handle(error(500, 'Token失效'));
    expect(h.modal.error).not.toHaveBeenCalled();
    expect(h.notification.error).toHaveBeenCalledWith({ key: '系统提示\u0000Token失效', message: '系统提示', description: 'Token失效', duration: 4 });
  });

  it.each([
    [403, 'x', '拒绝访问'],
    [404, 'x', '很抱歉，资源未找到!'],
    [504, 'x', '网络超时'],
    [400, '标题不能为空', '标题不能为空'],
    [409, '记录已被他人修改', '记录已被他人修改'],
  ])('%i shows %s as 系统提示 for 4 s', (status, message, shown) => {
    const h = harness();
    h.handle(error(status, message));
    expect(h.notification.error).toHaveBeenCalledWith({ key: `系统提示\u0000${shown}`, message: '系统提示', description: shown, duration: 4 });
    expect(h.logout).not.toHaveBeenCalled();
  });
});
