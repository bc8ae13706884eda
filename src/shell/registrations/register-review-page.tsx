import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useServices } from '../services/services-context';
import { createRegisterApi, type RegisterApi, type RegisterRequest, type RegisterStatus } from './register-api';
import { registerReviewMessages as text } from './register-review-messages';

const STATUS_COLOURS: Record<RegisterStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };
const PAGE_SIZE = 10;

/**
 * 注册审核: the self-registrations waiting for an administrator (and those decided), with 通过 and 驳回 (a reason is
 * required). The server checks the right to decide (`system:user:edit`); the account can log in once approved.
 */
export default function RegisterReviewPage() {
  const { engine, feedback } = useServices();
  const [api, setApi] = useState<RegisterApi>();
  const [status, setStatus] = useState<RegisterStatus>('pending');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ records: RegisterRequest[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [rejecting, setRejecting] = useState<RegisterRequest | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    let live = true;
    void engine().then((e) => live && setApi(createRegisterApi(e.dataProvider)));
    return () => { live = false; };
  }, [engine]);

  const load = useCallback(async () => {
    if (!api) return;
    setLoading(true);
    try {
      setData(await api.list(status, page, PAGE_SIZE));
    } catch {
      setData({ records: [], total: 0 });
    } finally {
      setLoading(false);
    }
  }, [api, status, page]);
  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (run: () => Promise<string>) => {
    try {
      feedback.message.success(await run());
      await load();
      return true;
    } catch {
      return false; // the data provider already showed the server's refusal
    }
  };

  const confirmReject = async () => {
    if (!api || !rejecting) return;
    if (!reason.trim()) {
      feedback.message.warning(text.rejectRequired);
      return;
    }
    if (await decide(() => api.reject(rejecting.id, reason.trim()))) setRejecting(null);
  };

  const columns: ColumnsType<RegisterRequest> = [
    { title: text.username, dataIndex: 'username' },
    { title: text.realname, dataIndex: 'realname' },
    { title: text.phone, dataIndex: 'phone' },
    { title: text.email, dataIndex: 'email' },
    { title: text.createTime, dataIndex: 'createTime' },
    { title: text.status, dataIndex: 'status', render: (s: RegisterStatus) => <Tag color={STATUS_COLOURS[s]}>{text[s]}</Tag> },
    ...(status === 'pending' ? [] : [
      { title: text.decidedBy, dataIndex: 'decidedBy' },
      { title: text.decidedTime, dataIndex: 'decidedTime' },
      ...(status === 'rejected' ? [{ title: text.rejectReason, dataIndex: 'rejectReason' }] : []),
    ]),
    ...(status === 'pending' ? [{
      title: text.actions,
      key: 'actions',
      render: (_: unknown, r: RegisterRequest) => (
        <Space>
          <Popconfirm title={text.approveConfirm(r.realname)} okText={text.ok} cancelText={text.cancel} onConfirm={() => api && decide(() => api.approve(r.id))}>
            <Button type="link" size="small" className="register-approve">{text.approve}</Button>
          </Popconfirm>
          <Button type="link" size="small" danger className="register-reject" onClick={() => { setReason(''); setRejecting(r); }}>{text.reject}</Button>
        </Space>
      ),
    }] : []),
  ];

  return (
    <Card title={text.title} className="register-review" data-testid="register-review" data-loaded={api && !loading ? '' : undefined}>
      <Alert type="info" showIcon message={text.hint} style={{ marginBottom: 16 }} />
      <Segmented<RegisterStatus>
        value={status}
        onChange={(s) => { setStatus(s); setPage(1); }}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: text[s] }))}
        style={{ marginBottom: 16 }}
      />
      <Table<RegisterRequest>
        rowKey="id" size="middle" loading={loading} columns={columns} dataSource={data.records}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
      />
      <Modal open={rejecting !== null} title={rejecting ? text.rejectTitle(rejecting.realname) : ''} okText={text.ok} cancelText={text.cancel}
        onOk={() => void confirmReject()} onCancel={() => setRejecting(null)} destroyOnHidden>
        <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} placeholder={text.rejectPlaceholder} aria-label={text.rejectReason} />
      </Modal>
    </Card>
  );
}
