import { useCallback, useEffect, useState } from 'react';
import { App, Card, Input, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { FLOW_STATUS, useFlowClient, type FlowListRow } from '@/engine';
import { ApprovalDrawer } from '../approval/approval-drawer';
import type { ApprovalTarget } from '../approval/approval-panel';

type Row = FlowListRow & { suspended?: boolean; version?: number; id?: string };

/** 流程实例: every approval of the platform, filtered by state and searched by title or applicant; an administrator opens one, suspends or resumes it. */
export function FlowInstancesPage() {
  const flows = useFlowClient();
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [query, setQuery] = useState({ pageNo: 1, pageSize: 10, status: undefined as string | undefined, keyword: '' });
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<ApprovalTarget | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await flows.instances({ ...query, keyword: query.keyword || undefined });
      setRows(page.records as Row[]);
      setTotal(page.total);
    } finally {
      setLoading(false);
    }
  }, [flows, query]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const idOf = (row: Row) => row.id ?? row.instanceId;
  const columns: TableColumnsType<Row> = [
    { title: '标题', dataIndex: 'title', ellipsis: true, render: (t: string, row) => <Typography.Link onClick={() => setOpen({ instanceId: idOf(row) })}>{t}</Typography.Link> },
    { title: '流程', dataIndex: 'processName', width: 120, render: (n: string, row) => `${n} V${row.version ?? ''}` },
    { title: '申请人', dataIndex: 'applicantName', width: 90 },
    { title: '当前节点', dataIndex: 'currentNames', width: 160 },
    { title: '发起时间', dataIndex: 'startTime', width: 170 },
    { title: '结束时间', dataIndex: 'endTime', width: 170 },
    { title: '状态', dataIndex: 'status', width: 110, render: (s: Row['status'], row) => (
      <Space size={4}><Tag color={FLOW_STATUS[s]?.color}>{FLOW_STATUS[s]?.text ?? s}</Tag>{row.suspended ? <Tag color="warning">挂起</Tag> : null}</Space>
    ) },
    { title: '操作', key: 'action', width: 90, fixed: 'right', render: (_: unknown, row) => (row.status === 'running' ? (
      <Popconfirm title={row.suspended ? '恢复后审批人可继续办理，确定？' : '挂起后审批人暂不能办理，确定？'}
        onConfirm={async () => { message.success(await flows.setInstanceSuspended(idOf(row), !row.suspended)); await load(); }}>
        <Typography.Link>{row.suspended ? '恢复' : '挂起'}</Typography.Link>
      </Popconfirm>
    ) : null) },
  ];

  return (
    <Card variant="borderless" title="流程实例" className="flow-instances-page" extra={
      <Space>
        <Select allowClear placeholder="实例状态" style={{ width: 120 }} value={query.status}
          options={Object.entries(FLOW_STATUS).map(([value, s]) => ({ value, label: s.text }))}
          onChange={(status) => setQuery((q) => ({ ...q, status, pageNo: 1 }))} />
        <Input.Search allowClear placeholder="搜索标题或申请人" style={{ width: 240 }} onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 }))} />
      </Space>
    }>
      <Table<Row> rowKey={idOf} size="middle" bordered loading={loading} columns={columns} dataSource={rows} scroll={{ x: 1100 }}
        pagination={{ current: query.pageNo, pageSize: query.pageSize, total, showSizeChanger: true, showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })) }} />
      <ApprovalDrawer target={open} onClose={() => setOpen(null)} onChanged={() => void load()} />
    </Card>
  );
}

export default FlowInstancesPage;
