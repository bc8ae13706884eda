import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { OpenFrame } from './open-frame';

const text = fixedMessages.open;

/** /user/register-result: no account was created; the administrator creates accounts. */
export function RegisterResultPage() {
  const navigate = useNavigate();
  return (
    <OpenFrame title={text.resultTitle} width={520}>
      <Result
        status="info"
        className="register-result"
        subTitle={text.resultSubtitle}
        extra={<Button type="primary" onClick={() => navigate(LOGIN_PATH)}>{fixedMessages.common.toLogin}</Button>}
        style={{ padding: '8px 0 0' }}
      />
    </OpenFrame>
  );
}
