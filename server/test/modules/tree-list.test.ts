import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';
import { MAX_TREE_NODES } from '../../src/tables/tree';

// 档案分类 (schemas/modules/archive/category.json): a company-scoped tree-crud module page.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
  // The tree's mechanics are shown on rows of this file's own: the demo categories are set aside.
  await t.db.query('DELETE FROM biz_archive_category');
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/archive/category/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });

async function add(user: string, name: string, code: string, sortNo: number, parentId?: string): Promise<string> {
  const res = await call(user, 'POST', 'add', { name, code, sortNo, parentId });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return res.json().result.id;
}

type Node = { id: string; name: string; children?: Node[] };
const names = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children ? [n.name, names(n.children)] : n.name));

let engineering: string;
let supervision: string;
let diaries: string;
beforeAll(async () => {
  // Added out of order: the tree answers siblings in the page's default sort (sortNo ascending).
  const admin = await add('lina', '行政档案', 'ADM', 2);
  engineering = await add('lina', '工程档案', 'ENG', 1);
  supervision = await add('lina', '监理资料', 'ENG-SUP', 2, engineering);
  await add('lina', '设计图纸', 'ENG-DWG', 1, engineering);
  diaries = await add('lina', '监理日志', 'ENG-SUP-LOG', 1, supervision);
  await add('lina', '人事档案', 'ADM-HR', 1, admin);
  await add('wangqiang', '中路桥梁档案', 'C02', 1);
});

describe('GET /archive/category/queryTreeList', () => {
  it('nests the company’s rows as children, siblings in the default sort, leaves without children', async () => {
    const res = await call('lina', 'GET', 'queryTreeList');
    expect(res.json().success).toBe(true);
    expect(names(res.json().result)).toEqual([
      ['工程档案', ['设计图纸', ['监理资料', ['监理日志']]]],
      ['行政档案', ['人事档案']],
    ]);
    const leaf = res.json().result[0].children[0];
    expect(leaf).toMatchObject({ name: '设计图纸', code: 'ENG-DWG', parentId: engineering, createBy: 'lina', version: 1 });
    expect(leaf).not.toHaveProperty('children');
  });

  it('shows each company only its own tree; the group sees every company', async () => {
    expect(names((await call('wangqiang', 'GET', 'queryTreeList')).json().result)).toEqual(['中路桥梁档案']);
    const all = names((await call('admin', 'GET', 'queryTreeList')).json().result);
    expect(all).toEqual(expect.arrayContaining(['中路桥梁档案', ['行政档案', ['人事档案']]]));
  });

  it('filters by the query fields; a match whose parent is filtered out becomes a root', async () => {
    const res = await call('lina', 'GET', `queryTreeList?name=${encodeURIComponent('监理')}`);
    expect(names(res.json().result)).toEqual([['监理资料', ['监理日志']]]);
  });

  it('needs a token and the menu entry', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/devops/archive/category/queryTreeList' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET', url: '/devops/archive/category/queryTreeList', headers: { 'x-access-token': await t.login('liuyang') },
    });
    expectRefused(res, 510);
  });

  it(`refuses a tree of more than ${MAX_TREE_NODES} nodes with a message, not a truncated tree`, async () => {
    await t.db.query(
      `INSERT INTO biz_archive_category (id, company_id, name, code, sort_no, create_by)
       SELECT 'bulk' || n, 'c02', '分类' || n, 'B' || n, n, 'wangqiang' FROM generate_series(1, ${MAX_TREE_NODES}) n`,
    );
    const res = await call('wangqiang', 'GET', 'queryTreeList');
    expectRefused(res, 400);
    expect(res.json().message).toBe('树节点超过 5000 个，无法一次显示，请输入查询条件缩小范围');
    const filtered = await call('wangqiang', 'GET', `queryTreeList?code=B42`);
    expect(names(filtered.json().result)).toEqual(['分类42']);
    await t.db.query(`DELETE FROM biz_archive_category WHERE id LIKE 'bulk%'`);
  });
});

describe('the parent of a node', () => {
  it('must be a visible row of the same tree: another company’s node or an unknown id is refused on its field', async () => {
    for (const parentId of [engineering, 'no-such-node']) {
      const res = await call('wangqiang', 'POST', 'add', { name: '借用', code: 'X', sortNo: 1, parentId });
      expectRefused(res, 400);
      expect(res.json().result.fieldErrors).toEqual({ parentId: '所选上级分类不存在或无权访问' });
    }
    const tree = names((await call('wangqiang', 'GET', 'queryTreeList')).json().result);
    expect(tree).toEqual(['中路桥梁档案']);
  });

  it('cannot be the node itself or one of its descendants', async () => {
    for (const parentId of [engineering, diaries]) {
      const res = await call('lina', 'PUT', 'edit', { id: engineering, version: 1, name: '工程档案', code: 'ENG', sortNo: 1, parentId });
      expectRefused(res, 400);
      expect(res.json().result.fieldErrors).toEqual({ parentId: '上级分类不能是本节点或它的下级节点' });
    }
  });

  it('may move a node under another branch', async () => {
    const admin = (await call('lina', 'GET', 'queryTreeList')).json().result[1].id as string;
    const res = await call('lina', 'PUT', 'edit', { id: diaries, version: 1, name: '监理日志', code: 'ENG-SUP-LOG', sortNo: 9, parentId: admin });
    expect(res.json()).toMatchObject({ success: true });
    expect(names((await call('lina', 'GET', 'queryTreeList')).json().result)[1]).toEqual(['行政档案', ['人事档案', '监理日志']]);
  });
});

describe('deleting a node', () => {
  it('is refused while it has children, allowed together with all of them', async () => {
    const single = await call('lina', 'DELETE', `delete?id=${engineering}`);
    expectRefused(single, 400);
    expect(single.json().message).toBe('该节点下存在下级节点，请先删除下级节点');
    const tree = (await call('lina', 'GET', 'queryTreeList')).json().result as Node[];
    const branch = tree[0];
    const ids = [branch.id, ...branch.children!.flatMap((c) => [c.id, ...(c.children ?? []).map((g) => g.id)])];
    const batch = await call('admin', 'DELETE', `deleteBatch?ids=${ids.join(',')}`);
    expect(batch.json()).toMatchObject({ success: true });
    expect(names((await call('lina', 'GET', 'queryTreeList')).json().result)).toEqual([['行政档案', ['人事档案', '监理日志']]]);
  });
});
