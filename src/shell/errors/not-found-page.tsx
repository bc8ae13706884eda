import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../shared/messages';
import { useDocumentTitle } from '../shared/use-document-title';

/** Where unknown paths end up. */
export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle(shellMessages.pages.notFoundTitle);
  return (
    <Result
      status="404"
      title={shellMessages.pages.notFoundTitle}
      subTitle={shellMessages.pages.notFoundSubtitle}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {shellMessages.pages.backHome}
        </Button>
      }
    />
  );
}
