import type { ReactNode } from 'react';
import { Dropdown } from 'antd';

export interface ContextMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

export interface ContextMenuProps {
  /** Menu entries, e.g. 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他 / 全部关闭. */
  items: ContextMenuItem[];
  onSelect?: (key: string) => void;
  /** The area that opens the menu on right click. */
  children: ReactNode;
  disabled?: boolean;
}

/** Above every other layer (z-index 9999). */
export const CONTEXT_MENU_Z_INDEX = 9999;

/** A right-click menu over any area (the tab bar's refresh/close menu uses it). */
export function ContextMenu({ items, onSelect, children, disabled }: ContextMenuProps) {
  return (
    <Dropdown
      trigger={['contextMenu']}
      disabled={disabled}
      overlayStyle={{ zIndex: CONTEXT_MENU_Z_INDEX }}
      menu={{ items: items.map(({ key, label, icon, disabled: off, danger }) => ({ key, label, icon, disabled: off, danger })), onClick: ({ key }) => onSelect?.(key) }}
    >
      <div className="context-menu-target">{children}</div>
    </Dropdown>
  );
}
