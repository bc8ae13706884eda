import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { HAS_CHILDREN_MESSAGE } from '../data/memory-data-provider';
import type { TreeCrudPageSchema } from '../schema/page-schema';
import { createTreeStore } from './tree-store';

const page: TreeCrudPageSchema = {
  schemaVersion: 1, kind: 'tree-crud', code: 'archive/category', title: '档案分类', table: 'biz_archive_category', scope: 'company',
  permissionPrefix: 'archive:category', tree: { parentField: 'pid', titleField: 'name' }, defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    { name: 'name', label: '分类名称', type: 'input', dbType: 'varchar', query: { mode: 'like' } },
    { name: 'pid', label: '上级分类', type: 'input', dbType: 'varchar' },
    { name: 'sortNo', label: '排序', type: 'inputNumber', dbType: 'int' },
  ],
};
const rows = [
  { id: 'a', name: '工程文件', pid: null, sortNo: 1 },
  { id: 'a1', name: '监理日志', pid: 'a', sortNo: 1 },
  { id: 'a2', name: '监理月报', pid: 'a', sortNo: 2 },
  { id: 'b', name: '合同文件', pid: null, sortNo: 2 },
];

describe('TreeStore (engine)', () => {
  it('loads the tree by its parent field, filters it keeping ancestors, expands and collapses', async () => {
    const store = createTreeStore(createMemoryDataProvider({ 'archive/category': rows }), page);
    await store.load();
    expect(store.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    store.search([{ field: 'name', operator: 'contains', value: '月报' }]);
    expect(store.visible.map((n) => [n.id, n.children?.map((c) => c.id)])).toEqual([['a', ['a2']]]);
    expect(store.expandedIds).toEqual(['a']);
    store.search([]);
    store.expandAll();
    expect(store.expandedIds).toEqual(['a']);
    store.collapseAll();
    store.select('a');
    expect(store.tableNodes.map((n) => n.id)).toEqual(['a']);
  });

  it('refuses to delete a node with children and deletes a leaf; keeps the open dialog as page state', async () => {
    const store = createTreeStore(createMemoryDataProvider({ 'archive/category': rows }), page);
    await store.load();
    expect(await store.remove('a')).toEqual({ ok: false, message: HAS_CHILDREN_MESSAGE });
    expect(await store.remove('a1')).toEqual({ ok: true, message: '删除成功!' });
    store.openDialog({ mode: 'add', parentId: 'a' });
    expect(store.dialog).toEqual({ mode: 'add', parentId: 'a' });
    store.closeDialog();
    expect(store.dialog).toBeNull();
  });

  it('says so when the provider has no trees', async () => {
    const { getTree: _getTree, ...flat } = createMemoryDataProvider({ 'archive/category': rows });
    const store = createTreeStore(flat, page);
    await store.load();
    expect(store.error?.message).toBe('当前数据源不支持树形数据（queryTreeList）');
  });
});
