import { useState } from 'react';
import { Button, Descriptions, Empty, List } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { PasswordModal } from './password-modal';
import { fixedMessages } from '../shared/fixed-messages';
import { NOTICE_LIST_PATH } from '../notices/notice-bell';
import { useServices } from '../services/services-context';

const text = fixedMessages.account;

/** 安全设置: password change, and the phone and e-mail the account is bound to. */
export const AccountSecurity = observer(function AccountSecurity() {
  const { session } = useServices();
  const [open, setOpen] = useState(false);
  const t = text.security;
  const user = session.userInfo;
  const bound = (value: unknown) => (typeof value === 'string' && value ? value : t.unset);
  const items: { key: string; title: string; description: string; action?: JSX.Element }[] = [
    { key: 'password', title: t.password, description: t.passwordDesc, action: <Button type="link" onClick={() => setOpen(true)}>{t.change}</Button> },
    { key: 'phone', title: t.phone, description: bound(user?.phone) },
    { key: 'email', title: t.email, description: bound(user?.email) },
  ];
  return (
    <>
      <List
        className="account-security"
        dataSource={items}
        renderItem={(item) => (
          <List.Item actions={item.action ? [item.action] : []}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      <PasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
});

/** 个性化: the layout settings in effect. */
export const AccountCustom = observer(function AccountCustom() {
  const { settings } = useServices();
  const t = text.custom;
  return (
    <Descriptions column={1} bordered size="middle" className="account-custom">
      <Descriptions.Item label={t.theme}>{t.themes[settings.theme] ?? settings.theme}</Descriptions.Item>
      <Descriptions.Item label={t.color}>
        <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: settings.color, verticalAlign: -2, marginRight: 8 }} />
        {settings.color}
      </Descriptions.Item>
      <Descriptions.Item label={t.layout}>{t.layouts[settings.layout] ?? settings.layout}</Descriptions.Item>
      <Descriptions.Item label={t.multipage}>{settings.multipage ? t.on : t.off}</Descriptions.Item>
    </Descriptions>
  );
});

/** 账户绑定: no third-party account can be bound on this platform yet. */
export function AccountBinding() {
  return <Empty className="account-binding" description={text.binding.empty} />;
}

/** 新消息通知: the unread counts and the to-do count as the header shows them. */
export const AccountNotification = observer(function AccountNotification() {
  const { notices } = useServices();
  const navigate = useNavigate();
  const t = text.notification;
  return (
    <>
      <Descriptions column={1} bordered size="middle" className="account-notification">
        <Descriptions.Item label={t.notices}>{notices.anntTotal}</Descriptions.Item>
        <Descriptions.Item label={t.system}>{notices.sysTotal}</Descriptions.Item>
        <Descriptions.Item label={t.todo}>{notices.todo}</Descriptions.Item>
      </Descriptions>
      <Button type="link" style={{ paddingLeft: 0, marginTop: 12 }} onClick={() => navigate(NOTICE_LIST_PATH)}>{t.more}</Button>
    </>
  );
});
