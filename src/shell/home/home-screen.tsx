import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { greetingFor } from './greeting';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { MenuShortcuts } from './menu-shortcuts';
import { UserAvatar } from '../personal/user-avatar';
import { platformLongDate } from '@/engine';
import './home-screen.css';

/** The common body of the group/company and project homes: a welcome and the user's menu as shortcuts. */
export const HomeScreen = observer(function HomeScreen({ title, before }: { title: string; before?: ReactNode }) {
  const { session } = useServices();
  const name = session.userInfo?.realname || session.userInfo?.username || '';
  return (
    <div className="home-screen">
      <Card variant="borderless" className="home-welcome">
        <div className="home-welcome-body">
          {/* The stored path is signed first: an <img> never carries the login token. */}
          <UserAvatar path={session.userInfo?.avatar} size={56} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text className="home-welcome-line">
              {shellMessages.home.welcomeLine(greetingFor(), name)}，{shellMessages.home.intro}
            </Typography.Text>
          </div>
          <div className="home-welcome-date">{platformLongDate()}</div>
        </div>
      </Card>
      {before}
      <MenuShortcuts menu={session.menu ?? []} companyId={session.companyId} />
    </div>
  );
});
