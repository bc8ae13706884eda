import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { checkConfirmPassword, checkNewPassword } from '../account/password-rules';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { useServices } from '../services/services-context';
import { asRule, MOBILE_PATTERN } from '../account/form-rules';
import { OpenFrame } from './open-frame';

const text = fixedMessages.open;
/** The server refuses a second code for the same number within a minute. */
const RESEND_SECONDS = 60;

interface AlterationValues {
  username: string;
  phone: string;
  smscode: string;
  password: string;
  confirm: string;
}

/** /user/alteration: forgotten password — an SMS code to the phone bound to the account, then a new password. */
export function AlterationPage() {
  const { api, feedback } = useServices();
  const navigate = useNavigate();
  const [form] = Form.useForm<AlterationValues>();
  const [countdown, setCountdown] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (!values) return;
    setError(null);
    try {
      feedback.message.success(await api.sendSmsCode(values.phone, '2'));
      setCountdown(RESEND_SECONDS);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const submit = async ({ username, phone, smscode, password }: AlterationValues) => {
    setSaving(true);
    setError(null);
    try {
      await api.resetPasswordBySms({ username: username.trim(), phone, smscode: smscode.trim(), password });
      feedback.message.success(text.resetDone);
      navigate(LOGIN_PATH, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OpenFrame title={text.alterationTitle}>
      <Alert type="info" showIcon message={text.alterationHint} style={{ marginBottom: 20 }} />
      <Form<AlterationValues> form={form} name="alteration" layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={() => setError(null)}>
        <Form.Item name="username" label={text.username} rules={[{ required: true, whitespace: true, message: text.usernameRequired }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="phone" label={text.mobile} rules={[{ required: true, message: text.mobileRequired }, { pattern: MOBILE_PATTERN, message: text.mobileRule }]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item label={text.smscode} required htmlFor="alteration_smscode">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smscode" noStyle rules={[{ required: true, whitespace: true, message: text.smscodeRequired }]}>
              <Input autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown > 0}>
              {countdown > 0 ? text.resend(countdown) : text.getCode}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label={text.password} rules={[asRule(checkNewPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={text.confirm}
          dependencies={['password']}
          rules={[({ getFieldValue }) => asRule((v) => checkConfirmPassword(v, getFieldValue('password')))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block loading={saving}>{text.reset}</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={LOGIN_PATH}>{fixedMessages.common.toLogin}</Link>
        </div>
      </Form>
    </OpenFrame>
  );
}
