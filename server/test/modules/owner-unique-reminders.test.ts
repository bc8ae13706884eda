import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPlatform, menuEntry, type TempPlatform } from './temp-platform';
import { sendDueReminders } from '../../src/notices/date-reminders';

// Three rules a configurator declares in a schema and the server enforces: a wage slip is seen by its own employee
// (and by 人事 holding the see-all button), a voter votes once per candidate, a labour contract reminds 30 days before
// it ends — each reminder sent once.
const SLIP = {
  schemaVersion: 1, kind: 'crud', code: 'demo/slip', title: '演示工资条', table: 'biz_demo_slip', scope: 'company', permissionPrefix: 'demo:slip',
  owner: { field: 'account', seeAll: 'demo:slip:all' },
  fields: [
    { name: 'account', label: '员工账号', type: 'select-search', dbType: 'varchar', length: 100, dict: 'sys_user,realname,username', required: true },
    { name: 'month', label: '月份', type: 'input', dbType: 'varchar', length: 7, required: true },
    { name: 'netPay', label: '实发工资', type: 'money', dbType: 'numeric', scale: 2, required: true },
  ],
};
const VOTE = {
  schemaVersion: 1, kind: 'crud', code: 'demo/vote', title: '演示测评票', table: 'biz_demo_vote', scope: 'company', permissionPrefix: 'demo:vote',
  owner: { field: 'createBy', seeAll: 'demo:vote:all' },
  fields: [
    { name: 'candidate', label: '候选人', type: 'input', dbType: 'varchar', length: 50, required: true,
      unique: { with: ['createBy'], message: '您已对该候选人投过票' } },
    { name: 'grade', label: '测评等次', type: 'input', dbType: 'varchar', length: 10, required: true },
  ],
};
const LABOUR = {
  schemaVersion: 1, kind: 'crud', code: 'demo/labour', title: '演示劳动合同', table: 'biz_demo_labour', scope: 'company', permissionPrefix: 'demo:labour',
  reminders: [{ field: 'endDate', daysBefore: 30, title: '劳动合同将于 {endDate} 到期：{account}', userField: 'account', roles: ['hr'], when: { status: ['1'] } }],
  fields: [
    { name: 'account', label: '员工账号', type: 'select-search', dbType: 'varchar', length: 100, dict: 'sys_user,realname,username', required: true },
    { name: 'endDate', label: '终止日期', type: 'date', dbType: 'date', required: true },
    { name: 'status', label: '状态', type: 'select', dbType: 'varchar', length: 1, dict: 'yn', required: true },
  ],
};

