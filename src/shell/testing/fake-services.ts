import { createBundledSchemaSource, createMemoryDataProvider, createSchemaLoader } from '@/engine';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { newsDicts, newsRows, noticeSchema } from '@/widgets/crud-page/crud-page.fixtures';
import type { NoticeItem, NoticeLists, ProjectItem, ShellApi } from '../api/shell-api';
import type { AuthService } from '../session/auth-service';
import type { PermissionResult, RouteItem, UserInfo } from '../session/auth-types';
import { createFeedback } from '../feedback/feedback';
import { createShellStores } from '../app/create-services';
import type { AppServices } from '../services/app-services';
import type { SocketFactory } from '../notices/notice-store';
import { createExpiringStorage } from '../session/expiring-storage';
import { createSessionStore } from '../session/session-store';
import { createFlowFixture, leaveSchema } from '@/widgets/approval/approval.fixtures';

// The seeded company menu in miniature: home, a schema page in a group, and a page not built yet.
export const companyMenu: RouteItem[] = [
  { id: 'm1', path: '/company/screen', name: 'company-screen', component: 'company/screen', route: '1', meta: { title: '集团首页', icon: 'home' } },
  {
    id: 'm2', path: '/news', name: 'news', component: 'layouts/RouteView', route: '1', meta: { title: '新闻中心', icon: 'notification' },
    children: [
      { id: 'm21', path: '/news/notice', name: 'news-notice', component: 'schema:news/notice', route: '1', meta: { title: '新闻通知' } },
    ],
  },
  {
    id: 'm3', path: '/system', name: 'system', component: 'layouts/RouteView', route: '1', meta: { title: '系统管理', icon: 'setting' },
    children: [
      { id: 'm31', path: '/system/user', name: 'system-user', component: 'system/UserList', route: '1', meta: { title: '用户管理' } },
    ],
  },
];

// The admin holds every button of the news module, as in the seeded roles.
const noticeButtons = ['add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'].map((action) => ({ action: `news:notice:${action}`, type: '1' }));

export const adminUser: UserInfo = { id: 'u-admin', username: 'admin', realname: '系统管理员', companyId: '001', orgCode: 'A01' };

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

export interface FakeServiceOptions {
  menu?: RouteItem[];
  loggedIn?: boolean;
  user?: UserInfo;
  calls?: string[];
  api?: Partial<ShellApi>;
  /** Multi-department login answer (2 asks the user to pick one). */
  multiDepart?: number;
  createSocket?: SocketFactory;
}

export const fakeProjects: ProjectItem[] = [
  { id: 'p01', companyId: 'c01', projectName: 'G4京港澳高速公路改扩建工程施工监理', projectNameAbbr: '京港澳改扩建', state: '2', sort: 1 },
  { id: 'p04', companyId: 'c02', projectName: '雄安新区对外骨干路网工程咨询', projectNameAbbr: '雄安路网', state: '1', sort: 4 },
  { id: 'p02', companyId: 'c01', projectName: '沪昆高速公路湘潭段养护工程咨询', projectNameAbbr: '沪昆养护', state: '3', sort: 2 },
];

export const fakeNotice: NoticeItem = {
  id: 'n1', titile: '关于开展安全检查的通知', priority: 'H', sender: 'admin', sendTime: '2026-03-18 10:00:00',
  msgContent: '<p>请各单位<b>按时</b>完成自查。</p>', openType: 'url', openPage: '/news/notice',
};

