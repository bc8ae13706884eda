import type { HttpError } from '@/engine';
import { shellMessages } from '../shared/messages';

export type ErrorReaction =
  | { kind: 'session-expired'; message: string }
  | { kind: 'relogin-modal'; title: string; message: string; okText: string }
  | { kind: 'notify'; title: string; description: string; duration: number };

/**
 * The error catalogue as a pure decision: what the shell does for each kind of failed request. A refusal the server
 * answered as JeecgBoot's business error (HTTP 200, `success:false`) arrives with the status its code means
 * (`envelopeError`: 510 → 403), so it is described as that status always was.
 *
 * @example
 * describeHttpError(new HttpError({ status: 403, message: 'x' }), '/news/notice')
 * // { kind: 'notify', title: '系统提示', description: '拒绝访问', duration: 4 }
 */
export function describeHttpError(error: HttpError, pathname: string): ErrorReaction {
  const notify = (description: string): ErrorReaction => ({ kind: 'notify', title: shellMessages.errors.title, description, duration: 4 });
  switch (error.status) {
    case 401:
      // The server says when the account itself ended the session (冻结, a reset password); else the usual expiry.
      return { kind: 'session-expired', message: error.message && !error.message.includes('Token失效') ? error.message : shellMessages.session.expired };
    case 403:
      return notify(shellMessages.errors.forbidden);
    case 404:
      return notify(shellMessages.errors.notFound);
    case 504:
      return notify(shellMessages.errors.timeout);
    case 0:
      return notify(error.message || shellMessages.errors.network);
    default:
      if (error.status === 500 && error.message.includes('Token失效') && !pathname.startsWith('/user/login')) {
        return {
          kind: 'relogin-modal',
          title: shellMessages.session.expiredTitle,
          message: shellMessages.session.expired,
          okText: shellMessages.session.relogin,
        };
      }
      return notify(error.message);
  }
}
