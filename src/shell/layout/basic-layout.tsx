import { useMemo, useState } from 'react';
import { Breadcrumb, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { shellMessages } from '../messages';
import { findMenuTrail, HOME_PATHS, homePathFor } from '../router/menu-routes';
import { LOGIN_PATH } from '../router/guard';
import { useServices } from '../services-context';
import type { RouteItem } from '../auth/auth-types';
import { AppHeader } from './app-header';
import { menuTitle } from './menu-title';
import { SideMenu } from './side-menu';
import { useDocumentTitle } from './use-document-title';
import './basic-layout.css';

const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 100;

/** The main layout: header, nested side menu and a content area with a breadcrumb. */
export const BasicLayout = observer(function BasicLayout() {
  const { session, auth, feedback } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menu = useMemo(() => session.menu ?? [], [session.menu]);
  const trail = useMemo(() => findMenuTrail(menu, location.pathname), [menu, location.pathname]);
  const isHome = HOME_PATHS.includes(location.pathname);
  const pageTitle = trail.length ? menuTitle(trail[trail.length - 1], session.companyId) : undefined;
  useDocumentTitle(isHome ? undefined : pageTitle);

  const home = homePathFor(session.menuCode);
  const crumbs = [
    { key: 'home', title: <Link to={home}>{shellMessages.layout.home}</Link> },
    ...trail
      .filter((item) => item.path !== home)
      .map((item) => ({ key: item.path || item.id, title: menuTitle(item, session.companyId) })),
  ];

  const openItem = (item: RouteItem) => {
    if (item.meta?.url && item.meta.internalOrExternal) {
      window.open(item.meta.url, '_blank', 'noopener');
      return;
    }
    navigate(item.path);
  };

  const logout = async () => {
    setLoggingOut(true);
    const outcome = await auth.logout();
    if (!outcome.ok) feedback.message.error(outcome.message);
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Layout className="app-layout">
      <AppHeader
        realname={session.userInfo?.realname || session.userInfo?.username || ''}
        collapsed={collapsed}
        onToggle={() => setCollapsed((v) => !v)}
        onLogout={() => void logout()}
        logoutPending={loggingOut}
      />
      <Layout>
        <Layout.Sider
          className="app-sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <SideMenu menu={menu} companyId={session.companyId} collapsed={collapsed} trail={trail} onOpen={openItem} />
        </Layout.Sider>
        <Layout className="app-main">
          <Breadcrumb className="app-breadcrumb" items={crumbs} />
          <Layout.Content className="app-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
});
