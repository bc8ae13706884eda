import { PasswordModal } from '../account/password-modal';
import { useEffect, useMemo, useState } from 'react';
import { Breadcrumb, Drawer, Layout, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/error-boundaries';
import { shellMessages } from '../shared/messages';
import { COMMUNICATION_PATHS, FIXED_REDIRECT_PATHS, fixedTitleOf } from '../fixed-pages/fixed-paths';
import { findMenuTrail, HOME_PATHS, homePathFor } from '../menu/menu-routes';
import { LOGIN_PATH } from '../login/guard';
import { useServices } from '../services/services-context';
import { HIDE_HEADER_SCROLL } from './settings-store';
import type { RouteItem } from '../session/auth-types';
import { AppHeader } from './app-header';
import { CollapsedCompanyList } from '../context-switch/collapsed-company-list';
import { homeTitleFor, menuTitle } from '../menu/menu-title';
import { SideMenu } from '../menu/side-menu';
import { TabBar } from '../tabs/tab-bar';
import { startPagePath } from '../personal/personal-mode';
import { useDocumentTitle } from '../shared/use-document-title';
import './basic-layout.css';

const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 100;

/** The main layout: header, nested side menu, the tabbed workspace and a content area with a breadcrumb. */
export const BasicLayout = observer(function BasicLayout() {
  const { session, auth, feedback, tabs, settings, notices, nav } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [hiddenHeader, setHiddenHeader] = useState(false);
  const menu = useMemo(() => session.menu ?? [], [session.menu]);
  const trail = useMemo(() => findMenuTrail(menu, location.pathname), [menu, location.pathname]);
  const isHome = HOME_PATHS.includes(location.pathname) || location.pathname === '/';
  const homeTitle = homeTitleFor(location.pathname, session.companyId);
  const pageTitle = isHome
    ? homeTitle
    : trail.length
      ? menuTitle(trail[trail.length - 1], session.companyId)
      : (fixedTitleOf(location.pathname) ?? location.pathname);
  useDocumentTitle(isHome ? undefined : pageTitle);
  const fullPath = `${location.pathname}${location.search}`;
  const home = homePathFor(session.menuCode);

  // Every page visited opens (or activates) its tab; the home tab comes first. `/` and menu groups only redirect.
  // The side menu lists the chosen top item's children; a page outside them brings its own group.
  useEffect(() => {
    nav.follow(menu, location.pathname);
  }, [nav, menu, location.pathname]);
  // nav.topKey is observable: read here so the memo follows the top-menu choice.
  const topKey = nav.topKey;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sideItems = useMemo(() => nav.sideMenuOf(menu), [nav, menu, topKey]);
  const sideTrail = useMemo(() => findMenuTrail(sideItems, location.pathname), [sideItems, location.pathname]);

  const redirectsOnly = location.pathname === '/'
    || FIXED_REDIRECT_PATHS.includes(location.pathname.replace(/\/+$/, ''))
    || Boolean(trail[trail.length - 1]?.children?.some((c) => !c.hidden));
  useEffect(() => {
    if (redirectsOnly) return;
    // In personal mode the personal centre is the first tab.
    const first = startPagePath(session.menuCode);
    const homeTab = { fullPath: first, path: first, title: first === home ? homeTitleFor(home, session.companyId) : fixedTitleOf(first) ?? first };
    tabs.open({ fullPath, path: location.pathname, title: pageTitle }, homeTab);
  }, [tabs, fullPath, location.pathname, pageTitle, home, session.companyId, session.menuCode, redirectsOnly]);

  useEffect(() => {
    tabs.setMultipage(settings.multipage);
  }, [tabs, settings.multipage]);

  // Narrow screens are mobile: no tabs, sidebar closed.
  useEffect(() => {
    const onResize = () => settings.setViewportWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [settings]);

  // Hide the (fixed) header after 100 px of scrolling down, when the setting asks for it.
  useEffect(() => {
    if (!settings.fixedHeader || !settings.autoHideHeader) {
      setHiddenHeader(false);
      return;
    }
    const onScroll = () => setHiddenHeader(window.scrollY > HIDE_HEADER_SCROLL);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [settings.fixedHeader, settings.autoHideHeader]);

  // The bell: poll the unread notices and listen to the push channel while the layout is shown.
  const userId = session.userInfo?.id;
  const token = session.token;
  useEffect(() => {
    notices.startPolling();
    if (userId && token) notices.connect(userId, token);
    return () => notices.dispose();
  }, [notices, userId, token]);

  const crumbs = [
    { key: 'home', title: <Link to={home}>{shellMessages.layout.home}</Link> },
    ...trail
      .filter((item) => item.path !== home)
      .map((item) => ({ key: item.path || item.id, title: menuTitle(item, session.companyId) })),
    // A fixed page outside the menu (personal centre, details, …) still says where the user is.
    ...(trail.length || isHome || !fixedTitleOf(location.pathname) ? [] : [{ key: 'fixed', title: fixedTitleOf(location.pathname) }]),
  ];

  const openItem = (item: RouteItem) => {
    if (item.meta?.url && item.meta.internalOrExternal) {
      window.open(item.meta.url, '_blank', 'noopener');
      return;
    }
    // The technical exchange platform opens in a browser tab of its own.
    if (COMMUNICATION_PATHS.includes(item.path)) {
      window.open(item.path, '_blank', 'noopener');
      return;
    }
    if (settings.isMobile) settings.toggleSidebar(false);
    navigate(item.path);
  };

  const logout = async () => {
    notices.dispose();
    const outcome = await auth.logout();
    if (!outcome.ok) feedback.message.error(outcome.message);
    tabs.reset();
    nav.reset();
    navigate(LOGIN_PATH, { replace: true });
  };

  const collapsed = !settings.sidebarOpened;
  // Collapsed (100 px), the side bar lists the group dashboard and the subsidiaries instead of the menu.
  const sideMenu = collapsed && !settings.isMobile ? (
    <CollapsedCompanyList />
  ) : (
    <SideMenu menu={sideItems} companyId={session.companyId} collapsed={false} trail={sideTrail} onOpen={openItem} theme={settings.theme} />
  );
  const showSider = settings.layout === 'sidemenu' || settings.isMobile;
  const reloading = tabs.reloading !== null && tabs.reloading === tabs.active;
  const contentKey = `${tabs.active ?? fullPath}#${tabs.reloadKey}`;

  return (
    <Layout className={`app-layout${settings.weak ? ' app-weak' : ''}${settings.isMobile ? ' app-mobile' : ''}`}>
      <PasswordModal open={session.passwordChangeRequired} forced onClose={() => undefined} />
      <AppHeader
        menu={menu}
        collapsed={collapsed}
        onToggle={() => settings.toggleSidebar()}
        onLogout={() => void logout()}
        fixed={settings.fixedHeader}
        hidden={hiddenHeader}
        topMenu={settings.layout === 'topmenu' && !settings.isMobile}
      />
      <Layout>
        {showSider && settings.isMobile ? (
          <Drawer
            placement="left"
            open={settings.sidebarOpened}
            onClose={() => settings.toggleSidebar(false)}
            width={SIDER_WIDTH}
            closable={false}
            styles={{ body: { padding: 0 } }}
            rootClassName="app-sider-drawer"
          >
            {sideMenu}
          </Drawer>
        ) : showSider ? (
          <Layout.Sider
            className={`app-sider${settings.fixSiderbar ? ' app-sider-fixed' : ''}`}
            theme={settings.theme}
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            collapsible
          >
            {sideMenu}
          </Layout.Sider>
        ) : null}
        <Layout className="app-main">
          {settings.multipage && !settings.isMobile ? <TabBar /> : null}
          <Breadcrumb className="app-breadcrumb" items={crumbs} />
          <Layout.Content className={`app-content${settings.contentWidth === 'Fixed' && settings.layout === 'topmenu' ? ' app-content-fixed' : ''}`}>
            <Spin spinning={reloading} size="large">
              <div key={contentKey}>
                <RouteErrorBoundary path={location.pathname}>
                  <Outlet />
                </RouteErrorBoundary>
              </div>
            </Spin>
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
});
