import { createHttpClient, type HttpClient } from '@/engine';
import { createShellApi, type ShellApi } from '../api/shell-api';
import { createContextStore } from '../context-switch/context-store';
import { createFeedback } from '../feedback/feedback';
import { createErrorHandler, RELOGIN_DELAY_MS, SESSION_ENDED_NOTICE } from '../feedback/http-error-handler';
import { createSettingsStore } from '../layout/settings-store';
import { HOME_PATHS } from '../menu/menu-routes';
import { createNavStore } from '../menu/nav-store';
import { createNoticeStore, type NoticeStoreOptions } from '../notices/notice-store';
import type { AppServices } from '../services/app-services';
import { createAuthService, type AuthService } from '../session/auth-service';
import { createExpiringStorage } from '../session/expiring-storage';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { once } from '../shared/once';
import { shellMessages } from '../shared/messages';
import { createTabsStore } from '../tabs/tabs-store';

export const API_BASE = '/devops';

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
    engine: once(() => import('../schema-pages/engine-services').then((m) => m.createEngineServices(http))),
    feedback,
    api,
    ...createShellStores(api, session, window.localStorage, {
      // 强制退出: say why, then end the browser session; the reloaded page's guard shows the login page.
      onForceLogout: (text) => {
        feedback.notification.error({ key: SESSION_ENDED_NOTICE, message: shellMessages.errors.title, description: text, duration: 4 });
        window.setTimeout(() => void auth.logout().finally(() => window.location.reload()), RELOGIN_DELAY_MS);
      },
    }),
  };
}
