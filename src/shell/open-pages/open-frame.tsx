import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useDocumentTitle } from '../shared/use-document-title';
import { shellMessages } from '../shared/messages';
import '../login/login-page.css';

/** The login page's frame (banner, card, footer) around the pages open without login. */
export function OpenFrame({ title, width = 440, children }: { title: string; width?: number; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="login-page open-page">
      <header className="login-banner">
        <span className="login-logo" aria-hidden>
          <ApartmentOutlined />
        </span>
        <div>
          <Typography.Title level={1} className="login-title">
            {shellMessages.platformName}
          </Typography.Title>
          <Typography.Text className="login-subtitle">{shellMessages.platformSubtitle}</Typography.Text>
        </div>
      </header>
      <Card className="login-card" variant="borderless" style={{ maxWidth: width }}>
        <Typography.Title level={4} className="login-card-title">
          {title}
        </Typography.Title>
        {children}
      </Card>
      <footer className="login-footer">{shellMessages.login.footer}</footer>
    </div>
  );
}
