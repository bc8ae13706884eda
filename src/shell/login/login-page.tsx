import { lazy, Suspense, useCallback, useState } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fixedMessages } from '../shared/fixed-messages';
import { shellMessages } from '../shared/messages';
import { useDocumentTitle } from '../shared/use-document-title';
import { safeRedirect } from './guard';
import { useServices } from '../services/services-context';
import type { LoginOutcome } from '../session/auth-service';
import { AccountLoginForm } from './account-login-form';
import { loginMessages } from './login-messages';
import './login-page.css';

// Only users of several departments see it, after login: not part of the login page's own weight.
const DepartSelectModal = lazy(() => import('./depart-select-modal').then((m) => ({ default: m.DepartSelectModal })));
// The phone tab is opened by few: its form (the code button and its countdown) loads when the tab is chosen.
const PhoneLoginForm = lazy(() => import('./phone-login-form').then((m) => ({ default: m.PhoneLoginForm })));

type LoginTab = 'account' | 'phone';

const text = shellMessages.login;

export interface LoginPageProps {
  /** Starts downloading what comes after login (the layout chunk) when the form is sent; the route table passes it. */
  preload?: () => void;
}

/**
 * /user/login: title banner and the two ways in — 账号密码登录 (with the image captcha after repeated failures) and
 * 手机号登录 (an SMS code). Kept light on purpose (the first screen loads at most
 * 250 KB of gzipped JavaScript): plain elements instead of Card/Typography, and the layout chunk and the engine start
 * downloading when the form is sent, alongside the login request.
 */
export function LoginPage({ preload }: LoginPageProps) {
  const { auth, engine } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<LoginTab>('account');
  const [pickDepart, setPickDepart] = useState(false);
  useDocumentTitle(text.pageTitle);
  const redirect = params.get('redirect');
  const enter = useCallback(() => navigate(safeRedirect(redirect), { replace: true }), [navigate, redirect]);

  // Either tab: start loading what comes after login alongside the request, then enter (or pick a department first).
  const login = async (send: () => Promise<LoginOutcome>) => {
    preload?.();
    void engine().catch(() => undefined);
    const outcome = await send();
    if (outcome.ok && outcome.multiDepart === 2) setPickDepart(true);
    else if (outcome.ok) enter();
    return outcome;
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
        <div className="login-tabs" role="tablist">
          {(['account', 'phone'] as const).map((key) => (
            <button key={key} type="button" role="tab" aria-selected={tab === key} className={`login-tab${tab === key ? ' login-tab-active' : ''}`} onClick={() => setTab(key)}>
              {key === 'account' ? loginMessages.accountTab : loginMessages.phoneTab}
            </button>
          ))}
        </div>
        {tab === 'account'
          ? <AccountLoginForm onLogin={(credentials) => login(() => auth.login(credentials))} />
          : <Suspense fallback={null}><PhoneLoginForm onLogin={(credentials) => login(() => auth.phoneLogin(credentials))} /></Suspense>}
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
