import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, Empty, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { MENU_ICONS, menuIconKey, menuIconOption, type MenuIconOption } from './menu-icons';
import { iconPickerMessages as text } from './icon-picker-messages';
import './icon-picker.css';

export interface IconPickerProps {
  /** The stored icon name (`setting`, `bar-chart`); null or empty for none. */
  value?: string | null;
  onChange?: (name: string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

/** Icons whose name or Chinese words contain the search text (any case; spaces separate words that must all match). */
export function searchIcons(query: string, icons: readonly MenuIconOption[] = MENU_ICONS): MenuIconOption[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...icons];
  return icons.filter((o) => {
    const haystack = `${o.name} ${(o.aliases ?? []).join(' ')} ${o.label}`.toLowerCase();
    return words.every((w) => haystack.includes(w) || haystack.includes(menuIconKey(w)));
  });
}

function IconGrid({ value, onPick }: { value: string | undefined; onPick: (name: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchIcons(query), [query]);
  const grid = useRef<HTMLDivElement>(null);
  // Opened on a chosen icon far down the grid: bring it into sight (jsdom has no scrolling).
  useEffect(() => {
    grid.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div className="icon-picker-panel">
      <Input allowClear autoFocus prefix={<SearchOutlined />} placeholder={text.search} value={query} onChange={(e) => setQuery(e.target.value)}
        aria-label={text.search} />
      {shown.length ? (
        <div ref={grid} className="icon-picker-grid" role="listbox" aria-label={text.gridLabel}>
          {shown.map((o) => (
            <button key={o.name} type="button" role="option" aria-selected={o.name === value} title={`${o.label}（${o.name}）`}
              className={`icon-picker-cell${o.name === value ? ' icon-picker-cell-selected' : ''}`} onClick={() => onPick(o.name)}>
              <span className="icon-picker-glyph"><o.Icon /></span>
              <span className="icon-picker-label">{o.label.split(' ')[0]}</span>
              <span className="icon-picker-name">{o.name}</span>
            </button>
          ))}
        </div>
      ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noMatch} />}
      <Typography.Text type="secondary" className="icon-picker-count">{text.count(shown.length, MENU_ICONS.length)}</Typography.Text>
    </div>
  );
}

/**
 * The menu form's icon field: the current icon and its name, and a searchable grid of exactly the icons the shell's
 * menu draws (searched by name or by Chinese words: 安全, 统计, contract…). A stored name the menu cannot draw is
 * shown with a warning instead of silently dropped.
 */
export function IconPicker({ value, onChange, disabled, placeholder, style }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const current = menuIconOption(value);
  const unknown = Boolean(value) && !current;
  const pick = (name: string | null) => {
    onChange?.(name);
    setOpen(false);
  };
  return (
    <Space.Compact style={{ width: '100%', ...style }} className="icon-picker">
      <Popover open={open && !disabled} onOpenChange={(next) => setOpen(next)} trigger="click" placement="bottomLeft" destroyOnHidden
        title={text.title} content={<IconGrid value={current?.name} onPick={pick} />}>
        <Button disabled={disabled} className="icon-picker-trigger" style={{ flex: 1, justifyContent: 'flex-start' }}
          icon={current ? <current.Icon /> : undefined} aria-label={text.open}>
          {current ? <span>{current.label.split(' ')[0]} <Typography.Text type="secondary">{current.name}</Typography.Text></span>
            : unknown ? <Typography.Text type="warning">{text.unknown(String(value))}</Typography.Text>
              : <Typography.Text type="secondary">{placeholder ?? text.placeholder}</Typography.Text>}
        </Button>
      </Popover>
      {value && !disabled ? (
        <Tooltip title={text.clear}>
          <Button icon={<CloseOutlined />} aria-label={text.clear} onClick={() => pick(null)} />
        </Tooltip>
      ) : null}
    </Space.Compact>
  );
}
