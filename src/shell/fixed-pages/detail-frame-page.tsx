import { Alert, Descriptions, Empty, Space } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { PageFrame } from './page-frame';

const text = fixedMessages.details;

/** Primitive fields of what the opening page passed in the route state (its "props"). */
function passedFields(state: unknown): [string, string][] {
  if (!state || typeof state !== 'object') return [];
  return Object.entries(state as Record<string, unknown>)
    .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k, v]) => [k, String(v)]);
}

/**
 * The detail pages of modules whose data service is not part of the platform yet (post, party-building, image
 * standardization, innovation): the record id of `?id=` and what the opening page passed, and an honest note.
 */
export function DetailFramePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  const passed = passedFields(location.state);
  return (
    <PageFrame title={title} back className="detail-frame-page">
      {!id && passed.length === 0 ? (
        <Empty description={text.noId} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered column={1} size="middle">
            {id ? <Descriptions.Item label={text.id}>{id}</Descriptions.Item> : null}
            {passed.map(([k, v]) => (
              <Descriptions.Item key={k} label={k}>{v}</Descriptions.Item>
            ))}
          </Descriptions>
          <Alert type="info" showIcon message={text.pending} />
        </Space>
      )}
    </PageFrame>
  );
}
