import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectOk, outcome } from '../helper';
import { seedRowId } from '../../src/db/seed/seed-files';

// 项目管理: 项目角色 (rollup of the 在岗 personnel, 缺员), 项目人员 (进退场 dates, ID numbers behind a permission, scope by
// project), 项目进展 (偏差天数), 计划行为 (得分 and 信用评价等级 from the items' deductions), 区域设置 (group-maintained).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
}, 120_000);
afterAll(async () => t?.close());

/** A token for the user: in the project view of `projectId`, or the login token (company view). */
const tokens = new Map<string, string>();
async function tokenOf(user: string, projectId?: string): Promise<string> {
  const key = `${user}@${projectId ?? ''}`;
  if (!tokens.has(key)) {
    const login = await t.login(user);
    if (!projectId) tokens.set(key, login);
    else {
      const res = await t.get(`/devops/sys/setToken?projectId=${projectId}`, login);
      expectOk(res, res.body);
      tokens.set(key, res.json().result.token);
    }
  }
  return tokens.get(key)!;
}

async function call(who: [string, string?], method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/devops${url}`, headers: { 'x-access-token': await tokenOf(...who) }, payload });
  return { status: outcome(res), ...(res.json() as { success: boolean; message: string; result: Json }) };
}
const list = async (who: [string, string?], url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.success, res.message).toBe(true);
  return res.result.records as Json[];
};

const LIUYANG: [string, string] = ['liuyang', 'p01'];
const roleId = (key: string) => seedRowId('project/role', key);
const roleRow = async (key: string) => (await call(LIUYANG, 'GET', `/project/role/queryById?id=${roleId(key)}`)).result;

describe('项目角色: 在岗人数 counted from 项目人员, 缺员 against the contract minimum', () => {
  it('loads the demo roles with their rollups: p01 has one 安全监理 of two on duty, so one short', async () => {
    expect(await roleRow('p01-AQ')).toMatchObject({ roleName: '专业监理工程师（安全）', minCount: 2, onDutyCount: 1, assignedCount: 1, shortage: 1 });
    // 监理员: five on duty and one on leave — on the register, but not on duty.
    expect(await roleRow('p01-JLY')).toMatchObject({ minCount: 6, onDutyCount: 5, assignedCount: 6, shortage: 1 });
    expect(await roleRow('p01-ZJ')).toMatchObject({ onDutyCount: 1, shortage: 0 });
  });

  it('recounts when a person arrives and when one withdraws, in the same save', async () => {
    const added = await call(LIUYANG, 'POST', '/project/personnel/add', {
      personName: '马国强', gender: '1', roleId: roleId('p01-AQ'), orgType: 'zdb', sectionId: seedRowId('project/section', 'p01-2ZD'),
      entryDate: '2026-11-20', dutyStatus: 'onDuty', phone: '13933112288', onDutyCount: 9,
    });
    expect(added.success, added.message).toBe(true);
    expect(await roleRow('p01-AQ')).toMatchObject({ onDutyCount: 2, shortage: 0 });

    const person = (await call(LIUYANG, 'GET', `/project/personnel/queryById?id=${added.result.id}`)).result;
    const withdrawn = await call(LIUYANG, 'PUT', '/project/personnel/edit', {
      id: added.result.id, version: person.version, dutyStatus: 'withdrawn', exitDate: '2026-11-26', changeReason: '调往其他项目',
    });
    expect(withdrawn.success, withdrawn.message).toBe(true);
    expect(await roleRow('p01-AQ')).toMatchObject({ onDutyCount: 1, shortage: 1 });
    expect((await call(LIUYANG, 'GET', `/project/personnel/queryById?id=${added.result.id}`)).result.stayDays).toBe(7);
  });

  it('shows no shortage on a post that is closed (a finished project)', async () => {
    const p02 = await list(['lina', 'p02'], '/project/role/list');
    expect(p02.map((r) => [r.postStatus, r.onDutyCount, r.shortage])).toEqual([['closed', 0, 0], ['closed', 0, 0]]);
  });
});

describe('项目人员: dates and ID numbers', () => {
  const base = { personName: '钱小龙', gender: '1', roleId: roleId('p01-JLY'), orgType: 'zdb', sectionId: seedRowId('project/section', 'p01-1ZD') };

  it('refuses a 退场日期 before the 进场日期, and a withdrawal without one', async () => {
    const early = await call(LIUYANG, 'POST', '/project/personnel/add', { ...base, entryDate: '2026-11-01', exitDate: '2026-10-31', dutyStatus: 'withdrawn' });
    expect(early.success).toBe(false);
    expect(early.result.fieldErrors).toEqual({ exitDate: '退场日期不能早于进场日期' });
    const none = await call(LIUYANG, 'POST', '/project/personnel/add', { ...base, entryDate: '2026-11-01', dutyStatus: 'withdrawn' });
    expect(none.result.fieldErrors).toEqual({ exitDate: '请输入退场日期' });
    const resident = await call(LIUYANG, 'POST', '/project/personnel/add', { ...base, sectionId: '', entryDate: '2026-11-01' });
    expect(resident.result.fieldErrors).toEqual({ sectionId: '请输入驻地办/标段' });
  });

  it('shows the full 身份证号 only to holders of the view permission; everyone sees the masked one', async () => {
    const own = (await list(LIUYANG, '/project/personnel/list?personName=刘洋'))[0];
    expect(own.idCardNo).toMatch(/^130104197805140\d{2}[\dX]$/);
    expect(own.idCardMasked).toBe(`1301**********${own.idCardNo.slice(14)}`);
    const seen = (await list(['lina', 'p01'], '/project/personnel/list?personName=刘洋'))[0];
    expect(seen).not.toHaveProperty('idCardNo');
    expect(seen.idCardMasked).toBe(own.idCardMasked);
  });
});

describe('项目进展: 偏差天数', () => {
  const add = (planDate: string, actualDate?: string, status = 'done') =>
    call(LIUYANG, 'POST', '/project/milestone/add', { node: 'other', milestoneName: '测试节点', planDate, actualDate, status });
  const deviation = async (planDate: string, actualDate: string) => {
    const res = await add(planDate, actualDate);
    expect(res.success, res.message).toBe(true);
    return (await call(LIUYANG, 'GET', `/project/milestone/queryById?id=${res.result.id}`)).result.deviationDays;
  };

  it('counts days late as positive, early as negative, on time as 0', async () => {
    expect(await deviation('2026-11-01', '2026-11-10')).toBe(9);
    expect(await deviation('2026-11-01', '2026-10-28')).toBe(-4);
    expect(await deviation('2026-11-01', '2026-11-01')).toBe(0);
    // The demo: 开工令 signed nine days late, the 沥青下面层试验段 four days early.
    const p01 = await list(LIUYANG, '/project/milestone/list?pageSize=50');
    expect(p01.find((m) => m.milestoneName === '签发总体开工令').deviationDays).toBe(9);
    expect(p01.find((m) => m.milestoneName === 'LM1 沥青下面层试验段完成').deviationDays).toBe(-4);
  });

  it('requires the 实际日期 of a 已完成 milestone', async () => {
    expect((await add('2026-11-01', undefined, 'done')).result.fieldErrors).toEqual({ actualDate: '请输入实际日期' });
    expect((await add('2026-12-01', undefined, 'pending')).success).toBe(true);
  });
});

describe('计划行为: 得分 = 100 − 扣分合计, 等级 by the credit scale', () => {
  const sheet = (items: object[], extra: object = {}) => call(LIUYANG, 'POST', '/project/behaviour/add', {
    assessYear: 2026, periodType: 'q4', subject: 'internal', assessorOrg: '华通公路工程咨询有限公司 工程技术部', assessDate: '2026-11-26', items, ...extra,
  });
  const read = async (id: string) => (await call(LIUYANG, 'GET', `/project/behaviour/queryById?id=${id}`)).result;

  it('computes the completion rates, the score and the grade, and numbers the sheet', async () => {
    const res = await sheet([
      { itemType: 'log', planCount: 60, actualCount: 58, deduction: 1 },
      { itemType: 'sidestation', planCount: 120, actualCount: 114, deduction: 6 },
      { itemType: 'safety', planCount: 8, actualCount: 8, deduction: 0 },
    ]);
    expect(res.success, res.message).toBe(true);
    const row = await read(res.result.id);
    expect(row.assessNo).toMatch(/^LY-\d{4}-\d{4}$/);
    expect(row).toMatchObject({ planTotal: 188, actualTotal: 180 });
    expect(Number(row.completionRate)).toBe(95.74);
    expect(Number(row.totalDeduction)).toBe(7);
    expect(Number(row.score)).toBe(93);
    expect(row.creditGrade).toBe('A');
    expect(row.creditGrade_dictText).toBe('A');
    expect(row.items.map((i: Json) => Number(i.rate))).toEqual([96.67, 95, 100]);
  });

  it('puts a sheet with a 直接定为D级 case at D whatever its score', async () => {
    const res = await sheet([{ itemType: 'integrity', deduction: 0 }], { directD: '1', directDReason: '监理人员收受施工单位财物' });
    expect(res.success, res.message).toBe(true);
    expect(await read(res.result.id)).toMatchObject({ creditGrade: 'D' });
    expect(Number((await read(res.result.id)).score)).toBe(100);
  });

  it('grades the demo sheets across the scale', async () => {
    const grades = new Set((await list(['admin'], '/project/behaviour/list?pageSize=100')).map((r) => r.creditGrade));
    expect([...grades].sort()).toEqual(expect.arrayContaining(['A', 'AA', 'B', 'C']));
  });
});

describe('scope: a project sees its own rows, a company its own', () => {
  const names = async (who: [string, string?], code = 'personnel') =>
    new Set((await list(who, `/project/${code}/list?pageSize=200`)).map((r) => r.personName ?? r.unitName));

  it('liuyang in p01 sees only p01’s personnel', async () => {
    const seen = await names(LIUYANG);
    expect(seen.has('刘洋') && seen.has('韩志强')).toBe(true);
    for (const other of ['何志刚', '梁国华', '宋立平', '袁志华', '谭建新']) expect(seen.has(other), other).toBe(false);
  });

  it('chenjing switching to p03 sees p03’s rows, and p04’s in p04', async () => {
    const p03 = await names(['chenjing', 'p03']);
    expect(p03.has('何志刚') && p03.has('陈静')).toBe(true);
    expect(p03.has('刘洋') || p03.has('宋立平') || p03.has('梁国华')).toBe(false);
    const p04 = await names(['chenjing', 'p04']);
    expect([...p04].sort()).toEqual(['宋立平', '曹阳', '陈静', '魏红'].sort());
    expect((await call(['chenjing', 'p04'], 'GET', `/project/role/queryById?id=${roleId('p03-ZJ')}`)).result).toBeFalsy();
  });

  it('wangqiang (中路监理) in the company view sees c02’s projects and never c01’s or c03’s', async () => {
    const people = await names(['wangqiang']);
    expect(people.has('何志刚') && people.has('梁国华') && people.has('宋立平')).toBe(true);
    for (const other of ['刘洋', '韩志强', '谭建新', '陆明远', '袁志华']) expect(people.has(other), other).toBe(false);
    const units = await names(['wangqiang'], 'unit');
    expect(units.has('中铁二局集团有限公司')).toBe(true);
    expect(units.has('河北省高速公路建设管理局') || units.has('中交第一公路工程局有限公司') || units.has('浙江省交通投资集团有限公司')).toBe(false);
    const milestones = await list(['wangqiang'], '/project/milestone/list?pageSize=200');
    expect(milestones.some((m) => m.milestoneName.includes('京港澳') || m.milestoneName.includes('沪昆'))).toBe(false);
  });
});

describe('区域设置: one grouping for the whole group, kept by the group', () => {
  const AREA = { areaName: '西北测试片区', areaCode: 'XBCS', provinces: '610000,620000', centerLng: 108.9, centerLat: 34.3, zoom: 6 };

  it('shows every company the same 片区 with their projects', async () => {
    const rows = await list(['wangqiang'], '/project/area/list');
    expect(rows.map((r) => r.areaName)).toEqual(['华北片区', '西南片区', '华中片区', '华东片区', '华南片区', '西北片区', '东北片区']);
    // Each company is told the names of its own projects only (another company's are not translated: tests/security/dict-scope).
    expect(rows[0].projects_dictText).toContain('雄安新区对外骨干路网工程咨询');
    expect(rows[0].projects_dictText).not.toContain('G4京港澳高速公路改扩建工程施工监理');
    const lina = await list(['lina'], '/project/area/list');
    expect(lina.length).toBe(7);
    expect(lina[0].projects_dictText).toContain('G4京港澳高速公路改扩建工程施工监理');
  });

  it('lets group staff add a 片区 and refuses a company user without the button', async () => {
    const refused = await call(['lina'], 'POST', '/project/area/add', AREA);
    expect(refused.status).toBe(510);
    const added = await call(['zhangwei'], 'POST', '/project/area/add', AREA);
    expect(added.success, added.message).toBe(true);
    const again = await call(['zhangwei'], 'POST', '/project/area/add', { ...AREA, areaCode: 'XBCT' });
    expect(again.result.fieldErrors).toEqual({ areaName: '片区名称“西北测试片区”已存在' });
  });
});
