import { describe, expect, it } from 'vitest';
import type { DataRecord, TreeRecord } from './data-provider';
import { isHttpError } from './http-error';
import { createMemoryDataProvider, HAS_CHILDREN_MESSAGE } from './memory-data-provider';
import { buildTree, filterTreeBy, findTreeNode, normalizeTree, parentNodeIds, subtreeIds } from './tree-records';

const departs: DataRecord[] = [
  { id: 'g', departName: '华通工程咨询集团', parentId: '', departOrder: 0 },
  { id: 'c1', departName: '华通公路咨询公司', parentId: 'g', departOrder: 2 },
  { id: 'c2', departName: '华通建设监理公司', parentId: 'g', departOrder: 1 },
  { id: 'c1d1', departName: '工程监理一部', parentId: 'c1', departOrder: 1 },
  { id: 'c1d2', departName: '造价咨询部', parentId: 'c1', departOrder: 2 },
  { id: 'x', departName: '已撤销的项目部', parentId: 'gone', departOrder: 9 },
];

const titles = (nodes: TreeRecord[]): unknown[] =>
  nodes.map((n) => (n.children ? [n.departName, titles(n.children)] : n.departName));

describe('buildTree', () => {
  it('nests rows by the parent field in their order; unknown parents become roots; leaves have no children', () => {
    const tree = buildTree(departs, 'parentId');
    expect(titles(tree)).toEqual([
      ['华通工程咨询集团', [['华通公路咨询公司', ['工程监理一部', '造价咨询部']], '华通建设监理公司']],
      '已撤销的项目部',
    ]);
    expect('children' in findTreeNode(tree, 'c2')!).toBe(false);
    expect(departs[0]).not.toHaveProperty('children');
  });

  it('cuts a parent cycle loose instead of losing its rows', () => {
    const tree = buildTree([{ id: 'a', p: 'b' }, { id: 'b', p: 'a' }, { id: 'c', p: 'b' }], 'p');
    expect(subtreeIds({ id: '', children: tree })).toEqual(['', 'a', 'b', 'c']);
  });
});

describe('tree helpers', () => {
  const tree = buildTree(departs);

  it('keeps matches with their ancestors and drops the rest', () => {
    const found = filterTreeBy(tree, [{ field: 'departName', operator: 'contains', value: '监理' }]);
    expect(titles(found)).toEqual([['华通工程咨询集团', [['华通公路咨询公司', ['工程监理一部']], '华通建设监理公司']]]);
    expect(filterTreeBy(tree, [])).toBe(tree);
    expect(filterTreeBy(tree, [{ field: 'departName', operator: 'eq', value: '不存在' }])).toEqual([]);
  });

  it('lists the nodes to expand, finds a node and its subtree', () => {
    expect(parentNodeIds(tree)).toEqual(['g', 'c1']);
    expect(subtreeIds(findTreeNode(tree, 'c1')!)).toEqual(['c1', 'c1d1', 'c1d2']);
    expect(findTreeNode(tree, 'nope')).toBeUndefined();
  });

  it('normalizes a server tree: id from key, no empty children', () => {
    expect(normalizeTree([{ key: 'a', title: '集团', children: [{ id: 'b', children: null }, null] }, 'junk'])).toEqual([
      { key: 'a', title: '集团', id: 'a', children: [{ id: 'b' }] },
    ]);
    expect(normalizeTree(undefined)).toEqual([]);
  });
});

describe('memory provider trees', () => {
  it('answers getTree sorted, filtered and nested by meta.parentField', async () => {
    const provider = createMemoryDataProvider({ 'sys/sysDepart': departs.map(({ parentId, ...r }) => ({ ...r, pid: parentId })) });
    const { data } = await provider.getTree!({ resource: 'sys/sysDepart', sort: { field: 'departOrder', order: 'asc' }, meta: { parentField: 'pid' } });
    expect(titles(data)).toEqual([
      ['华通工程咨询集团', ['华通建设监理公司', ['华通公路咨询公司', ['工程监理一部', '造价咨询部']]]],
      '已撤销的项目部',
    ]);
    const filtered = await provider.getTree!({
      resource: 'sys/sysDepart', filters: [{ field: 'departName', operator: 'contains', value: '部' }], meta: { parentField: 'pid' },
    });
    expect(titles(filtered.data)).toEqual(['工程监理一部', '造价咨询部', '已撤销的项目部']);
  });

  it('refuses to delete a node that has children when the parent field is named, and deletes a leaf', async () => {
    const provider = createMemoryDataProvider({ 'sys/sysDepart': departs });
    const refused = await provider.delete({ resource: 'sys/sysDepart', id: 'c1', meta: { parentField: 'parentId' } }).catch((e) => e);
    expect(isHttpError(refused) && refused.message).toBe(HAS_CHILDREN_MESSAGE);
    await provider.delete({ resource: 'sys/sysDepart', id: 'c1d1', meta: { parentField: 'parentId' } });
    const { data } = await provider.getTree!({ resource: 'sys/sysDepart' });
    expect(subtreeIds(findTreeNode(data, 'c1')!)).toEqual(['c1', 'c1d2']);
  });
});
