import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { UploadProps } from './upload';
import type { UploadPopupProps } from './upload-popup';
import propsSchema from './upload.schema.json';
import popupSchema from './upload-popup.schema.json';

/** Registry entry of JUpload, node type `upload`. */
export const uploadEntry: WidgetEntry<UploadProps> = {
  type: 'upload',
  component: lazyWidget(() => import('./upload').then((m) => m.Upload)),
  propsSchema: propsSchema as PropsSchema,
  defaults: { fileType: 'all', number: 0, multiple: true, returnUrl: true, bizPath: 'temp' },
};

/** Registry entry of the upload dialog, node type `upload-popup`. */
export const uploadPopupEntry: WidgetEntry<UploadPopupProps> = {
  type: 'upload-popup',
  component: lazyWidget(() => import('./upload-popup').then((m) => m.UploadPopup)),
  propsSchema: popupSchema as PropsSchema,
};
