import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/sys/category/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
const result = async (url: string) => (await call('admin', 'GET', url)).json().result;

describe('category tree (sys/category)', () => {
  it('lists the seeded roots page by page, and searches the whole tree by name', async () => {
    const roots = await result('rootList?pageSize=10&column=code&order=asc');
    expect(roots).toMatchObject({ total: 2, current: 1 });
    expect(roots.records.map((r: { code: string; hasChild: string; pid: string }) => [r.code, r.hasChild, r.pid])).toEqual([['A01', '1', '0'], ['A02', '1', '0']]);
    const found = await result('rootList?name=*监理*');
    expect(found.records.map((r: { name: string }) => r.name)).toEqual(['施工监理']);
  });

  it('answers children, tree loaders and the nested tree in JeecgBoot shapes', async () => {
    const roots = (await result('rootList')).records as { id: string; code: string }[];
    const a01 = roots.find((r) => r.code === 'A01')!;
    const children = await result(`childList?pid=${a01.id}`);
    expect(children.map((c: { name: string }) => c.name)).toEqual(['公路工程', '桥梁工程', '隧道工程']);

    const treeRoot = await result('loadTreeRoot?async=true&pcode=A01');
    expect(treeRoot[0]).toMatchObject({ title: '公路工程', code: 'A01A01', parentId: a01.id, isLeaf: false });
    expect(treeRoot[1]).toMatchObject({ title: '桥梁工程', isLeaf: true });
    const deeper = await result(`loadTreeChildren?pid=${treeRoot[0].key}`);
    expect(deeper.map((n: { title: string }) => n.title)).toEqual(['高速公路', '普通国省道']);
    const nestedRoot = await result('loadTreeRoot?async=false&pcode=A01');
    expect(nestedRoot[0].children.map((n: { title: string }) => n.title)).toEqual(['高速公路', '普通国省道']);

    const all = await result('loadAllData?code=A01A01');
    expect(all).toEqual([
      { id: treeRoot[0].key, pid: a01.id, name: '公路工程', code: 'A01A01' },
      expect.objectContaining({ name: '高速公路', pid: treeRoot[0].key }),
      expect.objectContaining({ name: '普通国省道', pid: treeRoot[0].key }),
    ]);

    const tree = await result('queryTreeList');
    const road = tree.find((n: { code: string }) => n.code === 'A01').children.find((n: { code: string }) => n.code === 'A01A01');
    expect(road.children.map((n: { name: string }) => n.name)).toEqual(['高速公路', '普通国省道']);
  });

  it('adds under a parent (marking it as having children), edits, and refuses to delete a node with children', async () => {
    const parent = (await result('loadTreeRoot?pcode=A02'))[0] as { key: string; isLeaf: boolean };
    expect(parent.isLeaf).toBe(true);
    const add = await call('admin', 'POST', 'add', { pid: parent.key, name: '驻地监理', code: 'A02A01A01', hasChild: '1', createBy: 'mallory' });
    expect(add.json()).toMatchObject({ success: true, message: '添加成功！' });
    const child = add.json().result.id as string;
    expect((await result(`queryById?id=${parent.key}`)).hasChild).toBe('1');
    expect(await result(`queryById?id=${child}`)).toMatchObject({ pid: parent.key, hasChild: '0', createBy: 'admin' });

    const blocked = await call('admin', 'DELETE', `delete?id=${parent.key}`);
    expectRefused(blocked, 400);
    expect(blocked.json().message).toBe('该节点下存在下级节点，请先删除下级节点');

    expect((await call('admin', 'PUT', 'edit', { id: child, name: '驻地监理组' })).json().message).toBe('编辑成功!');
    expect((await result(`queryById?id=${child}`)).name).toBe('驻地监理组');
    expect((await call('admin', 'DELETE', `delete?id=${child}`)).json().message).toBe('删除成功!');
    expect((await result(`queryById?id=${parent.key}`)).hasChild).toBe('0');
  });

  it('validates in Chinese: names, codes, unknown parents and duplicate codes', async () => {
    const cases: [object, string][] = [
      // The table layer's one wording for every page's required fields, parents and duplicates.
      [{ code: 'Z01' }, '请输入分类名称'],
      [{ name: '   ', code: 'Z01' }, '请输入分类名称'],
      [{ name: '甲', code: 'Z 01' }, '分类编码只能由字母、数字、下划线或横线组成'],
      [{ name: '甲', code: 'Z01', pid: 'nope' }, '所选父级节点不存在或无权访问'],
      [{ name: '甲', code: 'A01' }, '分类编码“A01”已存在'],
    ];
    for (const [body, message] of cases) {
      const res = await call('admin', 'POST', 'add', body);
      expectRefused(res, 400, { note: message });
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses administration to non-administrators, while the form loaders stay readable', async () => {
    for (const user of ['lina', 'liuyang']) {
      for (const url of ['rootList', 'childList?pid=0', 'queryTreeList', 'queryById?id=x']) {
        expectRefused((await call(user, 'GET', url)), 510, { note: `${user} ${url}` });
      }
      expectRefused((await call(user, 'POST', 'add', { name: '甲', code: 'Z09' })), 510);
      expectRefused((await call(user, 'PUT', 'edit', { id: 'x', name: '乙' })), 510);
      expectRefused((await call(user, 'DELETE', 'deleteBatch?ids=x')), 510);
      // The category select in ordinary forms reads these, as it reads dictionary items.
      expect((await call(user, 'GET', 'loadAllData?code=A02')).json().result).toHaveLength(4);
      expectOk((await call(user, 'GET', 'loadTreeRoot')));
    }
  });
});
