import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginOutcome, PasswordCredentials } from '../session/auth-service';
import { shellMessages } from '../shared/messages';

// Asked for only after repeated failures: the captcha's field and image load then.
const CaptchaField = lazy(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })));

/** A fresh check key for one captcha image (JeecgBoot's clients use the time; a random tail keeps two tabs apart). */
const newCheckKey = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

const text = shellMessages.login;

/**
 * 账号密码登录: username and password, and the image captcha once the server asks for it (after repeated failures).
 * A refused captcha is spent, so each refusal brings a new image.
 */
export function AccountLoginForm({ onLogin }: { onLogin(credentials: PasswordCredentials): Promise<LoginOutcome> }) {
  const [form] = Form.useForm<PasswordCredentials>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [checkKey, setCheckKey] = useState<string | null>(null);

  const refreshCaptcha = () => {
    setCheckKey(newCheckKey());
    form.setFieldValue('captcha', '');
  };

  const submit = async (values: PasswordCredentials) => {
    setSubmitting(true);
    setError(null);
    const outcome = await onLogin({
      username: values.username.trim(), password: values.password,
      ...(checkKey ? { captcha: values.captcha?.trim(), checkKey } : {}),
    });
    setSubmitting(false);
    if (outcome.ok) return;
    setError(outcome.message);
    if (outcome.needCaptcha || checkKey) refreshCaptcha();
  };

  return (
    <Form<PasswordCredentials> form={form} name="login" size="large" onFinish={(v) => void submit(v)} onValuesChange={() => setError(null)}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: text.usernameRequired }]}>
        <Input prefix={<UserOutlined />} placeholder={text.usernamePlaceholder} autoComplete="username" aria-label={text.username} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: text.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={text.passwordPlaceholder} autoComplete="current-password" aria-label={text.password} />
      </Form.Item>
      {checkKey ? <Suspense fallback={null}><CaptchaField checkKey={checkKey} onRefresh={refreshCaptcha} /></Suspense> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} /> : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {text.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
