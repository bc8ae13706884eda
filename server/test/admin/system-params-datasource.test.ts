import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

describe('system parameters (sys/sysParam)', () => {
  it('are added, found by key, listed, edited and deleted by the administrator', async () => {
    const added = await call('admin', 'POST', 'sys/sysParam/add', { key: 'report.cacheMinutes', value: '15', type: 'number', description: '报表缓存' });
    expect(added.json()).toMatchObject({ success: true, message: '添加成功！' });
    const id = added.json().result.id as string;

    const byKey = (await call('admin', 'GET', 'sys/sysParam/queryByKey?key=report.cacheMinutes')).json();
    expect(byKey.result).toMatchObject({ id, key: 'report.cacheMinutes', value: '15', type: 'number', createBy: 'admin' });

    const list = (await call('admin', 'GET', 'sys/sysParam/list?key=report*&pageSize=5')).json().result;
    expect(list).toMatchObject({ total: 1, size: 5, current: 1, pages: 1 });
    expect(list.records[0].key).toBe('report.cacheMinutes');
    // The seeded demo parameters are there too.
    expect((await call('admin', 'GET', 'sys/sysParam/list?column=key&order=asc')).json().result.total).toBeGreaterThanOrEqual(6);

    expect((await call('admin', 'PUT', 'sys/sysParam/edit', { id, value: '30', createBy: 'mallory' })).json().message).toBe('编辑成功!');
    const after = (await call('admin', 'GET', `sys/sysParam/queryById?id=${id}`)).json().result;
    expect(after).toMatchObject({ value: '30', createBy: 'admin', updateBy: 'admin' });

    expect((await call('admin', 'DELETE', `sys/sysParam/delete?id=${id}`)).json().message).toBe('删除成功!');
    expectRefused((await call('admin', 'GET', `sys/sysParam/queryById?id=${id}`)), 404);
  });

  it('ignore server-owned fields in a body (no mass assignment)', async () => {
    const res = await call('admin', 'POST', 'sys/sysParam/add', { key: 'owned.fields', value: 'x', id: 'f'.repeat(32), createBy: 'mallory', createTime: '2000-01-01 00:00:00' });
    expect(res.json().result.id).not.toBe('f'.repeat(32));
    const row = (await call('admin', 'GET', `sys/sysParam/queryById?id=${res.json().result.id}`)).json().result;
    expect(row.createBy).toBe('admin');
    expect(row.createTime).not.toMatch(/^2000/);
  });

  it('validate the key and keep it unique, in Chinese', async () => {
    for (const key of ['1abc', 'a', 'has space', 'a;drop']) {
      const res = await call('admin', 'POST', 'sys/sysParam/add', { key, value: '1' });
      expectRefused(res, 400, { note: key });
      expect(res.json().message).toBe('参数键须以字母开头，由字母、数字、下划线或点组成，共 2 至 64 个字符');
    }
    // The column's length is checked first, with the table layer's one wording for every text field.
    expect((await call('admin', 'POST', 'sys/sysParam/add', { key: 'x'.repeat(65), value: '1' })).json().message).toBe('参数键不能超过 64 个字符');
    expect((await call('admin', 'POST', 'sys/sysParam/add', { value: '1' })).json().message).toBe('请输入参数键');
    const dup = await call('admin', 'POST', 'sys/sysParam/add', { key: 'sys.title', value: 'x' });
    expectRefused(dup, 400);
    expect(dup.json().message).toBe('参数键“sys.title”已存在');
  });

  it('page like every list: size capped at 1000, bad page numbers and sort columns refused', async () => {
    expect((await call('admin', 'GET', 'sys/sysParam/list?pageSize=100000')).json().result.size).toBe(1000);
    for (const pageNo of ['0', '-1', 'abc']) {
      const res = await call('admin', 'GET', `sys/sysParam/list?pageNo=${pageNo}`);
      expectRefused(res, 400, { note: pageNo });
      expect(res.json().message).toBe('参数 pageNo 必须是正整数');
    }
    expectRefused((await call('admin', 'GET', 'sys/sysParam/list?column=param_value;drop')), 400);
  });

  it('are refused to a company user and a project user (403)', async () => {
    for (const user of ['lina', 'liuyang']) {
      expectRefused((await call(user, 'GET', 'sys/sysParam/list')), 510, { note: user });
      expectRefused((await call(user, 'GET', 'sys/sysParam/queryByKey?key=sys.title')), 510);
      const add = await call(user, 'POST', 'sys/sysParam/add', { key: 'x' });
      expectRefused(add, 510);
      expect(add.json().message).toBe('没有权限，请联系管理员授权');
      expectRefused((await call(user, 'PUT', 'sys/sysParam/edit', { id: 'x', value: '1' })), 510);
      expectRefused((await call(user, 'DELETE', 'sys/sysParam/deleteBatch?ids=a,b')), 510);
    }
  });
});