/** A ShellApi answering from memory; `calls` records what was asked. */
export function createFakeShellApi(calls: string[] = [], overrides: Partial<ShellApi> = {}): ShellApi {
  let unread: NoticeItem[] = [fakeNotice];
  const lists = (): NoticeLists => ({ anntMsgList: unread, anntMsgTotal: unread.length, sysMsgList: [], sysMsgTotal: 0 });
  return {
    async setToken(target) {
      calls.push(`setToken:${JSON.stringify(target)}`);
      return 'projectId' in target ? { token: 'project-token', companyId: 'c01', projectId: target.projectId, menuCode: '12' } : { token: 'company-token', companyId: target.companyId, projectId: null, menuCode: '11' };
    },
    queryUserProjects: async () => fakeProjects,
    queryCurrentProject: async () => null,
    querySubsidiaries: async () => [
      { id: 'c01', departName: '华通公路工程咨询有限公司', departNameAbbr: '华通公路', orgCode: 'A01A01' },
      { id: 'c02', departName: '中路桥梁工程监理有限公司', departNameAbbr: '中路监理', orgCode: 'A01A02' },
    ],
    getCurrentUserDeparts: async () => ({ list: [{ id: 'd1', orgCode: 'A01B01', departName: '综合办公室' }, { id: 'd2', orgCode: 'A01B02', departName: '人力资源部' }], orgCode: 'A01B01' }),
    async selectDepart(body) {
      calls.push(`selectDepart:${body.orgCode}`);
      return { userInfo: { ...adminUser, orgCode: body.orgCode } };
    },
    async updatePassword(body) {
      calls.push(`updatePassword:${body.oldpassword}`);
      if (body.oldpassword !== 'Admin@2026') throw new Error('旧密码输入错误!');
      return '密码重置成功!';
    },
    async listNotices() {
      calls.push('listNotices');
      return lists();
    },
    queryNotice: async () => fakeNotice,
    async markNoticeRead(anntId) {
      calls.push(`markRead:${anntId}`);
      unread = unread.filter((n) => n.id !== anntId);
    },
    myNotices: async () => ({ records: [{ anntId: 'n1', titile: fakeNotice.titile, sender: 'admin', sendTime: fakeNotice.sendTime, priority: 'H', readFlag: '0' }], total: 1 }),
    async queryTodo() {
      calls.push('queryTodo');
      return 0;
    },
    getUserProjectTree: async () => [
      { id: 'c01', departName: '华通公路工程咨询有限公司', children: fakeProjects.filter((p) => p.companyId === 'c01') },
      { id: 'c02', departName: '中路桥梁工程监理有限公司', children: fakeProjects.filter((p) => p.companyId === 'c02') },
    ],
    async editOwnProfile(body) {
      calls.push(`editOwnProfile:${body.realname}`);
      return { ...adminUser, ...body };
    },
    async sendSmsCode(mobile, smsmode) {
      calls.push(`sms:${mobile}:${smsmode}`);
      return '短信验证码发送成功，请注意查收';
    },
    async resetPasswordBySms(body) {
      calls.push(`resetPassword:${body.username}`);
      if (body.smscode !== '123456') throw new Error('短信验证码错误');
      return '密码重置成功!';
    },
    ...overrides,
  };
}

/** A socket that never connects: unit tests of the layout need no push channel. */
const idleSocket: SocketFactory = () => ({ send: () => undefined, close: () => undefined, onopen: null, onmessage: null, onclose: null, onerror: null });

/** App services over memory: a fake auth that accepts admin / Admin@2026, and the news module on the memory provider. */
export function createFakeServices({ menu = companyMenu, loggedIn = false, user = adminUser, calls = [], api: apiOverrides, multiDepart, createSocket = idleSocket }: FakeServiceOptions = {}): AppServices {
  const session = createSessionStore(createExpiringStorage(memoryStorage()), memoryStorage());
  const api = createFakeShellApi(calls, apiOverrides);
  const loginAs = () => session.setLogin({ token: 'test-token', userInfo: user, sysAllDictItems: newsDicts });
  if (loggedIn) loginAs();
  const auth: AuthService = {
    async login({ username, password }) {
      calls.push(`login:${username}`);
      if (username !== 'admin' || password !== 'Admin@2026') return { ok: false, message: '用户名或密码错误' };
      loginAs();
      return { ok: true, multiDepart };
    },
    async phoneLogin({ mobile }) {
      calls.push(`phoneLogin:${mobile}`);
      return { ok: false, message: '手机验证码错误' };
    },
    async captchaImage() {
      return 'data:image/svg+xml;base64,';
    },
    async register({ username }) {
      calls.push(`register:${username}`);
      return '注册成功，请等待管理员审核通过后登录';
    },
    async loadPermissions() {
      calls.push('permissions');
      if (!menu.length) {
        console.error('permissions must be a non-null array');
        return { ok: false, message: 'permissions must be a non-null array' };
      }
      const menuCode = session.currentProjectId ? '12' : '11';
      const result: PermissionResult = { menu, auth: noticeButtons, allAuth: noticeButtons.map((r) => ({ ...r, status: '1' })), menuCode };
      session.setPermissions(result);
      return { ok: true, menu };
    },
    async logout() {
      calls.push('logout');
      session.clear();
      return { ok: true };
    },
  };
  const engine = {
    dataProvider: createMemoryDataProvider({ 'news/notice': newsRows }, { custom: createFlowFixture() }),
    schemaLoader: createSchemaLoader(createBundledSchemaSource([noticeSchema, leaveSchema])),
    registry: createDefaultWidgetRegistry(),
  };
  return {
    session,
    auth,
    engine: async () => engine,
    feedback: createFeedback(),
    api,
    ...createShellStores(api, session, memoryStorage(), { createSocket, socketUrl: (id) => `ws://test/devops/websocket/${id}` }),
  };
}
