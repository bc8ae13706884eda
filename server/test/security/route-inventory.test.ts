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

// The reviewed POST routes that do not honour an Idempotency-Key, each with why a retry of it cannot write twice. Every
// other POST route is a create, import or upload and declares `config: { idempotent: true }`.
const NOT_IDEMPOTENT: Record<string, string> = {
  'POST /devops/sys/login': 'public: no user to keep a key for; a repeat is another login',
  'POST /devops/sys/logout': 'ends a session: a repeat finds it ended',
  'POST /devops/sys/sms': 'public; sends a code, throttled per number',
  'POST /devops/account/sms': 'public; sends a code, throttled per number',
  'POST /devops/sys/phoneLogin': 'public: a login',
  'POST /devops/sys/user/passwordChange': 'public; sets a password: a repeat sets the same one',
  'POST /devops/auth/forge-password': 'public; sets a password: a repeat sets the same one',
  'POST /devops/sys/user/register': 'public: no user to keep a key for; a repeat is refused as a taken username',
  'POST /devops/auth/register': 'public: no user to keep a key for; a repeat is refused as a taken username',
  'POST /devops/sys/user/approveRegister': 'a state change: a repeat finds the account no longer waiting',
  'POST /devops/sys/user/rejectRegister': 'a state change: a repeat finds the account no longer waiting',
  'POST /devops/sys/selectDepart': 'sets the session’s department: a repeat sets the same',
  'POST /devops/sys/user/updatePassword': 'sets a password: a repeat sets the same one',
  'POST /devops/sys/user/appEdit': 'an edit: a repeat writes the same values',
  'POST /devops/sys/user/putRecycleBin': 'restores users: a repeat finds them restored',
  'POST /devops/:a/:b/edit': 'an edit: version-checked, a stale repeat is refused (409)',
  'POST /devops/:a/:b/:c/edit': 'an edit: version-checked, a stale repeat is refused (409)',
  'POST /devops/sys/dictItem/edit': 'an edit: a repeat writes the same values',
  'POST /devops/sys/dataSource/testConnection': 'writes nothing',
  'POST /devops/sys/permission/saveRolePermission': 'replaces a role’s menus with the list sent: a repeat sets the same',
  'POST /devops/sys/role/datarule': 'replaces a role’s data-rule selection with the list sent: a repeat sets the same',
  'POST /devops/sys/studio/check': 'writes nothing',
  'POST /devops/sys/studio/saveDraft': 'overwrites the one draft of a page: a repeat writes the same text',
  'POST /devops/sys/studio/withdraw': 'a state change: a repeat finds the page withdrawn',
  'POST /devops/sys/sysAnnouncementSend/editByAnntIdAndUserId': 'marks a notice read: a repeat finds it read',
  'POST /devops/monitor/cache/clear': 'clears caches: a repeat clears empty ones',
  'POST /devops/sys/online/forceLogout': 'ends a session: a repeat finds it ended',
  'POST /devops/forum/post/thumbsUp': 'sets the reaction to the `on` sent: a repeat sets the same',
  'POST /devops/forum/post/collection': 'sets the reaction to the `on` sent: a repeat sets the same',
  'POST /devops/forum/post/love': 'sets the reaction to the `on` sent: a repeat sets the same',
  'POST /devops/forum/reply/thumbsUp': 'sets the reaction to the `on` sent: a repeat sets the same',
  'POST /devops/forum/post/accept': 'sets the accepted answer: a repeat sets the same',
  'POST /devops/forum/post/pin': 'sets a flag: a repeat sets the same',
  'POST /devops/forum/post/lock': 'sets a flag: a repeat sets the same',
  'POST /devops/forum/post/news': 'sets a flag: a repeat sets the same',
  'POST /devops/forum/post/move': 'sets the board: a repeat sets the same',
  'POST /devops/forum/report/handle': 'a state change: a repeat finds the report handled',
  'POST /devops/forum/notice/read': 'marks notices read: a repeat finds them read',
  'POST /devops/company/flow/task/approve': 'closes a task: a repeat is refused as already handled (409)',
  'POST /devops/company/flow/task/reject': 'closes a task: a repeat is refused as already handled (409)',
  'POST /devops/company/flow/task/return': 'closes a task: a repeat is refused as already handled (409)',
  'POST /devops/company/flow/task/transfer': 'reassigns a task: a repeat is refused, the task is no longer the caller’s',
  'POST /devops/company/flow/task/reassign': 'reassigns a task: a repeat sets the same assignee',
  'POST /devops/company/flow/instance/withdraw': 'a state change: a repeat finds the instance withdrawn',
  'POST /devops/company/flow/instance/urge': 'a reminder: pressing it again means reminding again',
  'POST /devops/company/flow/instance/suspend': 'a state change: a repeat sets the same',
  'POST /devops/company/flow/instance/resume': 'a state change: a repeat sets the same',
  'POST /devops/company/flow/definition/lint': 'writes nothing',
  'POST /devops/company/flow/definition/suspend': 'a state change: a repeat sets the same',
  'POST /devops/company/flow/definition/resume': 'a state change: a repeat sets the same',
  'POST /devops/sys/common/downloadZip': 'answers a file, writes nothing',
};

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

  it('has every POST route take an Idempotency-Key or listed above with why a retry cannot write twice', () => {
    const posts = t.app.routeInventory.filter((r) => r.method === 'POST');
    const missing = posts.filter((r) => !r.idempotent && !NOT_IDEMPOTENT[`POST ${r.url}`]).map((r) => r.url);
    expect(missing, 'a POST route that creates declares config.idempotent; any other is listed with its reason').toEqual([]);
    // The list stays true: an idempotent route is not also exempt, and no exemption names a route that is gone.
    expect(posts.filter((r) => r.idempotent && NOT_IDEMPOTENT[`POST ${r.url}`]).map((r) => r.url)).toEqual([]);
    const known = new Set(posts.map((r) => `POST ${r.url}`));
    expect(Object.keys(NOT_IDEMPOTENT).filter((k) => !known.has(k))).toEqual([]);
    // The creates of issue 14, by name, so that a route losing its declaration and gaining an exemption is noticed.
    const creates = posts.filter((r) => r.idempotent).map((r) => r.url);
    expect(creates).toEqual(expect.arrayContaining([
      '/devops/:a/:b/add', '/devops/:a/:b/:c/importExcel', '/devops/sys/common/upload', '/devops/company/flow/instance/start',
      '/devops/sys/permission/addPermissionRule', '/devops/sys/studio/addMenu', '/devops/forum/post/add', '/devops/forum/reply/add',
    ]));
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
