import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { OpenFrame } from './open-frame';

/** /user/download: there is no client package to offer; the page says so. */
export function DownloadPage() {
  const navigate = useNavigate();
  return (
    <OpenFrame title={fixedMessages.open.downloadTitle}>
      <Empty className="download-empty" description={fixedMessages.open.downloadEmpty}>
        <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>{fixedMessages.common.toLogin}</Button>
      </Empty>
    </OpenFrame>
  );
}
