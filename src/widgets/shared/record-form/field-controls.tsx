import type { ComponentType } from 'react';
import { Checkbox, DatePicker, Input, NumberPicker, Password, Radio, Select, Switch } from '@formily/antd-v5';
import type { DictLookup, FieldSchema, FieldType, WidgetRegistry } from '@/engine';
import { widgetMessages } from '../../messages';
import { CheckedInput } from './checked-input';

const unsupportedText = (type: string) => `暂不支持（${type}）`;

/** A control and its props for one field, in the `[component, props]` form Formily's `<Field component>` takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldControl = [ComponentType<any>, Record<string, unknown>];
export type FieldComponentEntry = (field: FieldSchema, dicts: DictLookup) => FieldControl;

const optionsOf = (field: FieldSchema, dicts: DictLookup) =>
  field.dict ? dicts.items(field.dict).map((item) => ({ value: item.value, label: item.text })) : [];
const placeholder = (field: FieldSchema, verb: '输入' | '选择') => field.form?.placeholder ?? `请${verb}${field.label}`;
const full = { style: { width: '100%' } };

// `maxLength`: the input refuses more characters and shows how many are typed (`12 / 50`).
const lengthProps = (field: FieldSchema) => (field.maxLength ? { maxLength: field.maxLength, showCount: true } : {});
const input: FieldComponentEntry = (field) => (field.form?.check
  ? [CheckedInput, { placeholder: placeholder(field, '输入'), check: { url: field.form.check.url, param: field.name } }]
  : [Input, { placeholder: placeholder(field, '输入'), allowClear: true, ...lengthProps(field) }]);
const textarea: FieldComponentEntry = (field) => [Input.TextArea, { placeholder: placeholder(field, '输入'), rows: 4, ...lengthProps(field) }];

/**
 * The number box of an inputNumber or money field: `min` / `max` bound the arrows and what is kept, `precision`
 * the decimals shown and accepted (money: 2, numeric columns: their scale, integers: 0), `step` the arrows' step.
 */
export function numberProps(field: FieldSchema): Record<string, unknown> {
  const money = field.type === 'money';
  const precision = field.precision ?? (money ? 2 : field.dbType === 'numeric' ? field.scale : 0);
  const props: Record<string, unknown> = { ...full, placeholder: placeholder(field, '输入'), precision };
  if (field.min !== undefined) props.min = field.min;
  if (field.max !== undefined) props.max = field.max;
  const step = field.step ?? (money ? 0.01 : undefined);
  if (step !== undefined) props.step = step;
  return props;
}
const select: FieldComponentEntry = (field, dicts) => [
  Select, { ...full, placeholder: placeholder(field, '选择'), allowClear: true, showSearch: true, optionFilterProp: 'label', options: optionsOf(field, dicts) },
];

// popup / upload / file / image come from other widgets later: until one is registered the value stays visible but not editable.
const unsupported: FieldComponentEntry = (field) => [Input, { disabled: true, placeholder: unsupportedText(field.type) }];

const defaults: Record<FieldType, FieldComponentEntry> = {
  input,
  textarea,
  // Write-only: the server never sends a password back, so editing starts empty and an empty value keeps the old one.
  password: (field) => [Password, { placeholder: placeholder(field, '输入'), autoComplete: 'new-password' }],
  // Rich text is edited as plain markup for now; a rich editor can replace this entry.
  richText: textarea,
  inputNumber: (field) => [NumberPicker, numberProps(field)],
  money: (field) => [NumberPicker, numberProps(field)],
  select,
  'select-search': select,
  'select-multiple': (field, dicts) => {
    const [component, props] = select(field, dicts);
    return [component, { ...props, mode: 'multiple', maxTagCount: 1 }];
  },
  radio: (field, dicts) => [Radio.Group, { options: optionsOf(field, dicts) }],
  checkbox: (field, dicts) => (field.dict ? [Checkbox.Group, { options: optionsOf(field, dicts) }] : [Switch, { checkedChildren: widgetMessages.yes, unCheckedChildren: widgetMessages.no }]),
  date: (field) => [DatePicker, { ...full, placeholder: placeholder(field, '选择'), format: 'YYYY-MM-DD' }],
  datetime: (field) => [DatePicker, { ...full, placeholder: placeholder(field, '选择'), showTime: true, format: 'YYYY-MM-DD HH:mm:ss' }],
  tags: (field) => [Select, { ...full, mode: 'tags', placeholder: placeholder(field, '输入'), tokenSeparators: [';', '；'] }],
  progress: (field) => [NumberPicker, { ...full, min: 0, max: 100, addonAfter: '%', placeholder: placeholder(field, '输入') }],
  hidden: unsupported,
  slot: unsupported,
  normal: (field) => [Input, { disabled: true, placeholder: placeholder(field, '输入') }],
  popup: unsupported,
  upload: unsupported,
  file: unsupported,
  image: unsupported,
  region: unsupported,
  icon: unsupported,
};

/** Registry type under which another widget supplies the form control of a field type, e.g. `field:popup`. */
export const fieldEntryType = (type: FieldType) => `field:${type}`;

/**
 * The form control of a field type. A widget registered in the widget registry as `field:<type>` wins (the popup
 * and upload widgets plug in this way, receiving `{ field, value, onChange, disabled, readOnly }`); otherwise the
 * built-in @formily/antd-v5 control; types without one show a disabled input saying 暂不支持.
 */
export function fieldComponentFor(type: FieldType, registry?: WidgetRegistry): FieldComponentEntry {
  const registered = registry?.get(fieldEntryType(type));
  if (registered) return (field) => [registered.component, { ...registered.defaults, field }];
  return defaults[type] ?? unsupported;
}
