import { useEffect, useState } from 'react';
import { Modal, Table, Tag } from 'antd';
import { adminMessages } from './admin-messages';
import { useAdminApi, type LoginHistoryRow } from './admin-api';

const m = adminMessages.user;

/** A user's logins, logouts and failed attempts from the login log, newest first, ten a page. */
export function LoginHistoryModal({ userId, name, onClose }: { userId: string; name: string; onClose(): void }) {
  const api = useAdminApi();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: LoginHistoryRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.loginHistory(userId, page).then((d) => live && setData(d), (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [api, userId, page]);
  return (
    <Modal open title={m.loginHistoryTitle(name)} width={900} footer={null} onCancel={onClose} destroyOnHidden>
      {error ? <div role="alert">{error}</div> : null}
      <Table<LoginHistoryRow>
        rowKey="id" size="small" bordered loading={!data && !error} dataSource={data?.records ?? []}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: m.columns.createTime, dataIndex: 'createTime', width: 170 },
          { title: m.columns.logTypeText, dataIndex: 'logTypeText', width: 80 },
          { title: m.columns.result, dataIndex: 'result', width: 80, render: (v: string, r) => <Tag color={r.ok ? 'green' : 'red'}>{v}</Tag> },
          { title: m.columns.ip, dataIndex: 'ip', width: 140 },
          { title: m.columns.userAgent, dataIndex: 'userAgent', ellipsis: true },
        ]}
      />
    </Modal>
  );
}
