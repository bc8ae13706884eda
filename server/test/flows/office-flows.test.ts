import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFlow } from '../../src/flows/flow-lint';
import { flowStore } from '../../src/tables/stores/flow-store';
import { createTestPlatform, ROOT, type TestPlatform } from '../helper';

// Answers are read loosely: each test asserts the properties a user would see.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return res.json() as { success: boolean; message: string; result: Json; code: number };
}

const add = (page: string, user: string, body: object) => call(user, 'POST', `/${page}/add`, body);
async function draft(page: string, user: string, body: object): Promise<string> {
  const res = await add(page, user, body);
  expect(res.success, res.message).toBe(true);
  return String(res.result.id);
}
const submit = (page: string, id: string, user: string) => call(user, 'POST', '/company/flow/instance/start', { pageCode: page, id });
const todo = async (user: string) => (await call(user, 'GET', '/company/flow/task/list?tab=todo&pageSize=100')).result.records as Json[];
const record = async (page: string, id: string, user: string) => (await call(user, 'GET', `/${page}/queryById?id=${id}`)).result;
const taskOf = async (user: string, id: string) => (await todo(user)).find((r) => r.businessId === id);
const act = (user: string, action: string, taskId: string, body: object = {}) => call(user, 'POST', `/company/flow/task/${action}`, { taskId, ...body });

/** A draft submitted by its applicant, in approval. */
async function started(page: string, user: string, body: object): Promise<string> {
  const id = await draft(page, user, body);
  const res = await submit(page, id, user);
  expect(res.success, res.message).toBe(true);
  return id;
}

/** Each [approver, node, values] approves in turn, at the node named. */
async function approveAlong(id: string, path: [string, string, object?][]): Promise<void> {
  for (const [user, node, values] of path) {
    const task = await taskOf(user, id);
    expect(task?.nodeName, `${user} 的待办`).toBe(node);
    const res = await act(user, 'approve', task.taskId, { comment: '同意', values });
    expect(res.success, `${user}：${res.message}`).toBe(true);
  }
}

const FLOWS = ['vehicle', 'invoice', 'seal', 'train', 'overtime', 'articles'];

describe('the office flow diagrams', () => {
  it('lint without a single problem against their forms, again on a second lint', async () => {
    for (const name of FLOWS) {
      const xml = fs.readFileSync(path.join(ROOT, `schemas/flows/${name}.bpmn`), 'utf8');
      const page = JSON.parse(fs.readFileSync(path.join(ROOT, `schemas/modules/flow/${name}.json`), 'utf8')) as { fields: { name: string }[] };
      const fields = page.fields.map((f) => f.name);
      expect(await lintFlow(xml, fields), name).toEqual([]);
      expect(await lintFlow(xml, fields), `${name}（第二次）`).toEqual([]);
    }
  });

  it('are deployed at start beside 请假, each as its page\'s process', async () => {
    for (const name of ['leave', ...FLOWS]) {
      expect(await flowStore.latestDefinition(t.db, `flow_${name}`), name).toMatchObject({ version: 1, form_code: `flow/${name}`, status: 'active' });
    }
  });
});

const VEHICLE = {
  applicantName: '王鹏', departName: '工程技术部', contactPhone: '13800000015', useType: 'site', startTime: '2026-12-03 08:30:00',
  returnTime: '2026-12-03 18:00:00', origin: '长沙市岳麓区公司本部', destination: '京港澳高速改扩建湘潭段项目部', relatedProject: 'p01',
  passengerCount: 2, passengers: 'wangpeng,zhaoqiang', estMileage: 120, needDriver: '1', isHoliday: '0', reason: '路基试验段压实度抽检',
};
const DISPATCH = { vehiclePlate: '湘A·5J2K8', driver: '吴刚', driverPhone: '13907310021', startMileage: 58210 };
const RETURNED = { endMileage: 58342, actualMileage: 132, actualReturnTime: '2026-12-03 17:40:00', fuelCost: 96.5, tollCost: 45, parkingCost: 10 };

