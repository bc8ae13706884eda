import { createHttpClient, type HttpClient, type HttpError } from '@/engine';
import type { EngineServices } from './engine-services';
import { once } from './once';
import { createShellApi, type ShellApi } from './api/shell-api';
import { createAuthService, type AuthService } from './auth/auth-service';
import { createFeedback, type Feedback } from './feedback/feedback';
import { describeHttpError } from './feedback/http-error-catalogue';
import { shellMessages } from './messages';
import { HOME_PATHS } from './router/menu-routes';
import { createContextStore, type ContextStore } from './stores/context-store';
import { createExpiringStorage } from './stores/expiring-storage';
import { createNavStore, type NavStore } from './stores/nav-store';
import { createNoticeStore, type NoticeStore, type NoticeStoreOptions } from './stores/notice-store';
import { createSessionStore, type SessionStore } from './stores/session-store';
import { createSettingsStore, type SettingsStore } from './stores/settings-store';
import { createTabsStore, type TabsStore } from './stores/tabs-store';

/** Everything the app is wired from; tests and stories build their own with fakes. */
export interface AppServices {
  session: SessionStore;
  auth: AuthService;
  /**
   * Data provider, schema loader and widget registry, loaded on first use (after login) with the engine and the
   * widgets; the same promise every time.
   */
  engine(): Promise<EngineServices>;
  feedback: Feedback;
  /** The shell's own calls (switcher, departments, password, notices). */
  api: ShellApi;
  tabs: TabsStore;
  settings: SettingsStore;
  notices: NoticeStore;
  context: ContextStore;
  nav: NavStore;
}

export const API_BASE = '/devops';
/** 401: log out and reload after 1.5 s. */
export const RELOGIN_DELAY_MS = 1500;

export interface ErrorHandlerDeps {
  feedback: Feedback;
  getAuth: () => AuthService;
  pathname?: () => string;
  reload?: () => void;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/**
 * Applies the error catalogue; one expiry at a time however many requests fail together.
 * 401: message, then logout and reload after 1.5 s. 500 with Token失效 off the login page: the relogin modal,
 * whose button logs out and reloads. Anything else: a 系统提示 notification.
 */
export function createErrorHandler({
  feedback,
  getAuth,
  pathname = () => window.location.pathname,
  reload = () => window.location.reload(),
  schedule = (fn, ms) => window.setTimeout(fn, ms),
}: ErrorHandlerDeps) {
  let expiring = false;
  // Without a token the reloaded page's guard sends the user to login, with the page as redirect.
  const logoutAndReload = () => getAuth().logout().finally(reload);
  return (error: HttpError) => {
    const reaction = describeHttpError(error, pathname());
    if (reaction.kind === 'notify') {
      feedback.notification.error({ message: reaction.title, description: reaction.description, duration: reaction.duration });
    } else if (reaction.kind === 'session-expired') {
      if (expiring) return;
      expiring = true;
      feedback.notification.error({ message: shellMessages.errors.title, description: reaction.message, duration: 4 });
      // Logging out at once would let the route guard jump to login before the message can be read.
      schedule(() => void logoutAndReload(), RELOGIN_DELAY_MS);
    } else if (!expiring) {
      expiring = true;
      feedback.modal.error({
        title: reaction.title,
        content: reaction.message,
        okText: reaction.okText,
        mask: false,
        onOk: () => logoutAndReload(),
      });
    }
  };
}

/** The per-app stores over an API and storages; the fakes use the same wiring. */
export function createShellStores(
  api: ShellApi,
  session: SessionStore,
  local: Storage | undefined,
  noticeOptions: Partial<NoticeStoreOptions> = {},
): Pick<AppServices, 'tabs' | 'settings' | 'notices' | 'context' | 'nav'> {
  const tabs = createTabsStore({ homePaths: HOME_PATHS, storage: local });
  const settings = createSettingsStore(local);
  tabs.setMultipage(settings.multipage);
  const notices = createNoticeStore({ api, ...noticeOptions });
  const context = createContextStore({ api, session, tabs });
  return { tabs, settings, notices, context, nav: createNavStore(local) };
}

/**
 * Wires the real services: session from localStorage, the HTTP client with the error catalogue, and on
 * demand the JeecgBoot data provider, the schema loader and the widget registry (a separate chunk).
 *
 * @example
 * const services = createAppServices();
 * createRoot(el).render(<App services={services} />);
 */
export function createAppServices(): AppServices {
  const session = createSessionStore(createExpiringStorage(window.localStorage));
  const feedback = createFeedback();
  // The error handler needs auth (relogin modal) and auth needs the client: resolve the cycle lazily.
  const authRef: { current?: AuthService } = {};
  const http: HttpClient = createHttpClient({
    baseURL: API_BASE,
    getToken: () => session.token,
    getTenantId: () => session.tenantId,
    getPermissionPath: () => window.location.pathname,
    onError: createErrorHandler({ feedback, getAuth: () => authRef.current! }),
  });
  const auth = createAuthService(http, session);
  authRef.current = auth;
  const api = createShellApi(http);
  return {
    session,
    auth,
    engine: once(() => import('./engine-services').then((m) => m.createEngineServices(http))),
    feedback,
    api,
    ...createShellStores(api, session, window.localStorage),
  };
}
