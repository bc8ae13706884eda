import { useState } from 'react';
import { Alert, Input, List, Modal, Typography } from 'antd';
import type { StudioCheck } from '@/engine';

export interface PublishDialogProps {
  code: string;
  /** The server's check of the saved draft, as publishing would run it; undefined while it runs. */
  check?: StudioCheck;
  open: boolean;
  publishing: boolean;
  onCancel(): void;
  onPublish(comment: string): void;
}

/**
 * 发布: what the publish would do — the linter's problems, or the table change (new columns, the SQL), or the
 * destructive change that refuses it — and the comment the history keeps.
 */
export function PublishDialog({ code, check, open, publishing, onCancel, onPublish }: PublishDialogProps) {
  const [comment, setComment] = useState('');
  const plan = check?.plan;
  return (
    <Modal
      title={`发布 ${code}`}
      open={open}
      onCancel={onCancel}
      okText="确认发布"
      okButtonProps={{ disabled: !check?.publishable, loading: publishing }}
      onOk={() => onPublish(comment)}
      width={720}
      destroyOnHidden
    >
      {!check ? <Typography.Text type="secondary">正在检查…</Typography.Text> : null}
      {check && check.problems.length ? (
        <Alert
          type="error"
          showIcon
          message={`有 ${check.problems.length} 个问题，改正后才能发布（草稿已保存）`}
          description={<List size="small" dataSource={check.problems} renderItem={(p) => <List.Item><Typography.Text code>{p.pointer || '/'}</Typography.Text> {p.message}</List.Item>} />}
        />
      ) : null}
      {plan?.refused ? <Alert type="error" showIcon message="数据表变更被拒绝" description={plan.refused} /> : null}
      {check?.publishable && plan ? (
        <div>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            message={plan.newColumns.length ? `将新增 ${plan.newColumns.length} 列：${plan.newColumns.map((c) => c.split('.')[1]).join('、')}` : '数据表无需变更'}
            description="发布后所有服务进程立即使用新版本，无需重启；可随时回滚到任一历史版本。"
          />
          {plan.statements.length ? (
            <pre data-testid="publish-sql" style={{ background: '#fafafa', border: '1px solid #f0f0f0', padding: 8, maxHeight: 180, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {plan.statements.join(';\n')};
            </pre>
          ) : null}
          <Input.TextArea aria-label="发布说明" placeholder="发布说明（记入历史，如：增加维修费用字段）" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} rows={2} />
        </div>
      ) : null}
    </Modal>
  );
}
