import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';

/** The card every fixed page sits in: its title, an optional back button and extra actions. */
export function PageFrame({ title, back = false, extra, className, children }: {
  title: ReactNode;
  back?: boolean;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const backButton = back ? (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {fixedMessages.common.back}
    </Button>
  ) : null;
  return (
    <Card variant="borderless" title={title} className={`fixed-page ${className ?? ''}`.trim()} extra={<>{extra}{backButton}</>}>
      {children}
    </Card>
  );
}
