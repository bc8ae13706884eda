import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from './memory-data-provider';
import { isHttpError } from './http-error';
import { noticeRows } from '../testing/fixtures';

const page = (current: number, pageSize = 10) => ({ current, pageSize });

describe('createMemoryDataProvider', () => {
  it('pages and reports the total', async () => {
    const provider = createMemoryDataProvider({ 'news/notice': noticeRows });
    const first = await provider.getList({ resource: 'news/notice', pagination: page(1) });
    const last = await provider.getList({ resource: 'news/notice', pagination: page(3) });
    expect(first.total).toBe(25);
    expect(first.data).toHaveLength(10);
    expect(last.data.map((r) => r.id)).toEqual(['n21', 'n22', 'n23', 'n24', 'n25']);
  });

  it('filters with contains (case-insensitive), eq, in and between', async () => {
    const provider = createMemoryDataProvider({
      'news/notice': [
        { id: '1', title: 'G4京港澳高速改扩建监理项目', kind: 'a', day: '2026-01-05 09:30:00' },
        { id: '2', title: '安全生产大检查', kind: 'b', day: '2026-02-10' },
        { id: '3', title: 'g4 路段养护', kind: 'c', day: null },
      ],
    });
    const ids = async (filters: Parameters<typeof provider.getList>[0]['filters']) =>
      (await provider.getList({ resource: 'news/notice', pagination: page(1), filters })).data.map((r) => r.id);
    expect(await ids([{ field: 'title', operator: 'contains', value: 'g4' }])).toEqual(['1', '3']);
    expect(await ids([{ field: 'kind', operator: 'eq', value: 'b' }])).toEqual(['2']);
    expect(await ids([{ field: 'kind', operator: 'in', value: ['a', 'c'] }])).toEqual(['1', '3']);
    expect(await ids([{ field: 'kind', operator: 'in', value: 'a,b' }])).toEqual(['1', '2']);
    expect(await ids([{ field: 'day', operator: 'between', value: ['2026-01-01', '2026-01-05'] }])).toEqual(['1']);
    expect(await ids([{ field: 'day', operator: 'between', value: [null, '2026-12-31'] }])).toEqual(['1', '2']);
    expect(await ids([{ field: 'title', operator: 'contains', value: '  ' }])).toEqual(['1', '2', '3']);
  });

  it('sorts numbers numerically, strings in order, empty values last', async () => {
    const provider = createMemoryDataProvider({
      t: [{ id: 'a', n: 9, s: '2026-03-01' }, { id: 'b', n: 10, s: null }, { id: 'c', n: 1, s: '2025-12-31' }],
    });
    const sorted = async (field: string, order: 'asc' | 'desc') =>
      (await provider.getList({ resource: 't', pagination: page(1), sort: { field, order } })).data.map((r) => r.id);
    expect(await sorted('n', 'asc')).toEqual(['c', 'a', 'b']);
    expect(await sorted('n', 'desc')).toEqual(['b', 'a', 'c']);
    expect(await sorted('s', 'desc')).toEqual(['a', 'c', 'b']);
    expect(await sorted('s', 'asc')).toEqual(['c', 'a', 'b']);
  });

  it('creates, updates, reads and deletes without sharing objects with callers', async () => {
    const seed = [{ id: 'x', title: '原标题' }];
    const provider = createMemoryDataProvider({ t: seed }, { newId: () => 'new1' });
    const created = await provider.create({ resource: 't', variables: { title: '新增' } });
    expect(created.data).toEqual({ id: 'new1', title: '新增', version: 1 });
    await provider.update({ resource: 't', id: 'x', variables: { title: '改后' } });
    expect((await provider.getOne({ resource: 't', id: 'x' })).data.title).toBe('改后');
    expect(seed[0].title).toBe('原标题');
    await provider.delete({ resource: 't', id: 'new1' });
    expect((await provider.getList({ resource: 't', pagination: page(1) })).total).toBe(1);
  });

  it('refuses a stale version with 409 and the latest record, like the server', async () => {
    const provider = createMemoryDataProvider({ t: [{ id: 'x', title: '原标题', version: 1 }] });
    await provider.update({ resource: 't', id: 'x', variables: { title: '甲改', version: 1 } });
    const error = await provider.update({ resource: 't', id: 'x', variables: { title: '乙改', version: 1 } }).catch((e) => e);
    expect(error).toMatchObject({ status: 409, message: '数据已被他人修改，请刷新后重试', result: { current: { title: '甲改', version: 2 } } });
  });

  it('deletes several rows all-or-nothing and exports the matching rows', async () => {
    const provider = createMemoryDataProvider({ t: [{ id: 'a', title: '一' }, { id: 'b', title: '二' }, { id: 'c', title: '三' }] });
    expect(await provider.deleteMany!({ resource: 't', ids: ['a', 'zz'] }).catch((e) => e.status)).toBe(404);
    expect((await provider.getList({ resource: 't', pagination: page(1) })).total).toBe(3);
    await provider.deleteMany!({ resource: 't', ids: ['a', 'b'] });
    expect((await provider.getList({ resource: 't', pagination: page(1) })).data.map((r) => r.id)).toEqual(['c']);
    const { data } = await provider.exportFile!({ resource: 't', selections: ['c'] });
    expect(await data.text()).toBe('id\ttitle\nc\t三');
  });

  it('rejects unknown resources, ids and custom calls with a 404 HttpError', async () => {
    const provider = createMemoryDataProvider({ t: [] });
    const errors = await Promise.all([
      provider.getList({ resource: 'nope', pagination: page(1) }).catch((e) => e),
      provider.getOne({ resource: 't', id: 'missing' }).catch((e) => e),
      provider.custom({ url: '/sys/x', method: 'get' }).catch((e) => e),
    ]);
    for (const error of errors) {
      expect(isHttpError(error)).toBe(true);
      expect(error.status).toBe(404);
    }
  });
});

