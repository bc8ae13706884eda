import { useEffect, useMemo, useRef, useState } from 'react';
import { Dropdown, Menu } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteItem } from '../session/auth-types';
import { fixedMessages } from '../shared/fixed-messages';
import { COMMUNICATION_PATHS } from '../fixed-pages/fixed-paths';
import { COMPANY_HOME, findMenuTrail, HOME_PATHS } from './menu-routes';
import { useServices } from '../services/services-context';
import { homeTitleFor, menuTitle } from './menu-title';

/** How long the pointer may be between the item and its drop-down before the drop-down closes. */
const LEAVE_GRACE_MS = 300;

const reachable = (item: RouteItem) => !item.hidden && Boolean(item.path) && !item.path.includes(':');
const isDepartmentManagement = (item: RouteItem) => item.meta?.title === fixedMessages.nav.departmentManagement;

/** 部门管理's sub-list: opened by a click on the item, closed when the pointer leaves it. */
function DepartmentDropdown({ item, title, open, onClose, onChoose }: {
  item: RouteItem;
  title: string;
  open: boolean;
  onClose(): void;
  onChoose(child: RouteItem): void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const companyId = useServices().session.companyId;
  const children = (item.children ?? []).filter(reachable);
  const cancel = () => clearTimeout(timer.current);
  const leave = () => {
    cancel();
    timer.current = setTimeout(onClose, LEAVE_GRACE_MS);
  };
  useEffect(() => cancel, []);
  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      menu={{
        items: children.map((child) => ({ key: child.path, label: menuTitle(child, companyId) })),
        onClick: ({ key }) => {
          const child = children.find((c) => c.path === key);
          if (child) onChoose(child);
        },
      }}
      popupRender={(node) => (
        <div className="app-dept-dropdown" onMouseEnter={cancel} onMouseLeave={leave}>
          {node}
        </div>
      )}
    >
      <span className="app-dept-trigger" onMouseLeave={() => open && leave()} onMouseEnter={cancel}>
        {title} <DownOutlined style={{ fontSize: 10 }} />
      </span>
    </Dropdown>
  );
}

/**
 * The header's top menu from the permission menu; the first item is titled by path (集团/公司/项目首页). Choosing an
 * item stores its children as the side menu list and opens the side bar on them; choosing the company home collapses it.
 */
export const TopMenu = observer(function TopMenu({ menu }: { menu: RouteItem[] }) {
  const { session, nav, settings } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [deptOpen, setDeptOpen] = useState(false);
  const visible = useMemo(() => menu.filter(reachable), [menu]);
  const selected = findMenuTrail(menu, location.pathname)[0]?.path;

  const choose = (item: RouteItem, target = item.path) => {
    // The technical exchange platform opens in a browser tab of its own.
    if (COMMUNICATION_PATHS.includes(target)) {
      window.open(target, '_blank', 'noopener');
      return;
    }
    nav.chooseTop(item);
    // The company home folds the side bar away; a group with pages opens it on them (folded, the side bar shows the
    // company list instead of the menu, and the group's pages would stay hidden until ☰ is clicked).
    if (item.path === COMPANY_HOME) settings.toggleSidebar(false);
    else if (!settings.isMobile && (item.children ?? []).some(reachable)) settings.toggleSidebar(true);
    navigate(target);
  };

  const items = visible.map((item, index) => {
    const title = index === 0 && HOME_PATHS.includes(item.path)
      ? homeTitleFor(location.pathname, session.companyId)
      : menuTitle(item, session.companyId);
    const label = isDepartmentManagement(item) ? (
      <DepartmentDropdown
        item={item}
        title={title}
        open={deptOpen}
        onClose={() => setDeptOpen(false)}
        onChoose={(child) => {
          setDeptOpen(false);
          choose(item, child.path);
        }}
      />
    ) : title;
    return { key: item.path, label };
  });

  return (
    <Menu
      className="app-top-menu"
      mode="horizontal"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        const item = visible.find((i) => i.path === key);
        if (!item) return;
        if (isDepartmentManagement(item)) setDeptOpen((open) => !open);
        else choose(item);
      }}
    />
  );
});
