import { Descriptions } from 'antd';
import { observer } from 'mobx-react-lite';
import { fixedMessages } from '../shared/fixed-messages';
import { useServices } from '../services/services-context';
import { PageFrame } from './page-frame';

const text = fixedMessages.testHome;
const none = fixedMessages.common.none;

/** /test/home: a check page showing who is signed in and in which context. */
export const TestHomePage = observer(function TestHomePage() {
  const { session } = useServices();
  const user = session.userInfo;
  return (
    <PageFrame title={text.title} className="test-home-page">
      <Descriptions bordered column={1} size="middle">
        <Descriptions.Item label={text.user}>{user ? `${user.realname}（${user.username}）` : none}</Descriptions.Item>
        <Descriptions.Item label={text.menuCode}>{session.menuCode ?? none}</Descriptions.Item>
        <Descriptions.Item label={text.company}>{session.companyId}</Descriptions.Item>
        <Descriptions.Item label={text.project}>{session.currentProjectId ?? none}</Descriptions.Item>
      </Descriptions>
    </PageFrame>
  );
});
