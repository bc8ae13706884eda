import { message, Modal, notification } from 'antd';
import type { Feedback } from './feedback';

/** antd's static message, notification and modal functions: a chunk of their own, loaded on first use. */
export const staticFeedback: Feedback = {
  message,
  notification,
  modal: { error: Modal.error, confirm: Modal.confirm } as Feedback['modal'],
};
