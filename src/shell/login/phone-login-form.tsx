import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { LoginOutcome } from '../session/auth-service';
import { MOBILE_PATTERN } from '../account/form-rules';
import { useServices } from '../services/services-context';
import { shellMessages } from '../shared/messages';
import { loginMessages as text } from './login-messages';
import { useCountdown } from './use-countdown';

interface PhoneValues {
  mobile: string;
  captcha: string;
}

/** 手机号登录: the phone bound to the account and the SMS code sent to it (5 minutes, once). */
export function PhoneLoginForm({ onLogin }: { onLogin(credentials: PhoneValues): Promise<LoginOutcome> }) {
  const { api } = useServices();
  const [form] = Form.useForm<PhoneValues>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [countdown, startCountdown] = useCountdown();

  const sendCode = async () => {
    const values = await form.validateFields(['mobile']).catch(() => null);
    if (!values) return;
    setError(null);
    try {
      setNotice(await api.sendSmsCode(values.mobile, '0'));
      startCountdown();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const submit = async ({ mobile, captcha }: PhoneValues) => {
    setSubmitting(true);
    setError(null);
    const outcome = await onLogin({ mobile, captcha: captcha.trim() });
    setSubmitting(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <Form<PhoneValues> form={form} name="phoneLogin" size="large" onFinish={(v) => void submit(v)} onValuesChange={() => setError(null)}>
      <Form.Item name="mobile" rules={[{ required: true, message: text.mobileRequired }, { pattern: MOBILE_PATTERN, message: text.mobileRule }]}>
        <Input prefix={<MobileOutlined />} placeholder={text.mobilePlaceholder} autoComplete="tel" aria-label={text.mobile} maxLength={11} />
      </Form.Item>
      <div className="login-captcha">
        <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: text.smscodeRequired }]} style={{ flex: 1 }}>
          <Input prefix={<MailOutlined />} placeholder={text.smscodePlaceholder} autoComplete="one-time-code" aria-label={text.smscode} maxLength={6} />
        </Form.Item>
        <Button className="login-sms-send" onClick={() => void sendCode()} disabled={countdown > 0}>
          {countdown > 0 ? text.resend(countdown) : text.getCode}
        </Button>
      </div>
      {notice && !error ? <Alert type="success" showIcon message={notice} style={{ marginBottom: 24 }} /> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {shellMessages.login.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
