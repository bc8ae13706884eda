import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ID } from '../../src/auth/membership';
import { createTestPlatform, type TestPlatform } from '../helper';

// Every context the switcher offers a user opens with a menu: a company or project whose menu came back empty would
// make the client say 获取菜单失败，请重新登录 and drop the user at the login page. Group staff look into projects.
// Every demo account of the README.
const DEMO_USERS = ['admin', 'zhangwei', 'zhaomin', 'lina', 'wangqiang', 'liuyang', 'chenjing', 'wangpeng', 'zhaoqiang', 'fengtao',
  'sunlihua', 'zhoujianguo', 'wufang', 'qianweidong', 'huanglei', 'zhengxiao'];

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());

/** What the header's switcher offers: the group user the group and every subsidiary, a company user their company, and everyone their projects. */
async function offeredContexts(user: string, get: (url: string) => Promise<{ json(): { result: unknown } }>): Promise<string[]> {
  const own = (await t.db.query<{ company_id: string | null }>('SELECT company_id FROM sys_user WHERE username = $1', [user])).rows[0].company_id;
  const subsidiaries = (await get('sys/sysDepart/querySubsidiaries')).json().result as { id: string }[];
  const companies = own === null ? [] : own === GROUP_ID ? [GROUP_ID, ...subsidiaries.map((c) => c.id)] : [own];
  const projects = (await get('project/projectInfo/queryUserProject')).json().result as { id: string }[];
  return [...companies.map((id) => `companyId=${id}`), ...projects.map((p) => `projectId=${p.id}`)];
}

describe('switching context', () => {
  for (const user of DEMO_USERS) {
    it(`gives ${user} a menu in every company and project offered`, async () => {
      const token = await t.login(user);
      const get = (url: string, as = token) => t.app.inject({ url: `/devops/${url}`, headers: { 'x-access-token': as } });
      const contexts = await offeredContexts(user, (url) => get(url));
      expect(contexts.length).toBeGreaterThan(0);
      const empty: string[] = [];
      for (const context of contexts) {
        const switched = (await get(`sys/setToken?${context}`)).json();
        expect(switched, context).toMatchObject({ success: true, message: '切换成功' });
        const menu = (await get('sys/permission/getUserPermissionByToken', switched.result.token)).json().result.menu as unknown[];
        if (menu.length === 0) empty.push(context);
      }
      expect(empty).toEqual([]);
    });
  }

  it('offers no project to someone whose roles open no project menu, and refuses the switch', async () => {
    // 档案员: only the company view's home page.
    await t.db.query(`INSERT INTO sys_role (id, role_name, role_code, create_by) VALUES ('r-archivist', '档案员', 'archivist', 'admin')`);
    await t.db.query(`INSERT INTO sys_role_permission (role_id, permission_id) SELECT 'r-archivist', id FROM sys_permission WHERE component = 'company/screen'`);
    await t.db.query(`INSERT INTO sys_user (id, username, realname, password_hash, company_id, create_by)
      SELECT 'u-archivist', 'dangan', '党安', password_hash, 'c01', 'admin' FROM sys_user WHERE username = 'lina'`);
    await t.db.query(`INSERT INTO sys_user_role (user_id, role_id) VALUES ('u-archivist', 'r-archivist')`);
    const login = await t.app.inject({ method: 'POST', url: '/devops/sys/login', payload: { username: 'dangan', password: 'Company@2026' } });
    const token = login.json().result.token as string;
    const get = (url: string) => t.app.inject({ url: `/devops/${url}`, headers: { 'x-access-token': token } });
    expect((await get('project/projectInfo/queryUserProject')).json().result).toEqual([]);
    expect((await get('sys/setToken?projectId=p01')).json()).toMatchObject({ success: false, message: '您不是该项目的成员，无法切换' });
    expect((await offeredContexts('dangan', (url) => get(url)))).toEqual(['companyId=c01']);
  });
});
