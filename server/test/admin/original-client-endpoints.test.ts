import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectRefused } from '../helper';

// Endpoints JeecgBoot's Vue 2 client calls from its system pages (UserModal, DepartModal, UserRoleModal, DictDeleteList,
// SysCheckRuleList, SysFillRuleList, the Online form list), answered in JeecgBoot's shapes with the platform's rights.
let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const call = async (user: string, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) } });

type Node = { key: string; value: string; title: string; children?: Node[] } & Record<string, unknown>;
const keysOf = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.key, ...keysOf(n.children ?? [])]);

describe('the original client’s system endpoints', () => {
  it('generateUserId: a fresh 32-hex id, for whoever may add users', async () => {
    const a = (await call('admin', 'GET', 'sys/user/generateUserId?_t=1')).json();
    const b = (await call('admin', 'GET', 'sys/user/generateUserId')).json();
    expect(a).toMatchObject({ success: true, code: 0, result: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(b.result).not.toBe(a.result);
    expectRefused((await call('lina', 'GET', 'sys/user/generateUserId')), 510);
  });

  it('thirdApp/getEnabledType: WeCom and DingTalk both off, for any user', async () => {
    expect((await call('liuyang', 'GET', 'sys/thirdApp/getEnabledType')).json()).toMatchObject({ success: true, code: 200, result: { wechatEnterprise: false, dingtalk: false } });
    expect((await t.app.inject({ url: '/devops/sys/thirdApp/getEnabledType' })).statusCode).toBe(401);
  });

  it('dict deleteList, back and deletePhysic: the dictionary recycle bin as a bare list', async () => {
    const added = (await t.app.inject({ method: 'POST', url: '/devops/sys/dict/add', headers: { 'x-access-token': await t.login('admin') }, payload: { dictName: '回收测试', dictCode: 'recycle_probe' } })).json();
    expect(added.success).toBe(true);
    const id = (await call('admin', 'GET', 'sys/dict/list?dictCode=recycle_probe')).json().result.records[0].id as string;
    await call('admin', 'DELETE', `sys/dict/delete?id=${id}`);
    const bin = (await call('admin', 'GET', 'sys/dict/deleteList')).json();
    expect(bin).toMatchObject({ success: true, code: 0 });
    expect(bin.result).toEqual(expect.arrayContaining([expect.objectContaining({ id, dictName: '回收测试', dictCode: 'recycle_probe', description: null })]));
    expectRefused((await call('lina', 'GET', 'sys/dict/deleteList')), 510);

    expect((await call('admin', 'PUT', `sys/dict/back/${id}`)).json()).toMatchObject({ success: true, message: '操作成功!', result: '操作成功!' });
    expect((await call('admin', 'GET', 'sys/dict/list?dictCode=recycle_probe')).json().result.total).toBe(1);
    await call('admin', 'DELETE', `sys/dict/delete?id=${id}`);
    expect((await call('admin', 'DELETE', `sys/dict/deletePhysic/${id}`)).json()).toMatchObject({ success: true, message: '删除成功!' });
    expect((await call('admin', 'GET', 'sys/dict/deleteList')).json().result.map((d: { id: string }) => d.id)).not.toContain(id);
    expect((await t.db.query('SELECT 1 FROM sys_dict WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('role queryTreeList: JeecgBoot’s TreeModel nodes and every id, for whoever authorises roles', async () => {
    const res = (await call('admin', 'GET', 'sys/role/queryTreeList')).json();
    expect(res).toMatchObject({ success: true, code: 0 });
    const { treeList, ids } = res.result as { treeList: Node[]; ids: string[] };
    const branch = treeList.find((n) => n.children?.length)!;
    expect(Object.keys(branch).sort()).toEqual(['children', 'icon', 'isLeaf', 'key', 'label', 'parentId', 'ruleFlag', 'scopedSlots', 'slotTitle', 'title', 'value']);
    expect(branch).toMatchObject({ isLeaf: false, scopedSlots: { title: 'hasDatarule' }, ruleFlag: 0, value: branch.key, slotTitle: branch.title, parentId: null });
    expect(branch.children![0]).toMatchObject({ parentId: branch.key });
    expect(keysOf(treeList).sort()).toEqual([...ids].sort());
    expectRefused((await call('lina', 'GET', 'sys/role/queryTreeList')), 510);
  });

  it('sysDepart queryIdTree: every department as {key, value, title, children}', async () => {
    const res = (await call('admin', 'GET', 'sys/sysDepart/queryIdTree')).json();
    expect(res).toMatchObject({ success: true, code: 0 });
    const root = (res.result as Node[])[0];
    expect(root).toEqual({ key: '001', value: '001', title: '工程咨询集团', children: expect.any(Array) });
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_depart WHERE del_flag = 0');
    expect(keysOf(res.result)).toHaveLength(rows[0].n);
    expectRefused((await call('lina', 'GET', 'sys/sysDepart/queryIdTree')), 510);
  });

  it('sysDepart queryMyDeptTreeList: a superior’s own departments (message 2), nothing for a member (message 1)', async () => {
    const lead = (await call('lina', 'GET', 'sys/sysDepart/queryMyDeptTreeList')).json();
    expect(lead).toMatchObject({ success: true, code: 0, message: '2' });
    expect((lead.result as Node[]).map((n) => n.id)).toEqual(['d04']);
    expect(lead.result[0]).toMatchObject({ key: 'd04', value: 'd04', departName: expect.any(String), isLeaf: expect.any(Boolean) });
    expect((await call('liuyang', 'GET', 'sys/sysDepart/queryMyDeptTreeList')).json()).toMatchObject({ success: true, message: '1', result: null });
  });

  it('checkRule list: the check rules the schema files declare, as a page', async () => {
    const res = (await call('admin', 'GET', 'sys/checkRule/list?pageNo=1&pageSize=100')).json();
    expect(res).toMatchObject({ success: true, code: 200, result: { current: 1, size: 100 } });
    const { rows } = await t.db.query<{ rule_code: string }>('SELECT rule_code FROM sys_check_rule');
    expect(res.result.total).toBe(rows.length);
    expect(res.result.records[0]).toMatchObject({ id: expect.any(String), ruleName: expect.any(String), ruleCode: expect.any(String), ruleJson: expect.any(String) });
    const one = res.result.records[0].ruleCode as string;
    expect((await call('admin', 'GET', `sys/checkRule/list?ruleCode=${one}`)).json().result.records.map((r: { ruleCode: string }) => r.ruleCode)).toEqual([one]);
    expectRefused((await call('lina', 'GET', 'sys/checkRule/list')), 510);
  });

  it('fillRule list: an empty page (numbering is the pages’ own)', async () => {
    expect((await call('admin', 'GET', 'sys/fillRule/list?pageNo=2&pageSize=20')).json()).toMatchObject({ success: true, result: { records: [], total: 0, current: 2, size: 20, pages: 0 } });
    expectRefused((await call('lina', 'GET', 'sys/fillRule/list')), 510);
  });

  it('online cgform head list: the business modules as form heads, filtered and paged', async () => {
    const res = (await call('admin', 'GET', 'online/cgform/head/list?tableTxt=*收入合同*&pageNo=1&pageSize=10')).json();
    expect(res).toMatchObject({ success: true, code: 200 });
    expect(res.result.records).toEqual([expect.objectContaining({ id: 'contract-income', tableName: 'biz_contract_income', tableTxt: '收入合同', tableType: 2, isTree: 'N', code: 'contract/income' })]);
    const all = (await call('admin', 'GET', 'online/cgform/head/list?pageSize=1000')).json().result;
    expect(all.total).toBeGreaterThan(50);
    expect(all.records.map((r: { tableName: string }) => r.tableName)).not.toContain('sys_user');
    expectRefused((await call('lina', 'GET', 'online/cgform/head/list')), 510);
  });

  it('dictItem list: JeecgBoot’s item fields', async () => {
    const dictId = (await call('admin', 'GET', 'sys/dict/list?dictCode=sex')).json().result.records[0].id as string;
    const page = (await call('admin', 'GET', `sys/dictItem/list?dictId=${dictId}&pageNo=1&pageSize=10`)).json();
    expect(page).toMatchObject({ success: true, result: { total: 2, current: 1 } });
    for (const key of ['id', 'dictId', 'itemText', 'itemValue', 'description', 'sortOrder', 'status', 'createBy', 'createTime', 'updateBy', 'updateTime']) {
      expect(page.result.records[0]).toHaveProperty(key);
    }
    expect(page.result.records[0]).toMatchObject({ dictId, itemText: '男', itemValue: '1', status: 1 });
  });
});
