import { Empty } from 'antd';
import { fixedMessages } from '../shared/fixed-messages';
import { PageFrame } from './page-frame';

/** /company/communication and /project/communication: the technical exchange platform's frame (opened in a new tab). */
export function CommunicationPage() {
  return (
    <PageFrame title={fixedMessages.communication.title} className="communication-page">
      <Empty description={fixedMessages.communication.empty} />
    </PageFrame>
  );
}
