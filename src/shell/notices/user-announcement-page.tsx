import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import type { MyNoticeItem } from '../api/shell-api';
import { PriorityTag } from './notice-bell';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';

const text = shellMessages.notices;

/** /isps/userAnnouncement: every notice of the user, paged; 查看 opens it (marks read). */
export const UserAnnouncementPage = observer(function UserAnnouncementPage() {
  const { api, notices } = useServices();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [data, setData] = useState<{ records: MyNoticeItem[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const unread = notices.unread;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await api.myNotices(page.pageNo, page.pageSize));
    } catch {
      setData({ records: [], total: 0 });
    } finally {
      setLoading(false);
    }
  }, [api, page]);

  // Reload when the unread count changes (a notice read here or pushed meanwhile).
  useEffect(() => {
    void load();
  }, [load, unread]);

  const view = (row: MyNoticeItem) =>
    void notices.open({ id: row.anntId, titile: row.titile, sender: row.sender, sendTime: row.sendTime, msgContent: row.msgContent, openType: row.openType, openPage: row.openPage, busType: row.busType, priority: row.priority });

  return (
    <Card variant="borderless" title={text.pageTitle}>
      <Table<MyNoticeItem>
        rowKey={(r) => r.id ?? r.anntId}
        loading={loading}
        dataSource={data.records}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data.total,
          showQuickJumper: true,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30],
          showTotal: (total) => text.total(total),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'titile', title: text.columns.title, dataIndex: 'titile' },
          { key: 'priority', title: text.columns.priority, dataIndex: 'priority', width: 110, render: (p: string) => <PriorityTag priority={p} /> },
          { key: 'sender', title: text.columns.sender, dataIndex: 'sender', width: 120 },
          { key: 'sendTime', title: text.columns.sendTime, dataIndex: 'sendTime', width: 180 },
          {
            key: 'readFlag', title: text.columns.readFlag, dataIndex: 'readFlag', width: 90,
            render: (flag: string | number) => (String(flag) === '1' ? <Badge status="default" text={text.read} /> : <Badge status="processing" text={text.unread} />),
          },
          { key: 'action', title: text.columns.action, width: 90, render: (_, row) => <Button type="link" size="small" onClick={() => view(row)}>{text.view}</Button> },
        ]}
      />
    </Card>
  );
});
