import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk } from '../helper';

// 档案管理 under folder authorities, as 华通公路's archive room keeps them in the demo: 人事劳资 is open to 人事 (manage),
// 综合办 and the general manager only; 文书档案 lets every employee see the catalogue but only leaders and 综合办
// fetch the files; 监理档案 is filed by 工程技术部 (d03: 王鹏, 赵强).
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/devops${url}`, payload, headers: { 'x-access-token': await t.login(user) } })).json() as
    { success: boolean; message: string; code: number; result: Json };
const titles = async (user: string, query = '') =>
  ((await call(user, 'GET', `/archive/document/list?pageSize=100${query}`)).result.records as Json[]).map((r) => r.title as string);
const folderId = async (code: string) =>
  ((await call('huanglei', 'GET', `/archive/category/list?pageSize=200&code=${code}`)).result.records as Json[]).find((r) => r.code === code)?.id as string;

const PDF = Buffer.from('%PDF-1.7\n% 劳动合同续签名册\n');
async function upload(user: string, filename: string): Promise<string> {
  const boundary = '----archive-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\narchive\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': await t.login(user) } });
  expectOk(res, res.body);
  return res.json().message as string;
}
const fetchFile = (user: string, key: string) => call(user, 'GET', `/sys/common/signUrl?path=${encodeURIComponent(key)}`);

describe('folder authorities on the list', () => {
  it('shows each employee only the folders open to them, inherited from the folder above', async () => {
    const engineer = await titles('wangpeng');
    expect(engineer).toContain('关于印发《华通公路工程咨询有限公司档案管理办法（2026年修订）》的通知'); // 行政管理 ← 文书档案: staff see
    expect(engineer).toContain('沙河特大桥桩基完整性检测报告（K47+615）'); // 监理档案: 工程技术部
    expect(engineer).not.toContain('2026年度员工劳动合同续签名册'); // 人事劳资: 人事, 综合办, 总经理 only
    expect(engineer).not.toContain('2025年度财务决算报告及审计报告'); // 财务会计: 财务部 only
    expect(await titles('zhengxiao')).toContain('2026年度员工劳动合同续签名册');
    expect(await titles('wufang')).toContain('2025年度财务决算报告及审计报告');
    expect(await titles('wangqiang')).not.toContain('沙河特大桥桩基完整性检测报告（K47+615）'); // another company
  });
});

describe('filing, fetching and versions', () => {
  let docId: string;
  let first: string;
  it('lets 人事 file into 人事劳资 and refuses an engineer there with the folder named', async () => {
    const folder = await folderId('WS-RS');
    first = await upload('zhengxiao', '2027年度劳动合同续签名册.pdf');
    const added = await call('zhengxiao', 'POST', '/archive/document/add', {
      title: '2027年度员工劳动合同续签名册', categoryId: folder, responsible: '华通公路 人事', docDate: '2026-11-26',
      secretLevel: 'commercial', retention: '30y', carrier: 'electronic', fileKey: first, versionNo: 9,
    });
    expect(added.success, added.message).toBe(true);
    docId = (added as Json).result?.id ?? (await call('zhengxiao', 'GET', '/archive/document/list?title=2027年度员工劳动合同续签名册')).result.records[0].id;
    const stored = (await call('zhengxiao', 'GET', `/archive/document/queryById?id=${docId}`)).result;
    expect(stored.archiveNo).toMatch(/^DA-\d{4}-\d{4}$/);
    expect(stored.versionNo).toBe(1);
    const refused = await call('wangpeng', 'POST', '/archive/document/add', {
      title: '私自归档', categoryId: folder, responsible: '王鹏', docDate: '2026-11-26', secretLevel: 'internal', retention: '10y', carrier: 'paper',
    });
    expect(refused.result.fieldErrors).toEqual({ categoryId: '您没有向该文件夹上传档案的权限' });
  });

  it('lets only holders of 下载 fetch a file, and writes every fetch to 下载记录', async () => {
    expect((await fetchFile('zhengxiao', first)).success).toBe(true);
    const refused = await fetchFile('wangpeng', first);
    expect(refused.success).toBe(false);
    expect(refused.message).toBe('您没有下载该档案的权限，请向档案管理员申请');
    expect((await fetchFile('zhoujianguo', first)).success).toBe(true);
    const log = (await call('huanglei', 'GET', `/archive/downloadLog/list?documentId=${docId}`)).result.records as Json[];
    expect(log.map((r) => r.username).sort()).toEqual(['zhengxiao', 'zhoujianguo']);
    expect(log[0]).toMatchObject({ title: '2027年度员工劳动合同续签名册', fileName: '2027年度劳动合同续签名册.pdf' });
    // A file of another module is not the archive's concern.
    expect((await fetchFile('wangpeng', await upload('wangpeng', '现场照片说明.pdf'))).success).toBe(true);
  });

  it('keeps the replaced file as version 1 when a new one is filed, and version rows cannot be written', async () => {
    const current = (await call('zhengxiao', 'GET', `/archive/document/queryById?id=${docId}`)).result;
    const second = await upload('zhengxiao', '2027年度劳动合同续签名册（修订）.pdf');
    const edited = await call('zhengxiao', 'PUT', '/archive/document/edit', { ...current, fileKey: second, changeNote: '补录 3 名新入职人员' });
    expect(edited.success, edited.message).toBe(true);
    expect((await call('zhengxiao', 'GET', `/archive/document/queryById?id=${docId}`)).result.versionNo).toBe(2);
    const versions = (await call('zhengxiao', 'GET', `/archive/version/list?documentId=${docId}`)).result.records as Json[];
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ versionNo: 1, fileKey: first, title: '2027年度员工劳动合同续签名册' });
    expect(await titles('wangpeng')).not.toContain('2027年度员工劳动合同续签名册');
    // The old version is fetched under the same folder rights.
    expect((await fetchFile('wangpeng', first)).success).toBe(false);
    expect((await call('admin', 'POST', '/archive/version/add', { documentId: docId, versionNo: 5 })).success).toBe(false);
  });

  it('refuses deleting another\'s record without 管理 in its folder', async () => {
    const report = (await call('wangpeng', 'GET', '/archive/document/list?title=*桩基完整性*')).result.records[0];
    expect(report.createBy).toBe('wangpeng');
    const other = (await call('zhaoqiang', 'GET', `/archive/document/list?title=*中间计量支付证书*`)).result.records[0];
    const refused = await call('wangpeng', 'DELETE', `/archive/document/delete?id=${other.id}`);
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('需要所在文件夹的管理权限');
    expect((await call('wangpeng', 'DELETE', `/archive/document/delete?id=${report.id}`)).success).toBe(true);
  });
});
