import type { PropsSchema, WidgetEntry } from '@/engine';
import { lazyWidget } from '../shared/lazy-widget';
import type { IconPickerProps } from './icon-picker';
import propsSchema from './icon-picker.schema.json';

/** Registry entry of the menu icon picker, node type `icon-picker` (the `icon` field's form control). */
export const iconPickerEntry: WidgetEntry<IconPickerProps> = {
  type: 'icon-picker',
  component: lazyWidget(() => import('./icon-picker').then((m) => m.IconPicker)),
  propsSchema: propsSchema as PropsSchema,
};
