import { useEffect, useState } from 'react';
import { Button, Dropdown, Layout, Select, Space, Tooltip, Typography } from 'antd';
import {
  ApartmentOutlined, DownOutlined, LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined,
  SwapOutlined, UserOutlined,
} from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteItem } from '../session/auth-types';
import { PasswordModal } from '../account/password-modal';
import { shellMessages } from '../shared/messages';
import { accountTabPath } from '../fixed-pages/fixed-paths';
import { PROJECT_HOME } from '../menu/menu-routes';
import { useServices } from '../services/services-context';
import { ContextSwitcher } from '../context-switch/context-switcher';
import { BackToCompany } from '../context-switch/back-to-company';
import { greetingFor } from '../home/greeting';
import { HeaderShortcuts } from './header-shortcuts';
import { NoticeBell } from '../notices/notice-bell';
import { ForumUnreadBadge } from '../forum/forum-unread-badge';
import { NoticeModalHost } from '../notices/notice-modal-host';
import { SettingsDrawer } from './settings-drawer';
import { TopMenu } from '../menu/top-menu';
import { UserAvatar } from '../personal/user-avatar';

export interface AppHeaderProps {
  menu: RouteItem[];
  collapsed: boolean;
  onToggle(): void;
  onLogout(): void;
  fixed?: boolean;
  hidden?: boolean;
  /** In the top-menu layout the whole menu is in the header. */
  topMenu?: boolean;
}

const text = shellMessages.header;

/** Project pages: the project home and any page of the project menu (menu code 12). */
const isProjectPage = (pathname: string, menuCode: string | null) => pathname.startsWith('/project/') || menuCode === '12';

/**
 * The header: brand, menu toggle, top menu (first item titled by path), the user menu with the project selector on
 * project pages or the company-switch button on company pages, the greeting, 个人中心, the bell, the account
 * drop-down (账户设置, 修改密码) and the logout icon with a confirmation.
 */
export const AppHeader = observer(function AppHeader({ menu, collapsed, onToggle, onLogout, fixed = true, hidden = false, topMenu = false }: AppHeaderProps) {
  const { session, context, feedback, tabs, nav } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const realname = session.userInfo?.realname || session.userInfo?.username || '';
  const onProject = isProjectPage(location.pathname, session.menuCode);
  const token = session.token;

  // Projects and companies of the user (selector, company short name); again after a switch.
  useEffect(() => {
    if (token) void context.load();
  }, [context, token]);

  const confirmLogout = () =>
    feedback.modal.confirm({
      title: text.logoutConfirmTitle,
      content: text.logoutConfirm,
      okText: shellMessages.switcher.confirm,
      cancelText: shellMessages.switcher.cancel,
      onOk: onLogout,
    });

  const switchProject = async (projectId: string) => {
    const outcome = await context.switchTo({ kind: 'project', id: projectId });
    if (!outcome.ok) return;
    tabs.reset();
    nav.reset();
    navigate(PROJECT_HOME, { replace: true });
  };

  return (
    <Layout.Header className={`app-header${fixed ? ' app-header-fixed' : ''}${hidden ? ' app-header-hidden' : ''}`}>
      <div className="app-brand">
        <span className="app-logo" aria-hidden>
          <ApartmentOutlined />
        </span>
        <Typography.Title level={4} className="app-brand-name">
          {shellMessages.platformName}
        </Typography.Title>
      </div>
      {topMenu ? null : (
        <Button
          type="text"
          className="app-header-trigger"
          aria-label={collapsed ? shellMessages.layout.expand : shellMessages.layout.collapse}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
      )}
      <TopMenu menu={menu} />
      <Space size="middle" className="app-header-user">
        {onProject ? <BackToCompany /> : null}
        {onProject ? (
          <Select
            className="app-project-select"
            aria-label={text.projectPlaceholder}
            placeholder={text.projectPlaceholder}
            value={context.currentProjectId ?? undefined}
            style={{ width: 180 }}
            loading={!context.loaded}
            options={context.sortedProjects.map((p) => ({ value: p.id, label: p.projectNameAbbr }))}
            onChange={(id: string) => void switchProject(id)}
          />
        ) : (
          <Button className="app-company-switch" icon={<SwapOutlined />} onClick={() => setSwitcherOpen(true)} title={text.switchCompany}>
            {context.currentCompanyName || text.switchCompany}
          </Button>
        )}
        <span className="app-header-greeting">
          <span>{greetingFor()}，</span>
          <span className="app-header-welcome">{shellMessages.layout.welcome(realname)}</span>
        </span>
        <HeaderShortcuts onProject={onProject} />
        <ForumUnreadBadge />
        <NoticeBell />
        <Dropdown
          menu={{
            items: [
              { key: 'settings', icon: <UserOutlined />, label: text.accountSettings },
              { key: 'password', icon: <LockOutlined />, label: text.changePassword },
            ],
            onClick: ({ key }) => (key === 'password' ? setPasswordOpen(true) : navigate(accountTabPath('base'))),
          }}
        >
          <span className="app-header-action app-user-menu" role="button" tabIndex={0}>
            <UserAvatar path={session.userInfo?.avatar} size="small" /> {realname} <DownOutlined style={{ fontSize: 10 }} />
          </span>
        </Dropdown>
        {import.meta.env.DEV ? (
          <Tooltip title={text.settings}>
            <Button type="text" icon={<SettingOutlined />} aria-label={text.settings} onClick={() => setSettingsOpen(true)} />
          </Tooltip>
        ) : null}
        <Tooltip title={shellMessages.session.logout}>
          <Button type="text" className="app-header-logout" icon={<LogoutOutlined />} aria-label={shellMessages.session.logout} onClick={confirmLogout} />
        </Tooltip>
      </Space>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <ContextSwitcher open={switcherOpen} onClose={() => setSwitcherOpen(false)} />
      <NoticeModalHost />
      {import.meta.env.DEV ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </Layout.Header>
  );
});
