import type { DictItemMap } from '@/engine';

/** `userInfo` of the login answer (JeecgBoot's SysUser). */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  orgCode?: string | null;
  companyId?: string | null;
  relTenantIds?: string | null;
  [key: string]: unknown;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs?: Array<Record<string, unknown>>;
  multi_depart?: number;
  sysAllDictItems?: DictItemMap;
  isShowHomePage?: boolean;
}

export interface RouteMeta {
  title: string;
  icon?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  url?: string;
}

/** One item of the permission menu. */
export interface RouteItem {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: '1' | '0';
  meta: RouteMeta;
  children?: RouteItem[];
}

export interface AuthItem {
  action: string;
  type: string;
  describe?: string;
  status?: string;
}

export type MenuCode = '11' | '12';

export interface PermissionResult {
  menu: RouteItem[];
  auth: AuthItem[];
  allAuth: AuthItem[];
  isShowHomePage?: boolean;
  menuCode: MenuCode;
}
