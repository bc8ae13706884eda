import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useFlowClient, type FlowDefinitionRow } from '@/engine';
import { FlowDesignerDrawer } from './flow-designer-drawer';

type Row = FlowDefinitionRow & { history: FlowDefinitionRow[] };

/**
 * 流程定义: each process with its newest version (older ones under it), the form it approves, its state and how
 * many instances run on it; 设计 opens the modeler, 停用/启用 stops or lets new submissions start.
 */
export function FlowDefinitionsPage() {
  const flows = useFlowClient();
  const { message } = App.useApp();
  const [rows, setRows] = useState<FlowDefinitionRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [designing, setDesigning] = useState<FlowDefinitionRow | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await flows.definitions());
    } finally {
      setLoading(false);
    }
  }, [flows]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const grouped = useMemo<Row[]>(() => {
    const byKey = new Map<string, FlowDefinitionRow[]>();
    for (const row of rows) byKey.set(row.processKey, [...(byKey.get(row.processKey) ?? []), row]);
    return [...byKey.values()].map((versions) => ({ ...versions[0], history: versions.slice(1) }));
  }, [rows]);

  const toggle = async (row: FlowDefinitionRow) => {
    message.success(await flows.setDefinitionActive(row.processKey, row.status !== 'active'));
    await load();
  };

  const columns: TableColumnsType<Row> = [
    { title: '流程编码', dataIndex: 'processKey', width: 150 },
    { title: '流程名称', dataIndex: 'name', width: 140, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: '版本', dataIndex: 'version', width: 70, render: (v: number) => `V${v}` },
    { title: '业务表单', dataIndex: 'formCode', width: 140 },
    { title: '状态', dataIndex: 'status', width: 80, render: (s: string) => (s === 'active' ? <Tag color="success">已启用</Tag> : <Tag>已停用</Tag>) },
    { title: '来源', dataIndex: 'origin', width: 80, render: (o: string) => (o === 'file' ? '流程文件' : '设计器') },
    { title: '运行中', dataIndex: 'running', width: 80 },
    { title: '部署人', dataIndex: 'deployedBy', width: 90 },
    { title: '部署时间', dataIndex: 'deployedTime', width: 170 },
    {
      title: '操作', key: 'action', width: 140, fixed: 'right',
      render: (_: unknown, row) => (
        <Space>
          <Typography.Link onClick={() => setDesigning(row)}>设计</Typography.Link>
          <Popconfirm title={row.status === 'active' ? '停用后不能再提交新的申请，已发起的继续审批。确定停用？' : '确定启用？'} onConfirm={() => toggle(row)}>
            <Typography.Link type={row.status === 'active' ? 'danger' : undefined}>{row.status === 'active' ? '停用' : '启用'}</Typography.Link>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" title="流程定义" extra={<Button onClick={() => void load()}>刷新</Button>} className="flow-definitions-page">
      <Table<Row> rowKey="id" size="middle" bordered loading={loading} columns={columns} dataSource={grouped} scroll={{ x: 1200 }} pagination={false}
        expandable={{
          rowExpandable: (row) => row.history.length > 0,
          expandedRowRender: (row) => (
            <Table<FlowDefinitionRow> rowKey="id" size="small" pagination={false} dataSource={row.history}
              columns={columns.filter((c) => c.key !== 'action') as TableColumnsType<FlowDefinitionRow>} />
          ),
        }} />
      <FlowDesignerDrawer definition={designing} onClose={() => setDesigning(null)} onDeployed={() => void load()} />
    </Card>
  );
}

export default FlowDefinitionsPage;
