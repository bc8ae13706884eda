import { Card, Col, Empty, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { RouteItem } from '../session/auth-types';
import { menuIcon } from '../menu/menu-icon';
import { menuTitle } from '../menu/menu-title';
import { shellMessages } from '../shared/messages';
import { HOME_PATHS } from '../menu/menu-routes';

interface ShortcutGroup {
  key: string;
  title: string;
  icon?: string;
  items: RouteItem[];
}

const reachable = (item: RouteItem) => !item.hidden && Boolean(item.path) && !item.path.includes(':') && !HOME_PATHS.includes(item.path);

function leavesOf(item: RouteItem): RouteItem[] {
  const children = (item.children ?? []).filter(reachable);
  return children.length ? children.flatMap(leavesOf) : [item];
}

/** Top-level groups with their reachable pages; loose top-level pages are gathered under one more group. */
export function shortcutGroups(menu: RouteItem[], companyId: string): ShortcutGroup[] {
  const groups: ShortcutGroup[] = [];
  const loose: RouteItem[] = [];
  for (const item of menu.filter(reachable)) {
    if ((item.children ?? []).some(reachable)) {
      groups.push({ key: item.path || item.id, title: menuTitle(item, companyId), icon: item.meta?.icon, items: leavesOf(item) });
    } else {
      loose.push(item);
    }
  }
  if (loose.length) groups.push({ key: '__loose', title: shellMessages.home.shortcuts, items: loose });
  return groups;
}

/** The user's menu as shortcut cards: real entries only, no made-up figures. */
export function MenuShortcuts({ menu, companyId }: { menu: RouteItem[]; companyId: string }) {
  const navigate = useNavigate();
  const groups = shortcutGroups(menu, companyId);
  if (!groups.length) return <Empty description={shellMessages.home.noShortcuts} />;
  return (
    <div className="home-shortcuts">
      {groups.map((group) => (
        <Card key={group.key} title={<span>{menuIcon(group.icon, true)} {group.title}</span>} variant="borderless" style={{ marginBottom: 16 }}>
          <Row gutter={[16, 16]}>
            {group.items.map((item) => (
              <Col key={item.path} xs={12} sm={8} md={6} xl={4}>
                <Card hoverable size="small" className="home-shortcut" onClick={() => navigate(item.path)}>
                  <div className="home-shortcut-icon">{menuIcon(item.meta?.icon, true)}</div>
                  <Typography.Text strong>{menuTitle(item, companyId)}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}
