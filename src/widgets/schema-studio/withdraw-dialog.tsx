import { useState } from 'react';
import { Alert, Input, Modal, Space } from 'antd';

export interface WithdrawDialogProps {
  code: string;
  open: boolean;
  withdrawing: boolean;
  /** Why the server refused the last attempt (a menu still opens the page: it names the menu). */
  refusal?: string;
  onCancel(): void;
  onWithdraw(comment: string): void;
}

/**
 * 停用: what withdrawing a published page does and does not do — it is no longer served; its table and rows, its
 * history and its draft stay, so a rollback serves it again — and the comment the history keeps. A refusal stays in the
 * dialog, so the configurator can read which menu item to remove first.
 */
export function WithdrawDialog({ code, open, withdrawing, refusal, onCancel, onWithdraw }: WithdrawDialogProps) {
  const [comment, setComment] = useState('');
  return (
    <Modal
      title={`停用 ${code}`}
      open={open}
      onCancel={onCancel}
      okText="确认停用"
      okButtonProps={{ danger: true, loading: withdrawing }}
      onOk={() => onWithdraw(comment)}
      width={600}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="warning"
          showIcon
          message="停用后此页面不再提供服务，已打开它的用户将看到页面不存在"
          description="数据表及其中的数据保留，不会删除；停用记入历史版本，可随时回滚到任一发布过的版本恢复。菜单中仍有此页面时不能停用，请先在菜单管理中删除该菜单项。"
        />
        {refusal ? <Alert type="error" showIcon message="不能停用" description={refusal} data-testid="withdraw-refusal" /> : null}
        <Input.TextArea aria-label="停用说明" placeholder="停用说明（记入历史，如：业务已并入车辆维修）" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} rows={2} />
      </Space>
    </Modal>
  );
}
