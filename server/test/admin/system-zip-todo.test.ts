import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectFileRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.7\n% 监理月报\n');
const REFUSED = '文件夹不能打包下载或文件不存在！';

async function upload(user: string, filename: string, body: Buffer): Promise<string> {
  const boundary = '----zip-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\nsafety\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': await t.login(user) } });
  expectOk(res, res.body);
  return res.json().message;
}

const zipOf = async (user: string, paths: string) =>
  t.app.inject({ url: `/devops/sys/common/downloadZip?paths=${encodeURIComponent(paths)}`, headers: { 'x-access-token': await t.login(user) } });

describe('GET/POST sys/common/downloadZip', () => {
  let photo: string;
  let report: string;
  let copy: string;
  let foreign: string;
  beforeAll(async () => {
    photo = await upload('lina', '现场照片.png', PNG);
    report = await upload('lina', '监理月报.pdf', PDF);
    copy = await upload('lina', '现场照片.png', PNG);
    foreign = await upload('wangqiang', '中路监理.pdf', PDF);
  });

  it('packs the caller\'s files into a zip named in UTF-8, with their original names and bytes', async () => {
    const res = await zipOf('lina', `${photo},${report},${copy}`);
    expectOk(res);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.zip"; filename\*=UTF-8''.+\.zip$/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['现场照片(1).png', '现场照片.png', '监理月报.pdf'].sort());
    expect(await zip.file('现场照片.png')!.async('nodebuffer')).toEqual(PNG);
    expect(await zip.file('监理月报.pdf')!.async('nodebuffer')).toEqual(PDF);
  });

  it('accepts the list as a JSON body too, and the group sees every company\'s files', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/devops/sys/common/downloadZip', payload: { paths: [photo, foreign] },
      headers: { 'x-access-token': await t.login('admin') } });
    expectOk(res);
    expect(Object.keys((await JSZip.loadAsync(res.rawPayload)).files).sort()).toEqual(['中路监理.pdf', '现场照片.png'].sort());
  });

  it('refuses folders, free paths, missing or hidden files and more than 100 files with the spec\'s message', async () => {
    const missing = `safety/${photo.split('/')[1]}/${'0'.repeat(32)}.png`;
    const cases = [
      '../../etc/passwd', `${photo.split('/')[0]}/../../${photo}`, '/etc/passwd', 'C:\\Windows\\win.ini', 'safety/', photo.split('/').slice(0, 2).join('/'),
      missing, `${photo},${missing}`, foreign, '', Array.from({ length: 101 }, (_, i) => `safety/202601/${i.toString(16).padStart(32, '0')}.png`).join(','),
    ];
    for (const paths of cases) {
      const res = await zipOf('lina', paths);
      expectFileRefused(res, 400, paths.slice(0, 80));
      expect(res.json().message).toBe(REFUSED);
    }
    const post = await t.app.inject({ method: 'POST', url: '/devops/sys/common/downloadZip', payload: { paths: ['../x'] },
      headers: { 'x-access-token': await t.login('lina') } });
    expect(post.json().message).toBe(REFUSED);
  });
});

describe('GET company/flow/flowInfo/queryTodo', () => {
  const todo = async (user: string) =>
    (await t.app.inject({ url: '/devops/company/flow/flowInfo/queryTodo?year=2026&sessionId=&page=1&rows=10', headers: { 'x-access-token': await t.login(user) } })).json();

  it('counts open approval tasks, not unread notices: a new notice leaves it unchanged', async () => {
    const before = await todo('liuyang');
    expect(before).toMatchObject({ success: true, result: 0 });
    const as = async (method: 'GET' | 'POST' | 'PUT', url: string, user: string, payload?: object) =>
      t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
    const id = (await as('POST', '/sys/annountCement/add', 'admin', { titile: '待办测试通知', msgContent: '<p>请阅</p>', priority: 'L', msgCategory: '1' })).json().result.id;
    await as('GET', `/sys/annountCement/doReleaseData?id=${id}`, 'admin');
    expect((await todo('liuyang')).result).toBe(0);
  });

  it('answers any signed-in user, and nobody without a token', async () => {
    for (const user of ['lina', 'chenjing', 'admin']) expect((await todo(user)).result, user).toBeGreaterThanOrEqual(0);
    expect((await t.app.inject({ url: '/devops/company/flow/flowInfo/queryTodo' })).statusCode).toBe(401);
  });
});
