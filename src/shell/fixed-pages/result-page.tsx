import { Button, Card, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';

const text = fixedMessages.result;

/** /result/success and /result/fail: the outcome of an operation; `?title=` and `?description=` override the defaults. */
export function ResultPage({ kind }: { kind: 'success' | 'fail' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const success = kind === 'success';
  return (
    <Card variant="borderless" className={`result-page result-${kind}`}>
      <Result
        status={success ? 'success' : 'error'}
        title={params.get('title') || (success ? text.successTitle : text.failTitle)}
        subTitle={params.get('description') || (success ? text.successDesc : text.failDesc)}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/')}>{fixedMessages.common.toHome}</Button>,
          <Button key="back" onClick={() => navigate(-1)}>{text.back}</Button>,
        ]}
      />
    </Card>
  );
}
