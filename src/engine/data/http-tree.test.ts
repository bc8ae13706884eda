import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createHttpDataProvider } from './http-data-provider';

// A real socket, as in http-data-provider.test.ts: what goes over the wire is what is checked.
let server: Server;
let baseURL: string;
const seen: URL[] = [];

const ok = (result: unknown) => JSON.stringify({ success: true, code: 200, message: '', result });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    let body: string;
    if (url.pathname === '/devops/sys/sysDepart/queryTreeList') {
      body = ok([{ id: 'g', key: 'g', title: '华通工程咨询集团', departName: '华通工程咨询集团', children: [
        { id: 'c1', key: 'c1', title: '华通公路咨询公司', departName: '华通公路咨询公司', children: [] },
      ] }]);
    } else if (url.pathname === '/devops/sys/permission/queryTreeList') {
      body = ok({ treeList: [{ key: 'm1', title: '系统管理', children: [{ key: 'm2', title: '用户管理', children: null }] }], ids: ['m1', 'm2'] });
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, code: 404, message: '很抱歉，资源未找到!' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/devops`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () => createHttpDataProvider(createHttpClient({
  baseURL, getToken: () => 'tok', getTenantId: () => 0, getPermissionPath: () => '/system/depart',
}));

describe('http getTree', () => {
  it('GETs /<code>/queryTreeList with the filters and sort, no paging, and drops empty children', async () => {
    const { data } = await provider().getTree!({
      resource: 'sys/sysDepart',
      sort: { field: 'departOrder', order: 'asc' },
      filters: [{ field: 'departName', operator: 'contains', value: '公路' }],
    });
    expect(data).toEqual([{ id: 'g', key: 'g', title: '华通工程咨询集团', departName: '华通工程咨询集团', children: [
      { id: 'c1', key: 'c1', title: '华通公路咨询公司', departName: '华通公路咨询公司' },
    ] }]);
    const query = seen.at(-1)!.searchParams;
    expect([query.get('departName'), query.get('column'), query.get('order'), query.get('pageNo')]).toEqual(['*公路*', 'departOrder', 'asc', null]);
  });

  it('reads JeecgBoot’s { treeList } answer, ids from key; rejects an unknown tree with the server message', async () => {
    const { data } = await provider().getTree!({ resource: 'sys/permission' });
    expect(data).toEqual([{ key: 'm1', title: '系统管理', id: 'm1', children: [{ key: 'm2', title: '用户管理', id: 'm2' }] }]);
    await expect(provider().getTree!({ resource: 'nope' })).rejects.toMatchObject({ status: 404, message: '很抱歉，资源未找到!' });
  });
});
