import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_TEMPLATES, type StudioTemplate } from '@/engine/schema/studio-templates';
import { stableId } from '../../src/db/seed/stable-id';
import { createTempPlatform, type TempPlatform } from './temp-platform';
import { expectRefused } from '../helper';

// Each starter template of 模式设计器, published as it comes and put in the menu, is a module staff can work in:
// 台账 is proven in schema-studio.test.ts; here the other four, each used the way its description promises.
let t: TempPlatform;
beforeAll(async () => {
  t = await createTempPlatform(() => {});
});
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const template = (id: StudioTemplate['id']) => STUDIO_TEMPLATES.find((tpl) => tpl.id === id)!;
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.request('admin', method, url, payload);

/** What a configurator does in the studio: 新建 from the template, 发布, 加入菜单 under a group of the view. */
async function publishInMenu(id: StudioTemplate['id'], code: string, title: string, group: { name: string; menuCode: '11' | '12' }, roles: string[]) {
  const json = template(id).build({ code, title });
  expect((await admin('POST', '/devops/sys/studio/saveDraft', { code, body: JSON.stringify(json, null, 2) })).json().result.problems).toEqual([]);
  const published = await admin('POST', '/devops/sys/studio/publish', { code, comment: `从模板${template(id).name}新建` });
  expect(published.json(), published.body).toMatchObject({ success: true, result: { version: 1 } });
  const groups = (await admin('GET', '/devops/sys/studio/menuGroups')).json().result as { id: string; name: string; menuCode: string }[];
  const parent = groups.find((g) => g.name === group.name && g.menuCode === group.menuCode)!;
  const added = await admin('POST', '/devops/sys/studio/addMenu', { code, parentId: parent.id, name: title, roles });
  expect(added.json(), added.body).toMatchObject({ success: true });
}

/** A user's token in a project's view, as the project switcher gets it. */
const inProject = new Map<string, string>();
async function p01(user: string): Promise<string> {
  if (!inProject.has(user)) {
    const res = await t.request(user, 'GET', '/devops/sys/setToken?projectId=p01');
    inProject.set(user, res.json().result.token);
  }
  return inProject.get(user)!;
}
const asProject = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await p01(user) }, payload });

