import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { checkConfirmPassword, checkNewPassword } from './password-rules';
import { adminMessages } from '../system-admin/admin-messages';

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const text = shellMessages.password;
/** The change-password dialog is 800 px wide. */
export const PASSWORD_MODAL_WIDTH = 800;

/**
 * 修改密码: old, new and confirmation; the server's refusal shows as a warning, success closes. `forced` (after an
 * administrator's reset): it cannot be dismissed, and success lifts the session's change requirement.
 */
export const PasswordModal = observer(function PasswordModal({ open, onClose, forced = false }: { open: boolean; onClose(): void; forced?: boolean }) {
  const { api, session, feedback } = useServices();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const username = session.userInfo?.username;
    if (!username) {
      feedback.message.warning(text.noUser);
      return;
    }
    setSaving(true);
    try {
      const message = await api.updatePassword({ username, ...values });
      feedback.message.success(message);
      if (forced) session.setPasswordChanged();
      close();
    } catch (error) {
      feedback.message.warning(error instanceof Error && error.message ? error.message : text.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={forced ? adminMessages.forcedPassword.title : text.title} open={open} width={PASSWORD_MODAL_WIDTH} onOk={() => void submit()} onCancel={close} confirmLoading={saving} destroyOnHidden rootClassName="password-modal"
      {...(forced ? { closable: false, maskClosable: false, keyboard: false, cancelButtonProps: { style: { display: 'none' } } } : {})}>
      {forced ? <Alert type="warning" showIcon message={adminMessages.forcedPassword.hint} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="oldpassword" label={text.old} rules={[{ required: true, message: text.oldRequired }]}>
          <Input.Password placeholder={text.oldRequired.replace('!', '')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={text.new}
          rules={[{ validator: (_, value: string) => { const m = checkNewPassword(value); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
        >
          <Input.Password placeholder={text.newRequired.replace('!', '')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={text.confirm}
          dependencies={['password']}
          rules={[({ getFieldValue }) => ({ validator: (_, value: string) => { const m = checkConfirmPassword(value, getFieldValue('password')); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } })]}
        >
          <Input.Password placeholder={text.confirmRequired.replace('!', '')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
});
