import { useEffect, type ReactNode } from 'react';
import { App as AntdApp } from 'antd';
import type { Feedback } from './feedback';

/** Hands antd's themed APIs to the shared Feedback object while mounted; puts the previous ones back after. */
function FeedbackBridge({ feedback }: { feedback: Feedback }) {
  const { message, notification, modal } = AntdApp.useApp();
  useEffect(() => {
    const previous = { ...feedback };
    feedback.message = message;
    feedback.notification = notification;
    feedback.modal = modal;
    return () => {
      Object.assign(feedback, previous);
    };
  }, [feedback, message, notification, modal]);
  return null;
}

/** antd's <App> (message, notification and modal holders, base styles) with the bridge; wraps each lazy area. */
export function FeedbackHost({ feedback, children }: { feedback: Feedback; children: ReactNode }) {
  return (
    <AntdApp>
      <FeedbackBridge feedback={feedback} />
      {children}
    </AntdApp>
  );
}