describe('a module from each starter template works for staff', () => {
  it('合同类: a contract is entered with its payment plan, listed, and read back with its lines', async () => {
    const code = 'starter/serviceContract';
    await publishInMenu('contract', code, '服务合同', { name: '行政事务', menuCode: '11' }, ['admin', 'company_staff']);
    const add = await t.request('lina', 'POST', `/devops/${code}/add`, {
      contractNo: 'FW-2026-001', contractName: '办公楼物业服务合同', partyName: '石家庄安居物业有限公司', signDate: '2026-03-01', amount: '120000.00',
      paymentPlans: [
        { phase: '上半年', planDate: '2026-06-30', planAmount: '60000.00' },
        { phase: '下半年', planDate: '2026-12-31', planAmount: '60000.00' },
      ],
    });
    expect(add.json(), add.body).toMatchObject({ success: true });
    const list = (await t.request('lina', 'GET', `/devops/${code}/list?contractNo=FW-2026`)).json().result;
    expect(list.records).toMatchObject([{ contractNo: 'FW-2026-001', contractStatus: 'draft', contractStatus_dictText: expect.any(String) }]);
    const got = (await t.request('lina', 'GET', `/devops/${code}/queryById?id=${add.json().result.id}`)).json().result;
    expect(got.paymentPlans.map((p: Json) => [p.phase, p.planAmount])).toEqual([['上半年', '60000.00'], ['下半年', '60000.00']]);
    // The contract number is unique in the company, as the template promises.
    const again = await t.request('lina', 'POST', `/devops/${code}/add`, { contractNo: 'FW-2026-001', contractName: '另一份', partyName: '某单位', amount: '1.00' });
    expectRefused(again, 400);
    expect(again.json().message).toBe('合同编号“FW-2026-001”已存在');
  });

  it('检查整改: a problem found on a project goes 待整改 → 整改中 → 已整改 → 已验收, each step needing its fields', async () => {
    const code = 'starter/siteCheck';
    await publishInMenu('rectify', code, '现场检查整改', { name: '安全管理', menuCode: '12' }, ['admin', 'company_staff', 'project_staff']);
    const add = await asProject('liuyang', 'POST', `${code}/add`, { checkDate: '2026-11-20', checkPlace: 'K12+300 左幅护栏', issue: '护栏立柱埋深不足', level: 'general' });
    expect(add.json(), add.body).toMatchObject({ success: true });
    const id = add.json().result.id as string;
    const read = async () => (await asProject('liuyang', 'GET', `${code}/queryById?id=${id}`)).json().result;
    const move = async (user: string, patch: object) => (await asProject(user, 'PUT', `${code}/edit`, { ...(await read()), ...patch })).json();
    expect((await asProject('liuyang', 'GET', `${code}/list`)).json().result.records).toMatchObject([{ id, rectifyStatus: 'pending', checkPlace: 'K12+300 左幅护栏' }]);

    expect((await move('liuyang', { rectifyStatus: 'rectifying' })).message).toBe('整改状态为“整改中”时整改责任人必填');
    expect(await move('liuyang', { rectifyStatus: 'rectifying', rectifyOwner: '王工', rectifyDeadline: '2026-11-30' })).toMatchObject({ success: true });
    expect(await move('liuyang', { rectifyStatus: 'done', rectifyMeasure: '重新打入立柱至设计深度', finishDate: '2026-11-28' })).toMatchObject({ success: true });
    // Only the company verifies.
    expect((await move('liuyang', { rectifyStatus: 'verified', reviewOpinion: '合格' })).message).toBe('您无权将整改状态改为“已验收”');
    expect(await move('wangpeng', { rectifyStatus: 'verified', reviewOpinion: '复查合格，同意销项' })).toMatchObject({ success: true });
    expect((await read()).rectifyStatus).toBe('verified');
    expect((await move('wangpeng', { issue: '改写已验收的问题' })).message).toBe('已验收的记录不能修改存在问题');
  });

  it('审批单: started from a draft it is numbered, locked, and routed by its amount to 已通过', async () => {
    const code = 'starter/expenseApply';
    await publishInMenu('approval', code, '费用申请', { name: '行政事务', menuCode: '11' }, ['admin', 'company_staff']);
    const todo = async (user: string, id: string) =>
      ((await t.request(user, 'GET', '/devops/company/flow/task/list?tab=todo&pageSize=100')).json().result.records as Json[]).find((r) => r.businessId === id);
    /** 王鹏 applies and starts the approval; each approver in turn finds it at their node and agrees. */
    async function apply(subject: string, totalAmount: string, steps: [user: string, node: string][]) {
      const add = await t.request('wangpeng', 'POST', `/devops/${code}/add`, { subject, applicantName: '王鹏', applyDate: '2026-11-24', totalAmount });
      expect(add.json(), add.body).toMatchObject({ success: true });
      const id = add.json().result.id as string;
      const start = await t.request('wangpeng', 'POST', '/devops/company/flow/instance/start', { pageCode: code, id });
      expect(start.json(), start.body).toMatchObject({ success: true });
      const record = (await t.request('wangpeng', 'GET', `/devops/${code}/queryById?id=${id}`)).json().result;
      expect(record).toMatchObject({ bpmStatus: '2', applyNo: expect.stringMatching(/^SQ-\d{4}-\d{4}$/) });
      expect((await t.request('wangpeng', 'PUT', `/devops/${code}/edit`, { ...record, subject: '改了事由' })).json().message).toMatch(/审批/);
      for (const [user, node] of steps) {
        const task = await todo(user, id);
        expect(task?.nodeName, `${user} at ${node}`).toBe(node);
        const approved = await t.request(user, 'POST', '/devops/company/flow/task/approve', { taskId: task.taskId, comment: '同意' });
        expect(approved.json(), approved.body).toMatchObject({ success: true });
      }
      return (await t.request('wangpeng', 'GET', `/devops/${code}/queryById?id=${id}`)).json().result;
    }
    const small = await apply('购置全站仪电池', '1800.00', [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核'], ['wufang', '财务部预算审核']]);
    expect(small.bpmStatus_dictText).toBe('已通过');
    // The process reads the amount it is named after: 5万元及以上 goes on to 分管领导.
    const large = await apply('购置无人机测绘系统', '86000.00', [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核'], ['wufang', '财务部预算审核'], ['sunlihua', '分管领导审批']]);
    expect(large.bpmStatus_dictText).toBe('已通过');
  });

  it('refuses to publish an approval form its process cannot route: an amount under another name, a process never deployed', async () => {
    const code = 'starter/otherApply';
    const json = template('approval').build({ code, title: '其他申请' }) as { fields: { name: string }[]; approval: { process: string } };
    const check = async (page: object) => (await admin('POST', '/devops/sys/studio/check', { code, body: JSON.stringify(page) })).json().result;
    const renamed = { ...json, fields: json.fields.map((f) => (f.name === 'totalAmount' ? { ...f, name: 'amount' } : f)) };
    expect((await check(renamed)).problems).toEqual([
      { pointer: '/approval/process', message: '流程「零星采购审批」：连线「5万元及以上」的条件有误：表单中没有字段 「totalAmount」' },
      { pointer: '/approval/process', message: '流程「零星采购审批」：连线「20万元及以上」的条件有误：表单中没有字段 「totalAmount」' },
    ]);
    expect((await check({ ...json, approval: { ...json.approval, process: 'flow_expense' } })).problems)
      .toEqual([{ pointer: '/approval/process', message: '流程 "flow_expense" 尚未部署（请先在流程定义中设计并部署）' }]);
  });

  it('报表: the report page is served from the menu and its data reads', async () => {
    const code = 'starter/projectReport';
    await publishInMenu('report', code, '项目一览', { name: '行政事务', menuCode: '11' }, ['admin', 'company_staff']);
    const page = (await t.request('lina', 'GET', `/devops/sys/schema/${code}`)).json();
    expect(page).toMatchObject({ success: true, result: { kind: 'report', report: 'project_list' } });
    const columns = (await t.request('lina', 'GET', '/devops/online/cgreport/api/getRpColumns/project_list')).json().result;
    expect(columns.cgRpConfigId).toBe(stableId('report:project_list'));
    const data = (await t.request('lina', 'GET', `/devops/online/cgreport/api/getData/${columns.cgRpConfigId}?pageSize=100`)).json().result;
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM project_info WHERE del_flag = 0 AND company_id = 'c01'`);
    expect(data.total).toBe(rows[0].n);
    expect(data.total).toBeGreaterThan(0);
  });
});
