import { Drawer, Empty, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SchemaChange, StudioVersionRow } from '@/engine';

export interface HistoryDrawerProps {
  code: string;
  open: boolean;
  versions: StudioVersionRow[];
  onClose(): void;
  onRollback(version: number): void;
}

const ACTION = { publish: ['发布', 'blue'], rollback: ['回滚', 'orange'], import: ['导入', 'purple'], withdraw: ['停用', 'default'] } as const;
const OP = { add: '新增', remove: '删除', replace: '修改' } as const;

/** `/fields/cost` → 新增 fields/cost; a whole field added reads as its label. */
function describe(change: SchemaChange): string {
  const label = (v: unknown) => (typeof v === 'object' && v !== null && 'label' in v ? `（${String((v as { label: unknown }).label)}）` : '');
  return `${OP[change.op]} ${change.path.slice(1) || '整个模式'}${label(change.after ?? change.before)}`;
}

/** 历史版本: every version with who, when, the comment and what changed; 回滚 serves an earlier one again (after 停用 too). */
export function HistoryDrawer({ code, open, versions, onClose, onRollback }: HistoryDrawerProps) {
  const latest = versions[0]?.version;
  const columns: TableColumnsType<StudioVersionRow> = [
    { title: '版本', dataIndex: 'version', width: 64, render: (v: number) => <Typography.Text strong>V{v}</Typography.Text> },
    { title: '操作', dataIndex: 'action', width: 72, render: (a: StudioVersionRow['action']) => <Tag color={ACTION[a][1]}>{ACTION[a][0]}</Tag> },
    { title: '发布人', dataIndex: 'createBy', width: 90 },
    { title: '时间', dataIndex: 'createTime', width: 160 },
    { title: '说明', dataIndex: 'comment', width: 180 },
    {
      title: '变更', dataIndex: 'diff',
      // The first version's change is the whole page: named once rather than key by key.
      render: (diff: SchemaChange[], row) => (row.action === 'withdraw' ? '不再提供服务（数据表与数据保留）' : row.version === 1 ? '首次发布' : (
        <Typography.Paragraph style={{ marginBottom: 0, fontSize: 12 }} ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}>
          {diff.length ? diff.map(describe).join('；') : '无变更'}
        </Typography.Paragraph>
      )),
    },
    {
      title: '', key: 'rollback', width: 80,
      // A withdrawal is not a version to serve again: 回滚 to one of the published versions restores the page.
      render: (_: unknown, row) => (row.action === 'withdraw' ? (row.version === latest ? <Tag>已停用</Tag> : null) : row.version === latest ? <Tag color="success">当前</Tag> : (
        <Popconfirm title={`回滚到第 ${row.version} 版？将作为新版本发布，数据不会丢失。`} onConfirm={() => onRollback(row.version)}>
          <Typography.Link>回滚</Typography.Link>
        </Popconfirm>
      )),
    },
  ];
  return (
    <Drawer title={`历史版本：${code}`} open={open} onClose={onClose} width={920}>
      {versions.length ? <Table rowKey="id" size="small" columns={columns} dataSource={versions} pagination={false} /> : <Empty description="尚未发布" />}
    </Drawer>
  );
}
