import { Alert, Card, Col, Descriptions, Divider, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { DataRecord } from '@/engine';
import { PageFrame } from '../fixed-pages/page-frame';
import { personalMessages } from '../personal/personal-messages';
import type { DetailConfig } from './detail-configs';
import { RecordAttachments } from './record-attachments';
import { RecordGallery } from './record-gallery';
import { RelatedList } from './related-list';
import { RichContent } from './rich-content';
import { filePaths, useDetailRecord } from './use-detail-record';
import './detail-pages.css';

const text = personalMessages.detail;

/** A field as the list shows it: its dictionary text when it has one; money grouped by thousands. */
function shown(record: DataRecord, name: string, money = false): string | null {
  const value = record[`${name}_dictText`] ?? record[name];
  if (value === null || value === undefined || value === '') return null;
  if (money && !Number.isNaN(Number(value))) return Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (typeof value === 'number') return value.toLocaleString('zh-CN');
  return String(value);
}

function RecordBody({ config, record }: { config: DetailConfig; record: DataRecord }) {
  const meta = config.meta.map((m) => ({ ...m, value: shown(record, m.name, m.money) })).filter((m) => m.value !== null);
  const pictures = [...new Set(config.galleries.flatMap((g) => filePaths(record[g.name])))];
  const files = config.attachments.flatMap((name) => filePaths(record[name]));
  const references = config.references.map((r) => ({ ...r, value: shown(record, r.name) })).filter((r) => r.value !== null);
  const title = String(record[config.titleField] ?? '');
  return (
    <Row gutter={24}>
      <Col xs={24} xl={17}>
        <Typography.Title level={3} className="detail-title">{title}</Typography.Title>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} className="detail-meta">
          {meta.map((m) => <Descriptions.Item key={m.name} label={m.label}>{m.value}</Descriptions.Item>)}
        </Descriptions>
        {config.lead && shown(record, config.lead) ? <Typography.Paragraph className="detail-lead">{shown(record, config.lead)}</Typography.Paragraph> : null}
        {config.rich && typeof record[config.rich] === 'string' && record[config.rich] ? <RichContent html={String(record[config.rich])} /> : null}
        {config.sections.map((s) => (shown(record, s.name) ? (
          <section key={s.name} className="detail-section">
            <Typography.Title level={5}>{s.label}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{shown(record, s.name)}</Typography.Paragraph>
          </section>
        ) : null))}
        {pictures.length ? (
          <>
            <Divider orientation="left">{text.gallery}（{pictures.length}）</Divider>
            <RecordGallery paths={pictures} alt={title} />
          </>
        ) : null}
        {files.length ? (
          <>
            <Divider orientation="left">{text.attachments}</Divider>
            <RecordAttachments paths={files} />
          </>
        ) : null}
      </Col>
      <Col xs={24} xl={7}>
        {references.length ? (
          <Card size="small" title={references.map((r) => r.label).join(' / ')} style={{ marginBottom: 16 }}>
            <Space direction="vertical">
              {references.map((r) => <Typography.Text key={r.name}>{r.label}：{r.value}</Typography.Text>)}
            </Space>
          </Card>
        ) : null}
        <Card size="small" title={text.related}>
          <RelatedList config={config} record={record} />
        </Card>
      </Col>
    </Row>
  );
}

/**
 * The detail page of one record (`?id=`): title, facts, rich text, the pictures in a viewer, attachments and related
 * records. The record is read through its page's `queryById`, so rights and company/project scope are the server's.
 */
export function RecordDetailPage({ title, config }: { title: string; config: DetailConfig }) {
  const [params] = useSearchParams();
  const state = useDetailRecord(config.pageCode, params.get('id'));
  return (
    <PageFrame title={title} back className={`record-detail-page detail-${config.pageCode.replace('/', '-')}`}>
      {state.status === 'loading' ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {state.status === 'no-id' ? <Result status="info" title={text.noId} /> : null}
      {state.status === 'not-found' ? <Result status="404" title={text.notFound} /> : null}
      {state.status === 'failed' ? <Alert type="error" showIcon message={text.failed} description={state.message} /> : null}
      {state.status === 'ready' ? <RecordBody config={config} record={state.record} /> : null}
    </PageFrame>
  );
}
