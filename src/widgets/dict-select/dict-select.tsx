import { Checkbox, Radio, Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useDictOptions, type DictItem } from '@/engine';

// Thin adapters: value/onChange controls over one dictionary, usable directly, in antd Form or via formily `connect`.

interface DictFieldProps {
  /** Dictionary code, e.g. `sex`; missing → `字典编码不能为空`. */
  dictCode?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

export interface DictSelectProps extends DictFieldProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
}

export interface DictMultiProps extends DictFieldProps {
  /** Comma-separated values (JeecgBoot's wire form) or an array. */
  value?: string | string[];
  /** Emits the comma-separated string, as JeecgBoot's JCheckbox and JMultiSelectTag do. */
  onChange?: (value: string) => void;
  placeholder?: string;
}

const toOptions = (items: DictItem[]) =>
  items.map((i) => ({ value: i.value, label: i.text ?? i.title ?? i.label, disabled: (i as { disabled?: boolean }).disabled }));
const toList = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split(',')).map((v) => String(v).trim()).filter(Boolean);

function CodeMissing({ error }: { error: string }) {
  return <span className="dict-field-error" style={{ color: '#ff4d4f' }} role="alert">{error}</span>;
}

/** A dictionary drop-down (JDictSelectTag, type select). */
export function DictSelect({ dictCode, value, onChange, placeholder = '请选择', allowClear = true, disabled, style }: DictSelectProps) {
  const { items, loading, error } = useDictOptions(dictCode);
  if (error) return <Select status="error" disabled placeholder={error} style={{ minWidth: 160, ...style }} />;
  return (
    <Select
      value={value === '' || value === null ? undefined : value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={toOptions(items)}
      loading={loading}
      placeholder={placeholder}
      allowClear={allowClear}
      disabled={disabled}
      style={{ minWidth: 160, ...style }}
    />
  );
}

/** Dictionary radios (JDictSelectTag, type radio / radioButton). */
export function DictRadio({ dictCode, value, onChange, disabled, style, optionType = 'default' }: DictSelectProps & { optionType?: 'default' | 'button' }) {
  const { items, loading, error } = useDictOptions(dictCode);
  if (error) return <CodeMissing error={error} />;
  if (loading) return <Spin size="small" />;
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      options={toOptions(items)}
      optionType={optionType}
      disabled={disabled}
      style={style}
    />
  );
}

/** Dictionary checkboxes (JCheckbox); the value is a comma-separated string. */
export function DictCheckbox({ dictCode, value, onChange, disabled, style }: DictMultiProps) {
  const { items, loading, error } = useDictOptions(dictCode);
  if (error) return <CodeMissing error={error} />;
  if (loading) return <Spin size="small" />;
  return (
    <Checkbox.Group
      value={toList(value)}
      onChange={(checked) => onChange?.(checked.map(String).join(','))}
      options={toOptions(items)}
      disabled={disabled}
      style={style}
    />
  );
}

/** Dictionary multi-select (JMultiSelectTag / select-multiple cell): one tag shown, the rest as "+ n ...". */
export function DictSelectMultiple({ dictCode, value, onChange, placeholder = '请选择', disabled, style }: DictMultiProps) {
  const { items, loading, error } = useDictOptions(dictCode);
  if (error) return <Select status="error" disabled placeholder={error} style={{ minWidth: 160, ...style }} />;
  return (
    <Select
      mode="multiple"
      maxTagCount={1}
      value={toList(value)}
      onChange={(values: string[]) => onChange?.(values.join(','))}
      options={toOptions(items)}
      // Typing searches the texts people read (a user's name), not the stored values (their ids).
      optionFilterProp="label"
      loading={loading}
      placeholder={placeholder}
      allowClear
      disabled={disabled}
      style={{ minWidth: 200, ...style }}
    />
  );
}
