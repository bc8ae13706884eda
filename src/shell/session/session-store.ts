import { action, computed, makeObservable, observable } from 'mobx';
import { createAccessControl, type AccessControl, type DictItemMap } from '@/engine';
import type { AuthItem, LoginResult, MenuCode, PermissionResult, RouteItem, UserInfo } from './auth-types';
import type { ExpiringStorage } from './expiring-storage';

/** localStorage keys, JeecgBoot's names. */
export const SESSION_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  dicts: 'UI_CACHE_DB_DICT_DATA',
  company: 'CURRENT_COMPANY',
  project: 'CURRENT_PROJECT',
  /** Set by a login after an administrator's password reset, until the user chooses their own password. */
  passwordChange: 'PASSWORD_CHANGE_REQUIRED',
} as const;

/** sessionStorage keys of the button rights, JeecgBoot's names: `auth` and `allAuth` of the menu answer. */
export const BUTTON_AUTH_KEYS = {
  auth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
} as const;

function readRules(storage: Storage | undefined, key: string): AuthItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AuthItem[]) : [];
  } catch {
    // A hand-edited or truncated value must not break the app: the next menu load rewrites it.
    return [];
  }
}

function defaultButtonStorage(): Storage | undefined {
  return typeof window !== 'undefined' ? window.sessionStorage : undefined;
}

/** Company id of the group itself. */
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
  auth: AuthItem[];
  allAuth: AuthItem[];
  /** The company / project chosen in the switcher (null: the login's own context). */
  currentCompanyId: string | null;
  currentProjectId: string | null;
  /** The administrator reset the password: the user must choose their own before anything else. */
  passwordChangeRequired: boolean;

  private readonly storage: ExpiringStorage;
  private readonly buttonStorage: Storage | undefined;

  constructor(storage: ExpiringStorage, buttonStorage: Storage | undefined = defaultButtonStorage()) {
    this.storage = storage;
    this.buttonStorage = buttonStorage;
    this.auth = readRules(buttonStorage, BUTTON_AUTH_KEYS.auth);
    this.allAuth = readRules(buttonStorage, BUTTON_AUTH_KEYS.allAuth);
    this.token = storage.get<string>(SESSION_KEYS.token) ?? null;
    this.userInfo = storage.get<UserInfo>(SESSION_KEYS.userInfo) ?? null;
    this.dictItems = storage.get<DictItemMap>(SESSION_KEYS.dicts) ?? {};
    this.currentCompanyId = storage.get<string>(SESSION_KEYS.company) ?? null;
    this.currentProjectId = storage.get<string>(SESSION_KEYS.project) ?? null;
    this.passwordChangeRequired = storage.get<boolean>(SESSION_KEYS.passwordChange) === true;
    makeObservable<SessionStore, 'storage' | 'buttonStorage'>(this, {
      token: observable,
      userInfo: observable.ref,
      dictItems: observable.ref,
      menu: observable.ref,
      menuCode: observable,
      auth: observable.ref,
      allAuth: observable.ref,
      currentCompanyId: observable,
      currentProjectId: observable,
      passwordChangeRequired: observable,
      setPasswordChanged: action,
      storage: false,
      buttonStorage: false,
      access: computed,
      isLoggedIn: computed,
      companyId: computed,
      tenantId: computed,
      setLogin: action,
      setPermissions: action,
      clear: action,
      setContext: action,
      setUserInfo: action,
      setDictItems: action,
    });
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token);
  }

  /** The current company; users without one are treated as group users. */
  get companyId(): string {
    return this.currentCompanyId || this.userInfo?.companyId || GROUP_COMPANY_ID;
  }

  /** Button and field permission checks from `auth` / `allAuth`. */
  get access(): AccessControl {
    return createAccessControl({ auth: this.auth, allAuth: this.allAuth });
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
    this.currentCompanyId = null;
    this.currentProjectId = null;
    this.storage.remove(SESSION_KEYS.company);
    this.storage.remove(SESSION_KEYS.project);
    this.storage.set(SESSION_KEYS.token, result.token);
    this.storage.set(SESSION_KEYS.userInfo, result.userInfo);
    this.storage.set(SESSION_KEYS.dicts, this.dictItems);
    this.passwordChangeRequired = result.passwordChangeRequired === true;
    if (this.passwordChangeRequired) this.storage.set(SESSION_KEYS.passwordChange, true);
    else this.storage.remove(SESSION_KEYS.passwordChange);
  }

  /** The user chose their own password: the forced dialog closes. */
  setPasswordChanged(): void {
    this.passwordChangeRequired = false;
    this.storage.remove(SESSION_KEYS.passwordChange);
  }

  setPermissions(result: PermissionResult): void {
    this.menu = result.menu;
    this.menuCode = result.menuCode === '12' ? '12' : '11';
    this.auth = result.auth ?? [];
    this.allAuth = result.allAuth ?? [];
    this.buttonStorage?.setItem(BUTTON_AUTH_KEYS.auth, JSON.stringify(this.auth));
    this.buttonStorage?.setItem(BUTTON_AUTH_KEYS.allAuth, JSON.stringify(this.allAuth));
  }

  /**
   * After a company / project switch: the new token and context are stored seven days and the menu is
   * dropped, so the permission gate loads the menu of the new context.
   */
  setContext(result: { token: string; companyId?: string | null; projectId?: string | null }): void {
    this.token = result.token;
    this.currentCompanyId = result.companyId ?? null;
    this.currentProjectId = result.projectId ?? null;
    this.menu = null;
    this.storage.set(SESSION_KEYS.token, result.token);
    if (this.currentCompanyId) this.storage.set(SESSION_KEYS.company, this.currentCompanyId);
    else this.storage.remove(SESSION_KEYS.company);
    if (this.currentProjectId) this.storage.set(SESSION_KEYS.project, this.currentProjectId);
    else this.storage.remove(SESSION_KEYS.project);
  }

  /** The department select answers with the updated user. */
  setUserInfo(userInfo: UserInfo): void {
    this.userInfo = userInfo;
    this.storage.set(SESSION_KEYS.userInfo, userInfo);
  }

  /** The dictionaries reloaded after an administrator changed one (the push channel's `dict`). */
  setDictItems(items: DictItemMap): void {
    this.dictItems = items;
    this.storage.set(SESSION_KEYS.dicts, items);
  }

  clear(): void {
    this.token = null;
    this.userInfo = null;
    this.dictItems = {};
    this.menu = null;
    this.menuCode = null;
    this.auth = [];
    this.allAuth = [];
    this.currentCompanyId = null;
    this.currentProjectId = null;
    this.passwordChangeRequired = false;
    Object.values(SESSION_KEYS).forEach((key) => this.storage.remove(key));
    Object.values(BUTTON_AUTH_KEYS).forEach((key) => this.buttonStorage?.removeItem(key));
  }
}

/**
 * Makes the session store, reading any unexpired login from storage.
 *
 * @example
 * const session = createSessionStore(createExpiringStorage(localStorage), sessionStorage);
 */
export function createSessionStore(storage: ExpiringStorage, buttonStorage?: Storage): SessionStore {
  return new SessionStore(storage, buttonStorage);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The signed-in user, token, menu and permissions. */
    session: SessionStore;
  }
}
