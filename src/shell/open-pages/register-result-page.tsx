import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { loginMessages } from '../login/login-messages';
import { OpenFrame } from './open-frame';

/** /user/register-result: the account was created and waits for an administrator's approval. */
export function RegisterResultPage() {
  const navigate = useNavigate();
  return (
    <OpenFrame title={loginMessages.resultTitle} width={520}>
      <Result
        status="success"
        className="register-result"
        subTitle={loginMessages.resultSubtitle}
        extra={<Button type="primary" onClick={() => navigate(LOGIN_PATH)}>{fixedMessages.common.toLogin}</Button>}
        style={{ padding: '8px 0 0' }}
      />
    </OpenFrame>
  );
}
