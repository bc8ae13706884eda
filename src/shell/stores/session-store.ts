import { action, computed, makeObservable, observable } from 'mobx';
import type { DictItemMap } from '@/engine';
import type { AuthItem, LoginResult, MenuCode, PermissionResult, RouteItem, UserInfo } from '../auth/auth-types';
import type { ExpiringStorage } from './expiring-storage';

/** localStorage keys, JeecgBoot's names. */
export const SESSION_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  dicts: 'UI_CACHE_DB_DICT_DATA',
} as const;

/** Company id of the group itself (spec §9). */
export const GROUP_COMPANY_ID = '001';

/**
 * Who is logged in: token, user and dictionaries persist for seven days; the menu is reloaded once per page load.
 */
export class SessionStore {
  token: string | null;
  userInfo: UserInfo | null;
  dictItems: DictItemMap;
  menu: RouteItem[] | null = null;
  menuCode: MenuCode | null = null;
  auth: AuthItem[] = [];

  private readonly storage: ExpiringStorage;

  constructor(storage: ExpiringStorage) {
    this.storage = storage;
    this.token = storage.get<string>(SESSION_KEYS.token) ?? null;
    this.userInfo = storage.get<UserInfo>(SESSION_KEYS.userInfo) ?? null;
    this.dictItems = storage.get<DictItemMap>(SESSION_KEYS.dicts) ?? {};
    makeObservable<SessionStore, 'storage'>(this, {
      token: observable,
      userInfo: observable.ref,
      dictItems: observable.ref,
      menu: observable.ref,
      menuCode: observable,
      auth: observable.ref,
      storage: false,
      isLoggedIn: computed,
      companyId: computed,
      tenantId: computed,
      setLogin: action,
      setPermissions: action,
      clear: action,
    });
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token);
  }

  /** The current company; users without one are treated as group users. */
  get companyId(): string {
    return this.userInfo?.companyId || GROUP_COMPANY_ID;
  }

  /** First tenant of the user, 0 when none (JeecgBoot's default). */
  get tenantId(): string | number {
    const first = String(this.userInfo?.relTenantIds ?? '').split(',')[0]?.trim();
    return first || 0;
  }

  setLogin(result: LoginResult): void {
    this.token = result.token;
    this.userInfo = result.userInfo;
    this.dictItems = result.sysAllDictItems ?? {};
    this.menu = null;
    this.storage.set(SESSION_KEYS.token, result.token);
    this.storage.set(SESSION_KEYS.userInfo, result.userInfo);
    this.storage.set(SESSION_KEYS.dicts, this.dictItems);
  }

  setPermissions(result: PermissionResult): void {
    this.menu = result.menu;
    this.menuCode = result.menuCode === '12' ? '12' : '11';
    this.auth = result.auth ?? [];
  }

  clear(): void {
    this.token = null;
    this.userInfo = null;
    this.dictItems = {};
    this.menu = null;
    this.menuCode = null;
    this.auth = [];
    Object.values(SESSION_KEYS).forEach((key) => this.storage.remove(key));
  }
}

/**
 * Makes the session store, reading any unexpired login from storage.
 *
 * @example
 * const session = createSessionStore(createExpiringStorage(localStorage));
 */
export function createSessionStore(storage: ExpiringStorage): SessionStore {
  return new SessionStore(storage);
}
