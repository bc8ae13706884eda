import { isHttpError, type HttpClient } from '@/engine';
import { shellMessages } from '../shared/messages';
import type { SessionStore } from './session-store';
import type { LoginResult, PermissionResult, RouteItem } from './auth-types';
import { setGroupMode } from './group-mode';

/**
 * `multiDepart` 2: the user belongs to several departments and picks one. A refusal says whether the next try must
 * carry the image captcha (the server asks for it after repeated failures).
 */
export type LoginOutcome = { ok: true; multiDepart?: number } | { ok: false; message: string; needCaptcha?: boolean };

/** Password login; `captcha` and `checkKey` once the server asks for the image captcha. */
export interface PasswordCredentials {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

/** Self-registration (JeecgBoot's `/sys/user/register`): the account waits for an administrator's approval. */
export interface Registration {
  username: string;
  realname?: string;
  password: string;
  phone: string;
  smscode: string;
  email?: string;
}
export type PermissionOutcome = { ok: true; menu: RouteItem[] } | { ok: false; message: string };
export type LogoutOutcome = { ok: true } | { ok: false; message: string };

/** Login, menu and logout; every method resolves with an outcome instead of rejecting. */
export interface AuthService {
  login(credentials: PasswordCredentials): Promise<LoginOutcome>;
  /** Login with the SMS code sent to the phone (`/sys/phoneLogin`). */
  phoneLogin(credentials: { mobile: string; captcha: string }): Promise<LoginOutcome>;
  /** The captcha image of a check key, as a data URL (`/sys/randomImage/{key}`). */
  captchaImage(checkKey: string): Promise<string>;
  /** Resolves with the server's message; rejects with its refusal. */
  register(body: Registration): Promise<string>;
  loadPermissions(): Promise<PermissionOutcome>;
  logout(): Promise<LogoutOutcome>;
}

const messageOf = (error: unknown, fallback: string) =>
  isHttpError(error) || error instanceof Error ? error.message || fallback : fallback;

/**
 * The platform's auth calls over the HTTP client, writing results into the session store.
 *
 * @example
 * const auth = createAuthService(http, session);
 * const outcome = await auth.login({ username: 'admin', password: '...' });
 * if (!outcome.ok) form.setFields([{ name: 'password', errors: [outcome.message] }]);
 */
export function createAuthService(http: HttpClient, session: SessionStore): AuthService {
  // StrictMode and quick re-renders may ask twice; one request answers both.
  let pendingPermissions: Promise<PermissionOutcome> | null = null;

  async function fetchPermissions(): Promise<PermissionOutcome> {
    try {
      const result = await http.get<PermissionResult>('/sys/permission/getUserPermissionByToken');
      if (!result || !Array.isArray(result.menu) || result.menu.length === 0) {
        console.error(shellMessages.session.emptyPermissions);
        return { ok: false, message: shellMessages.session.emptyPermissions };
      }
      session.setPermissions(result);
      return { ok: true, menu: result.menu };
    } catch (error) {
      console.error('[auth] 获取菜单失败', error);
      return { ok: false, message: messageOf(error, shellMessages.session.menuLoadFailed) };
    }
  }

  /** Sends a login (password or SMS code) and, on code 200, keeps its token and user. */
  async function enter(url: string, data: object): Promise<LoginOutcome> {
    try {
      // Silent: the login form shows its own error instead of the global catalogue (a 401 here is not an expiry).
      const envelope = await http.request<LoginResult>({ method: 'post', url, data, silent: true });
      if (envelope.code !== 200 || !envelope.result?.token) {
        return { ok: false, message: envelope.message || shellMessages.login.failed };
      }
      session.setLogin(envelope.result);
      // The spec's session flag: group mode opens on the home page, personal mode on the personal centre.
      setGroupMode(envelope.result.isShowHomePage !== false);
      return { ok: true, multiDepart: envelope.result.multi_depart };
    } catch (error) {
      const needCaptcha = isHttpError(error) && (error.result as { needCaptcha?: unknown } | null)?.needCaptcha === true;
      return { ok: false, message: messageOf(error, shellMessages.login.failed), ...(needCaptcha ? { needCaptcha } : {}) };
    }
  }

  return {
    login: (credentials) => enter('/sys/login', credentials),
    phoneLogin: (credentials) => enter('/sys/phoneLogin', credentials),

    async captchaImage(checkKey) {
      const envelope = await http.request<string>({ method: 'get', url: `/sys/randomImage/${encodeURIComponent(checkKey)}`, silent: true });
      return envelope.result;
    },

    async register(body) {
      const envelope = await http.request<unknown>({ method: 'post', url: '/sys/user/register', data: body, silent: true });
      if (!envelope.success) throw new Error(envelope.message);
      return envelope.message;
    },

    loadPermissions() {
      pendingPermissions ??= fetchPermissions().finally(() => {
        pendingPermissions = null;
      });
      return pendingPermissions;
    },

    async logout() {
      try {
        await http.request({ method: 'post', url: '/sys/logout', silent: true });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: messageOf(error, shellMessages.session.logoutFailed) };
      } finally {
        // The server may be unreachable or the token already dead: the browser session ends regardless.
        session.clear();
      }
    },
  };
}

declare module '../services/app-services' {
  interface AppServices {
    /** Login, menu and logout. */
    auth: AuthService;
  }
}
