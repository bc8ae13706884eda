import { useState } from 'react';
import { App, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';

/** Eight presets; the platform's teal #07aea8 is the default primary colour. */
export const THEME_PRESETS = [
  { key: '青碧（默认）', color: '#07aea8' },
  { key: '拂晓蓝', color: '#1890ff' },
  { key: '薄暮', color: '#f5222d' },
  { key: '火山', color: '#fa541c' },
  { key: '日暮', color: '#faad14' },
  { key: '极光绿', color: '#52c41a' },
  { key: '极客蓝', color: '#2f54eb' },
  { key: '酱紫', color: '#722ed1' },
] as const;

export const themeMessages = { updateFailed: '主题更新失败' } as const;

export interface ThemeColorPickerProps {
  /** Current primary colour. */
  value?: string;
  /** Applies a colour; may return a promise. A throw or rejection shows `主题更新失败` and keeps the old colour. */
  onChange?: (color: string) => unknown;
  title?: string;
}

/** The settings drawer's primary colour swatches. */
export function ThemeColorPicker({ value = THEME_PRESETS[0].color, onChange, title = '主题色' }: ThemeColorPickerProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const choose = async (color: string) => {
    if (busy || color.toLowerCase() === value.toLowerCase()) return;
    setBusy(true);
    try {
      await onChange?.(color);
    } catch {
      message.error(themeMessages.updateFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="theme-color-picker">
      <div style={{ marginBottom: 8 }}>{title}</div>
      <div style={{ display: 'flex', gap: 8 }}>
        {THEME_PRESETS.map(({ key, color }) => (
          <Tooltip key={color} title={key}>
            <button
              type="button"
              aria-label={key}
              onClick={() => void choose(color)}
              style={{ width: 22, height: 22, borderRadius: 2, border: 0, background: color, cursor: 'pointer', color: '#fff', padding: 0 }}
            >
              {color.toLowerCase() === value.toLowerCase() && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
