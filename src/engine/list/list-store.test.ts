import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { createListStore } from './list-store';
import { buildFilters, listFieldsOf, queryFieldsOf } from './query-fields';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { testDataProvider } from '../data/test-data-provider';
import { noticeRows, noticeSchema } from '../testing/fixtures';
import type { GetListParams } from '../data/data-provider';

const provider = () => createMemoryDataProvider({ 'news/notice': noticeRows });

describe('createListStore', () => {
  it('starts on page 1 of 10 with the schema default sort and loads rows', async () => {
    const store = createListStore(provider(), noticeSchema);
    expect(store).toMatchObject({ page: 1, pageSize: 10, sort: { field: 'publishDate', order: 'desc' }, loading: false });
    const loading = store.load();
    expect(store.loading).toBe(true);
    await loading;
    expect(store.loading).toBe(false);
    expect(store.total).toBe(25);
    expect(store.rows).toHaveLength(10);
    expect(String(store.rows[0].publishDate) >= String(store.rows[1].publishDate)).toBe(true);
    expect(store.pageCount).toBe(3);
  });

  it('pages, sorts, searches and resets', async () => {
    const store = createListStore(provider(), noticeSchema);
    await store.setPage(3);
    expect(store.rows).toHaveLength(5);
    await store.setPage(1, 20);
    expect(store.rows).toHaveLength(20);
    await store.setPage(2);
    expect(store.rows).toHaveLength(5);
    await store.setSort({ field: 'readCount', order: 'asc' });
    expect(store.page).toBe(1);
    expect(store.rows.map((r) => r.readCount)).toEqual([...store.rows.map((r) => r.readCount as number)].sort((a, b) => a - b));
    await store.setPage(2);
    await store.search(buildFilters(noticeSchema, { title: '安全', newsType: '' }));
    expect(store.page).toBe(1);
    expect(store.total).toBe(9);
    expect(store.filters).toEqual([{ field: 'title', operator: 'contains', value: '安全' }]);
    await store.reset();
    expect(store).toMatchObject({ page: 1, filters: [], total: 25, sort: { field: 'publishDate', order: 'desc' } });
  });

  it('opens on the query defaults and resets back to them', async () => {
    const schema = { ...noticeSchema, fields: noticeSchema.fields.map((f) => (f.name === 'newsType' ? { ...f, query: { mode: 'eq' as const, default: 'notice' } } : f)) };
    const store = createListStore(provider(), schema);
    await store.load();
    expect(store.filters).toEqual([{ field: 'newsType', operator: 'eq', value: 'notice' }]);
    expect(store.rows.every((r) => r.newsType === 'notice')).toBe(true);
    const opened = store.total;
    expect(opened).toBeLessThan(25);
    await store.search([]);
    expect(store.total).toBe(25);
    await store.reset();
    expect(store.total).toBe(opened);
  });

  it('sends the store state to the provider', async () => {
    const calls: GetListParams[] = [];
    const store = createListStore(testDataProvider({ getList: async (p) => (calls.push(p), { data: [], total: 0 }) }), noticeSchema);
    await store.search([{ field: 'newsType', operator: 'eq', value: 'notice' }]);
    expect(calls.at(-1)).toEqual({
      resource: 'news/notice',
      pagination: { current: 1, pageSize: 10 },
      sort: { field: 'publishDate', order: 'desc' },
      filters: [{ field: 'newsType', operator: 'eq', value: 'notice' }],
    });
  });

  it('keeps the error and clears it on the next successful load', async () => {
    let fail = true;
    const store = createListStore(
      testDataProvider({ getList: async () => { if (fail) throw new Error('网络异常'); return { data: [{ id: '1' }], total: 1 }; } }),
      noticeSchema,
    );
    await store.load();
    expect(store.error?.message).toBe('网络异常');
    expect(store).toMatchObject({ loading: false, rows: [], total: 0 });
    fail = false;
    await store.load();
    expect(store.error).toBeNull();
    expect(store.rows).toEqual([{ id: '1' }]);
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const resolvers: Array<(v: { data: { id: string }[]; total: number }) => void> = [];
    const store = createListStore(testDataProvider({ getList: () => new Promise((resolve) => resolvers.push(resolve)) as never }), noticeSchema);
    const first = store.load();
    const second = store.setPage(2);
    resolvers[1]({ data: [{ id: 'new' }], total: 11 });
    await second;
    resolvers[0]({ data: [{ id: 'old' }], total: 1 });
    await first;
    expect(store.rows).toEqual([{ id: 'new' }]);
  });

  it('steps back to the last page when the current one became empty', async () => {
    const store = createListStore(provider(), noticeSchema);
    await store.setPage(9);
    expect(store.page).toBe(3);
    expect(store.rows).toHaveLength(5);
  });

  it('is observable', async () => {
    const store = createListStore(provider(), noticeSchema);
    const seenTotals: number[] = [];
    const dispose = autorun(() => seenTotals.push(store.total));
    await store.load();
    dispose();
    expect(seenTotals).toEqual([0, 25]);
  });
});

