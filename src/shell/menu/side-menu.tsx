import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import type { RouteItem } from '../session/auth-types';
import { menuIcon } from './menu-icon';
import { menuTitle } from './menu-title';

type MenuItem = Required<MenuProps>['items'][number];

export interface SideMenuProps {
  menu: RouteItem[];
  companyId: string;
  collapsed: boolean;
  /** Menu items from the root to the current page. */
  trail: RouteItem[];
  onOpen(item: RouteItem): void;
  theme?: 'dark' | 'light';
}

const visibleChildren = (item: RouteItem) => (item.children ?? []).filter((c) => !c.hidden && !c.path.includes(':'));
const keyOf = (item: RouteItem) => item.path || item.id;

function toItems(items: RouteItem[], companyId: string, depth: number, byKey: Map<string, RouteItem>): MenuItem[] {
  return items
    .filter((item) => !item.hidden && !item.path.includes(':'))
    .map((item) => {
      byKey.set(keyOf(item), item);
      const children = visibleChildren(item);
      const base = { key: keyOf(item), icon: menuIcon(item.meta?.icon, depth === 0), label: menuTitle(item, companyId) };
      return children.length ? { ...base, children: toItems(children, companyId, depth + 1, byKey) } : base;
    });
}

/** The nested side menu; only one top-level group is open at a time. */
export function SideMenu({ menu, companyId, collapsed, trail, onOpen, theme = 'light' }: SideMenuProps) {
  const { items, byKey } = useMemo(() => {
    const map = new Map<string, RouteItem>();
    return { items: toItems(menu, companyId, 0, map), byKey: map };
  }, [menu, companyId]);
  const rootKeys = useMemo(() => menu.map(keyOf), [menu]);
  const trailGroups = trail.slice(0, -1).map(keyOf);
  const trailGroupsKey = trailGroups.join('|');
  const [openKeys, setOpenKeys] = useState<string[]>(trailGroups);

  // Navigating elsewhere (breadcrumb, home shortcuts) opens that page's group.
  useEffect(() => {
    if (trailGroupsKey) setOpenKeys(trailGroupsKey.split('|'));
  }, [trailGroupsKey]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const latest = keys.find((key) => !openKeys.includes(key));
    if (latest && rootKeys.includes(latest)) setOpenKeys([latest]);
    else setOpenKeys(keys);
  };

  const selected = trail.length ? [keyOf(trail[trail.length - 1])] : [];
  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={selected}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => {
        const item = byKey.get(String(key));
        if (item) onOpen(item);
      }}
    />
  );
}
