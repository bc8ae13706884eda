import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/ticket';
const { add, draft: draftAs, submit, record, taskOf, act, walk, call } = approvalKit(() => t, PAGE);

const TICKET = {
  applicantName: '王鹏', departName: '工程技术部', applyDate: '2026-11-25', contactPhone: '13800000015', travelApplyNo: 'CC-2026-0012', passenger: 'wangpeng',
  idNo: '430111199104281835', tripType: 'round', fromCity: '长沙', toCity: '石家庄', flightDate: '2026-12-07', returnDate: '2026-12-18', flightPref: 'CZ3167 08:15',
  cabin: 'economy', ticketPrice: 2180, bookChannel: 'platform', reason: '京港澳改扩建冬季驻场检测',
};
const draft = (extra: object = {}) => draftAs('wangpeng', { ...TICKET, ...extra });
const ISSUED = { values: { ticketNo: '784-2112360001', actualPrice: 1980 } };

describe('机票 (plane ticket) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('ticket')).toEqual([]);
  });

  it('numbers a valid draft JP-…; refuses a number that is no trip, a cabin above economy without its reason and a round trip without its return', async () => {
    const id = await draft();
    expect(await record(id)).toMatchObject({ bpmStatus: '1', cabin_dictText: '经济舱', passenger_dictText: '王鹏' });
    expect((await record(id)).applyNo).toMatch(/^JP-\d{4}-\d{4}$/);
    const notTrip = await add('wangpeng', { ...TICKET, travelApplyNo: 'QJ-2026-0001' });
    expect(notTrip.success).toBe(false);
    expect(notTrip.result.fieldErrors).toEqual({ travelApplyNo: '出差申请单号应为已通过的出差申请单号，形如 CC-2026-0001' });
    const noReason = await add('wangpeng', { ...TICKET, cabin: 'business' });
    expect(noReason.result.fieldErrors).toEqual({ cabinReason: '请输入超经济舱理由' });
    const noReturn = await add('wangpeng', { ...TICKET, returnDate: '' });
    expect(noReturn.result.fieldErrors).toEqual({ returnDate: '请输入返程日期' });
  });

  it('economy: 部门负责人 (who never sees the ID number) → 综合办订票 (who must enter the ticket number) to 已通过, without 总经理', async () => {
    const id = await draft();
    await submit('wangpeng', id);
    const t1 = await taskOf('fengtao', id);
    const seen = (await call('fengtao', 'GET', `/company/flow/instance/detail?taskId=${t1.taskId}`)).result;
    expect(seen.record).not.toHaveProperty('idNo');
    await walk(id, [['fengtao', '部门负责人审批']]);
    expect(await taskOf('zhoujianguo', id)).toBeUndefined();
    const book = await taskOf('huanglei', id);
    expect(book.nodeName).toBe('综合办订票');
    const booker = (await call('huanglei', 'GET', `/company/flow/instance/detail?taskId=${book.taskId}`)).result;
    expect(booker.record.idNo).toBe(TICKET.idNo);
    expect((await act('huanglei', 'approve', book.taskId, { comment: '已出票' })).message).toBe('请填写电子客票号');
    expect((await act('huanglei', 'approve', book.taskId, { comment: '已出票', ...ISSUED })).message).toBe('审批通过，流程结束');
    expect(await record(id)).toMatchObject({ bpmStatus: '3', ticketNo: '784-2112360001' });
  });

  it('a cabin above economy goes to 总经理, who may bring it down to economy', async () => {
    const id = await draft({ cabin: 'business', cabinReason: '随同集团领导出席会议' });
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['zhoujianguo', '总经理审批舱位', { values: { cabin: 'economy' } }], ['huanglei', '综合办订票', ISSUED]]);
    expect(await record(id)).toMatchObject({ bpmStatus: '3', cabin: 'economy' });
  });

  it('总经理 refuses a first-class ticket: 已驳回', async () => {
    const id = await draft({ cabin: 'first', cabinReason: '经济舱已满' });
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批']]);
    const task = await taskOf('zhoujianguo', id);
    expect((await act('zhoujianguo', 'reject', task.taskId, { comment: '不符合差旅标准，请改订经济舱' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
    expect(await taskOf('huanglei', id)).toBeUndefined();
  });
});
