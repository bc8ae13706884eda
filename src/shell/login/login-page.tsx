import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { shellMessages } from '../shared/messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { safeRedirect } from './guard';
import { useServices } from '../services/services-context';
import './login-page.css';

// Only users of several departments see it, after login: not part of the login page's own weight.
const DepartSelectModal = lazy(() => import('./depart-select-modal').then((m) => ({ default: m.DepartSelectModal })));

interface Credentials {
  username: string;
  password: string;
}

const text = shellMessages.login;

export interface LoginPageProps {
  /** Starts downloading what comes after login (the layout chunk) when the form is sent; the route table passes it. */
  preload?: () => void;
}

/**
 * /user/login: title banner and the username/password form. Kept light on purpose (the first screen loads at most
 * 250 KB of gzipped JavaScript): plain elements instead of Card/Typography, and the layout chunk and the engine start
 * downloading when the form is sent, alongside the login request.
 */
export function LoginPage({ preload }: LoginPageProps) {
  const { auth, engine } = useServices();
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
    preload?.();
    void engine().catch(() => undefined);
    const outcome = await auth.login({ username: values.username.trim(), password: values.password });
    setSubmitting(false);
    if (!outcome.ok) setError(outcome.message);
    // Several departments: the user picks the current one first.
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
          <h1 className="login-title">{shellMessages.platformName}</h1>
          <span className="login-subtitle">{shellMessages.platformSubtitle}</span>
        </div>
      </header>
      <section className="login-card login-card-plain">
        <h4 className="login-card-title">{text.formTitle}</h4>
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
        <div className="login-links">
          <Link to="/user/alteration">{fixedMessages.open.forgot}</Link>
          <Link to="/user/register">{fixedMessages.open.register}</Link>
        </div>
      </section>
      <footer className="login-footer">{text.footer}</footer>
      {pickDepart ? (
        <Suspense fallback={null}>
          <DepartSelectModal open onDone={enter} />
        </Suspense>
      ) : null}
    </div>
  );
}
