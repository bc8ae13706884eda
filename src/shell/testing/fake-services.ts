import { createBundledSchemaSource, createMemoryDataProvider, createSchemaLoader } from '@/engine';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { newsDicts, newsRows, noticeSchema } from '@/widgets/crud-page/crud-page.fixtures';
import type { AuthService } from '../auth/auth-service';
import type { PermissionResult, RouteItem, UserInfo } from '../auth/auth-types';
import { createFeedback } from '../feedback/feedback';
import type { AppServices } from '../services';
import { createExpiringStorage } from '../stores/expiring-storage';
import { createSessionStore } from '../stores/session-store';

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
}

/** App services over memory: a fake auth that accepts admin / Admin@2026, and the news module on the memory provider. */
export function createFakeServices({ menu = companyMenu, loggedIn = false, user = adminUser, calls = [] }: FakeServiceOptions = {}): AppServices {
  const session = createSessionStore(createExpiringStorage(memoryStorage()));
  const loginAs = () => session.setLogin({ token: 'test-token', userInfo: user, sysAllDictItems: newsDicts });
  if (loggedIn) loginAs();
  const auth: AuthService = {
    async login({ username, password }) {
      calls.push(`login:${username}`);
      if (username !== 'admin' || password !== 'Admin@2026') return { ok: false, message: '用户名或密码错误' };
      loginAs();
      return { ok: true };
    },
    async loadPermissions() {
      calls.push('permissions');
      if (!menu.length) {
        console.error('permissions must be a non-null array');
        return { ok: false, message: 'permissions must be a non-null array' };
      }
      const result: PermissionResult = { menu, auth: noticeButtons, allAuth: noticeButtons.map((r) => ({ ...r, status: '1' })), menuCode: '11' };
      session.setPermissions(result);
      return { ok: true, menu };
    },
    async logout() {
      calls.push('logout');
      session.clear();
      return { ok: true };
    },
  };
  return {
    session,
    auth,
    dataProvider: createMemoryDataProvider({ 'news/notice': newsRows }),
    schemaLoader: createSchemaLoader(createBundledSchemaSource([noticeSchema])),
    registry: createDefaultWidgetRegistry(),
    feedback: createFeedback(),
  };
}
