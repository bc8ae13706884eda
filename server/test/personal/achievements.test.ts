import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonAchievements } from '@/engine/schema/wire/personal';
import type { AuthInfo } from '../../src/auth/tokens';
import { achievementsOf, findPerson } from '../../src/personal/achievements';
import { createTestPlatform, ROOT, type TestPlatform, expectOk, expectRefused } from '../helper';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

const call = async (user: string, url: string, init: { method?: 'GET' | 'POST' | 'PUT'; payload?: object } = {}) =>
  t.app.inject({ method: init.method ?? 'GET', url: `/devops${url}`, payload: init.payload, headers: { 'x-access-token': await t.login(user) } });

const achievements = async (viewer: string, username?: string) =>
  call(viewer, `/personal/achievements${username ? `?username=${username}` : ''}`);

type SeedRow = Record<string, unknown> & { $company: string };
const seed = (code: string): SeedRow[] => JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/modules', `${code}.seed.json`), 'utf8')).rows;
const names = (v: unknown) => String(v ?? '').split(/[、，,；;\s/]+/).filter(Boolean);

/** What the seed files say 冯涛 (华通公路) did: the oracle, read independently of the server's matching. */
function fengtaoInSeeds(): string[] {
  const inC01 = (rows: SeedRow[]) => rows.filter((r) => r.$company === 'c01');
  return [
    ...inC01(seed('research/achievement')).filter((r) => names(r.completers).includes('冯涛')).map((r) => r.achName),
    ...inC01(seed('research/patent')).filter((r) => names(r.inventors).includes('冯涛')).map((r) => r.patentName),
    ...inC01(seed('research/paper')).filter((r) => names(r.authors).includes('冯涛')).map((r) => r.title),
    ...inC01(seed('research/project'))
      .filter((r) => r.leaderName === '冯涛' || (r.members as { memberName: string }[] | undefined)?.some((m) => m.memberName === '冯涛'))
      .map((r) => r.projectName),
    ...seed('hr/honor').filter((r) => r.awardee === 'fengtao').map((r) => r.honorName),
  ].map(String).sort();
}

describe('GET /devops/personal/achievements', () => {
  it("lists exactly the module rows that name the person, with counts per kind and the person's role", async () => {
    const res = await achievements('fengtao');
    expectOk(res);
    const body = res.json().result as PersonAchievements;
    expect(body.items.map((i) => i.title).sort()).toEqual(fengtaoInSeeds());
    // 职务 by the name 职务管理 gives the code the account stores (BMJL).
    expect(body.person).toMatchObject({ username: 'fengtao', realname: '冯涛', post: '部门经理' });
    const total = Object.values(body.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(body.items.length);
    expect(body.counts.patent).toBe(body.items.filter((i) => i.kind === 'patent').length);
    const paper = body.items.find((i) => i.title === '改扩建高速公路拼宽路基差异沉降监测与控制');
    expect(paper).toMatchObject({ kind: 'paper', role: '第一作者、通讯作者', typeText: '北大中文核心', year: 2026 });
    // Newest first, as the timeline reads.
    const dates = body.items.map((i) => i.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every demo user but the administrator some achievements', async () => {
    // Read as each user would see their own (the service behind the route; fifteen logins would only add hashing time).
    for (const user of ['zhangwei', 'zhaomin', 'lina', 'wangqiang', 'liuyang', 'chenjing', 'fengtao', 'wangpeng', 'zhaoqiang', 'sunlihua', 'zhoujianguo', 'wufang', 'qianweidong', 'huanglei', 'zhengxiao']) {
      const person = (await findPerson(t.db, t.app.tables, user))!;
      const self: AuthInfo = { userId: person.id, username: user, sessionId: 'test', tenantIds: [], companyId: person.companyIds[0] ?? null, projectId: null, menuCode: '11' };
      const body = await achievementsOf(t.app.tableReads, t.app.tables, self, person);
      expect(body.items.length, user).toBeGreaterThan(0);
    }
  });

  it('finds a project-level user through the company of their project (刘洋, 京港澳改扩建 of 华通公路)', async () => {
    const body = (await achievements('liuyang')).json().result as PersonAchievements;
    expect(body.person.companyIds).toEqual(['c01']);
    expect(body.items.some((i) => i.kind === 'honor' && i.title === '河北省公路水运工程优秀总监理工程师')).toBe(true);
    expect(body.items.some((i) => i.kind === 'project' && i.role === '项目成员')).toBe(true);
  });

  it("shows a person's achievements to colleagues of their company and to the group, not to another company", async () => {
    expectOk((await achievements('lina', 'fengtao')));
    expectOk((await achievements('zhangwei', 'fengtao')));
    const other = await achievements('wangqiang', 'fengtao');
    expectRefused(other, 404);
    expect(other.json()).toMatchObject({ success: false, message: '未找到该人员，或您无权查看其成果' });
    expect(other.json().result ?? null).toBeNull();
    // A project-level user sees only their own.
    expectRefused((await achievements('chenjing', 'wangqiang')), 404);
    // An unknown account answers like a refused one.
    expect((await achievements('lina', 'nobody')).json().message).toBe('未找到该人员，或您无权查看其成果');
    expectRefused((await achievements('lina', "x'or'1'='1")), 400);
  });

  it('shows an honour as soon as HR records it in 个人荣誉', async () => {
    const added = await call('zhengxiao', '/hr/honor/add', { method: 'POST', payload: {
      honorName: '华通公路2026年度技术标兵', awardee: 'wangpeng', category: 'advanced', honorLevel: 'company',
      grantUnit: '华通公路工程咨询有限公司', grantDate: '2026-11-20',
    } });
    expect(added.json().success, added.body).toBe(true);
    const body = (await achievements('wangpeng')).json().result as PersonAchievements;
    expect(body.items.find((i) => i.kind === 'honor' && i.date === '2026-11-20')).toMatchObject({ title: '华通公路2026年度技术标兵', levelText: '公司级', typeText: '先进个人', date: '2026-11-20' });
  });
});

describe('GET /devops/personal/summary', () => {
  it("answers the caller's own assessments and training hours", async () => {
    const body = (await call('fengtao', '/personal/summary')).json().result;
    expect(body.profile).toMatchObject({ post: '部门经理', companies: ['华通公路工程咨询有限公司'] });
    expect(body.profile.roles.length).toBeGreaterThan(0);
    expect(body.assessments.length).toBeGreaterThan(0);
    expect(body.assessments[0].instanceName).toContain('考核');
    expect(body.training.length).toBeGreaterThan(0);
    expect(body.training[0].totalHours).toBeGreaterThan(0);
  });
});

describe('avatar', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

  it('an uploaded avatar saved on the own profile comes back in the login user info', async () => {
    const boundary = '----avatar';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\navatar\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="头像.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': await t.login('lina') } });
    const key = uploaded.json().message as string;
    expect(key).toMatch(/^avatar\/\d{6}\/[0-9a-f]{32}\.png$/);
    const saved = await call('lina', '/sys/user/appEdit', { method: 'PUT', payload: { avatar: key } });
    expect(saved.json().result.avatar).toBe(key);
    const login = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'lina', password: 'Company@2026' } });
    expect(login.json().result.userInfo.avatar).toBe(key);
    // A colleague of the company can show it (the header and the achievement cards of 华通公路).
    expect((await call('fengtao', `/sys/common/signUrl?path=${key}`)).json().success).toBe(true);
  });
});
