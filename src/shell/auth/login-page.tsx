import { useCallback, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shellMessages } from '../messages';
import { useDocumentTitle } from '../layout/use-document-title';
import { safeRedirect } from '../router/guard';
import { useServices } from '../services-context';
import { DepartSelectModal } from '../dialogs/depart-select-modal';
import './login-page.css';

interface Credentials {
  username: string;
  password: string;
}

const text = shellMessages.login;

/** /user/login: title banner and the username/password form. */
export function LoginPage() {
  const { auth } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pickDepart, setPickDepart] = useState(false);
  useDocumentTitle(text.pageTitle);
  const redirect = params.get('redirect');
  const enter = useCallback(() => navigate(safeRedirect(redirect), { replace: true }), [navigate, redirect]);

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    setError(null);
    const outcome = await auth.login({ username: values.username.trim(), password: values.password });
    setSubmitting(false);
    if (!outcome.ok) setError(outcome.message);
    // Several departments: the user picks the current one first (spec §4).
    else if (outcome.multiDepart === 2) setPickDepart(true);
    else enter();
  };

  return (
    <div className="login-page">
      <header className="login-banner">
        <span className="login-logo" aria-hidden>
          <ApartmentOutlined />
        </span>
        <div>
          <Typography.Title level={1} className="login-title">
            {shellMessages.platformName}
          </Typography.Title>
          <Typography.Text className="login-subtitle">{shellMessages.platformSubtitle}</Typography.Text>
        </div>
      </header>
      <Card className="login-card" variant="borderless">
        <Typography.Title level={4} className="login-card-title">
          {text.formTitle}
        </Typography.Title>
        <Form<Credentials> name="login" size="large" onFinish={(v) => void submit(v)} onValuesChange={() => setError(null)}>
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: text.usernameRequired }]}>
            <Input prefix={<UserOutlined />} placeholder={text.usernamePlaceholder} autoComplete="username" aria-label={text.username} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: text.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={text.passwordPlaceholder} autoComplete="current-password" aria-label={text.password} />
          </Form.Item>
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} /> : null}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {text.submit}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <footer className="login-footer">{text.footer}</footer>
      <DepartSelectModal open={pickDepart} onDone={enter} />
    </div>
  );
}
