import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { PopupPickerProps } from './popup-picker';
import propsSchema from './popup-picker.schema.json';

/** Registry entry of the Online report pop-up picker (JPopup), node type `popup-picker`. */
export const popupPickerEntry: WidgetEntry<PopupPickerProps> = {
  type: 'popup-picker',
  component: lazyWidget(() => import('./popup-picker').then((m) => m.PopupPicker)),
  propsSchema: propsSchema as PropsSchema,
  defaults: { multi: false, placeholder: '请选择', width: 1200 },
};
