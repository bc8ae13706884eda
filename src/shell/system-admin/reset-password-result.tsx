import { Alert, Descriptions, Modal, Typography } from 'antd';
import { adminMessages } from './admin-messages';

const m = adminMessages.user;

/** The generated password, shown once: closing the dialog forgets it (the server keeps only its hash). */
export function ResetPasswordResult({ username, password, onClose }: { username: string; password: string; onClose(): void }) {
  return (
    <Modal open title={m.resetTitle} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      <Alert type="warning" showIcon message={m.resetOnce} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={m.resetAccount}>{username}</Descriptions.Item>
        <Descriptions.Item label={m.resetPasswordLabel}>
          <Typography.Text code copyable={{ tooltips: [m.copy, m.copied] }} data-testid="reset-password">{password}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
