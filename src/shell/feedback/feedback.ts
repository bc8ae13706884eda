import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { once } from '../shared/once';

/**
 * Message, notification and modal APIs usable outside React (the HTTP error handler). Inside the layout and the
 * open pages <FeedbackHost/> fills them with antd's themed, context-aware instances; before that (the login page)
 * calls go to antd's static functions, loaded on first use so they do not weigh on the login page.
 */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: Pick<ModalHookAPI, 'error' | 'confirm'>;
}

const loadStatic = once(() => import('./static-feedback').then((m) => m.staticFeedback));

/** An API whose every method call waits for the static functions; return values are not used by the shell. */
function deferred<K extends keyof Feedback>(part: K): Feedback[K] {
  const call = (method: PropertyKey) => (...args: unknown[]) => {
    void loadStatic().then((api) => {
      const target = api[part] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>;
      target[method](...args);
    });
  };
  return new Proxy({}, { get: (_, method) => call(method) }) as Feedback[K];
}

export function createFeedback(): Feedback {
  return { message: deferred('message'), notification: deferred('notification'), modal: deferred('modal') };
}

declare module '../services/app-services' {
  interface AppServices {
    /** antd's message, notification and modal, usable outside components. */
    feedback: Feedback;
  }
}
