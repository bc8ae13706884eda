import type { ComponentType } from 'react';
import { Input, Switch } from 'antd';
import { useWidgetRegistry } from '@/engine';
import type { FieldAdapterProps } from './field-adapter-props';

// Widgets reached through the registry, never imported: each adapter names the type it renders.
interface ControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  [prop: string]: unknown;
}

function useControl(type: string) {
  return useWidgetRegistry().get(type)?.component as ComponentType<ControlProps> | undefined;
}

const full = { width: '100%' };
const placeholderOf = (props: { field: FieldAdapterProps['field'] }) => props.field.form?.placeholder ?? `请选择${props.field.label}`;
const missing = (props: { value?: unknown }) => <Input disabled value={props.value == null ? '' : String(props.value)} />;

/** `field:richText`: the pop-up rich-text editor (registry type `rich-text`), titled with the field's label. */
export function RichTextField(props: FieldAdapterProps<string | null>) {
  const RichText = useControl('rich-text');
  if (!RichText) return missing(props);
  return (
    <RichText value={props.value ?? ''} onChange={(html) => props.onChange?.((html as string) || null)} title={props.field.label}
      placeholder={props.field.form?.placeholder} disabled={props.disabled || props.readOnly} />
  );
}

/** `field:select-search`: the searchable dictionary select (registry type `dict-select-search`) over `field.dict`. */
export function SelectSearchField(props: FieldAdapterProps<string | null>) {
  const Search = useControl('dict-select-search');
  if (!Search) return missing(props);
  return (
    <Search dict={props.field.dict} value={props.value ?? undefined} onChange={(v) => props.onChange?.((v as string | undefined) ?? null)}
      placeholder={placeholderOf(props)} disabled={props.disabled || props.readOnly} style={full} />
  );
}

/** A dictionary control whose value is comma-separated (arrays from the form are accepted too). */
function dictField(type: string) {
  return function DictField(props: FieldAdapterProps<string | string[] | null>) {
    const Control = useControl(type);
    if (!Control) return missing(props);
    return (
      <Control dictCode={props.field.dict} value={props.value ?? undefined} onChange={(v) => props.onChange?.((v as string | undefined) ?? null)}
        placeholder={placeholderOf(props)} disabled={props.disabled || props.readOnly} style={full} />
    );
  };
}

/** `field:select-multiple`: dictionary multi-select (registry type `dict-select-multiple`). */
export const SelectMultipleField = dictField('dict-select-multiple');
/** `field:radio`: dictionary radios (registry type `dict-radio`). */
export const RadioField = dictField('dict-radio');
const DictCheckboxField = dictField('dict-checkbox');

/** `field:checkbox`: dictionary checkboxes (registry type `dict-checkbox`); without a dictionary a 是/否 switch. */
export function CheckboxField(props: FieldAdapterProps<unknown>) {
  if (props.field.dict) return <DictCheckboxField {...(props as FieldAdapterProps<string | string[] | null>)} />;
  return (
    <Switch checked={props.value === true || props.value === 'true' || props.value === '1' || props.value === 1}
      onChange={(checked) => props.onChange?.(checked)} checkedChildren="是" unCheckedChildren="否" disabled={props.disabled || props.readOnly} />
  );
}

/** `field:icon`: the menu icon picker (registry type `icon-picker`), storing the icon's name. */
export function IconField(props: FieldAdapterProps<string | null>) {
  const Picker = useControl('icon-picker');
  if (!Picker) return missing(props);
  return (
    <Picker value={props.value ?? null} onChange={(name) => props.onChange?.((name as string | null) || null)}
      placeholder={props.field.form?.placeholder} disabled={props.disabled || props.readOnly} />
  );
}

/**
 * `field:region`: the province → city → district picker (registry type `region-cascader`); the field keeps the codes
 * comma-separated (GB/T 2260: 130000,130600,130681) and lists show their names.
 */
export function RegionField(props: FieldAdapterProps<string | null>) {
  const Cascader = useControl('region-cascader');
  if (!Cascader) return missing(props);
  return (
    <Cascader value={props.value ?? undefined} onChange={(codes) => props.onChange?.((codes as string[]).join(',') || null)} changeOnSelect
      placeholder={props.field.form?.placeholder ?? '请选择省/市/区县'} disabled={props.disabled || props.readOnly} style={full} />
  );
}
