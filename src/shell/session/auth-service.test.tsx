import { describe, expect, it, vi } from 'vitest';
import { HttpError, type HttpClient, type HttpRequest, type JeecgEnvelope } from '@/engine';
import { createExpiringStorage } from './expiring-storage';
import { createSessionStore } from './session-store';
import { companyMenu } from '../testing/fake-services';
import { createAuthService } from './auth-service';

function fakeHttp(answer: (req: HttpRequest) => JeecgEnvelope | Promise<JeecgEnvelope>) {
  const requests: HttpRequest[] = [];
  const request = async (req: HttpRequest) => (requests.push(req), answer(req));
  const client = {
    request,
    get: async (url: string) => (await request({ method: 'get', url })).result,
    post: async (url: string, data?: unknown) => (await request({ method: 'post', url, data })).result,
    put: async () => undefined,
    delete: async () => undefined,
  } as unknown as HttpClient;
  return { client, requests };
}

const session = () => {
  window.localStorage.clear();
  return createSessionStore(createExpiringStorage(window.localStorage));
};
const ok = (result: unknown, code = 200): JeecgEnvelope => ({ success: true, code, message: '登录成功', result });

describe('createAuthService', () => {
  it('logs in only on code 200 and keeps the login silent', async () => {
    const store = session();
    const { client, requests } = fakeHttp(() => ok({ token: 't1', userInfo: { id: 'u', username: 'admin', realname: '管理员' } }));
    expect(await createAuthService(client, store).login({ username: 'admin', password: 'p' })).toEqual({ ok: true });
    expect(store.token).toBe('t1');
    expect(requests[0]).toMatchObject({ method: 'post', url: '/sys/login', silent: true, data: { username: 'admin', password: 'p' } });

    const refused = fakeHttp(() => ({ success: true, code: 0, message: '验证码错误', result: { token: 'x' } }));
    expect(await createAuthService(refused.client, session()).login({ username: 'a', password: 'b' })).toEqual({ ok: false, message: '验证码错误' });
  });

  it('returns the server message when the login request fails', async () => {
    const { client } = fakeHttp(() => {
      throw new HttpError({ status: 401, code: 401, message: '用户名或密码错误' });
    });
    expect(await createAuthService(client, session()).login({ username: 'a', password: 'b' })).toEqual({ ok: false, message: '用户名或密码错误' });
  });

  it('loads the menu once even when asked twice, and refuses an empty menu', async () => {
    const store = session();
    const { client, requests } = fakeHttp(() => ok({ menu: companyMenu, auth: [], allAuth: [], menuCode: '11' }, 0));
    const auth = createAuthService(client, store);
    const [a, b] = await Promise.all([auth.loadPermissions(), auth.loadPermissions()]);
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
    expect(store.menu).toBe(companyMenu);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = fakeHttp(() => ok({ menu: [], auth: [], allAuth: [], menuCode: '11' }));
    expect(await createAuthService(empty.client, session()).loadPermissions()).toEqual({ ok: false, message: 'permissions must be a non-null array' });
    expect(errors).toHaveBeenCalledWith('permissions must be a non-null array');
    errors.mockRestore();
  });

  it('calls the server on logout and clears the session even when that fails', async () => {
    const store = session();
    store.setLogin({ token: 't', userInfo: { id: 'u', username: 'a', realname: 'A' } });
    const { client, requests } = fakeHttp(() => {
      throw new HttpError({ status: 0, message: '网络连接异常' });
    });
    expect(await createAuthService(client, store).logout()).toEqual({ ok: false, message: '网络连接异常' });
    expect(requests[0]).toMatchObject({ method: 'post', url: '/sys/logout' });
    expect(store.isLoggedIn).toBe(false);
  });
});
