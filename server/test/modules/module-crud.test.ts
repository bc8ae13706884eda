import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/news/notice/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

const good = { title: '关于开展2027年度安全培训的通知', newsType: 'notice', publishDate: '2026-11-20', priority: 'M', readCount: 0 };

async function addAs(user: string, body: object = good): Promise<string> {
  const res = await call(user, 'POST', 'add', body);
  expect(res.json(), res.body).toMatchObject({ success: true, message: '添加成功！' });
  return res.json().result.id;
}

describe('add', () => {
  it('refuses an invalid record with a message on each field and saves nothing', async () => {
    const before = (await call('lina', 'GET', 'list?pageSize=1')).json().result.total;
    const res = await call('lina', 'POST', 'add', { title: '', newsType: 'notice', publishDate: '2026-02-30', readCount: 'many' });
    expectRefused(res, 400);
    expect(res.json().result.fieldErrors).toEqual({
      title: '请输入标题', publishDate: '发布日期的日期格式应为 YYYY-MM-DD', readCount: '阅读量必须是数字',
    });
    expect(res.json().message).toBe('请输入标题');
    expect((await call('lina', 'GET', 'list?pageSize=1')).json().result.total).toBe(before);
  });

  it('saves a valid record in the caller’s company, owning the server fields itself', async () => {
    const id = await addAs('lina', { ...good, id: 'chosen-by-client', createBy: 'admin', companyId: 'c02', version: 99, delFlag: 1 });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const row = (await call('lina', 'GET', `queryById?id=${id}`)).json().result;
    expect(row).toMatchObject({ title: good.title, createBy: 'lina', version: 1, newsType_dictText: '通知公告' });
    const { rows } = await t.db.query<{ company_id: string; del_flag: number }>('SELECT company_id, del_flag FROM biz_news_notice WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ company_id: 'c01', del_flag: 0 });
  });
});

describe('edit', () => {
  it('needs the version, refuses a stale one with the current record, and bumps it', async () => {
    const id = await addAs('lina');
    expectRefused((await call('lina', 'PUT', 'edit', { ...good, id })), 428);
    const saved = await call('lina', 'PUT', 'edit', { ...good, id, version: 1, title: '已修改的标题' });
    expect(saved.json()).toMatchObject({ success: true, message: '编辑成功!' });
    const stale = await call('lina', 'PUT', 'edit', { ...good, id, version: 1, title: '晚到的修改' });
    expectRefused(stale, 409);
    expect(stale.json()).toMatchObject({ message: '数据已被他人修改，请刷新后重试', result: { current: { title: '已修改的标题', version: 2 } } });
    expect((await call('lina', 'GET', `queryById?id=${id}`)).json().result).toMatchObject({ title: '已修改的标题', version: 2, updateBy: 'lina' });
  });

  it('validates like add', async () => {
    const id = await addAs('lina');
    const res = await call('lina', 'POST', 'edit', { ...good, id, version: 1, newsType: '' });
    expect(res.json().result.fieldErrors).toEqual({ newsType: '请输入类别' });
  });
});

describe('scope', () => {
  it('hides another company’s row from queryById, edit and delete, leaving it unchanged', async () => {
    const id = await addAs('lina');
    expectRefused((await call('wangqiang', 'GET', `queryById?id=${id}`)), 404);
    expectRefused((await call('wangqiang', 'PUT', 'edit', { ...good, id, version: 1, title: '越权修改' })), 404);
    expectOk((await call('admin', 'DELETE', `delete?id=${id}`))); // the group may
    const { rows } = await t.db.query<{ title: string }>('SELECT title FROM biz_news_notice WHERE id = $1', [id]);
    expect(rows[0].title).toBe(good.title);
  });
});

describe('delete and the recycle bin', () => {
  it('needs the delete permission', async () => {
    const id = await addAs('lina');
    const res = await call('lina', 'DELETE', `delete?id=${id}`);
    expectRefused(res, 510);
    expect(res.json().message).toBe('没有权限，请联系管理员授权');
  });

  it('soft-deletes, lists the bin, restores and purges', async () => {
    const id = await addAs('admin');
    expect((await call('admin', 'DELETE', `delete?id=${id}`)).json().message).toBe('删除成功!');
    expectRefused((await call('admin', 'GET', `queryById?id=${id}`)), 404);
    const bin = (await call('admin', 'GET', 'recycleBin')).json().result;
    expect(bin.map((r: { id: string }) => r.id)).toContain(id);
    expect((await call('admin', 'PUT', 'putRecycleBin', { ids: id })).json().message).toBe('还原成功');
    expect((await call('admin', 'GET', `queryById?id=${id}`)).json().result.title).toBe(good.title);
    await call('admin', 'DELETE', `delete?id=${id}`);
    expect((await call('admin', 'DELETE', `deleteRecycleBin?ids=${id}`)).json().message).toBe('彻底删除成功');
    expect((await t.db.query('SELECT 1 FROM biz_news_notice WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('deletes a batch all or nothing', async () => {
    const a = await addAs('admin');
    const b = await addAs('admin');
    const other = await call('admin', 'DELETE', `deleteBatch?ids=${a},${b},missing-id`);
    expectRefused(other, 404);
    expectOk((await call('admin', 'GET', `queryById?id=${a}`)));
    expect((await call('admin', 'DELETE', `deleteBatch?ids=${a},${b},`)).json().message).toBe('批量删除成功!');
    expectRefused((await call('admin', 'GET', `queryById?id=${b}`)), 404);
  });
});
