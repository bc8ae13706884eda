import { Alert, Cascader } from 'antd';
import type { CSSProperties } from 'react';
import { useRegionCascaderController, type RegionOption } from './use-region-cascader-controller';

export interface RegionCascaderProps {
  /** Division codes from province down, as an array or comma-separated. */
  value?: string[] | string;
  /** The chosen codes and their names, e.g. `['510000','510100','510107']`, `['四川省','成都市','武侯区']`. */
  onChange?: (codes: string[], names: string[]) => void;
  /** 1 = province, 2 = city, 3 = district (default). */
  depth?: 1 | 2 | 3;
  /** Allow choosing a province or city without going deeper. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

const toCodes = (value: string[] | string | undefined) => (Array.isArray(value) ? value : (value ?? '').split(',')).filter(Boolean);

/** Province → city → district picker over the division API, loaded lazily by parentCode. */
export function RegionCascader({
  value, onChange, depth = 3, changeOnSelect, placeholder = '请选择省/市/区', disabled, style,
}: RegionCascaderProps) {
  const codes = toCodes(value);
  const controller = useRegionCascaderController(codes, depth);
  return (
    <>
      <Cascader<RegionOption>
        options={controller.options}
        value={codes.length ? codes : undefined}
        loadData={(path) => {
          const last = path[path.length - 1];
          if (last) void controller.loadChildren(last.value);
        }}
        onChange={(path, selected) => onChange?.((path ?? []).map(String), (selected ?? []).map((o) => o.label))}
        changeOnSelect={changeOnSelect}
        placeholder={placeholder}
        disabled={disabled}
        displayRender={(labels) => labels.join(' / ')}
        style={{ minWidth: 280, ...style }}
      />
      {controller.error && <Alert type="error" showIcon message={`行政区划加载失败：${controller.error}`} style={{ marginTop: 8 }} />}
    </>
  );
}