describe('用车 (vehicle)', () => {
  it('numbers a valid request; a holiday trip without its reason is refused on the field', async () => {
    const id = await draft('flow/vehicle', 'wangpeng', VEHICLE);
    const saved = await record('flow/vehicle', id, 'wangpeng');
    expect(saved.applyNo).toMatch(/^YC-\d{4}-\d{4}$/);
    expect(saved.bpmStatus).toBe('1');
    const refused = await add('flow/vehicle', 'wangpeng', { ...VEHICLE, isHoliday: '1' });
    expect(refused.success).toBe(false);
    expect(refused.result.fieldErrors).toEqual({ holidayReason: '请输入节假日用车理由' });
  });

  it('a reception trip goes 部门负责人 → 分管领导 → 综合办派车 (car and driver required) → 收车登记 to 已通过', async () => {
    const id = await started('flow/vehicle', 'wangpeng', { ...VEHICLE, useType: 'reception', destination: '长沙黄花机场', reason: '接省交通运输厅质监站检查组' });
    await approveAlong(id, [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批']]);
    const dispatch = await taskOf('huanglei', id);
    expect(dispatch.nodeName).toBe('综合办派车');
    expect((await act('huanglei', 'approve', dispatch.taskId, { values: { driver: '吴刚' } })).message).toBe('请填写派车车辆');
    expect((await act('huanglei', 'approve', dispatch.taskId, { values: { ...DISPATCH, vehiclePlate: '5J2K8' } })).message).toBe('派车车辆应填写车牌号，如 湘A·5J2K8');
    await approveAlong(id, [['huanglei', '综合办派车', DISPATCH], ['huanglei', '收车登记', RETURNED]]);
    const done = await record('flow/vehicle', id, 'wangpeng');
    expect(done).toMatchObject({ bpmStatus: '3', vehiclePlate: '湘A·5J2K8', driver: '吴刚', startMileage: 58210, endMileage: 58342, actualMileage: 132 });
  });

  it('an ordinary site trip under 300 km skips 分管领导; a 300 km trip does not', async () => {
    const near = await started('flow/vehicle', 'zhaoqiang', { ...VEHICLE, applicantName: '赵强' });
    await approveAlong(near, [['fengtao', '部门负责人审批']]);
    expect(await taskOf('sunlihua', near)).toBeUndefined();
    expect((await taskOf('huanglei', near))?.nodeName).toBe('综合办派车');
    const far = await started('flow/vehicle', 'zhaoqiang', { ...VEHICLE, applicantName: '赵强', destination: '京雄高速智慧交通项目（雄安）', estMileage: 300 });
    await approveAlong(far, [['fengtao', '部门负责人审批']]);
    expect((await taskOf('sunlihua', far))?.nodeName).toBe('分管领导审批');
  });

  it('a rejection by 部门负责人 ends it 已驳回', async () => {
    const id = await started('flow/vehicle', 'lina', { ...VEHICLE, applicantName: '李娜', contactPhone: '13800000004' });
    const task = await taskOf('fengtao', id);
    expect((await act('fengtao', 'reject', task.taskId, { comment: '当天车辆已全部派出，请改乘高铁' })).success).toBe(true);
    expect((await record('flow/vehicle', id, 'lina')).bpmStatus).toBe('4');
  });
});

const INVOICE = {
  applicantName: '王鹏', departName: '工程技术部', contactPhone: '13800000015', invoiceKind: 'blue', contractNo: 'HT-2026-001',
  contractName: 'G4京港澳高速公路改扩建工程施工监理合同', billingPeriod: '2026年第3季度监理服务费', buyerName: '河北省高速公路建设管理局',
  buyerTaxNo: '91130000MA0CK3L27X', buyerAddressPhone: '石家庄市桥西区友谊北大街 0311-87061234', buyerBank: '中国建设银行石家庄裕华支行 13001615108050012345',
  invoiceType: 'e_special', invoiceItem: '*鉴证咨询服务*工程监理服务费', taxRate: '6', amount: 1206300, taxAmount: 68281.13, amountExclTax: 1138018.87,
  contractAmount: 18650000, deliveryMethod: 'electronic', reason: '第3季度计量支付证书已由建设单位签认',
};
const ISSUED = { invoiceNo: '26432000000012345678', invoiceDate: '2026-11-20', invoiceStatus: 'issued' };

describe('开票 (invoice)', () => {
  it('numbers a valid request; a wrong credit code and a red invoice without its original are refused on the fields', async () => {
    const id = await draft('flow/invoice', 'wangpeng', INVOICE);
    expect((await record('flow/invoice', id, 'wangpeng')).applyNo).toMatch(/^KP-\d{4}-\d{4}$/);
    const refused = await add('flow/invoice', 'wangpeng', { ...INVOICE, buyerTaxNo: '91130000MA0CK3L27', invoiceKind: 'red' });
    expect(refused.result.fieldErrors).toEqual({ buyerTaxNo: '购方纳税人识别号应为 18 位统一社会信用代码', originalInvoiceNo: '请输入原发票号码' });
  });

  it('项目/部门负责人 → 经营部 (已开票累计) → 财务部 issues (发票号码) → the applicant delivers, to 已通过 without 财务总监', async () => {
    const id = await started('flow/invoice', 'wangpeng', INVOICE);
    await approveAlong(id, [['fengtao', '项目/部门负责人审核']]);
    const jyb = await taskOf('lina', id);
    expect(jyb.nodeName).toBe('经营部审核');
    expect((await act('lina', 'approve', jyb.taskId)).message).toBe('请填写已开票累计（元，不含本次）');
    await approveAlong(id, [['lina', '经营部审核', { invoicedBefore: 3730000 }]]);
    expect(await taskOf('qianweidong', id)).toBeUndefined();
    await approveAlong(id, [['wufang', '财务部开票', ISSUED], ['wangpeng', '申请人交付', { deliveryDate: '2026-11-21', invoiceStatus: 'delivered' }]]);
    expect(await record('flow/invoice', id, 'wangpeng')).toMatchObject({ bpmStatus: '3', invoiceNo: ISSUED.invoiceNo, invoiceStatus: 'delivered', invoicedBefore: '3730000.00' });
  });

  it('5 million and above, or a red invoice, adds 财务总监; the bank account is hidden from 项目/部门负责人', async () => {
    const big = await started('flow/invoice', 'zhaoqiang', { ...INVOICE, applicantName: '赵强', amount: 5600000, taxAmount: 316981.13, amountExclTax: 5283018.87 });
    const first = await taskOf('fengtao', big);
    const detail = (await call('fengtao', 'GET', `/company/flow/instance/detail?taskId=${first.taskId}`)).result;
    expect(detail.fieldRights.buyerBank).toBe('hidden');
    expect(detail.record).not.toHaveProperty('buyerBank');
    await approveAlong(big, [['fengtao', '项目/部门负责人审核'], ['lina', '经营部审核', { invoicedBefore: 0 }], ['qianweidong', '财务总监审批']]);
    expect((await taskOf('wufang', big))?.nodeName).toBe('财务部开票');
    const red = await started('flow/invoice', 'zhaoqiang', { ...INVOICE, applicantName: '赵强', invoiceKind: 'red', originalInvoiceNo: '26432000000012340001', amount: 20000, taxAmount: 1132.08, amountExclTax: 18867.92 });
    await approveAlong(red, [['fengtao', '项目/部门负责人审核'], ['lina', '经营部审核', { invoicedBefore: 1206300 }]]);
    expect((await taskOf('qianweidong', red))?.nodeName).toBe('财务总监审批');
  });

  it('经营部 passes on its own when 经营部 applies; 财务部 rejects to 已驳回', async () => {
    const id = await started('flow/invoice', 'lina', { ...INVOICE, applicantName: '李娜', contactPhone: '13800000004' });
    await approveAlong(id, [['fengtao', '项目/部门负责人审核']]);
    const issue = await taskOf('wufang', id);
    expect(issue.nodeName).toBe('财务部开票');
    const detail = (await call('lina', 'GET', `/company/flow/instance/byBusiness?pageCode=flow/invoice&id=${id}`)).result;
    expect(detail.events.map((e: Json) => e.action)).toEqual(['submit', 'approve', 'skip']);
    expect((await act('wufang', 'reject', issue.taskId, { comment: '购方开户行账号与合同不一致，请核对' })).success).toBe(true);
    expect((await record('flow/invoice', id, 'lina')).bpmStatus).toBe('4');
  });
});

const SEAL = {
  applicantName: '李娜', departName: '经营管理部', contactPhone: '13800000004', docName: '德江至习水高速公路施工监理JL3合同段投标文件', docCategory: 'bid',
  sealType: 'official,legal', useMethod: 'stamp,cross', copies: 5, pagesPerCopy: 236, sendTo: '贵州省公共资源交易中心', takeOut: '0',
  reason: '投标文件正本1份、副本4份，12月8日开标',
};
const STAMPED = { stampTime: '2026-11-26 10:30:00', stampedBy: 'huanglei', keeperRemark: '已核对定稿，盖公章、法人章及骑缝章' };

describe('用印 (seal)', () => {
  it('numbers a valid request; a contract without its contract number is refused on the field', async () => {
    const id = await draft('flow/seal', 'lina', SEAL);
    expect((await record('flow/seal', id, 'lina')).applyNo).toMatch(/^YY-\d{4}-\d{4}$/);
    const refused = await add('flow/seal', 'lina', { ...SEAL, docCategory: 'contract', contractName: 'G4京港澳高速公路改扩建工程施工监理合同' });
    expect(refused.result.fieldErrors).toEqual({ contractNo: '请输入关联合同编号' });
  });

  it('或签: 分管领导 and 总经理 both get the task, the first approval completes the node; the seal keeper records the stamping', async () => {
    const id = await started('flow/seal', 'lina', SEAL);
    await approveAlong(id, [['fengtao', '部门负责人审核']]);
    const a = await taskOf('sunlihua', id);
    const b = await taskOf('zhoujianguo', id);
    expect([a?.nodeName, b?.nodeName]).toEqual(['公司领导审批（或签）', '公司领导审批（或签）']);
    expect((await act('sunlihua', 'approve', a.taskId, { comment: '同意' })).message).toBe('已同意，流转到下一节点');
    expect(await taskOf('zhoujianguo', id)).toBeUndefined();
    const keeper = await taskOf('huanglei', id);
    expect((await act('huanglei', 'approve', keeper.taskId, { values: { stampedBy: 'huanglei' } })).message).toBe('请填写实际用印时间');
    await approveAlong(id, [['huanglei', '印章管理员用印', STAMPED]]);
    expect(await record('flow/seal', id, 'lina')).toMatchObject({ bpmStatus: '3', stampTime: STAMPED.stampTime, stampedBy: 'huanglei' });
  });

  it('a certificate under the company seal goes from 部门负责人 straight to the seal keeper', async () => {
    const id = await started('flow/seal', 'wangpeng', { ...SEAL, applicantName: '王鹏', departName: '工程技术部', docName: '王鹏试验检测工程师从业证明',
      docCategory: 'certificate', sealType: 'official', useMethod: 'stamp', copies: 1, pagesPerCopy: 1, reason: '办理职称申报' });
    await approveAlong(id, [['fengtao', '部门负责人审核']]);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect(await taskOf('zhoujianguo', id)).toBeUndefined();
    await approveAlong(id, [['huanglei', '印章管理员用印', STAMPED]]);
    expect((await record('flow/seal', id, 'wangpeng')).bpmStatus).toBe('3');
  });

  it('a rejection by 总经理 ends it 已驳回 and withdraws the other leader\'s task', async () => {
    const id = await started('flow/seal', 'lina', { ...SEAL, takeOut: '1', takeOutStart: '2026-12-08 08:00:00', takeOutEnd: '2026-12-08 18:00:00', takeOutPlace: '贵阳开标现场' });
    await approveAlong(id, [['fengtao', '部门负责人审核']]);
    const task = await taskOf('zhoujianguo', id);
    expect((await act('zhoujianguo', 'reject', task.taskId, { comment: '法人章不外带，开标现场用授权委托书' })).success).toBe(true);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await record('flow/seal', id, 'lina')).bpmStatus).toBe('4');
  });
});

