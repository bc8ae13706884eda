import { Button, Layout, Space, Typography } from 'antd';
import { ApartmentOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { shellMessages } from '../messages';
import { greetingFor } from './greeting';

export interface AppHeaderProps {
  realname: string;
  collapsed: boolean;
  onToggle(): void;
  onLogout(): void;
  logoutPending?: boolean;
}

/** Platform name, the side-menu toggle, the greeting and 退出登录. */
export function AppHeader({ realname, collapsed, onToggle, onLogout, logoutPending }: AppHeaderProps) {
  return (
    <Layout.Header className="app-header">
      <div className="app-brand">
        <span className="app-logo" aria-hidden>
          <ApartmentOutlined />
        </span>
        <Typography.Title level={4} className="app-brand-name">
          {shellMessages.platformName}
        </Typography.Title>
      </div>
      <Button
        type="text"
        className="app-header-trigger"
        aria-label={collapsed ? shellMessages.layout.expand : shellMessages.layout.collapse}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <div style={{ flex: 1 }} />
      <Space size="middle" className="app-header-user">
        <span>
          <span>{greetingFor()}，</span>
          <span className="app-header-welcome">{shellMessages.layout.welcome(realname)}</span>
        </span>
        <Button type="text" className="app-header-logout" icon={<LogoutOutlined />} loading={logoutPending} onClick={onLogout}>
          {shellMessages.session.logout}
        </Button>
      </Space>
    </Layout.Header>
  );
}
