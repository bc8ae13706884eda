import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems, type Json } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/purchase';
const { add, draft: draftAs, submit, record, taskOf, act, walk } = approvalKit(() => t, PAGE);

const batches = (total: number) => [
  { batchName: '第1批', planDate: '2026-12-05', content: '安全帽、反光背心', amount: (total * 40) / 100, supplier: '长沙安盾劳保用品有限公司' },
  { batchName: '第2批', planDate: '2027-03-10', content: '防寒工作服', amount: (total * 35) / 100, supplier: '长沙安盾劳保用品有限公司' },
  { batchName: '第3批', planDate: '2027-06-15', content: '防暑用品', amount: (total * 25) / 100, supplier: '长沙安盾劳保用品有限公司' },
];
const PURCHASE = (total: number) => ({
  applicantName: '赵强', departName: '工程技术部', applyDate: '2026-11-24', contactPhone: '13800000016', purchaseItem: '京港澳项目监理人员劳保用品年度采购',
  purchaseCategory: 'goods', purchaseMethod: 'inquiry', relatedProjectId: 'p01', projectName: 'G4京港澳高速公路改扩建工程施工监理', budgetSubject: 'office',
  totalAmount: total, splitReason: '按季节分批配发，避免积压和尺码不符，供应商全年统一询价确定', reason: '1驻地办及各监理组62人劳保用品', batches: batches(total),
});
const draft = (total: number) => draftAs('zhaoqiang', PURCHASE(total));
const CHECKED = { values: { last12mAmount: 18_600, reviewOpinion: '近12个月同类采购未达限额' } };

describe('零星采购 (split purchase) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('purchase')).toEqual([]);
  });

  it('numbers a valid draft CG-… with its batches; refuses a batch without an amount and a reason too short', async () => {
    const id = await draft(36_000);
    const saved = await record(id);
    expect(saved.applyNo).toMatch(/^CG-\d{4}-\d{4}$/);
    expect(saved.batches.map((b: Json) => [b.batchName, Number(b.amount)])).toEqual([['第1批', 14_400], ['第2批', 12_600], ['第3批', 9_000]]);
    const noAmount = await add('zhaoqiang', { ...PURCHASE(36_000), batches: [batches(36_000)[0], { batchName: '第2批', planDate: '2027-03-10' }] });
    expect(noAmount.success).toBe(false);
    expect(noAmount.result.fieldErrors).toEqual({ 'batches[1].amount': '采购批次第 2 行：请输入金额（元）' });
    const short = await add('zhaoqiang', { ...PURCHASE(36_000), splitReason: '分批买' });
    expect(short.result.fieldErrors).toEqual({ splitReason: '拆分理由至少 10 个字符' });
  });

  it('under 50,000: 部门负责人 → 综合办审核 (who must state the 12-month total) → 财务部预算审核 to 已通过', async () => {
    const id = await draft(36_000);
    await submit('zhaoqiang', id);
    await walk(id, [['fengtao', '部门负责人审批']]);
    const admin = await taskOf('huanglei', id);
    expect((await act('huanglei', 'approve', admin.taskId, { comment: '同意' })).message).toBe('请填写近12个月同类同供应商采购累计（元）');
    await walk(id, [['huanglei', '综合办审核', CHECKED], ['wufang', '财务部预算审核']]);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    const saved = await record(id);
    expect(saved.bpmStatus).toBe('3');
    expect(Number(saved.last12mAmount)).toBe(18_600);
  });

  it('50,000 to 200,000 adds 分管领导; 200,000 and above adds 总经理', async () => {
    const mid = await draft(86_000);
    await submit('zhaoqiang', mid);
    await walk(mid, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', CHECKED], ['wufang', '财务部预算审核'], ['sunlihua', '分管领导审批']]);
    expect(await taskOf('zhoujianguo', mid)).toBeUndefined();
    expect((await record(mid)).bpmStatus).toBe('3');

    const big = await draft(260_000);
    await submit('zhaoqiang', big);
    await walk(big, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', CHECKED], ['wufang', '财务部预算审核'], ['sunlihua', '分管领导审批'],
      ['zhoujianguo', '总经理审批']]);
    expect((await record(big)).bpmStatus).toBe('3');
  });

  it('财务部 rejects a purchase over the budget: 已驳回', async () => {
    const id = await draft(36_000);
    await submit('zhaoqiang', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', CHECKED]]);
    const task = await taskOf('wufang', id);
    expect((await act('wufang', 'reject', task.taskId, { comment: '项目部办公费预算余额不足，请调整预算后再报' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
  });
});
