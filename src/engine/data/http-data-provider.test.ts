import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createHttpDataProvider } from './http-data-provider';
import type { HttpError } from './http-error';

// A real socket instead of mocking axios: this checks what actually goes over the wire.
interface Seen { method?: string; url: URL; headers: IncomingMessage['headers']; body: string }
let server: Server;
let baseURL: string;
const seen: Seen[] = [];

function reply(status: number, body: unknown) {
  return { status, body: JSON.stringify(body) };
}

function route(method: string, path: string): { status: number; body: string; type?: string } {
  if (path === '/devops/news/notice/exportXls') return { status: 200, body: 'PK-xlsx-bytes', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  if (path === '/devops/denied/exportXls') return reply(403, { success: false, code: 403, message: '没有权限，请联系管理员授权' });
  if (path === '/devops/news/notice/importExcel') {
    return reply(200, { success: true, code: 201, message: '导入部分成功', result: { msg: '总上传行数：3，已导入行数：2，错误行数：1', errors: [{ row: 4, message: '请输入标题' }] } });
  }
  if (path === '/devops/news/notice/deleteBatch' && method === 'DELETE') return reply(200, { success: true, code: 200, message: '批量删除成功!', result: null });
  if (path === '/devops/news/notice/add' && method === 'POST') return reply(200, { success: true, code: 200, message: '添加成功！', result: { id: 'n1' } });
  if (path === '/devops/news/bare/add' && method === 'POST') return reply(200, { success: true, code: 200, message: '添加成功！', result: '添加成功！' });
  if (path === '/devops/contract/income/list') {
    return reply(200, { success: true, code: 200, message: '', result: { records: [{ id: 'c1', amount: '100.00' }], total: 12, statistics: { amount: { sum: 1865.5, average: 155.46 } } } });
  }
  if (path === '/devops/sys/common/signUrl') {
    return reply(200, { success: true, code: 200, message: '', result: '/devops/sys/common/static/temp/202606/ab.png?exp=1&sig=x' });
  }
  if (path === '/devops/news/notice/list') {
    return reply(200, { success: true, code: 200, message: '', result: { records: [{ id: '1', title: '通知' }], total: 31, size: 10, current: 1, pages: 4 } });
  }
  if (path === '/devops/contract/income/recycleBin') {
    return reply(200, { success: true, code: 200, message: '', result: [{ id: 'd1', contractNo: 'HT-2026-001', status_dictText: '草稿' }] });
  }
  if (path === '/devops/contract/income/putRecycleBin' && method === 'PUT') return reply(200, { success: true, code: 200, message: '还原成功', result: '还原成功' });
  if (path === '/devops/contract/income/deleteRecycleBin' && method === 'DELETE') {
    return reply(200, { success: true, code: 200, message: '彻底删除成功', result: '彻底删除成功' });
  }
  if (path === '/devops/sys/common/upload' && method === 'POST') return reply(200, { success: true, code: 0, message: 'contract/合同扫描件_1718000000000.pdf', result: null });
  if (path === '/devops/sys/login') return reply(401, { success: false, code: 401, message: '用户名或密码错误' });
  if (path === '/devops/forbidden/list') return reply(403, { success: false, code: 403, message: '无权限' });
  if (path === '/devops/soft/list') return reply(200, { success: false, code: 500, message: '查询失败' });
  // The platform's refusals as JeecgBoot sends them: HTTP 200, success:false and the code.
  if (path === '/devops/noright/list') return reply(200, { success: false, code: 510, message: '没有权限，请联系管理员授权', result: null });
  if (path === '/devops/refused/add') return reply(200, { success: false, code: 400, message: '请输入标题', result: { fieldErrors: { title: '请输入标题' } } });
  if (path === '/devops/refused/edit') return reply(200, { success: false, code: 409, message: '该记录已被他人修改', result: { current: { id: 'r1', version: 3 } } });
  if (path === '/devops/news/notice/edit' && method === 'PUT') return reply(200, { success: true, code: 200, message: '编辑成功!', result: null });
  return reply(404, { success: false, code: 404, message: '很抱歉，资源未找到!' });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({ method: req.method, url, headers: req.headers, body });
      const { status, body: out, type } = route(req.method ?? 'GET', url.pathname);
      res.writeHead(status, { 'content-type': type ?? 'application/json' }).end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/devops`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function makeClient(token: string | null, errors: HttpError[] = []) {
  return createHttpClient({
    baseURL,
    getToken: () => token,
    getTenantId: () => null,
    getPermissionPath: () => '/news/notice',
    onError: (e) => errors.push(e),
  });
}

describe('createHttpClient + createHttpDataProvider', () => {
  it('sends the JeecgBoot list query with token, tenant, permission path and _t', async () => {
    const provider = createHttpDataProvider(makeClient('tok-123'));
    const result = await provider.getList({
      resource: 'news/notice',
      pagination: { current: 2, pageSize: 10 },
      sort: { field: 'publishDate', order: 'desc' },
      filters: [{ field: 'title', operator: 'contains', value: '安全 检查' }],
    });
    expect(result).toEqual({ data: [{ id: '1', title: '通知' }], total: 31 });
    const request = seen.at(-1)!;
    expect(request.url.searchParams.get('pageNo')).toBe('2');
    expect(request.url.searchParams.get('column')).toBe('publishDate');
    expect(request.url.searchParams.get('title')).toBe('*安全 检查*');
    expect(Number(request.url.searchParams.get('_t'))).toBeGreaterThan(1_700_000_000);
    expect(request.headers['x-access-token']).toBe('tok-123');
    expect(request.headers['tenant-id']).toBe('0');
    expect(request.headers['x-permission-path']).toBe('/news/notice');
  });

  it('sends no token header when logged out, and keeps silent failures away from onError', async () => {
    const errors: HttpError[] = [];
    const client = makeClient(null, errors);
    const failure = await client.request({ method: 'post', url: '/sys/login', data: { username: 'a', password: 'b' }, silent: true }).catch((e) => e);
    expect(failure).toMatchObject({ name: 'HttpError', status: 401, message: '用户名或密码错误' });
    expect(seen.at(-1)!.headers['x-access-token']).toBeUndefined();
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ username: 'a', password: 'b' });
    expect(errors).toHaveLength(0);
  });

  it('rejects HTTP failures with HttpError and reports them once to onError', async () => {
    const errors: HttpError[] = [];
    const provider = createHttpDataProvider(makeClient('t', errors));
    const failure = await provider.getList({ resource: 'forbidden', pagination: { current: 1, pageSize: 10 } }).catch((e) => e);
    expect(failure).toMatchObject({ status: 403, code: 403, message: '无权限' });
    expect(errors.map((e) => e.status)).toEqual([403]);
  });

  it('rejects success:false envelopes even with HTTP 200', async () => {
    const provider = createHttpDataProvider(makeClient('t'));
    const failure = await provider.getList({ resource: 'soft', pagination: { current: 1, pageSize: 10 } }).catch((e) => e);
    expect(failure).toMatchObject({ name: 'HttpError', status: 500, code: 500, message: '查询失败' });
  });

  it('reads a refusal answered HTTP 200 as the HttpError of the status its code means, reported once', async () => {
    const errors: HttpError[] = [];
    const provider = createHttpDataProvider(makeClient('t', errors));
    const noRight = await provider.getList({ resource: 'noright', pagination: { current: 1, pageSize: 10 } }).catch((e) => e);
    expect(noRight).toMatchObject({ name: 'HttpError', status: 403, code: 510, message: '没有权限，请联系管理员授权' });
    const invalid = await provider.create({ resource: 'refused', variables: { title: '' }, meta: { silent: true } }).catch((e) => e);
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { title: '请输入标题' } });
    const conflict = await provider.update({ resource: 'refused', id: 'r1', variables: {} }).catch((e) => e);
    expect(conflict).toMatchObject({ status: 409, result: { current: { id: 'r1', version: 3 } } });
    // The silent create is the caller's to show; the others reach the shell's catalogue, as an error status did.
    expect(errors.map((e) => e.status)).toEqual([403, 409]);
  });

  it('edits with PUT and the id in the body; network failures become status 0', async () => {
    const provider = createHttpDataProvider(makeClient('t'));
    const { data } = await provider.update({ resource: 'news/notice', id: 'abc', variables: { title: '新' } });
    expect(data).toEqual({ title: '新', id: 'abc' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ title: '新', id: 'abc' });
    const offline = createHttpDataProvider(
      createHttpClient({ baseURL: 'http://127.0.0.1:1/devops', getToken: () => null, getTenantId: () => 0, getPermissionPath: () => '/' }),
    );
    const failure = await offline.getList({ resource: 'x', pagination: { current: 1, pageSize: 10 } }).catch((e) => e);
    expect(failure).toMatchObject({ name: 'HttpError', status: 0 });
  });

  it('adds, batch-deletes, exports and imports on the JeecgBoot paths', async () => {
    const provider = createHttpDataProvider(makeClient('t'));
    const created = await provider.create({ resource: 'news/notice', variables: { title: '新' } });
    expect(created.data).toEqual({ title: '新', id: 'n1' });
    // A JeecgBoot server answers Result.OK("添加成功！"): no id, the record is what was sent.
    const bare = await provider.create({ resource: 'news/bare', variables: { title: '旧' } });
    expect(bare.data).toEqual({ title: '旧' });
    await provider.deleteMany!({ resource: 'news/notice', ids: ['a', 'b'] });
    expect(seen.at(-1)!.url.searchParams.get('ids')).toBe('a,b');
    const exported = await provider.exportFile!({
      resource: 'news/notice', filters: [{ field: 'title', operator: 'contains', value: '安全' }], selections: ['a'],
    });
    expect(await exported.data.text()).toBe('PK-xlsx-bytes');
    const query = seen.at(-1)!.url.searchParams;
    expect([query.get('title'), query.get('selections'), query.get('pageNo')]).toEqual(['*安全*', 'a', null]);
    const imported = await provider.importFile!({ resource: 'news/notice', file: new Blob(['x']), fileName: 'a.xlsx' });
    expect(imported).toEqual({ status: 'partial', message: '总上传行数：3，已导入行数：2，错误行数：1', errors: [{ row: 4, message: '请输入标题' }], notes: [] });
    expect(seen.at(-1)!.headers['content-type']).toMatch(/multipart\/form-data/);
  });

  it('reads the JSON refusal of a download', async () => {
    const provider = createHttpDataProvider(makeClient('t'));
    const failure = await provider.exportFile!({ resource: 'denied' }).catch((e) => e);
    expect(failure).toMatchObject({ name: 'HttpError', status: 403, message: '没有权限，请联系管理员授权' });
  });
});

describe('recycle bin and upload', () => {
  it('lists, restores and purges deleted rows through the recycle bin endpoints', async () => {
    const provider = createHttpDataProvider(makeClient('tok'));
    const { data } = await provider.listDeleted!({ resource: 'contract/income' });
    expect(data).toEqual([{ id: 'd1', contractNo: 'HT-2026-001', status_dictText: '草稿' }]);
    const restored = await provider.restore!({ resource: 'contract/income', ids: ['d1', 'd2'] });
    expect(restored.data.message).toBe('还原成功');
    const put = seen.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(JSON.parse(put.body)).toEqual({ ids: 'd1,d2' });
    const purged = await provider.purge!({ resource: 'contract/income', ids: ['d1'] });
    expect(purged.data.message).toBe('彻底删除成功');
    const del = seen.at(-1)!;
    expect(del.method).toBe('DELETE');
    expect(del.url.pathname).toBe('/devops/contract/income/deleteRecycleBin');
    expect(del.url.searchParams.get('ids')).toBe('d1');
  });

  it('uploads multipart file + biz and resolves with the stored path from message', async () => {
    const provider = createHttpDataProvider(makeClient('tok'));
    const progress: number[] = [];
    const path = await provider.upload!(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { biz: 'contract', fileName: '合同扫描件.pdf' }, (p) => progress.push(p));
    expect(path).toBe('contract/合同扫描件_1718000000000.pdf');
    expect(progress.at(-1)).toBe(100);
    const post = seen.at(-1)!;
    expect(post.url.pathname).toBe('/devops/sys/common/upload');
    expect(String(post.headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(post.body).toContain('name="biz"');
    expect(post.body).toContain('contract');
    expect(post.body).toContain('%PDF-1.4');
  });
});

describe('list statistics and signed file URLs', () => {
  it('passes the page result’s statistics through', async () => {
    const provider = createHttpDataProvider(makeClient('tok'));
    const result = await provider.getList({ resource: 'contract/income', pagination: { current: 1, pageSize: 10 } });
    expect(result).toEqual({ data: [{ id: 'c1', amount: '100.00' }], total: 12, statistics: { amount: { sum: 1865.5, average: 155.46 } } });
    const plain = await provider.getList({ resource: 'news/notice', pagination: { current: 1, pageSize: 10 } });
    expect(plain).not.toHaveProperty('statistics');
  });

  it('asks the server once for a signed URL per stored path, absolute URLs stay as they are', async () => {
    const provider = createHttpDataProvider(makeClient('tok'));
    const before = seen.filter((s) => s.url.pathname.endsWith('/signUrl')).length;
    expect(await provider.fileUrl!('temp/202606/ab.png')).toBe('/devops/sys/common/static/temp/202606/ab.png?exp=1&sig=x');
    expect(await provider.fileUrl!('temp/202606/ab.png')).toBe('/devops/sys/common/static/temp/202606/ab.png?exp=1&sig=x');
    const asked = seen.filter((s) => s.url.pathname.endsWith('/signUrl'));
    expect(asked.length - before).toBe(1);
    expect(asked.at(-1)!.url.searchParams.get('path')).toBe('temp/202606/ab.png');
    expect(await provider.fileUrl!('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

describe('Idempotency-Key on creates, imports and uploads', () => {
  it('sends a fresh key with each add, import and upload, and the caller’s own key when given', async () => {
    const provider = createHttpDataProvider(makeClient('t'));
    await provider.create({ resource: 'news/notice', variables: { title: '一' } });
    const first = seen.at(-1)!.headers['idempotency-key'];
    await provider.create({ resource: 'news/notice', variables: { title: '一' } });
    const second = seen.at(-1)!.headers['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    await provider.create({ resource: 'news/notice', variables: { title: '一' }, meta: { idempotencyKey: 'form-submit-7' } });
    expect(seen.at(-1)!.headers['idempotency-key']).toBe('form-submit-7');
    await provider.importFile!({ resource: 'news/notice', file: new Blob(['x']), fileName: 'a.xlsx' });
    expect(seen.at(-1)!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await provider.upload!(new Blob(['%PDF-1.4']), { fileName: 'a.pdf', idempotencyKey: 'upload-1' });
    expect(seen.at(-1)!.headers['idempotency-key']).toBe('upload-1');
    // reads and edits carry none
    await provider.update({ resource: 'news/notice', id: 'n1', variables: { title: '二' } });
    expect(seen.at(-1)!.headers['idempotency-key']).toBeUndefined();
  });
});
