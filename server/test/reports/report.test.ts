import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileNamedSql } from '@/engine/schema/report-schema';
import { checkReport } from '../../src/reports/check-report';
import { createTestPlatform, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
let configId: string;
beforeAll(async () => {
  t = await createTestPlatform();
  const cols = await t.get('/devops/online/cgreport/api/getRpColumns/project_list', await t.login('admin'));
  configId = cols.json().result.cgRpConfigId;
});
afterAll(() => t.close());

const data = async (user: string, query: string) => t.get(`/devops/online/cgreport/api/getData/${configId}?${query}`, await t.login(user));

describe('online report API', () => {
  it('describes columns with dictionary options, hiding hidden columns', async () => {
    const res = await t.get('/devops/online/cgreport/api/getRpColumns/project_list', await t.login('admin'));
    const r = res.json().result;
    expect(r).toMatchObject({ cgRpConfigName: '项目清单', isGroupTitle: false, fieldHrefSlots: [] });
    expect(r.cgRpConfigId).toMatch(/^[0-9a-f]{32}$/);
    expect(r.columns[0]).toEqual({ title: '项目名称', dataIndex: 'project_name', fieldType: 'String', align: 'center', sorter: 'true', isTotal: '0', groupTitle: null });
    expect(r.columns.find((c: { dataIndex: string }) => c.dataIndex === 'state').customRender).toBe('project_state');
    expect(r.columns.some((c: { dataIndex: string }) => c.dataIndex === 'id')).toBe(false);
    expect(r.dictOptions.project_state).toHaveLength(3);
    expect((await t.get('/devops/online/cgreport/api/getRpColumns/nope', await t.login('admin'))).json().message).toBe('实体不存在');
  });

  it('lists the query fields, hiding from the third on', async () => {
    const res = await t.get(`/devops/online/cgreport/api/getQueryInfo/${configId}`, await t.login('admin'));
    expect(res.json().result).toEqual([
      { label: '项目名称', field: 'project_name', view: 'string', mode: 'single' },
      { label: '所属公司', field: 'company_name', view: 'string', mode: 'single' },
      { label: '项目状态', field: 'state', view: 'list', mode: 'single', dictCode: 'project_state', hidden: '1' },
    ]);
  });

  it('pages, filters and sorts, scoped to the caller’s company', async () => {
    const all = (await data('admin', 'pageNo=1&pageSize=3&column=sort&order=desc')).json().result;
    expect(all.total).toBe(7);
    expect(all.records.map((r: { sort: number }) => r.sort)).toEqual([7, 6, 5]);
    expect(all.records[0]).toHaveProperty('id');
    const lina = (await data('lina', 'pageSize=50')).json().result;
    expect(lina.records.map((r: { company_name: string }) => r.company_name)).toEqual(Array(3).fill('华通公路工程咨询有限公司'));
    const inProgress = (await data('admin', 'pageSize=50&state=2')).json().result;
    expect(inProgress.total).toBe(3);
    const like = (await data('admin', `pageSize=50&project_name=${encodeURIComponent('*高速*')}`)).json().result;
    expect(like.records.every((r: { project_name: string }) => r.project_name.includes('高速'))).toBe(true);
    const param = (await data('admin', `pageSize=50&self_supervisionAttr=${encodeURIComponent('施工监理')}`)).json().result;
    expect(param.total).toBe(3);
  });

  it('answers getData by the report’s code as by its configId, with the same scope (a dashboard asks for both at once)', async () => {
    const byCode = async (user: string) => (await t.get('/devops/online/cgreport/api/getData/project_list?pageSize=50&column=sort&order=asc', await t.login(user))).json().result;
    expect(await byCode('admin')).toEqual((await data('admin', 'pageSize=50&column=sort&order=asc')).json().result);
    expect((await byCode('lina')).records.map((r: { company_name: string }) => r.company_name)).toEqual(Array(3).fill('华通公路工程咨询有限公司'));
  });

  it('binds parameters literally and refuses undeclared sorting', async () => {
    const injected = (await data('admin', `self_supervisionAttr=${encodeURIComponent("' or 1=1 --")}`)).json().result;
    expect(injected.total).toBe(0);
    for (const q of ['column=project_name&order=asc,%20(select%201)', 'column=(select%201)', 'column=supervision_attr', 'pageNo=0']) {
      const res = await data('admin', q);
      expectRefused(res, 400, { note: q });
      expect(res.body).not.toMatch(/select|project_info/i);
    }
    expectOk((await data('admin', 'column=project_name&order=asc')));
    expectRefused((await t.get('/devops/online/cgreport/api/getData/0123456789abcdef0123456789abcdef', await t.login('admin'))), 404);
  });
});

describe('report files', () => {
  it('compile named parameters, leaving casts and quoted text alone', () => {
    expect(compileNamedSql("select ':x' as a, b::text from t where c = :c and d = :d or e = :c")).toEqual({
      text: "select ':x' as a, b::text from t where c = $1 and d = $2 or e = $1", names: ['c', 'd'],
    });
  });

  it('are refused when they hold two statements or an undeclared parameter', () => {
    const base = { code: 'x', name: 'x', columns: [{ field: 'a', title: 'a', type: 'String' }] };
    expect(() => checkReport({ ...base, sql: 'select 1 as a; drop table t' }, 'x.json')).toThrow('x.json#/sql: 报表 SQL 只能有一条语句（不能含分号）');
    expect(() => checkReport({ ...base, sql: 'select :who as a' }, 'x.json')).toThrow('参数 :who 未在 params 中声明');
    expect(() => checkReport({ ...base, sql: 'delete from t' }, 'x.json')).toThrow('一条 select 语句');
  });
});