describe('query fields', () => {
  it('orders query fields, hides hidden columns and maps modes to operators', () => {
    expect(queryFieldsOf(noticeSchema).map((f) => f.name)).toEqual(['title', 'newsType', 'publishDate']);
    expect(listFieldsOf(noticeSchema).map((f) => f.name)).not.toContain('content');
    expect(buildFilters(noticeSchema, { title: '  ', newsType: 'news', publishDate: ['2026-01-01', null], readCount: 3 })).toEqual([
      { field: 'newsType', operator: 'eq', value: 'news' },
      { field: 'publishDate', operator: 'between', value: ['2026-01-01', null] },
    ]);
    expect(buildFilters(noticeSchema, { publishDate: [null, undefined] })).toEqual([]);
  });
});

describe('recycle bin operations', async () => {
  const { createCrudOperations } = await import('./crud-operations');
  it('lists deleted rows, restores (reloading the list) and purges', async () => {
    const provider = createMemoryDataProvider({ 'news/notice': noticeRows.slice(0, 3) });
    const store = createListStore(provider, noticeSchema);
    const ops = createCrudOperations(provider, store);
    await store.load();
    await ops.deleteOne(noticeRows[0].id);
    await ops.deleteOne(noticeRows[1].id);
    expect(store.total).toBe(1);
    const bin = await ops.loadDeleted();
    expect(bin.ok && bin.rows.map((r) => r.id).sort()).toEqual([noticeRows[0].id, noticeRows[1].id].sort());
    expect(await ops.restore([noticeRows[0].id])).toEqual({ ok: true, message: '还原成功' });
    expect(store.total).toBe(2);
    expect(await ops.purge([noticeRows[1].id])).toEqual({ ok: true, message: '彻底删除成功' });
    const after = await ops.loadDeleted();
    expect(after.ok && after.rows).toEqual([]);
    expect(await ops.restore([])).toEqual({ ok: false, message: '请选择一条记录！' });
  });
  it('says so when the provider has no recycle bin', async () => {
    const provider = testDataProvider();
    const ops = createCrudOperations(provider, createListStore(provider, noticeSchema));
    expect(await ops.loadDeleted()).toEqual({ ok: false, message: '当前数据源不支持此操作' });
    expect((await ops.purge(['x'])).ok).toBe(false);
  });
});

describe('list statistics', () => {
  const contracts = {
    ...noticeSchema,
    code: 'contract/income',
    fields: [
      { name: 'kind', label: '类型', type: 'input', dbType: 'varchar', query: { mode: 'eq' } },
      { name: 'amount', label: '金额', type: 'money', dbType: 'numeric', list: { statistics: ['sum', 'average'] } },
      { name: 'count', label: '份数', type: 'inputNumber', dbType: 'int', list: { statistics: ['sum'] } },
    ],
    defaultSort: undefined,
  } as typeof noticeSchema;
  const rows = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, kind: i % 2 ? 'a' : 'b', amount: String(100 * (i + 1)), count: 1 }));

  it('sums this page and asks the provider for the totals of every matching row', async () => {
    const store = createListStore(createMemoryDataProvider({ 'contract/income': rows }), contracts);
    await store.load();
    expect(store.pageStatistics).toEqual({ amount: { sum: 5500, average: 550 }, count: { sum: 10 } });
    expect(store.statistics).toEqual({ amount: { sum: 7800, average: 650 }, count: { sum: 12, average: 1 } });
    await store.search(buildFilters(contracts, { kind: 'a' }));
    expect(store.statistics?.amount).toEqual({ sum: 4200, average: 700 });
  });

  it('sends no statistics hint for a list without statistic fields', async () => {
    const calls: GetListParams[] = [];
    const store = createListStore(testDataProvider({ getList: async (p) => (calls.push(p), { data: [], total: 0 }) }), noticeSchema);
    await store.load();
    expect(calls[0].meta).toBeUndefined();
    expect(store.statistics).toBeUndefined();
  });
});
