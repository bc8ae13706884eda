import type { AuthRule, DictItemMap } from '@/engine';

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
  /** An administrator reset the password: the browser keeps the user in the change-password dialog. */
  passwordChangeRequired?: boolean;
}

// The menu answer's shapes (route item, permission decision, menu view) are the wire's own, defined once for the
// server and the browser.
export type { MenuCode, PermissionResult, RouteItem, RouteMeta } from '@/engine';

/** One permission decision of the menu answer (`auth` / `allAuth`). */
export type AuthItem = AuthRule;
