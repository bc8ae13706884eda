import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/travel';
const { add, draft: draftAs, submit, record, taskOf, act, walk } = approvalKit(() => t, PAGE);

const TRAVEL = {
  applicantName: '赵强', departName: '工程技术部', applyDate: '2026-11-24', contactPhone: '13800000016', travellers: 'zhaoqiang,wangpeng', travelType: 'inspection',
  relatedProjectId: 'p01', projectName: 'G4京港澳高速公路改扩建工程施工监理', departure: '长沙', destination: '石家庄—保定', startDate: '2026-12-01', endDate: '2026-12-02',
  travelDays: 2, transport: 'hsr', needTicket: '0', estimatedCost: 3200, needLoan: '0', reason: '京港澳改扩建K38～K52段交工前测量复核',
};
const draft = (extra: object = {}) => draftAs('zhaoqiang', { ...TRAVEL, ...extra });

describe('出差 (travel) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('travel')).toEqual([]);
  });

  it('numbers a valid draft CC-…, counting its days from the dates; refuses a loan without its amount, a return before the departure and an unknown traveller', async () => {
    const id = await draft();
    const saved = await record(id);
    expect(saved.applyNo).toMatch(/^CC-\d{4}-\d{4}$/);
    expect(saved).toMatchObject({ travellers: 'zhaoqiang,wangpeng', transport_dictText: '高铁动车', travelType_dictText: '项目检查' });
    const noLoan = await add('zhaoqiang', { ...TRAVEL, needLoan: '1' });
    expect(noLoan.success).toBe(false);
    expect(noLoan.result.fieldErrors).toEqual({ loanAmount: '请输入借款金额（元）' });
    expect(Number(saved.travelDays)).toBe(2);
    const backwards = await add('zhaoqiang', { ...TRAVEL, endDate: '2026-11-30', travelDays: 5 });
    expect(backwards.result.fieldErrors).toEqual({ endDate: '返回日期不能早于出发日期' });
    const stranger = await add('zhaoqiang', { ...TRAVEL, travellers: 'zhaoqiang,nobody' });
    expect(Object.keys(stranger.result.fieldErrors)).toEqual(['travellers']);
  });

  it('a trip of 3 days or less without a loan: 部门负责人 alone, who may add a traveller', async () => {
    const id = await draft();
    await submit('zhaoqiang', id);
    const task = await taskOf('fengtao', id);
    expect((await act('fengtao', 'approve', task.taskId, { comment: '同意，王鹏、李娜同行', values: { travellers: 'zhaoqiang,wangpeng,lina', destination: '北京' } })).message)
      .toBe('审批通过，流程结束');
    expect(await record(id)).toMatchObject({ bpmStatus: '3', travellers: 'zhaoqiang,wangpeng,lina', destination: '石家庄—保定' });
    expect(await taskOf('sunlihua', id)).toBeUndefined();
  });

  it('4 to 7 days with a loan: 部门负责人 → 分管领导 → 财务部借款审核 (who may cut the loan), not 总经理', async () => {
    const id = await draft({ endDate: '2026-12-05', travelDays: 5, needLoan: '1', loanAmount: 5000 });
    await submit('zhaoqiang', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批']]);
    expect(await taskOf('zhoujianguo', id)).toBeUndefined();
    await walk(id, [['wufang', '财务部借款审核', { values: { loanAmount: 3000, financeOpinion: '按住宿与伙食标准核定借款 3000 元' } }]]);
    const saved = await record(id);
    expect(saved.bpmStatus).toBe('3');
    expect(Number(saved.loanAmount)).toBe(3000);
  });

  it('more than 7 days adds 总经理; a rejection there ends in 已驳回', async () => {
    const approved = await draft({ endDate: '2026-12-10', travelDays: 10 });
    await submit('zhaoqiang', approved);
    await walk(approved, [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批'], ['zhoujianguo', '总经理审批']]);
    expect(await taskOf('wufang', approved)).toBeUndefined();
    expect((await record(approved)).bpmStatus).toBe('3');

    const rejected = await draft({ endDate: '2026-12-12', travelDays: 12 });
    await submit('zhaoqiang', rejected);
    await walk(rejected, [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批']]);
    const task = await taskOf('zhoujianguo', rejected);
    expect((await act('zhoujianguo', 'reject', task.taskId, { comment: '复核可分两次进行，单次不超过一周' })).success).toBe(true);
    expect((await record(rejected)).bpmStatus).toBe('4');
  });
});