const TRAIN = {
  applicantName: '王鹏', departName: '工程技术部', contactPhone: '13800000015', trainName: '2026年度公路水运工程试验检测师继续教育',
  organizer: '湖南省交通运输厅工程质量监督站', trainType: 'continuing', trainPlace: '长沙', startDate: '2026-12-10', endDate: '2026-12-11',
  trainHours: 24, trainees: 'wangpeng', traineeCount: 1, trainFee: 1200, travelFee: 0, inPlan: '1', planItem: '试验检测人员继续教育',
  reason: '检测师登记证书延续需完成本年度继续教育学时',
};

describe('培训 (train)', () => {
  it('numbers a valid request; training outside the plan without its reason is refused on the field', async () => {
    const id = await draft('flow/train', 'wangpeng', TRAIN);
    expect((await record('flow/train', id, 'wangpeng')).applyNo).toMatch(/^PX-\d{4}-\d{4}$/);
    const refused = await add('flow/train', 'wangpeng', { ...TRAIN, inPlan: '0' });
    expect(refused.result.fieldErrors).toEqual({ outPlanReason: '请输入计划外参训理由' });
  });

  it('会签: outside the plan 人事 and 财务 must both approve; fees of 5000 and above add 分管领导, to 已通过', async () => {
    const id = await started('flow/train', 'zhaoqiang', { ...TRAIN, applicantName: '赵强', trainName: '无人机倾斜摄影测量实务培训', trainType: 'skill',
      trainPlace: '武汉', trainees: 'zhaoqiang', inPlan: '0', outPlanReason: '新承接项目需倾斜摄影建模', trainFee: 3000, travelFee: 2500 });
    await approveAlong(id, [['fengtao', '部门负责人审批']]);
    const hr = await taskOf('zhengxiao', id);
    const finance = await taskOf('wufang', id);
    expect([hr?.nodeName, finance?.nodeName]).toEqual(['计划外审核（人事·财务会签）', '计划外审核（人事·财务会签）']);
    expect((await act('zhengxiao', 'approve', hr.taskId, { comment: '同意，补入下年度计划', values: { reviewRemark: '补入2027年度培训计划' } })).message).toBe('已同意，等待其他审批人');
    expect((await taskOf('wufang', id))?.taskId).toBe(finance.taskId);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await record('flow/train', id, 'zhaoqiang')).bpmStatus).toBe('2');
    await approveAlong(id, [['wufang', '计划外审核（人事·财务会签）'], ['sunlihua', '分管领导审批']]);
    expect(await record('flow/train', id, 'zhaoqiang')).toMatchObject({ bpmStatus: '3', reviewRemark: '补入2027年度培训计划' });
  });

  it('planned training under 5000 needs 部门负责人 only', async () => {
    const id = await started('flow/train', 'wangpeng', TRAIN);
    await approveAlong(id, [['fengtao', '部门负责人审批']]);
    expect((await record('flow/train', id, 'wangpeng')).bpmStatus).toBe('3');
  });

  it('one rejection at the countersign ends it 已驳回 and withdraws the other task', async () => {
    const id = await started('flow/train', 'wangpeng', { ...TRAIN, inPlan: '0', outPlanReason: '个人兴趣', trainFee: 800 });
    await approveAlong(id, [['fengtao', '部门负责人审批']]);
    const finance = await taskOf('wufang', id);
    expect((await act('wufang', 'reject', finance.taskId, { comment: '本年度培训经费已用完' })).success).toBe(true);
    expect(await taskOf('zhengxiao', id)).toBeUndefined();
    expect((await record('flow/train', id, 'wangpeng')).bpmStatus).toBe('4');
  });
});

