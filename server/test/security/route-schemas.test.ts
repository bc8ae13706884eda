import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
  token = await t.login('admin');
});
afterAll(() => t.close());

// The reviewed routes that answer a file or a socket rather than the JSON envelope, so have no response schema.
const FILE_ANSWERS = [
  'GET /devops/websocket/:userId',
  'GET /devops/vxeSocket/:userId/:pageId',
  'GET /devops/sys/common/static/*',
  'GET /devops/sys/common/downloadZip',
  'POST /devops/sys/common/downloadZip',
  'GET /devops/online/cgreport/api/exportXls/:code',
  'GET /devops/:a/:b/exportXls',
  'GET /devops/:a/:b/:c/exportXls',
];

// The reviewed routes that read no input (the token says who is asking), so have no request schema; a route that
// reads a query, a path parameter or a body describes it (http/request-schemas.ts). Uploads are multipart.
const NO_INPUT = [
  'GET /devops/websocket/:userId', 'GET /devops/vxeSocket/:userId/:pageId',
  'GET /devops/monitor/server', 'GET /devops/monitor/disk', 'GET /devops/monitor/node', 'GET /devops/monitor/httptrace',
  'GET /devops/monitor/cache', 'GET /devops/monitor/system', 'GET /devops/sys/online/list', 'GET /devops/sys/recycleBin/modules', 'GET /devops/health', 'POST /devops/sys/logout',
  'GET /devops/sys/user/getCurrentUserDeparts', 'GET /devops/project/projectInfo/queryUserProject',
  'GET /devops/project/projectInfo/queryCurrProject', 'GET /devops/sys/getUserProjectTree',
  'GET /devops/sys/sysDepart/querySubsidiaries', 'GET /devops/sys/loginfo', 'GET /devops/sys/visitInfo',
  'GET /devops/sys/permission/getUserPermissionByToken', 'GET /devops/sys/dict/queryAllDictItems',
  'GET /devops/sys/dict/refleshCache', 'GET /devops/sys/user/recycleBin',
  'GET /devops/sys/role/queryall', 'PUT /devops/sys/sysAnnouncementSend/readAll', 'POST /devops/sys/common/upload',
  'GET /devops/company/flow/definition/list', 'GET /devops/company/flow/task/counts', 'GET /devops/personal/summary',
  'GET /devops/user/info',
  'GET /devops/sys/quartzJob/handlers',
];

describe('request and response schemas', () => {
  it('describes the input of every API route that reads any', () => {
    const api = t.app.routeInventory.filter((r) => r.url.startsWith('/devops/'));
    expect(api.filter((r) => !r.request).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...NO_INPUT].sort());
  });

  it('answers every JSON API route through a response schema; only the reviewed routes answer files', () => {
    const api = t.app.routeInventory.filter((r) => r.url.startsWith('/devops/'));
    expect(api.filter((r) => r.response === 'file').map((r) => `${r.method} ${r.url}`).sort()).toEqual([...FILE_ANSWERS].sort());
    expect(api.filter((r) => r.response !== 'file').every((r) => r.response === 'own' || r.response === 'envelope')).toBe(true);
  });

  it('checks every table route’s input before its handler, with the messages the handlers always gave', async () => {
    const send = (method: string, url: string, payload?: unknown) =>
      t.app.inject({ method: method as 'GET', url: `/devops/${url}`, headers: { 'x-access-token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload: payload === undefined ? undefined : JSON.stringify(payload) });
    const cases: [string, string, unknown, number, string][] = [
      ['GET', 'sys/position/queryById', undefined, 400, '参数 id 不合法'],
      ['GET', 'sys/position/queryById?id=a&id=b', undefined, 400, '参数 id 不合法'],
      ['GET', `sys/position/queryById?id=${'x'.repeat(65)}`, undefined, 400, '参数 id 不合法'],
      ['DELETE', 'sys/position/deleteBatch', undefined, 400, '请选择要操作的记录'],
      ['POST', 'sys/position/add', ['ZJL'], 400, '请求内容须为 JSON 对象'],
      ['PUT', 'sys/position/edit', 'ZJL', 400, '请求内容须为 JSON 对象'],
      ['PUT', 'sys/user/changePassword', { username: 'admin', password: ['Admin@2026'] }, 400, '参数 password 不合法'],
      ['GET', 'sys/sysParam/queryByKey?key=a&key=b', undefined, 400, '参数 key 不合法'],
      ['GET', `sys/schema/${'x'.repeat(201)}`, undefined, 400, '参数 * 不合法'],
      ['GET', `${'a'.repeat(65)}/position/list`, undefined, 404, '路径不存在，请检查路径是否正确'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await send(method, url, payload);
      expect({ url, status: outcome(res), message: res.json().message }).toEqual({ url, status, message });
    }
  });

  it('answers only the envelope’s fields, in JeecgBoot’s order', async () => {
    const res = await t.app.inject({ url: '/devops/sys/position/list', headers: { 'x-access-token': token } });
    expect(Object.keys(res.json())).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
  });
});
