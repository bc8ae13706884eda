import type { PropsSchema, WidgetEntry } from '@/engine';
import { IconPicker, type IconPickerProps } from './icon-picker';
import propsSchema from './icon-picker.schema.json';

/** Registry entry of the menu icon picker, node type `icon-picker` (the `icon` field's form control). */
export const iconPickerEntry: WidgetEntry<IconPickerProps> = {
  type: 'icon-picker',
  component: IconPicker,
  propsSchema: propsSchema as PropsSchema,
};
