import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused, callAs, type Method } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const as = callAs(() => t);

interface Node { id: string; key: string; title: string; orgCode: string; isLeaf: boolean; children?: Node[] }
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
};

describe('department administration (sys/sysDepart)', () => {
  it('answers the org tree: the group at the root, companies and departments nested in order', async () => {
    const tree = (await as('admin', 'GET', '/sys/sysDepart/queryTreeList')).json().result as Node[];
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({
      id: '001', key: '001', value: '001', title: '工程咨询集团', departName: '工程咨询集团', orgCode: 'A01', orgCategory: '1',
      orgCategory_dictText: '公司', parentId: null, departOrder: 0, isLeaf: false,
    });
    expect(tree[0].children!.map((c) => c.id)).toEqual(['c01', 'c02', 'c03', 'c04', 'c05', 'd01', 'd02']);
    expect(find(tree, 'c01')!.children!.map((c) => c.title)).toEqual(['工程技术部', '经营管理部', '财务部', '综合办公室']);
    expect(find(tree, 'd03')).toMatchObject({ parentId: 'c01', orgCode: 'A01A01B01', orgCategory_dictText: '部门', isLeaf: true });
    expect(find(tree, 'd03')!.children).toBeUndefined();
  });

  it('searches names literally and answers matches as a tree', async () => {
    const hits = (await as('admin', 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('部')}`)).json().result as Node[];
    expect(hits.map((n) => n.title).sort()).toEqual(['人力资源部', '工程技术部', '监理业务部', '经营管理部', '财务部'].sort());
    const nested = (await as('admin', 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('集团')}`)).json().result as Node[];
    expect(nested.map((n) => n.id)).toEqual(['001']);
    expect((await as('admin', 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('%')}`)).json().result).toEqual([]);
    expect((await as('admin', 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('_')}`)).json().result).toEqual([]);
  });

  it('adds departments with org codes generated per level, ignoring server-owned fields', async () => {
    const res = await as('admin', 'POST', '/sys/sysDepart/add', {
      parentId: '001', departName: '<img src=x onerror=alert(1)>', departNameAbbr: '测试部', departOrder: 20,
      orgCode: 'HACK', id: 'forged', tenantId: 7, createBy: 'mallory', delFlag: 1,
    });
    expect(res.json()).toMatchObject({ success: true, message: '添加成功！', result: { orgCode: 'A01B03' } });
    const id = res.json().result.id as string;
    const row = (await as('admin', 'GET', `/sys/sysDepart/queryById?id=${id}`)).json().result;
    expect(row).toMatchObject({ departName: '<img src=x onerror=alert(1)>', orgCode: 'A01B03', orgCategory: '2', parentId: '001', createBy: 'admin', departOrder: 20 });
    const stored = (await t.db.query<{ tenant_id: number; del_flag: number }>('SELECT tenant_id, del_flag FROM sys_depart WHERE id = $1', [id])).rows[0];
    expect(stored).toEqual({ tenant_id: 1, del_flag: 0 });

    const child = await as('admin', 'POST', '/sys/sysDepart/add', { parentId: id, departName: '一组', departOrder: '2' });
    expect(child.json().result.orgCode).toBe('A01B03A01');
    expect((await as('admin', 'POST', '/sys/sysDepart/add', { parentId: id, departName: '二组', departOrder: 1 })).json().result.orgCode).toBe('A01B03A02');
    expect((await as('admin', 'POST', '/sys/sysDepart/add', { departName: '另一集团' })).json()).toMatchObject({ result: { orgCode: 'A02' } });
    const tree = (await as('admin', 'GET', '/sys/sysDepart/queryTreeList')).json().result as Node[];
    expect(find(tree, id)!.children!.map((c) => c.orgCode)).toEqual(['A01B03A02', 'A01B03A01']); // by departOrder
    expect(find(tree, id)!.isLeaf).toBe(false);
  });

  it('validates input with Chinese messages and refuses a missing parent', async () => {
    const cases: [object, string][] = [
      [{ parentId: '001' }, '机构名称不能为空'],
      [{ parentId: '001', departName: '  ' }, '机构名称不能为空'],
      [{ parentId: '001', departName: '名'.repeat(101) }, '机构名称不能超过 100 个字符'],
      // Numbers are checked by the table layer's one rule for number fields, with its wording.
      [{ parentId: '001', departName: '排序错', departOrder: 'first' }, '排序必须是数字'],
      [{ parentId: '001', departName: '类别错', orgCategory: '9' }, '机构类别的取值不正确'],
      // The table layer checks every tree's parent first, with its one wording.
      [{ parentId: 'ghost', departName: '孤儿' }, '所选上级机构不存在或无权访问'],
    ];
    for (const [body, message] of cases) {
      const r = await as('admin', 'POST', '/sys/sysDepart/add', body);
      expectRefused(r, 400, { note: message });
      expect(r.json().message).toBe(message);
    }
  });

  it('edits by PUT or POST; parent and org code cannot be changed that way', async () => {
    expect((await as('admin', 'PUT', '/sys/sysDepart/edit', { id: 'd04', departName: '经营部', parentId: 'c02', orgCode: 'Z99' })).json().message).toBe('编辑成功!');
    expect((await as('admin', 'POST', '/sys/sysDepart/edit', { id: 'd04', departNameAbbr: '经营', departOrder: 5 })).json().success).toBe(true);
    const row = (await as('admin', 'GET', '/sys/sysDepart/queryById?id=d04')).json().result;
    expect(row).toMatchObject({ departName: '经营部', departNameAbbr: '经营', departOrder: 5, parentId: 'c01', orgCode: 'A01A01B02', updateBy: 'admin' });
    expectRefused((await as('admin', 'PUT', '/sys/sysDepart/edit', { id: 'ghost', departName: 'x' })), 404);
  });

  it('refuses to delete a department with sub-departments, members or projects, with the reason', async () => {
    const refusals: [string, string][] = [
      // The table layer refuses deleting any tree node with children first, with its one wording.
      ['001', '该节点下存在下级节点，请先删除下级节点'],
      ['d05', '“监理业务部”下还有 1 名成员，请先将成员调出后再删除'],
      ['c03', '“西南交通建设咨询有限公司”下还有 1 个项目，不能删除'],
    ];
    for (const [id, message] of refusals) {
      const r = await as('admin', 'DELETE', `/sys/sysDepart/delete?id=${id}`);
      expectRefused(r, 400, { note: id });
      expect(r.json().message).toBe(message);
    }
    expect((await t.db.query(`SELECT del_flag FROM sys_depart WHERE id = 'd05'`)).rows[0]).toEqual({ del_flag: 0 });
  });

  it('deletes an empty department, and a batch holding a parent with its children', async () => {
    const parent = (await as('admin', 'POST', '/sys/sysDepart/add', { parentId: 'c04', departName: '待撤销部' })).json().result.id;
    const kid = (await as('admin', 'POST', '/sys/sysDepart/add', { parentId: parent, departName: '待撤销组' })).json().result.id;
    expectRefused((await as('admin', 'DELETE', `/sys/sysDepart/delete?id=${parent}`)), 400);
    expect((await as('admin', 'DELETE', `/sys/sysDepart/deleteBatch?ids=${parent},${kid}`)).json().message).toBe('删除成功!');
    const lone = (await as('admin', 'POST', '/sys/sysDepart/add', { parentId: 'c04', departName: '单独部' })).json().result.id;
    expect((await as('admin', 'DELETE', `/sys/sysDepart/delete?id=${lone}`)).json().success).toBe(true);
    const tree = (await as('admin', 'GET', '/sys/sysDepart/queryTreeList')).json().result as Node[];
    expect(find(tree, parent)).toBeUndefined();
    expect(find(tree, lone)).toBeUndefined();
    expectRefused((await as('admin', 'GET', `/sys/sysDepart/queryById?id=${lone}`)), 404);
    // Codes are never reused: the next department under c04 gets a fresh one.
    expect((await as('admin', 'POST', '/sys/sysDepart/add', { parentId: 'c04', departName: '新部' })).json().result.orgCode).toBe('A01A04A03');
  });

  it('refuses every department endpoint to a company or project user (403)', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/sys/sysDepart/queryTreeList'], ['GET', '/sys/sysDepart/searchBy?keyWord=部'], ['GET', '/sys/sysDepart/queryById?id=001'],
      ['POST', '/sys/sysDepart/add', { parentId: '001', departName: '越权部' }], ['PUT', '/sys/sysDepart/edit', { id: 'd03', departName: 'x' }],
      ['POST', '/sys/sysDepart/edit', { id: 'd03', departName: 'x' }], ['DELETE', '/sys/sysDepart/delete?id=d03'], ['DELETE', '/sys/sysDepart/deleteBatch?ids=d03'],
    ];
    for (const user of ['lina', 'liuyang']) {
      for (const [method, url, body] of calls) expectRefused((await as(user, method, url, body)), 510, { note: `${user} ${method} ${url}` });
    }
    expect((await t.db.query(`SELECT depart_name FROM sys_depart WHERE id = 'd03'`)).rows[0]).toEqual({ depart_name: '工程技术部' });
  });
});
