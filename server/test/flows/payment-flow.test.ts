import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/payment';
const { add, draft: draftAs, submit, record, taskOf, act, detail, walk, call } = approvalKit(() => t, PAGE);

const PAYMENT = {
  applicantName: '王鹏', departName: '工程技术部', applyDate: '2026-11-20', contactPhone: '13800000015', payType: 'contract',
  relatedProjectId: 'p01', projectName: 'G4京港澳高速公路改扩建工程施工监理', payeeName: '河北冀交工程检测技术有限公司', payeeBank: '中国建设银行石家庄裕华支行',
  payeeAccount: '13050161520800001876', contractNo: 'ZC-2026-0011', contractName: '京港澳改扩建第三方检测分包合同', contractAmount: 1_200_000, paidAmount: 360_000,
  invoiceStatus: 'full', payMethod: 'transfer', budgetSubject: 'testing', planPayDate: '2026-11-30', reason: '第三方检测分包第二期进度款',
};
const draft = (payAmount: number, extra: object = {}) => draftAs('wangpeng', { ...PAYMENT, payAmount, ...extra });
const PAID = { values: { actualPayDate: '2026-11-30', voucherNo: '记-2026-11-0186' } };

describe('资金支付 (payment) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('payment')).toEqual([]);
  });

  it('numbers a valid draft ZF-…, and refuses a contract payment without its contract, a malformed account or a zero amount', async () => {
    const id = await draft(86_000);
    const saved = await record(id);
    expect(saved.applyNo).toMatch(/^ZF-\d{4}-\d{4}$/);
    expect(saved).toMatchObject({ bpmStatus: '1', payType_dictText: '合同付款', budgetSubject_dictText: '试验检测费' });

    const noContract = await add('wangpeng', { ...PAYMENT, payAmount: 1000, contractNo: '' });
    expect(noContract.success).toBe(false);
    expect(noContract.result.fieldErrors).toMatchObject({ contractNo: '请输入关联合同编号' });
    const badAccount = await add('wangpeng', { ...PAYMENT, payAmount: 1000, payeeAccount: '1305 0161 5208' });
    expect(badAccount.result.fieldErrors).toEqual({ payeeAccount: '银行账号应为 8–30 位数字，不含空格' });
    const zero = await add('wangpeng', { ...PAYMENT, payAmount: 0 });
    expect(zero.result.fieldErrors).toEqual({ payAmount: '本次支付（元）不能小于 0.01' });
    // An expense claim carries no contract: its contract fields are not asked for.
    const expense = await add('wangpeng', { ...PAYMENT, payType: 'expense', contractNo: '', contractAmount: null, payAmount: 2360, budgetSubject: 'travel' });
    expect(expense.success, expense.message).toBe(true);
  });

  it('under 100,000: 部门负责人 → 财务部审核 → 财务付款 (who must enter the pay date and voucher) to 已通过', async () => {
    const id = await draft(86_000);
    expect((await submit('wangpeng', id)).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('2');
    await walk(id, [['fengtao', '部门负责人审批'], ['wufang', '财务部审核']]);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    const pay = await taskOf('wufang', id);
    expect(pay.nodeName).toBe('财务付款');
    expect((await act('wufang', 'approve', pay.taskId, { comment: '已付' })).message).toBe('请填写实际支付日期');
    expect((await act('wufang', 'approve', pay.taskId, { comment: '已付', ...PAID })).message).toBe('审批通过，流程结束');
    expect(await record(id)).toMatchObject({ bpmStatus: '3', actualPayDate: '2026-11-30', voucherNo: '记-2026-11-0186' });
  });

  it('100,000 to 500,000 adds 分管领导 but not the 会签', async () => {
    const id = await draft(240_000);
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['wufang', '财务部审核'], ['sunlihua', '分管领导审批']]);
    expect(await taskOf('zhoujianguo', id)).toBeUndefined();
    expect(await taskOf('qianweidong', id)).toBeUndefined();
    await walk(id, [['wufang', '财务付款', PAID]]);
    expect((await record(id)).bpmStatus).toBe('3');
  });

  it('500,000 and above: 财务总监 and 总经理 countersign (会签) — after the first approval the node still waits for the other', async () => {
    const id = await draft(600_000);
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['wufang', '财务部审核'], ['sunlihua', '分管领导审批']]);
    const cfo = await taskOf('qianweidong', id);
    const gm = await taskOf('zhoujianguo', id);
    expect([cfo?.nodeName, gm?.nodeName]).toEqual(['财务总监、总经理会签', '财务总监、总经理会签']);
    expect((await act('qianweidong', 'approve', cfo.taskId, { comment: '资金计划已安排' })).message).toBe('已同意，等待其他审批人');
    expect((await record(id)).bpmStatus).toBe('2');
    expect((await taskOf('zhoujianguo', id))?.taskId).toBe(gm.taskId);
    expect(await taskOf('wufang', id)).toBeUndefined();
    expect((await act('zhoujianguo', 'approve', gm.taskId, { comment: '同意' })).message).toBe('已同意，流转到下一节点');
    await walk(id, [['wufang', '财务付款', PAID]]);
    expect((await record(id)).bpmStatus).toBe('3');
    expect((await detail('wangpeng', id)).instance.doneNodes).toEqual(expect.arrayContaining(['Task_Fgld', 'Task_Countersign', 'Task_Pay', 'End']));
  });

  it('财务部 corrects the amount at its node, and the corrected amount decides the route', async () => {
    const id = await draft(120_000);
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['wufang', '财务部审核', { values: { payAmount: 95_000, financeOpinion: '扣减质保金 25,000 元', reason: '改不了' } }]]);
    const saved = await record(id);
    expect(saved).toMatchObject({ financeOpinion: '扣减质保金 25,000 元', reason: PAYMENT.reason });
    expect(Number(saved.payAmount)).toBe(95_000);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await taskOf('wufang', id))?.nodeName).toBe('财务付款');
  });

  it('the account is hidden from the leaders; a rejection at 分管领导 ends in 已驳回', async () => {
    const id = await draft(150_000);
    await submit('wangpeng', id);
    const t1 = await taskOf('fengtao', id);
    const seen = (await call('fengtao', 'GET', `/company/flow/instance/detail?taskId=${t1.taskId}`)).result;
    expect(seen.fieldRights.payeeAccount).toBe('hidden');
    expect(seen.record).not.toHaveProperty('payeeAccount');
    await walk(id, [['fengtao', '部门负责人审批'], ['wufang', '财务部审核']]);
    const t3 = await taskOf('sunlihua', id);
    expect((await act('sunlihua', 'reject', t3.taskId, { comment: '合同尚未完成验收，暂缓支付' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
    expect(await taskOf('sunlihua', id)).toBeUndefined();
  });
});
