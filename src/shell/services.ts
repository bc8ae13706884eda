import {
  createHttpClient, createHttpDataProvider, createHttpSchemaSource, createSchemaLoader, withResponseChecks,
  type DataProvider, type HttpClient, type HttpError, type SchemaLoader, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '@/widgets/register-default-widgets';
import { createAuthService, type AuthService } from './auth/auth-service';
import { createFeedback, type Feedback } from './feedback/feedback';
import { describeHttpError } from './feedback/http-error-catalogue';
import { LOGIN_PATH } from './router/guard';
import { createExpiringStorage } from './stores/expiring-storage';
import { createSessionStore, type SessionStore } from './stores/session-store';

/** Everything the app is wired from; tests and stories build their own with fakes. */
export interface AppServices {
  session: SessionStore;
  auth: AuthService;
  dataProvider: DataProvider;
  schemaLoader: SchemaLoader;
  registry: WidgetRegistry;
  feedback: Feedback;
}

export const API_BASE = '/devops';
const RELOGIN_DELAY_MS = 1500;

function currentFullPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Applies the error catalogue; one expiry redirect at a time however many requests fail together. */
function createErrorHandler(session: SessionStore, feedback: Feedback, getAuth: () => AuthService) {
  let expiring = false;
  const goToLogin = () => {
    const here = currentFullPath();
    window.location.assign(here.startsWith(LOGIN_PATH) ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`);
  };
  return (error: HttpError) => {
    const reaction = describeHttpError(error, window.location.pathname);
    if (reaction.kind === 'notify') {
      feedback.notification.error({ message: reaction.title, description: reaction.description, duration: reaction.duration });
    } else if (reaction.kind === 'session-expired') {
      if (expiring) return;
      expiring = true;
      feedback.message.error(reaction.message);
      // Clearing at once would let the route guard jump to login before the message can be read.
      window.setTimeout(() => {
        session.clear();
        goToLogin();
      }, RELOGIN_DELAY_MS);
    } else if (!expiring) {
      expiring = true;
      feedback.modal.error({
        title: reaction.title,
        content: reaction.message,
        okText: reaction.okText,
        onOk: () => getAuth().logout().finally(goToLogin),
      });
    }
  };
}

/**
 * Wires the real services: session from localStorage, the HTTP client with the error catalogue,
 * the JeecgBoot data provider, the schema loader and the widget registry.
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
    onError: createErrorHandler(session, feedback, () => authRef.current!),
  });
  const auth = createAuthService(http, session);
  authRef.current = auth;
  const httpProvider = createHttpDataProvider(http);
  const dataProvider = import.meta.env.DEV ? withResponseChecks(httpProvider) : httpProvider;
  return {
    session,
    auth,
    dataProvider,
    schemaLoader: createSchemaLoader(createHttpSchemaSource(dataProvider)),
    registry: createDefaultWidgetRegistry(),
    feedback,
  };
}