let t: TempPlatform;
beforeAll(async () => {
  t = await createTempPlatform(({ writeJson, addMenu }) => {
    writeJson('modules/demo/slip.json', SLIP);
    writeJson('modules/demo/vote.json', VOTE);
    writeJson('modules/demo/labour.json', LABOUR);
    writeJson('modules/demo/slip.seed.json', { page: 'demo/slip', rows: [
      { $key: 'lina-10', $company: 'c01', account: 'lina', month: '2026-10', netPay: 12850.4 },
      { $key: 'wufang-10', $company: 'c01', account: 'wufang', month: '2026-10', netPay: 14320 },
      { $key: 'zhengxiao-10', $company: 'c01', account: 'zhengxiao', month: '2026-10', netPay: 9870.25 },
      { $key: 'wangqiang-10', $company: 'c02', account: 'wangqiang', month: '2026-10', netPay: 18600 },
    ] });
    writeJson('modules/demo/labour.seed.json', { page: 'demo/labour', rows: [
      { $key: 'due', $company: 'c01', account: 'lina', endDate: '2026-12-20', status: '1' },
      { $key: 'later', $company: 'c01', account: 'wufang', endDate: '2027-06-30', status: '1' },
      { $key: 'ended', $company: 'c01', account: 'huanglei', endDate: '2026-12-01', status: '0' },
    ] });
    const perms = (p: string) => ['add', 'edit', 'delete', 'exportXls', 'importExcel'].map((a) => `${p}:${a}`);
    const staff = ['admin', 'company_staff', 'hr'];
    addMenu(
      { ...menuEntry('demo-slip', '演示工资条', 'demo/slip', staff, perms('demo:slip')),
        buttons: [...perms('demo:slip').map((p) => ({ name: p, perms: p, roles: staff })), { name: '查看全部', perms: 'demo:slip:all', roles: ['admin', 'hr'] }] },
      { ...menuEntry('demo-vote', '演示测评票', 'demo/vote', staff, perms('demo:vote')),
        buttons: [...perms('demo:vote').map((p) => ({ name: p, perms: p, roles: staff })), { name: '查看全部', perms: 'demo:vote:all', roles: ['admin'] }] },
      menuEntry('demo-labour', '演示劳动合同', 'demo/labour', staff, perms('demo:labour')),
    );
  });
}, 120_000);
afterAll(async () => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  (await t.request(user, method, `/devops${url}`, body)).json() as { success: boolean; message: string; result: Json; code: number };
const accounts = async (user: string) => (await call(user, 'GET', '/demo/slip/list?pageSize=50')).result.records.map((r: Json) => r.account).sort();

describe('a wage slip is seen by its own employee', () => {
  it('lists only the caller\'s own slip, and every slip of the company to 人事 holding 查看全部', async () => {
    expect(await accounts('lina')).toEqual(['lina']);
    expect(await accounts('wufang')).toEqual(['wufang']);
    expect(await accounts('zhengxiao')).toEqual(['lina', 'wufang', 'zhengxiao']);
    expect(await accounts('wangqiang')).toEqual(['wangqiang']);
  });

  it('refuses another employee\'s slip by id, for reading and for editing', async () => {
    const all = (await call('zhengxiao', 'GET', '/demo/slip/list?pageSize=50')).result.records as Json[];
    const theirs = all.find((r) => r.account === 'wufang');
    const read = await call('lina', 'GET', `/demo/slip/queryById?id=${theirs.id}`);
    expect(read.success).toBe(false);
    const edit = await call('lina', 'PUT', '/demo/slip/edit', { ...theirs, netPay: 1 });
    expect(edit.success).toBe(false);
    expect(Number((await call('zhengxiao', 'GET', `/demo/slip/queryById?id=${theirs.id}`)).result.netPay)).toBe(14320);
  });
});

describe('one vote per voter and candidate', () => {
  it('takes a voter\'s first vote, refuses the second for the same candidate, and takes another voter\'s', async () => {
    expect((await call('lina', 'POST', '/demo/vote/add', { candidate: '张伟', grade: '优秀' })).success).toBe(true);
    const again = await call('lina', 'POST', '/demo/vote/add', { candidate: '张伟', grade: '称职' });
    expect(again.result.fieldErrors).toEqual({ candidate: '您已对该候选人投过票' });
    expect((await call('lina', 'POST', '/demo/vote/add', { candidate: '赵敏', grade: '称职' })).success).toBe(true);
    expect((await call('wufang', 'POST', '/demo/vote/add', { candidate: '张伟', grade: '称职' })).success).toBe(true);
    // A voter sees their own ballots only: the votes stay anonymous to the other voters.
    const mine = (await call('wufang', 'GET', '/demo/vote/list')).result.records as Json[];
    expect(mine.map((v) => v.candidate)).toEqual(['张伟']);
  });
});

describe('date reminders', () => {
  it('tells the employee and 人事 once, 30 days before the contract ends, and not about ended or later contracts', async () => {
    const services = { db: t.db, read: t.app.tableReads, tables: () => t.app.tables.all(), bus: t.bus };
    // The demo modules' own reminders (劳动合同, 车辆, 资质) go out in the same run; each only once.
    expect(await sendDueReminders(services, '2026-11-27')).toBeGreaterThan(0);
    expect(await sendDueReminders(services, '2026-11-27')).toBe(0);
    const inbox = async (user: string) => (await call(user, 'GET', '/sys/annountCement/listByUser?pageSize=50')).result.sysMsgList
      .map((m: Json) => m.titile) as string[];
    expect(await inbox('lina')).toContain('劳动合同将于 2026-12-20 到期：李娜');
    expect(await inbox('zhengxiao')).toContain('劳动合同将于 2026-12-20 到期：李娜');
    expect(await inbox('wufang')).not.toContain('劳动合同将于 2027-06-30 到期：吴芳');
    expect((await inbox('huanglei')).some((m) => m.startsWith('劳动合同'))).toBe(false);
  });
});
