import type { HttpError } from '@/engine';
import type { AuthService } from '../session/auth-service';
import { shellMessages } from '../shared/messages';
import type { Feedback } from './feedback';
import { describeHttpError } from './http-error-catalogue';

/** 401: log out and reload after 1.5 s. */
export const RELOGIN_DELAY_MS = 1500;

/**
 * One notice for a session that ended, however many ways the browser hears of it (a refused request, the push
 * socket's kick): antd replaces a notice shown under the same key instead of stacking a second one.
 */
export const SESSION_ENDED_NOTICE = 'session-ended';

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
      // The same refusal of several requests at once (a page's parallel loads) is one notice.
      feedback.notification.error({ key: `${reaction.title}\u0000${reaction.description}`, message: reaction.title, description: reaction.description, duration: reaction.duration });
    } else if (reaction.kind === 'session-expired') {
      if (expiring) return;
      expiring = true;
      feedback.notification.error({ key: SESSION_ENDED_NOTICE, message: shellMessages.errors.title, description: reaction.message, duration: 4 });
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
