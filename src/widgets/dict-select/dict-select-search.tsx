import { App, Select, Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useDictSelectSearchController } from './use-dict-select-search-controller';

export interface DictSelectSearchProps {
  /** Table dictionary `table,textField,codeField`, e.g. `sys_user,realname,username` (server-registered). */
  dict?: string;
  /** Search on the server while typing (default); `false` loads all items once and filters locally. */
  async?: boolean;
  /** How many matches the server returns per search. */
  pageSize?: number;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/** Searchable dictionary select (JSearchSelectTag / select-search cell), 300 ms debounced server search. */
export function DictSelectSearch({ dict, async = true, pageSize = 50, value, onChange, placeholder = '请选择', disabled, style }: DictSelectSearchProps) {
  const { message } = App.useApp();
  const controller = useDictSelectSearchController({ dict, async, pageSize, value, onWarning: (text) => message.warning(text) });
  return (
    <Select
      showSearch
      allowClear
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled}
      filterOption={false}
      onSearch={controller.search}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={controller.options.map((o) => ({ value: o.value, label: o.text }))}
      notFoundContent={controller.loading ? <Spin size="small" /> : <span className="dict-search-empty">{controller.emptyHint}</span>}
      style={{ minWidth: 200, ...style }}
    />
  );
}
