import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/receipt';
const { add, draft: draftAs, submit, record, taskOf, act, walk } = approvalKit(() => t, PAGE);

let serial = 0;
const RECEIPT = () => ({
  applicantName: '王鹏', departName: '工程技术部', applyDate: '2026-11-24', contactPhone: '13800000015', arrivalDate: '2026-11-20',
  payerName: '河北省高速公路建设管理局', arrivalAmount: 1_860_000, bankSerialNo: `ICBC20261120${String(++serial).padStart(6, '0')}`, receiveAccount: 'basic',
  claimAmount: 1_860_000, fundNature: 'progress', contractNo: 'HT-2026-001', contractName: 'G4京港澳高速公路改扩建工程施工监理合同',
  relatedProjectId: 'p01', projectName: 'G4京港澳高速公路改扩建工程施工监理', invoiceNos: '26432000000012345678', thirdPartyPay: '0',
  reason: '京港澳改扩建监理服务费第6期计量款',
});
const BOOKED = { values: { bookDate: '2026-11-25', voucherNo: '记-2026-11-0203' } };

describe('到款认领 (receipt) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('receipt')).toEqual([]);
  });

  it('numbers a valid claim SK-…; refuses a bank serial already claimed, a contract number that is not an income contract, and 代付 without its proof', async () => {
    const first = RECEIPT();
    const id = await draftAs('wangpeng', first);
    expect((await record(id)).applyNo).toMatch(/^SK-\d{4}-\d{4}$/);
    const again = await add('zhaoqiang', { ...RECEIPT(), bankSerialNo: first.bankSerialNo });
    expect(again.success).toBe(false);
    expect(again.result.fieldErrors).toEqual({ bankSerialNo: `银行流水号“${first.bankSerialNo}”已存在` });
    const wrongContract = await add('wangpeng', { ...RECEIPT(), contractNo: 'ZC-2026-0004' });
    expect(wrongContract.result.fieldErrors).toEqual({ contractNo: '认领合同编号应为收入合同编号，形如 HT-2026-001' });
    const noProof = await add('wangpeng', { ...RECEIPT(), thirdPartyPay: '1' });
    expect(noProof.result.fieldErrors).toEqual({ thirdPartyProof: '请输入代付说明及证明' });
  });

  it('部门负责人 → 经营部核对 → 财务确认入账 (或签: the first of 财务部 and 财务总监 decides, the other task disappears) to 已通过', async () => {
    const id = await draftAs('wangpeng', RECEIPT());
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人确认'], ['lina', '经营部核对合同与开票', { values: { businessOpinion: '合同、第6期计量与发票一致' } }]]);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    const cashier = await taskOf('wufang', id);
    const cfo = await taskOf('qianweidong', id);
    expect([cashier?.nodeName, cfo?.nodeName]).toEqual(['财务确认入账', '财务确认入账']);
    expect((await act('wufang', 'approve', cashier.taskId, { comment: '已入账' })).message).toBe('请填写入账日期');
    expect((await act('wufang', 'approve', cashier.taskId, { comment: '已入账', ...BOOKED })).message).toBe('审批通过，流程结束');
    expect(await taskOf('qianweidong', id)).toBeUndefined();
    expect(await record(id)).toMatchObject({ bpmStatus: '3', bookDate: '2026-11-25', voucherNo: '记-2026-11-0203', businessOpinion: '合同、第6期计量与发票一致' });
  });

  it('money paid by a third party (代付) goes to 分管领导 before finance', async () => {
    const id = await draftAs('zhaoqiang', { ...RECEIPT(), applicantName: '赵强', thirdPartyPay: '1', thirdPartyProof: 'temp/202611/daifu_1764000000000.pdf',
      payerName: '河北交投物流有限公司', reason: '建设单位委托其子公司代付第6期计量款' });
    await submit('zhaoqiang', id);
    await walk(id, [['fengtao', '部门负责人确认'], ['lina', '经营部核对合同与开票'], ['sunlihua', '分管领导审批'], ['qianweidong', '财务确认入账', BOOKED]]);
    expect(await taskOf('wufang', id)).toBeUndefined();
    expect((await record(id)).bpmStatus).toBe('3');
  });

  it('经营部 is the applicant’s own node when 李娜 claims: it passes on its own', async () => {
    const id = await draftAs('lina', { ...RECEIPT(), applicantName: '李娜', contactPhone: '13800000004' });
    await submit('lina', id);
    await walk(id, [['fengtao', '部门负责人确认']]);
    expect(await taskOf('lina', id)).toBeUndefined();
    expect((await taskOf('wufang', id))?.nodeName).toBe('财务确认入账');
  });

  it('经营部 rejects a claim against the wrong contract: 已驳回', async () => {
    const id = await draftAs('wangpeng', { ...RECEIPT(), contractNo: 'HT-2026-002', contractName: '沪昆高速公路湘潭段养护工程咨询合同' });
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人确认']]);
    const task = await taskOf('lina', id);
    expect((await act('lina', 'reject', task.taskId, { comment: '付款单位为河北省高速公路建设管理局，应认领到 HT-2026-001' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
  });
});
