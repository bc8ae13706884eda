import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { checkConfirmPassword, checkNewPassword } from '../account/password-rules';
import { fixedMessages } from '../shared/fixed-messages';
import { LOGIN_PATH } from '../login/guard';
import { asRule, EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN } from '../account/form-rules';
import { loginMessages } from '../login/login-messages';
import { useCountdown } from '../login/use-countdown';
import { useServices } from '../services/services-context';
import { OpenFrame } from './open-frame';

const text = fixedMessages.open;

interface RegisterValues {
  username: string;
  realname: string;
  password: string;
  confirm: string;
  mobile: string;
  smscode: string;
  email?: string;
}

/**
 * /user/register: self-registration. The phone is proven by an SMS code; the account is created waiting for an
 * administrator's approval (用户管理 › 注册审核), which the page says up front and the result page repeats.
 */
export function RegisterPage() {
  const { api, auth } = useServices();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [countdown, startCountdown] = useCountdown();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const sendCode = async () => {
    const values = await form.validateFields(['mobile']).catch(() => null);
    if (!values) return;
    setError(null);
    try {
      setNotice(await api.sendSmsCode(values.mobile, '1'));
      startCountdown();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const submit = async (v: RegisterValues) => {
    setSaving(true);
    setError(null);
    try {
      await auth.register({
        username: v.username.trim(), realname: v.realname.trim(), password: v.password, phone: v.mobile, smscode: v.smscode.trim(),
        ...(v.email?.trim() ? { email: v.email.trim() } : {}),
      });
      navigate('/user/register-result', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OpenFrame title={loginMessages.registerTitle}>
      <Alert type="info" showIcon message={loginMessages.registerNotice} style={{ marginBottom: 20 }} className="register-notice" />
      <Form<RegisterValues> form={form} name="register" layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={() => setError(null)}>
        <Form.Item name="username" label={text.username} rules={[{ required: true, message: text.usernameRequired }, { pattern: USERNAME_PATTERN, message: text.usernameRule }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="realname" label={loginMessages.realname} rules={[{ required: true, whitespace: true, message: loginMessages.realnameRequired }, { max: 50 }]}>
          <Input autoComplete="name" />
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
        <Form.Item name="mobile" label={text.mobile} rules={[{ required: true, message: text.mobileRequired }, { pattern: MOBILE_PATTERN, message: text.mobileRule }]}>
          <Input autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item label={text.smscode} required htmlFor="register_smscode">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smscode" noStyle rules={[{ required: true, whitespace: true, message: text.smscodeRequired }]}>
              <Input autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button onClick={() => void sendCode()} disabled={countdown > 0}>
              {countdown > 0 ? text.resend(countdown) : text.getCode}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={text.email} rules={[{ pattern: EMAIL_PATTERN, message: text.emailRule }]}>
          <Input autoComplete="email" />
        </Form.Item>
        {notice && !error ? <Alert type="success" showIcon message={notice} style={{ marginBottom: 16 }} /> : null}
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" block loading={saving}>{loginMessages.registerSubmit}</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={LOGIN_PATH}>{text.haveAccount}</Link>
        </div>
      </Form>
    </OpenFrame>
  );
}
