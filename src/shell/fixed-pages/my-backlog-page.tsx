import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Result, Space, Spin, Statistic } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { NOTICE_LIST_PATH } from '../notices/notice-bell';
import { useServices } from '../services/services-context';
import { PageFrame } from './page-frame';

const text = fixedMessages.backlog;

type State = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'failed'; message: string };

/** /company/myBacklog: the user's pending count from `queryTodo`; the server gives no item list, and the page says so. */
export function MyBacklogPage() {
  const { api, notices } = useServices();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const count = await api.queryTodo();
      setState({ status: 'ready', count });
      // The header shortcut follows what this page shows.
      void notices.loadTodo();
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [api, notices]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title={text.title} className="my-backlog-page">
      {state.status === 'loading' ? <Spin /> : null}
      {state.status === 'failed' ? (
        <Result
          status="warning"
          title={text.failed}
          subTitle={state.message}
          extra={<Button onClick={() => void load()}>{fixedMessages.common.retry}</Button>}
        />
      ) : null}
      {state.status === 'ready' ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Statistic title={text.count} value={state.count} className="backlog-count" />
          {state.count > 0 ? (
            <Alert
              type="info"
              showIcon
              message={text.listPending}
              action={<Button size="small" onClick={() => navigate(NOTICE_LIST_PATH)}>{text.toNotices}</Button>}
            />
          ) : (
            <Empty description={text.empty} />
          )}
        </Space>
      ) : null}
    </PageFrame>
  );
}
