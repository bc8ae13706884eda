import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// The reviewed list of routes reachable without a token. A new public route must be added here on purpose.
const PUBLIC = [
  'GET /devops/health',
  'POST /devops/sys/login',
  'POST /devops/sys/logout',
  'POST /devops/sys/sms',
  'POST /devops/sys/phoneLogin',
  'POST /devops/sys/user/passwordChange',
  // Self-registration (an account that waits for approval) and the login captcha image.
  'POST /devops/sys/user/register',
  'GET /devops/sys/randomImage/:key',
  // The original client's names for registration, the SMS code and the forgotten password.
  'POST /devops/auth/register',
  'POST /devops/account/sms',
  'POST /devops/auth/forge-password',
  'GET /devops/thirdLogin/getLoginUser/:id',
  'GET /devops/cas/client/validateLogin',
  // Authenticates itself: a token, or a short-lived signature scoped to one file.
  'GET /devops/sys/common/static/*',
];

describe('route inventory', () => {
  it('marks exactly the reviewed routes public', () => {
    const declared = t.app.routeInventory.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(declared.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers every other API route with 401 and the contract message when no token is sent', async () => {
    const api = t.app.routeInventory.filter((r) => r.url.startsWith('/devops/') && !r.public);
    expect(api.length).toBeGreaterThan(20);
    for (const route of api) {
      const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'x/y');
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.url.includes('websocket') || route.url.includes('vxeSocket')) continue;
      expect(res.json().message).toBe('Token失效，请重新登录!');
    }
  });

  it('exposes no consoles or debug routes', async () => {
    for (const url of ['/actuator/env', '/actuator/httptrace', '/druid/index.html', '/swagger-ui.html', '/v3/api-docs', '/devops/actuator/env', '/devops/jmreport/list']) {
      const res = await t.app.inject({ url });
      // Outside /devops a plain 404 or 401; under it JeecgBoot's unknown path (HTTP 200, success:false, code 404).
      expect([401, 404], url).toContain(res.statusCode === 200 && res.json().success === false ? res.json().code : res.statusCode);
      expect(res.body).not.toMatch(/password|secret|env/i);
    }
    expect((await t.app.inject({ url: '/devops/health' })).json().result).toEqual({ status: 'UP' });
  });
});
