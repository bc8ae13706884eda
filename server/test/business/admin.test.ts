import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, outcome } from '../helper';
import { reportId } from '../../src/reports/report-routes';
import { sendDueReminders } from '../../src/notices/date-reminders';

// 行政事务: the rules an 综合办 user meets on 固定资产 (depreciation the server works out, the tax minimum life), 资产调拨
// (an asset's transfers listed on its card), 车辆 (the plate), 用车记录 (back after out, linked to approved requests) and
// 用印用车检查 (no closing with open findings), each company seeing only its own.
let t: TestPlatform;
beforeAll(async () => {
  // The 用车 picker lists the demo approvals (in the PGlite template already; seeded here on PostgreSQL).
  t = await createTestPlatform({ seedDemoFlows: true });
}, 120_000);
afterAll(() => t?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops/${url}`, headers: { 'x-access-token': await t.login(user) }, payload });
  return { status: outcome(res), body: res.json() as Json };
}
const list = async (user: string, page: string, query = '') => (await call(user, 'GET', `${page}/list?pageSize=100${query}`)).body.result.records as Json[];
const byId = async (user: string, page: string, id: string) => (await call(user, 'GET', `${page}/queryById?id=${id}`)).body.result as Json;
const report = async (user: string, code: string) => (await call(user, 'GET', `online/cgreport/api/getData/${reportId(code)}?pageSize=50`)).body.result.records as Json[];
const employee = async (user: string, name: string) => (await list(user, 'finance/employee', `&realName=${encodeURIComponent(name)}`))[0].id as string;

const ASSET = {
  assetName: '全站仪', assetCategory: 'survey', subCategory: '全站仪', spec: 'TS07 R500 2″', brand: '徕卡 Leica', quantity: 1, unit: 'tai',
  originalValue: 62000, purchaseDate: '2026-01-15', usefulLife: 5, residualRate: 5, deprMethod: 'straight', deprTo: '2026-10-31',
  useDept: 'd03', useProject: 'p01', location: '京港澳改扩建总监办测量室', assetStatus: 'in_use', isMeasuring: '1', calibKind: 'verification',
  calibCycle: 12, lastCalibDate: '2026-01-20',
};

describe('固定资产', () => {
  it('works out the straight-line depreciation and the next verification on the server, whatever the client sends', async () => {
    const keeper = await employee('huanglei', '赵强');
    const added = await call('huanglei', 'POST', 'asset/fixed/add', { ...ASSET, keeper, monthlyDepr: 1, accumDepr: 1, netValue: 1 });
    expect(added.body.success, added.body.message).toBe(true);
    // 62,000 × (1 − 5 %) ÷ 60 months = 981.67 a month, from February (the month after purchase) to October: 9 months.
    expect(await byId('huanglei', 'asset/fixed', added.body.result.id)).toMatchObject({
      assetNo: expect.stringMatching(/^ZC-\d{4}-\d{4}$/), taxMinYears: 5, monthlyDepr: '981.67', deprMonths: 9, accumDepr: '8835.03', netValue: '53164.97',
      nextCalibDate: '2027-01-19',
    });
    // A seeded card: 徕卡 TS06plus bought 2023-04-12 for 62,000, 42 months to 2026-10.
    const [ts06] = await list('huanglei', 'asset/fixed', '&assetNo=ZC-2023-0011');
    expect(ts06).toMatchObject({ monthlyDepr: '981.67', accumDepr: '41230.14', netValue: '20769.86', assetStatus_dictText: '在用' });
  });

  it('refuses a useful life below the tax minimum of its category', async () => {
    const keeper = await employee('huanglei', '黄磊');
    const res = await call('huanglei', 'POST', 'asset/fixed/add', {
      ...ASSET, assetName: '笔记本电脑', assetCategory: 'computer', isMeasuring: '0', usefulLife: 2, keeper,
    });
    expect(res.body.success).toBe(false);
    expect(res.body.result.fieldErrors).toEqual({ usefulLife: '使用年限不能低于税法规定的最低折旧年限（房屋20年，运输设备4年，电子设备3年，仪器、工具、家具5年）' });
  });

  it('keeps each company to its own cards, and only 综合办 and 财务 may add them', async () => {
    const c02 = await list('wangqiang', 'asset/fixed');
    expect(c02.length).toBeGreaterThanOrEqual(7);
    expect(c02.map((a) => a.assetNo)).not.toContain('ZC-2023-0011');
    const [c01Card] = await list('huanglei', 'asset/fixed', '&assetNo=ZC-2023-0011');
    expect((await call('wangqiang', 'GET', `asset/fixed/queryById?id=${c01Card.id}`)).body.success).toBe(false);
    const denied = await call('lina', 'POST', 'asset/fixed/add', { ...ASSET, keeper: await employee('lina', '李娜') });
    expect(denied.status).toBe(510);
  });
});

describe('资产调拨', () => {
  it('lists every transfer of an asset on its card, including a new order', async () => {
    const [level] = await list('huanglei', 'asset/fixed', '&assetNo=ZC-2021-0007');
    const history = async () => (await list('huanglei', 'asset/transfer', `&assetIds=${level.id}`)).map((r) => r.transferNo).sort();
    expect(await history()).toEqual(['DB-2024-0004', 'DB-2026-0005', 'DB-2026-0006']);

    const [core] = await list('huanglei', 'asset/fixed', '&assetNo=ZC-2025-0014');
    const added = await call('huanglei', 'POST', 'asset/transfer/add', {
      transferType: 'dept', transferDate: '2026-11-26', fromDept: 'd03', toProject: 'p01', reason: '京港澳改扩建高程复测',
      handler: await employee('huanglei', '赵强'), transferStatus: 'draft',
      items: [
        { assetId: core.id, assetNo: core.assetNo, assetName: core.assetName, originalValue: core.originalValue, netValue: core.netValue },
        { assetId: level.id, assetNo: level.assetNo, assetName: level.assetName, originalValue: level.originalValue, netValue: level.netValue },
      ],
    });
    expect(added.body.success, added.body.message).toBe(true);
    const saved = await byId('huanglei', 'asset/transfer', added.body.result.id);
    expect(saved).toMatchObject({ transferNo: expect.stringMatching(/^DB-\d{4}-\d{4}$/), itemCount: 2, assetIds: `${core.id},${level.id}` });
    expect(await history()).toContain(saved.transferNo);
  });
});

describe('车辆与用车', () => {
  it('refuses a malformed plate and accepts a new-energy one', async () => {
    const car = {
      vehicleType: 'suv', brandModel: '比亚迪 宋PLUS DM-i', energyType: 'hybrid', vin: 'LC0CE4CB8P1234567', seats: 5, ownership: 'own',
      purchaseDate: '2026-11-20', originalValue: 159800, compulsoryExpiry: '2027-11-19', inspectionExpiry: '2030-11-30', vehicleStatus: 'in_use',
    };
    const bad = await call('huanglei', 'POST', 'admin/vehicle/add', { ...car, plateNo: '湘A·5J2K' });
    expect(bad.body.result.fieldErrors).toEqual({ plateNo: '车牌号格式不正确，应如 湘A·5J2K8，新能源车如 湘A·D12345' });
    const vin = await call('huanglei', 'POST', 'admin/vehicle/add', { ...car, plateNo: '湘A·D12345', vin: 'LC0CE4CB8P12345O7' });
    expect(vin.body.result.fieldErrors).toEqual({ vin: '车架号（VIN）应为 17 位大写字母或数字（不含 I、O、Q）' });
    const ok = await call('huanglei', 'POST', 'admin/vehicle/add', { ...car, plateNo: '湘A·D12345' });
    expect(ok.body.success, ok.body.message).toBe(true);
  });

  it('refuses 回车 before 出车, and works out the distance', async () => {
    const [gl8] = await list('huanglei', 'admin/vehicle', '&plateNo=5J2K8');
    const [driver] = await list('huanglei', 'admin/driver', `&driverName=${encodeURIComponent('吴刚')}`);
    const trip = {
      vehicleId: gl8.id, driverId: driver.id, applicantName: '李娜', useType: 'meeting', destination: '湖南省公共资源交易中心', reason: '开标',
      departTime: '2026-11-26 08:00:00', startMileage: 63105, tripStatus: 'back',
    };
    const early = await call('huanglei', 'POST', 'admin/vehicleUse/add', { ...trip, returnTime: '2026-11-26 07:30:00', endMileage: 63137 });
    expect(early.body.result.fieldErrors).toEqual({ returnTime: '回车时间不能早于出车时间' });
    const less = await call('huanglei', 'POST', 'admin/vehicleUse/add', { ...trip, returnTime: '2026-11-26 11:30:00', endMileage: 63000 });
    expect(less.body.result.fieldErrors).toEqual({ endMileage: '回车里程不能小于出车里程' });
    const ok = await call('huanglei', 'POST', 'admin/vehicleUse/add', { ...trip, returnTime: '2026-11-26 11:30:00', endMileage: 63137, fuelCost: 24, parkingCost: 20 });
    expect(ok.body.success, ok.body.message).toBe(true);
    expect(await byId('huanglei', 'admin/vehicleUse', ok.body.result.id)).toMatchObject({ distance: 32, tripCost: '44.00', hoursUsed: '3.5' });
  });

  it('links the use records to the approved 用车申请 the picker offers', async () => {
    const approved = (await report('huanglei', 'admin_vehicle_apply_pick')).map((r) => r.apply_no).sort();
    expect(approved).toEqual(Array.from({ length: 11 }, (_, i) => `YC-2026-${String(i + 1).padStart(4, '0')}`));
    const linked = (await list('huanglei', 'admin/vehicleUse')).map((r) => r.applyNo).filter(Boolean);
    expect(new Set(linked)).toEqual(new Set(approved));
    expect(await report('wangqiang', 'admin_vehicle_apply_pick')).toEqual([]);
  });
});

describe('到期提醒', () => {
  it('lists what falls due within 60 days or is overdue, each company its own', async () => {
    const due = (await report('huanglei', 'admin_expiry')).map((r) => `${r.item_name}|${r.due_item}|${String(r.due_date).slice(0, 10)}`);
    expect(due).toEqual(expect.arrayContaining([
      '湘A·3K8N2 长城 风骏5 2.0T 柴油四驱|交强险到期|2026-12-19', '何军|驾驶证有效期至|2026-12-20',
      'ZC-2021-0007 电子水准仪 DiNi03 0.3mm/km|检定/校准到期|2026-09-19',
    ]));
    // A scrapped car, a driver who left and a disposed certificate are not reminded of.
    expect(due.some((d) => d.startsWith('湘A·M8872') || d.startsWith('李卫国'))).toBe(false);
    const c02 = (await report('wangqiang', 'admin_expiry')).map((r) => r.item_name as string);
    expect(c02.some((n) => n.startsWith('川A·3M6P2'))).toBe(true);
    expect(c02.some((n) => n.startsWith('湘A'))).toBe(false);
  });
});

describe('到期提醒 through the bell', () => {
  it('tells each company\'s 综合办 once: the pickup\'s insurance, 何军\'s licence; nothing for the other company', async () => {
    const services = { db: t.db, read: t.app.tableReads, tables: () => t.app.tables.all(), bus: t.bus };
    expect(await sendDueReminders(services, '2026-11-27')).toBeGreaterThan(0);
    expect(await sendDueReminders(services, '2026-11-27')).toBe(0);
    const inbox = (await call('huanglei', 'GET', 'sys/annountCement/listByUser?pageSize=100')).body.result.sysMsgList.map((m: Json) => m.titile as string);
    expect(inbox).toEqual(expect.arrayContaining([
      '车辆交强险将于 2026-12-19 到期：湘A·3K8N2（长城 风骏5 2.0T 柴油四驱）',
      '驾驶证将于 2026-12-20 到期，请及时换证：何军',
    ]));
    expect(inbox.some((m: string) => m.includes('川A·3M6P2'))).toBe(false);
  });
});

describe('用印用车检查', () => {
  it('will not close a check while a finding is not rectified', async () => {
    const [open] = await list('huanglei', 'admin/useCheck', '&checkNo=JC-2026-0007');
    const check = await byId('huanglei', 'admin/useCheck', open.id);
    expect(check).toMatchObject({ sampleCount: 3, issueCount: 1, checkStatus: 'rectifying' });
    const close = await call('huanglei', 'PUT', 'admin/useCheck/edit', { ...check, checkStatus: 'closed' });
    expect(close.body.result.fieldErrors).toEqual({ openOnClose: '闭环时未整改问题数不能大于 0' });
    const lines = check.lines.map((l: Json) => (l.consistent === '0' ? { ...l, rectifyStatus: 'done' } : l));
    const done = await call('huanglei', 'PUT', 'admin/useCheck/edit', { ...check, lines, checkStatus: 'closed' });
    expect(done.body.success, done.body.message).toBe(true);
  });

  it('asks for the problem and the rectification on a line that does not match', async () => {
    const res = await call('huanglei', 'POST', 'admin/useCheck/add', {
      checkType: 'seal', periodStart: '2026-10-01', periodEnd: '2026-11-20', checker: await employee('huanglei', '许文斌'), checkDate: '2026-11-26',
      conclusion: 'basic', checkStatus: 'checking', lines: [{ applyNo: 'YY-2026-0010', applicantName: '王鹏', useSummary: '监理月报', consistent: '0' }],
    });
    expect(res.body.result.fieldErrors).toEqual({
      'lines[0].issueType': '核对明细第 1 行：请输入问题类型', 'lines[0].issueDesc': '核对明细第 1 行：请输入问题描述',
      'lines[0].rectifyRequirement': '核对明细第 1 行：请输入整改要求',
    });
  });
});

describe('简报', () => {
  it('numbers each briefing series on its own: a 期号 is refused twice in one series, not across series', async () => {
    const issue = {
      series: 'work', issueNo: '2026年第18期', title: '集团召开四季度安全生产视频会', hostDept: 'd01', editor: '张伟', publishScope: 'group',
      body: '<p>11月26日，集团召开四季度安全生产视频会。</p>', briefingStatus: 'draft',
    };
    const twice = await call('zhangwei', 'POST', 'admin/briefing/add', issue);
    expect(twice.body.result.fieldErrors).toEqual({ issueNo: '该简报的这一期号已存在' });
    const party = await call('zhangwei', 'POST', 'admin/briefing/add', { ...issue, series: 'party' });
    expect(party.body.success, party.body.message).toBe(true);
    const badNo = await call('zhangwei', 'POST', 'admin/briefing/add', { ...issue, issueNo: '第19期' });
    expect(badNo.body.result.fieldErrors).toEqual({ issueNo: '期号应形如 2026年第18期' });
    // Published needs who signed and issued it, and when.
    const published = await call('zhangwei', 'POST', 'admin/briefing/add', { ...issue, issueNo: '2026年第19期', briefingStatus: 'published' });
    expect(published.body.result.fieldErrors).toEqual({ signer: '请输入签发人', publisher: '请输入发布人', publishDate: '请输入发布日期' });
  });

  it('shows every company the group\'s briefings published 全集团, read-only, and none of the group\'s drafts', async () => {
    const titles = async (user: string) => (await list(user, 'admin/briefing')).map((b) => b.title as string);
    const c01 = await titles('huanglei');
    expect(c01).toContain('集团开展冬季施工安全生产专项检查');
    expect(c01).not.toContain('京港澳改扩建项目临时党支部开展“党建+安全”主题党日活动'); // the group's draft
    expect(c01).not.toContain('成渝环线云顶山隧道左洞顺利贯通'); // 中路监理's, even though 全集团
    expect(await titles('wangqiang')).toContain('集团开展冬季施工安全生产专项检查');
    const groupIssue = (await list('huanglei', 'admin/briefing')).find((b) => b.title === '集团开展冬季施工安全生产专项检查');
    const edit = await call('huanglei', 'PUT', 'admin/briefing/edit', { id: groupIssue.id, version: groupIssue.version, title: '改标题' });
    expect(edit.status).toBe(404);
    expect((await byId('zhangwei', 'admin/briefing', groupIssue.id)).title).toBe('集团开展冬季施工安全生产专项检查');
  });

  it('stores a briefing\'s text with its formatting only: a script, a handler and a style are dropped on save', async () => {
    const saved = await call('zhangwei', 'POST', 'admin/briefing/add', {
      series: 'safety', issueNo: '2026年第31期', title: '冬季施工安全提示', hostDept: 'd01', editor: '张伟', publishScope: 'group', briefingStatus: 'draft',
      body: '<p onclick="steal()" style="color:red">注意<strong>防冻</strong><script>alert(1)</script></p><img src="javascript:alert(2)">',
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const stored = await byId('zhangwei', 'admin/briefing', saved.body.result?.id ?? saved.body.result);
    expect(stored.body).toBe('<p>注意<strong>防冻</strong></p><img>');
  });
});