const OVERTIME = {
  applicantName: '赵强', departName: '工程技术部', contactPhone: '13800000016', overtimeDate: '2026-10-03', overtimeType: 'holiday',
  startTime: '2026-10-03 08:00:00', endTime: '2026-10-03 17:00:00', hours: 8, compensation: 'pay', hourSystem: 'standard', relatedProject: 'p01',
  workPlace: 'K1002+300 跨线桥', workContent: '国庆期间跨线桥转体施工旁站测量', reason: '转体施工窗口期由铁路部门确定',
};

describe('加班 (overtime)', () => {
  it('numbers a valid request; more than 24 hours and no work content are refused on the fields', async () => {
    const id = await draft('flow/overtime', 'zhaoqiang', OVERTIME);
    expect((await record('flow/overtime', id, 'zhaoqiang')).applyNo).toMatch(/^JB-\d{4}-\d{4}$/);
    const refused = await add('flow/overtime', 'zhaoqiang', { ...OVERTIME, hours: 30, workContent: '' });
    expect(refused.result.fieldErrors).toEqual({ hours: '加班时长（小时）不能大于 24', workContent: '请输入工作内容' });
  });

  it('holiday overtime goes 部门负责人 (核定时长) → 分管领导 → 人事备案 to 已通过', async () => {
    const id = await started('flow/overtime', 'zhaoqiang', OVERTIME);
    const first = await taskOf('fengtao', id);
    expect((await act('fengtao', 'approve', first.taskId)).message).toBe('请填写核定时长（小时）');
    await approveAlong(id, [['fengtao', '部门负责人审批', { confirmedHours: 8 }], ['sunlihua', '分管领导审批'], ['zhengxiao', '人事备案', { monthTotal: 14, hrRemark: '按300%计发加班工资' }]]);
    expect(await record('flow/overtime', id, 'zhaoqiang')).toMatchObject({ bpmStatus: '3', confirmedHours: '8.0', monthTotal: '14.0' });
  });

  it('two hours on a working day skips 分管领导; three and a half hours does not', async () => {
    const evening = { ...OVERTIME, overtimeDate: '2026-11-18', overtimeType: 'workday', startTime: '2026-11-18 18:00:00', endTime: '2026-11-18 20:00:00', hours: 2, compensation: 'leave' };
    const short = await started('flow/overtime', 'zhaoqiang', evening);
    await approveAlong(short, [['fengtao', '部门负责人审批', { confirmedHours: 2 }]]);
    expect(await taskOf('sunlihua', short)).toBeUndefined();
    expect((await taskOf('zhengxiao', short))?.nodeName).toBe('人事备案');
    const long = await started('flow/overtime', 'zhaoqiang', { ...evening, endTime: '2026-11-18 21:30:00', hours: 3.5 });
    await approveAlong(long, [['fengtao', '部门负责人审批', { confirmedHours: 3.5 }]]);
    expect((await taskOf('sunlihua', long))?.nodeName).toBe('分管领导审批');
  });

  it('a rejection by 部门负责人 ends it 已驳回', async () => {
    const id = await started('flow/overtime', 'wangpeng', { ...OVERTIME, applicantName: '王鹏', contactPhone: '13800000015' });
    const task = await taskOf('fengtao', id);
    expect((await act('fengtao', 'reject', task.taskId, { comment: '国庆转体施工由赵强负责，不需两人加班' })).success).toBe(true);
    expect((await record('flow/overtime', id, 'wangpeng')).bpmStatus).toBe('4');
  });
});

