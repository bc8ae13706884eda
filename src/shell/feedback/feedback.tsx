import { useEffect } from 'react';
import { App as AntdApp, message as staticMessage, Modal, notification as staticNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';

/**
 * Message, notification and modal APIs usable outside React (the HTTP error handler). Filled by
 * <FeedbackBridge/> with antd's context-aware instances; until then antd's static functions answer.
 */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: Pick<ModalHookAPI, 'error' | 'confirm'>;
}

export function createFeedback(): Feedback {
  return { message: staticMessage, notification: staticNotification, modal: { error: Modal.error, confirm: Modal.confirm } as Feedback['modal'] };
}

/** Mount once inside antd's <App>; hands its themed APIs to the shared Feedback object. */
export function FeedbackBridge({ feedback }: { feedback: Feedback }) {
  const { message, notification, modal } = AntdApp.useApp();
  useEffect(() => {
    feedback.message = message;
    feedback.notification = notification;
    feedback.modal = modal;
  }, [feedback, message, notification, modal]);
  return null;
}
