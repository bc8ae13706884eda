import type { PropsSchema, WidgetEntry } from '@/engine';
import type { FieldAdapterProps } from './field-adapter-props';
import { PopupField } from './popup-field';
import { UploadField } from './upload-field';
import { CheckboxField, RadioField, RichTextField, SelectMultipleField, SelectSearchField } from './registry-fields';

// The record form passes `field` (the FieldSchema) plus Formily's value / onChange / disabled / readOnly.
const propsSchema: PropsSchema = {
  type: 'object',
  title: '表单字段适配器',
  description: '记录表单中某一字段类型的控件（field:<类型>）；由表单传入字段定义与 value / onChange，不在页面 JSON 中直接使用。',
  required: ['field'],
  properties: {
    field: { type: 'object', description: '字段定义（FieldSchema）。' },
    value: { description: '字段值。' },
    disabled: { type: 'boolean', description: '不可编辑。' },
    readOnly: { type: 'boolean', description: '只读。' },
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one entry type for adapters with different value types
const entry = (type: string, component: WidgetEntry<FieldAdapterProps<any>>['component']): WidgetEntry<FieldAdapterProps<any>> => ({
  type: `field:${type}`, component, propsSchema,
});

/** The record form's controls supplied by other widgets, registered as `field:<type>`. */
export const fieldAdapterEntries = [
  entry('popup', PopupField),
  entry('upload', UploadField),
  entry('file', UploadField),
  entry('image', UploadField),
  entry('richText', RichTextField),
  entry('select-search', SelectSearchField),
  entry('select-multiple', SelectMultipleField),
  entry('checkbox', CheckboxField),
  entry('radio', RadioField),
];
