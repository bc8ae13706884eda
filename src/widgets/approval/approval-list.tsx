import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Input, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { FLOW_STATUS, FLOW_TABS, useFlowClient, type FlowListRow, type FlowTab } from '@/engine';
import { ApprovalDrawer } from './approval-drawer';
import type { ApprovalTarget } from './approval-panel';
import { approvalMessages as text } from './approval-messages';

const TABS = Object.keys(FLOW_TABS) as FlowTab[];
const DECISIONS: Record<string, string> = { approve: '同意', reject: '驳回', return: '退回' };

export interface ApprovalListProps {
  /** The tab shown first. */
  initialTab?: FlowTab;
  /** Called after any action, so a host can refresh a badge elsewhere (the header's to-do count). */
  onChanged?(): void;
}

/**
 * 我的审批: 我的待办 / 我的已办 / 我发起的 / 抄送我的 with their counts, searchable and paged; a row opens the approval
 * in a drawer, and whatever is decided there refreshes the lists and counts.
 */
export function ApprovalList({ initialTab = 'todo', onChanged }: ApprovalListProps) {
  const flows = useFlowClient();
  const [tab, setTab] = useState<FlowTab>(initialTab);
  const [counts, setCounts] = useState<Partial<Record<FlowTab, number>>>({});
  const [rows, setRows] = useState<FlowListRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<ApprovalTarget | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [list, allCounts] = await Promise.all([flows.list(tab, { ...page, keyword: keyword || undefined }), flows.counts()]);
      setRows(list.records);
      setTotal(list.total);
      setCounts(allCounts);
    } finally {
      setLoading(false);
    }
  }, [flows, tab, page, keyword]);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const columns = useMemo<TableColumnsType<FlowListRow>>(() => [
    { title: text.list.title, dataIndex: 'title', ellipsis: true, render: (title: string, row) => <Typography.Link onClick={() => setOpen(targetOf(row))}>{title}</Typography.Link> },
    { title: text.list.process, dataIndex: 'processName', width: 120 },
    { title: text.list.node, dataIndex: tab === 'todo' || tab === 'done' ? 'nodeName' : 'currentNames', width: 140,
      render: (value: string | null) => value ?? '' },
    { title: text.list.applicant, dataIndex: 'applicantName', width: 90 },
    { title: tab === 'todo' ? text.list.arrived : tab === 'done' ? text.list.finished : text.list.started, dataIndex: tab === 'started' ? 'startTime' : 'taskTime', width: 170 },
    ...(tab === 'done' ? [{ title: text.list.decision, dataIndex: 'decision', width: 90, render: (d: string) => DECISIONS[d] ?? d }] : []),
    { title: text.list.status, dataIndex: 'status', width: 90, render: (s: FlowListRow['status']) => <Tag color={FLOW_STATUS[s]?.color}>{FLOW_STATUS[s]?.text ?? s}</Tag> },
    { title: text.list.action, key: 'action', width: 80, fixed: 'right',
      render: (_: unknown, row) => <Typography.Link onClick={() => setOpen(targetOf(row))}>{tab === 'todo' ? text.list.handle : text.list.view}</Typography.Link> },
  ], [tab]);

  return (
    <div className="approval-list">
      <Tabs activeKey={tab} onChange={(key) => { setTab(key as FlowTab); setPage((p) => ({ ...p, pageNo: 1 })); }}
        tabBarExtraContent={<Input.Search allowClear placeholder={text.list.search} style={{ width: 260 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, pageNo: 1 })); }} />}
        items={TABS.map((key) => ({
          key,
          label: <span className={`approval-tab-${key}`}>{FLOW_TABS[key]} <Badge count={counts[key] ?? 0} showZero={key === 'todo'} overflowCount={999} color={key === 'todo' ? undefined : '#bfbfbf'} /></span>,
        }))} />
      <Table<FlowListRow>
        rowKey={(row) => row.taskId ?? row.instanceId}
        size="middle"
        bordered
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 960 }}
        locale={{ emptyText: text.list.empty }}
        pagination={{ current: page.pageNo, pageSize: page.pageSize, total, showSizeChanger: true, showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) }}
      />
      <ApprovalDrawer target={open} onClose={() => setOpen(null)} onChanged={() => { void load(); onChanged?.(); }} />
    </div>
  );
}

function targetOf(row: FlowListRow): ApprovalTarget {
  return row.taskId ? { taskId: row.taskId } : { instanceId: row.instanceId };
}

export default ApprovalList;