const SECRET = 'Ds-Secret#2026!';
const SOURCE = { name: '经营库', code: 'biz_pg', dbType: 'postgresql', host: 'db.example.invalid', port: 5432, dbName: 'biz', dbUsername: 'reader' };

describe('data sources (sys/dataSource)', () => {
  let id: string;

  it('store the password encrypted and never answer or log it', async () => {
    const res = await call('admin', 'POST', 'sys/dataSource/add', { ...SOURCE, dbPassword: SECRET });
    expect(res.json()).toMatchObject({ success: true, message: '添加成功！' });
    id = res.json().result.id;
    const { rows } = await t.db.query<{ db_password: string }>('SELECT db_password FROM sys_data_source WHERE id = $1', [id]);
    expect(rows[0].db_password).toMatch(/^v1\./);
    expect(rows[0].db_password).not.toContain(SECRET);

    const one = (await call('admin', 'GET', `sys/dataSource/queryById?id=${id}`)).json().result;
    expect(one).toMatchObject({ ...SOURCE, dbPassword: '', dbDriver: 'org.postgresql.Driver', dbUrl: 'jdbc:postgresql://db.example.invalid:5432/biz' });
    const list = await call('admin', 'GET', 'sys/dataSource/list?code=biz_pg');
    expect(list.json().result.records).toEqual([expect.objectContaining({ code: 'biz_pg', dbPassword: '' })]);
    expect(list.body).not.toContain(SECRET);
    expect(list.body).not.toContain(rows[0].db_password);
  });

  it('keep the stored password on an edit without one, and demand it again when the host moves', async () => {
    const before = (await t.db.query<{ db_password: string }>('SELECT db_password FROM sys_data_source WHERE id = $1', [id])).rows[0].db_password;
    expect((await call('admin', 'PUT', 'sys/dataSource/edit', { id, name: '经营库（只读）', dbPassword: '' })).json().message).toBe('编辑成功!');
    const after = (await t.db.query<{ db_password: string; name: string }>('SELECT db_password, name FROM sys_data_source WHERE id = $1', [id])).rows[0];
    expect(after).toEqual({ db_password: before, name: '经营库（只读）' });

    const moved = await call('admin', 'PUT', 'sys/dataSource/edit', { id, host: 'attacker.example.invalid' });
    expectRefused(moved, 400);
    expect(moved.json().message).toBe('修改了主机或端口，请重新输入密码');
    const test = await call('admin', 'POST', 'sys/dataSource/testConnection', { id, host: 'attacker.example.invalid' });
    expect(test.json().message).toBe('修改了主机或端口，请重新输入密码');
  });

  it('validate bodies in Chinese and keep codes unique', async () => {
    const cases: [object, string][] = [
      [{ ...SOURCE, code: 'x2' , port: 70000 }, '端口不能大于 65535'],
      [{ ...SOURCE, code: 'x3', dbType: 'db2' }, '数据库类型不在字典“数据库类型”的取值中'],
      [{ ...SOURCE, code: 'x4', host: 'a b' }, '主机只能是域名或 IP 地址'],
      [{ ...SOURCE, code: '1x' }, '数据源编码须以字母开头，由字母、数字、下划线或横线组成'],
      [{ ...SOURCE, code: 'x5', name: undefined }, '请输入数据源名称'],
      [SOURCE, '数据源编码“biz_pg”已存在'],
    ];
    for (const [body, message] of cases) {
      const res = await call('admin', 'POST', 'sys/dataSource/add', body);
      expectRefused(res, 400, { note: message });
      expect(res.json().message).toBe(message);
    }
  });

  it('test a connection: failures say why without the password, metadata addresses are refused', async () => {
    const refused = await call('admin', 'POST', 'sys/dataSource/testConnection', { ...SOURCE, host: '127.0.0.1', port: 1, dbPassword: SECRET });
    expectRefused(refused, 400);
    expect(refused.json().message).toMatch(/^数据库连接失败：/);
    expect(refused.body).not.toContain(SECRET);

    for (const host of ['169.254.169.254', '2852039166', '::ffff:169.254.169.254']) {
      const meta = await call('admin', 'POST', 'sys/dataSource/testConnection', { ...SOURCE, host, dbPassword: SECRET });
      expect(meta.json().message, host).toBe('数据库连接失败：不允许连接链路本地或云元数据地址');
    }
    const other = await call('admin', 'POST', 'sys/dataSource/testConnection', { ...SOURCE, dbType: 'mysql', dbPassword: 'x' });
    expect(other.json().message).toBe('数据库连接失败：暂不支持测试 mysql 类型的数据源');

    // Every attempt is in the third-party log, with its target but never the password.
    const { rows } = await t.db.query<{ target: string; success: boolean; username: string }>(
      "SELECT target, success, username FROM sys_third_party_log WHERE provider = 'datasource' AND target NOT LIKE '%example.cn%' ORDER BY id");
    expect(rows[0]).toEqual({ target: 'postgresql://reader@127.0.0.1:1/biz', success: false, username: 'admin' });
    const logs = JSON.stringify((await t.db.query('SELECT * FROM sys_third_party_log')).rows) + JSON.stringify((await t.db.query('SELECT * FROM sys_log')).rows);
    expect(logs).not.toContain(SECRET);
    expect(logs).toContain('/devops/sys/dataSource/add');
  });

  it.runIf(!!process.env.DATABASE_URL)('connect to the test database itself when DATABASE_URL is set', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    const body = {
      dbType: 'postgresql', host: url.hostname, port: Number(url.port || 5432), dbName: url.pathname.slice(1),
      dbUsername: decodeURIComponent(url.username), dbPassword: decodeURIComponent(url.password),
    };
    const res = await call('admin', 'POST', 'sys/dataSource/testConnection', body);
    expect(res.json()).toMatchObject({ success: true, message: '数据库连接成功' });
    // Saved with its password, then tested by id alone: the stored password is decrypted and used.
    const saved = (await call('admin', 'POST', 'sys/dataSource/add', { ...body, name: '测试库', code: 'self_test' })).json().result.id;
    expect((await call('admin', 'POST', 'sys/dataSource/testConnection', { id: saved })).json().message).toBe('数据库连接成功');
  });

  it('are refused to non-administrators (403), the connection test included', async () => {
    for (const user of ['lina', 'liuyang']) {
      expectRefused((await call(user, 'GET', 'sys/dataSource/list')), 510, { note: user });
      expectRefused((await call(user, 'GET', `sys/dataSource/queryById?id=${id}`)), 510);
      expectRefused((await call(user, 'POST', 'sys/dataSource/add', { ...SOURCE, code: 'mine' })), 510);
      expectRefused((await call(user, 'POST', 'sys/dataSource/testConnection', { id })), 510);
      expectRefused((await call(user, 'DELETE', `sys/dataSource/delete?id=${id}`)), 510);
    }
  });

  it('are deleted one by one or in a batch', async () => {
    expect((await call('admin', 'DELETE', `sys/dataSource/delete?id=${id}`)).json().message).toBe('删除成功!');
    expectRefused((await call('admin', 'DELETE', `sys/dataSource/delete?id=${id}`)), 404);
    expect((await call('admin', 'DELETE', 'sys/dataSource/deleteBatch?ids=')).json().message).toBe('请选择要操作的记录');
  });
});