const ARTICLES = {
  applicantName: '王鹏', departName: '工程技术部', contactPhone: '13800000015', category: 'ppe', receiveDate: '2026-12-01', receiver: 'wangpeng',
  relatedProject: 'p01', totalAmount: 2680, reason: '京港澳改扩建项目冬季施工监理人员劳保用品',
  items: [
    { itemName: '冬季棉工作服', spec: '藏青色 L/XL', unit: '套', quantity: 8, unitPrice: 260, amount: 2080 },
    { itemName: '安全帽', spec: 'ABS V型 白色', unit: '顶', quantity: 10, unitPrice: 35, amount: 350 },
    { itemName: '反光背心', spec: '荧光黄 网布', unit: '件', quantity: 10, unitPrice: 25, amount: 250 },
  ],
};

describe('办公物品领用 (articles)', () => {
  it('numbers a valid request with its items; an item priced as a fixed asset is refused on its cell', async () => {
    const id = await draft('flow/articles', 'wangpeng', ARTICLES);
    const saved = await record('flow/articles', id, 'wangpeng');
    expect(saved.applyNo).toMatch(/^LY-\d{4}-\d{4}$/);
    const refused = await add('flow/articles', 'wangpeng', { ...ARTICLES, items: [{ itemName: '全站仪', spec: '徕卡 TS09', unit: '台', quantity: 1, unitPrice: 68000, amount: 68000 }] });
    expect(refused.result.fieldErrors).toEqual({ 'items[0].unitPrice': '物品明细第 1 行：单价（元）不能大于 4999.99' });
  });

  it('2000 and above goes 部门负责人 → 分管领导 → 综合办发放 to 已通过, the items kept', async () => {
    const id = await started('flow/articles', 'wangpeng', ARTICLES);
    await approveAlong(id, [['fengtao', '部门负责人审批'], ['sunlihua', '分管领导审批']]);
    const issue = await taskOf('huanglei', id);
    expect((await act('huanglei', 'approve', issue.taskId)).message).toBe('请填写发放日期');
    await approveAlong(id, [['huanglei', '综合办发放', { issueDate: '2026-12-01', issueRemark: '安全帽库存8顶，余2顶12月5日补发' }]]);
    const done = await record('flow/articles', id, 'wangpeng');
    expect(done).toMatchObject({ bpmStatus: '3', issueDate: '2026-12-01' });
    expect(done.items.map((r: Json) => [r.itemName, r.amount])).toEqual([['冬季棉工作服', '2080.00'], ['安全帽', '350.00'], ['反光背心', '250.00']]);
  });

  it('under 2000 goes from 部门负责人 straight to 综合办发放', async () => {
    const id = await started('flow/articles', 'zhaoqiang', { ...ARTICLES, applicantName: '赵强', receiver: 'zhaoqiang', category: 'office', totalAmount: 186,
      items: [{ itemName: 'A4复印纸', spec: '70g 500张/包', unit: '包', quantity: 6, unitPrice: 31, amount: 186 }] });
    await approveAlong(id, [['fengtao', '部门负责人审批']]);
    expect(await taskOf('sunlihua', id)).toBeUndefined();
    expect((await taskOf('huanglei', id))?.nodeName).toBe('综合办发放');
  });

  it('a rejection by 分管领导 ends it 已驳回', async () => {
    const id = await started('flow/articles', 'wangpeng', ARTICLES);
    await approveAlong(id, [['fengtao', '部门负责人审批']]);
    const task = await taskOf('sunlihua', id);
    expect((await act('sunlihua', 'reject', task.taskId, { comment: '工作服按年度劳保标准统一采购，不单独领用' })).success).toBe(true);
    expect((await record('flow/articles', id, 'wangpeng')).bpmStatus).toBe('4');
  });
});
