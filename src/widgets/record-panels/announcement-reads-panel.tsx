import { Alert, Empty, Statistic, Table, Tabs, Space } from 'antd';
import type { RecordPanelProps } from './record-panel-drawer';
import { recordPanelMessages } from './record-panel-messages';
import { usePanelData } from './use-panel-data';

interface Reader { userId: string; username: string; realname: string; departName: string | null; read: boolean; readTime: string | null }
interface ReadStatus { total: number; readCount: number; unreadCount: number; readers: Reader[] }

const t = recordPanelMessages.reads;

/** 阅读情况: how many an announcement reached, who has read it (with the time) and who has not. */
export function AnnouncementReadsPanel({ record }: RecordPanelProps) {
  const { data, error, loading, message } = usePanelData<ReadStatus>('/sys/annountCement/readStatus', { id: record.id });
  if (error) return <Alert type="error" showIcon message={recordPanelMessages.loadFailed} description={error} />;
  if (!loading && data && data.total === 0) return <Empty description={message || t.notPublished} />;
  const readers = data?.readers ?? [];
  const columns = (withTime: boolean) => [
    { title: t.name, dataIndex: 'realname', width: 100 },
    { title: t.account, dataIndex: 'username', width: 120 },
    { title: t.depart, dataIndex: 'departName', ellipsis: true },
    ...(withTime ? [{ title: t.readTime, dataIndex: 'readTime', width: 170 }] : []),
  ];
  const list = (read: boolean) => (
    <Table<Reader> rowKey="userId" size="small" loading={loading} columns={columns(read)} dataSource={readers.filter((r) => r.read === read)}
      pagination={{ pageSize: 10, hideOnSinglePage: true }} />
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space size={48}>
        <Statistic title={t.total} value={data?.total ?? 0} />
        <Statistic title={t.read} value={data?.readCount ?? 0} valueStyle={{ color: '#52c41a' }} />
        <Statistic title={t.unread} value={data?.unreadCount ?? 0} valueStyle={{ color: '#fa8c16' }} />
      </Space>
      <Tabs items={[
        { key: 'read', label: `${t.read}（${data?.readCount ?? 0}）`, children: list(true) },
        { key: 'unread', label: `${t.unread}（${data?.unreadCount ?? 0}）`, children: list(false) },
      ]} />
    </Space>
  );
}
