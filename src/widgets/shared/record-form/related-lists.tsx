import { Alert, Empty, Spin, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useDictLookup, useRelatedRecords, RELATED_PAGE_SIZE, type DataRecord, type RelatedSpec } from '@/engine';
import { alignOf } from '../list/cell-format';
import { cellRenderer } from '../list/cell-render';
import { recordFormMessages as text } from './record-form-messages';

function RelatedTable({ spec, record }: { spec: RelatedSpec; record: DataRecord }) {
  const state = useRelatedRecords(spec, record);
  const dicts = useDictLookup();
  if (state.status === 'loading') return <Spin size="small" style={{ display: 'block', margin: 16 }} />;
  if (state.status === 'forbidden') return <Alert type="info" showIcon message={text.relatedForbidden} />;
  if (state.status === 'error') return <Alert type="warning" showIcon message={text.relatedFailed} description={state.message} />;
  if (!state.rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.relatedEmpty} />;
  const columns: TableColumnsType<DataRecord> = state.columns.map((field) => ({
    title: field.label, key: field.name, dataIndex: field.name, width: field.list?.width, align: alignOf(field), ellipsis: true,
    render: cellRenderer(field, dicts),
  }));
  return (
    <>
      <Table<DataRecord> rowKey="id" size="small" bordered columns={columns} dataSource={state.rows} pagination={false}
        scroll={{ x: 'max-content' }} />
      {state.total > RELATED_PAGE_SIZE ? <Typography.Text type="secondary">{text.relatedMore(state.total, RELATED_PAGE_SIZE)}</Typography.Text> : null}
    </>
  );
}

/**
 * 详情's related records (`related`): another page's rows pointing at this record — a contract's supplements,
 * invoices and receipts — one tab each, read with the user's own rights and scope.
 */
export function RelatedLists({ related, record }: { related: RelatedSpec[]; record: DataRecord }) {
  if (!related.length) return null;
  return (
    <section className="crud-related" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ margin: '8px 0' }}>{text.relatedTitle}</Typography.Title>
      <Tabs size="small" destroyOnHidden items={related.map((spec) => ({
        key: `${spec.page}:${spec.link}`,
        label: spec.title ?? spec.page,
        children: <RelatedTable spec={spec} record={record} />,
      }))} />
    </section>
  );
}
