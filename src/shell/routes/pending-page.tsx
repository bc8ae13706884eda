import { Button, Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { shellMessages } from '../shared/messages';

/** A menu item whose page is not built yet: say so instead of a 404, the item itself is legitimate. */
export function PendingPage({ title }: { title: string }) {
  return (
    <Card variant="borderless">
      <Result icon={<ToolOutlined style={{ color: '#07aea8' }} />} title={title} subTitle={shellMessages.pages.pendingSubtitle} />
    </Card>
  );
}

/** A menu item that points outside the platform. */
export function ExternalLinkPage({ title, url }: { title: string; url: string }) {
  return (
    <Card variant="borderless">
      <Result
        status="info"
        title={title}
        subTitle={shellMessages.pages.externalHint}
        extra={
          <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
            {shellMessages.pages.openExternal}
          </Button>
        }
      />
    </Card>
  );
}