describe('memory recycle bin and upload', () => {
  const rows = [{ id: '1', title: '甲' }, { id: '2', title: '乙' }, { id: '3', title: '丙' }];
  it('moves deleted rows to the recycle bin, restores and purges them', async () => {
    const provider = createMemoryDataProvider({ 'news/notice': rows });
    await provider.delete({ resource: 'news/notice', id: '1' });
    await provider.deleteMany!({ resource: 'news/notice', ids: ['2'] });
    expect((await provider.listDeleted!({ resource: 'news/notice' })).data.map((r) => r.id).sort()).toEqual(['1', '2']);
    expect((await provider.restore!({ resource: 'news/notice', ids: ['1'] })).data.message).toBe('还原成功');
    expect((await provider.getList({ resource: 'news/notice', pagination: page(1) })).total).toBe(2);
    expect((await provider.purge!({ resource: 'news/notice', ids: ['2'] })).data.message).toBe('彻底删除成功');
    expect((await provider.listDeleted!({ resource: 'news/notice' })).data).toEqual([]);
    await expect(provider.purge!({ resource: 'news/notice', ids: ['2'] })).rejects.toSatisfy(isHttpError);
  });
  it('seeds the bin and fakes an upload path', async () => {
    const provider = createMemoryDataProvider({ 'news/notice': [] }, { deleted: { 'news/notice': [{ id: 'x', title: '旧' }] } });
    expect((await provider.listDeleted!({ resource: 'news/notice' })).data).toEqual([{ id: 'x', title: '旧' }]);
    const progress: number[] = [];
    expect(await provider.upload!(new Blob(['a']), { biz: 'news', fileName: '附件.txt' }, (p) => progress.push(p))).toBe('news/附件.txt');
    expect(progress).toEqual([100]);
  });
});

describe('memory list statistics and file URLs', () => {
  const rows = [
    { id: '1', kind: 'a', amount: '100.50' }, { id: '2', kind: 'a', amount: 200 }, { id: '3', kind: 'b', amount: 7 }, { id: '4', kind: 'a', amount: null },
  ];
  it('computes 全部合计 / 全部平均 over every filtered row for the fields named in meta.statistics', async () => {
    const provider = createMemoryDataProvider({ 'contract/income': rows });
    const plain = await provider.getList({ resource: 'contract/income', pagination: page(1) });
    expect(plain.statistics).toBeUndefined();
    const result = await provider.getList({
      resource: 'contract/income', pagination: { current: 1, pageSize: 1 }, filters: [{ field: 'kind', operator: 'eq', value: 'a' }],
      meta: { statistics: ['amount'] },
    });
    expect(result.data).toHaveLength(1);
    expect(result.statistics).toEqual({ amount: { sum: 300.5, average: 150.25 } });
  });
  it('answers file URLs under the static prefix, absolute ones as they are', async () => {
    const provider = createMemoryDataProvider({});
    expect(await provider.fileUrl!('temp/a.pdf')).toBe('/devops/sys/common/static/temp/a.pdf');
    expect(await provider.fileUrl!('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
