import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helper';
import { approvalKit, flowProblems } from './approval-kit';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

const PAGE = 'flow/facility';
const { add, draft: draftAs, submit, record, taskOf, act, walk } = approvalKit(() => t, PAGE);

const FACILITY = {
  applicantName: '王鹏', departName: '工程技术部', applyDate: '2026-11-24', contactPhone: '13800000015', applyType: 'purchase', facilityCategory: 'testing',
  facilityName: '数显式混凝土回弹仪', specModel: 'HT-225W', quantity: 4, unit: '台', unitPrice: 3_800, totalBudget: 15_200, isFixedAsset: '0',
  relatedProjectId: 'p01', projectName: 'G4京港澳高速公路改扩建工程施工监理', useLocation: '京港澳项目1驻地办工地试验室', supplier: '天津路达试验仪器制造有限公司',
  needDate: '2026-12-10', reason: '桥梁下部结构混凝土强度抽检，现有回弹仪检定到期',
};
const draft = (extra: object = {}) => draftAs('wangpeng', { ...FACILITY, ...extra });
const REVIEWED = { values: { appraisal: '已核对库存与检定台账，同意购置' } };

describe('设施 (facility) through the workflow', () => {
  it('lints clean against its form', async () => {
    expect(await flowProblems('facility')).toEqual([]);
  });

  it('a request sent without 申请日期 is dated today (the schema\'s "default": "today", in the platform\'s time zone)', async () => {
    const { applyDate: _omitted, ...withoutDate } = FACILITY;
    const id = await draftAs('wangpeng', withoutDate);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect((await record(id)).applyDate).toBe(today);
  });

  it('numbers a valid draft SS-…; refuses a repair without its asset, a transfer without where to, and no quantity', async () => {
    const id = await draft();
    expect((await record(id)).applyNo).toMatch(/^SS-\d{4}-\d{4}$/);
    const repair = await add('wangpeng', { ...FACILITY, applyType: 'repair' });
    expect(repair.success).toBe(false);
    expect(repair.result.fieldErrors).toEqual({ assetNo: '请输入关联资产编号' });
    const transfer = await add('wangpeng', { ...FACILITY, applyType: 'transfer', assetNo: 'GZ-2021-0136' });
    expect(transfer.result.fieldErrors).toEqual({ transferTo: '请输入调入部门/项目' });
    const none = await add('wangpeng', { ...FACILITY, quantity: 0 });
    expect(none.result.fieldErrors).toEqual({ quantity: '数量不能小于 1' });
  });

  it('under 50,000: 部门负责人 → 综合办审核 (whose opinion is required) to 已通过', async () => {
    const id = await draft();
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批']]);
    const admin = await taskOf('huanglei', id);
    expect(admin.nodeName).toBe('综合办审核');
    expect((await act('huanglei', 'approve', admin.taskId, { comment: '同意' })).message).toBe('请填写综合办审核及鉴定意见');
    expect((await act('huanglei', 'approve', admin.taskId, { comment: '同意', ...REVIEWED })).message).toBe('审批通过，流程结束');
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await record(id)).bpmStatus).toBe('3');
  });

  it('50,000 to 200,000 adds 分管领导; 200,000 and above adds 总经理', async () => {
    const mid = await draft({ facilityName: '全站仪', facilityCategory: 'survey', quantity: 1, unitPrice: 68_000, totalBudget: 68_000, isFixedAsset: '1' });
    await submit('wangpeng', mid);
    await walk(mid, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', REVIEWED], ['sunlihua', '分管领导审批']]);
    expect(await taskOf('zhoujianguo', mid)).toBeUndefined();
    expect((await record(mid)).bpmStatus).toBe('3');

    const big = await draft({ facilityName: '沥青混合料车辙试验仪', quantity: 1, unitPrice: 236_000, totalBudget: 236_000, isFixedAsset: '1' });
    await submit('wangpeng', big);
    await walk(big, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', REVIEWED], ['sunlihua', '分管领导审批'], ['zhoujianguo', '总经理审批']]);
    expect(await taskOf('wufang', big)).toBeUndefined();
    expect((await record(big)).bpmStatus).toBe('3');
  });

  it('a scrapping goes to 分管领导 whatever its value, then to 财务部 for the asset write-off', async () => {
    const id = await draft({ applyType: 'scrap', facilityName: '电液伺服万能试验机', quantity: 1, unitPrice: 0, totalBudget: 0, isFixedAsset: '1', assetNo: 'GZ-2014-0021',
      reason: '使用12年，液压系统老化，检定不合格且无维修价值' });
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批'], ['huanglei', '综合办审核', { values: { appraisal: '经计量所检定不合格，维修费用超过原值50%，同意报废' } }],
      ['sunlihua', '分管领导审批'], ['wufang', '财务部资产核销']]);
    expect((await record(id)).bpmStatus).toBe('3');
  });

  it('综合办 rejects a purchase the store already holds: 已驳回', async () => {
    const id = await draft();
    await submit('wangpeng', id);
    await walk(id, [['fengtao', '部门负责人审批']]);
    const task = await taskOf('huanglei', id);
    expect((await act('huanglei', 'reject', task.taskId, { comment: '公司仓库尚有2台同型号回弹仪，请先调拨使用' })).success).toBe(true);
    expect((await record(id)).bpmStatus).toBe('4');
  });
});
