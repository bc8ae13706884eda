import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '../data/data-provider';
import { createMemoryDataProvider } from '../data/memory-data-provider';
import { createDemoCustom } from './demo/demo-backend';
import { buildReportDataQuery, createOnlineReportClient, parseReportSorter, reportDictText } from './online-report-client';
import { OnlineReportStore } from './online-report-store';

describe('online report client', () => {
  it('builds getData queries: paging, sort, self_ params, ranges and fuzzy text', () => {
    expect(buildReportDataQuery({
      pageNo: 2, pageSize: 20, sort: { column: 'create_time', order: 'desc' }, param: { supervisionAttr: 'JL', empty: '' },
      queryInfo: [
        { label: '姓名', field: 'realname', view: 'string', mode: 'single' },
        { label: '性别', field: 'sex', view: 'list', mode: 'single' },
        { label: '创建时间', field: 'create_time', view: 'datetime', mode: 'group' },
      ],
      values: { realname: '张', sex: '1', create_time: ['2025-01-01', '2025-06-30'] },
    })).toEqual({
      pageNo: 2, pageSize: 20, column: 'create_time', order: 'desc', self_supervisionAttr: 'JL',
      realname: '*张*', sex: '1', create_time_begin: '2025-01-01', create_time_end: '2025-06-30',
    });
    expect(parseReportSorter('sort=DESC')).toEqual({ column: 'sort', order: 'desc' });
    expect(parseReportSorter('bad')).toBeUndefined();
    expect(reportDictText([{ value: '1', text: '男' }, { value: '2', text: '女' }], '1,2')).toBe('男,女');
  });

  it('caches columns and query info per code for 30 s', async () => {
    let now = 0;
    const custom = vi.fn(createDemoCustom());
    const client = createOnlineReportClient(createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] }), { now: () => now });
    await client.getColumns('user_list');
    now = 29_000;
    await client.getColumns('user_list');
    expect(custom).toHaveBeenCalledTimes(1);
    now = 31_000;
    await client.getColumns('user_list');
    expect(custom).toHaveBeenCalledTimes(2);
  });

  it('store: columns → query info → data, search, paging and selection', async () => {
    const custom = vi.fn(createDemoCustom());
    const provider = createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] });
    const store = new OnlineReportStore(createOnlineReportClient(provider), { code: 'user_list', multi: true, sorter: 'username=asc' });
    await store.init();
    expect(custom.mock.calls.map(([p]) => p.url)).toEqual([
      '/online/cgreport/api/getRpColumns/user_list', '/online/cgreport/api/getQueryInfo/rp-user-list', '/online/cgreport/api/getData/rp-user-list',
    ]);
    expect(store.meta?.cgRpConfigName).toBe('用户报表');
    expect(store.total).toBe(22);
    expect(store.records).toHaveLength(10);
    store.toggleRow(store.records[0]);
    await store.changePage(2, 10);
    store.toggleRow(store.records[0]);
    expect(store.selectedRows).toHaveLength(2);
    await store.search({ realname: '张' });
    expect(store.records.map((r) => r.realname)).toEqual(['张伟']);
  });

  it('store: a failing report ends in error with the server message', async () => {
    const provider = createMemoryDataProvider({}, { custom: createDemoCustom({ failReports: '实体不存在' }) });
    const store = new OnlineReportStore(createOnlineReportClient(provider), { code: 'nope' });
    await store.init();
    expect(store.status).toBe('error');
    expect(store.error).toBe('实体不存在');
  });
});
