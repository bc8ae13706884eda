import { Card, Menu, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { ACCOUNT_TABS, accountTabPath, type AccountTab } from '../fixed-pages/fixed-paths';
import { useServices } from '../services/services-context';
import { AccountBaseForm } from './account-base-form';
import { AccountBinding, AccountCustom, AccountNotification, AccountSecurity } from './account-panels';
import './account-settings.css';

const text = fixedMessages.account;

const PANELS: Record<AccountTab, () => JSX.Element> = {
  base: () => <AccountBaseForm />,
  security: () => <AccountSecurity />,
  custom: () => <AccountCustom />,
  binding: () => <AccountBinding />,
  notification: () => <AccountNotification />,
};

const isTab = (value: string | undefined): value is AccountTab => (ACCOUNT_TABS as readonly string[]).includes(value ?? '');

/**
 * /account/settings/:tab — base, security, custom, binding, notification. Needs the `user` permission, which
 * every signed-in account with a user record holds (JeecgBoot's `permission: ['user']`).
 */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const { session } = useServices();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!session.isLoggedIn || !session.userInfo) return <Result status="403" title="403" subTitle={text.noPermission} />;
  if (!isTab(tab)) return <Navigate to="/404" replace />;
  const Panel = PANELS[tab];
  return (
    <Card variant="borderless" className="account-settings" styles={{ body: { padding: 0 } }}>
      <div className="account-settings-body">
        <Menu
          className="account-settings-menu"
          mode="inline"
          selectedKeys={[tab]}
          items={ACCOUNT_TABS.map((key) => ({ key, label: text.tabs[key] }))}
          onClick={({ key }) => navigate(accountTabPath(key as AccountTab))}
        />
        <div className="account-settings-panel">
          <div className="account-settings-title">{text.tabs[tab]}</div>
          <Panel />
        </div>
      </div>
    </Card>
  );
});
