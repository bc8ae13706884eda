import { useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { observer } from 'mobx-react-lite';
import { BrowserRouter, MemoryRouter, useNavigate } from 'react-router-dom';
import { AccessControlContextProvider, createDictLookup, EngineProvider, type EngineEnv } from '@/engine';
import { FeedbackBridge } from './feedback/feedback';
import { AppRoutes } from './router/app-routes';
import { createAppServices, type AppServices } from './services';
import { ServicesContextProvider, useServices } from './services-context';
import { appTheme } from './theme';

dayjs.locale('zh-cn');

const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Gives the engine its context: data provider, registry, schema loader, dictionaries, env and permissions. */
const EngineHost = observer(function EngineHost({ children }: { children: ReactNode }) {
  const { dataProvider, registry, schemaLoader, session, feedback } = useServices();
  const navigate = useNavigate();
  const dicts = useMemo(() => createDictLookup(session.dictItems), [session.dictItems]);
  const env = useMemo<EngineEnv>(
    () => ({
      notify: ({ type, message, description }) => feedback.notification[type]({ message, description }),
      navigate: (to, options) => navigate(to, options),
    }),
    [feedback, navigate],
  );
  return (
    <EngineProvider dataProvider={dataProvider} registry={registry} schemaLoader={schemaLoader} dicts={dicts} env={env}>
      <AccessControlContextProvider value={session.access}>{children}</AccessControlContextProvider>
    </EngineProvider>
  );
});

/** antd's theme with the primary colour of the layout settings. */
const ThemedConfig = observer(function ThemedConfig({ services, children }: { services: AppServices; children: ReactNode }) {
  const color = services.settings.color;
  const theme = useMemo(() => ({ ...appTheme, token: { ...appTheme.token, colorPrimary: color, colorLink: color } }), [color]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
});

export interface AppProps {
  /** Defaults to the real services; tests pass fakes. */
  services?: AppServices;
  /** Use an in-memory router starting at these entries (tests); the browser's URL otherwise. */
  initialEntries?: string[];
}

/**
 * The application root: antd in Chinese with the platform theme, the services, the router and the engine.
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<App />);
 */
export function App({ services, initialEntries }: AppProps) {
  const [resolved] = useState(() => services ?? createAppServices());
  const content = (
    <EngineHost>
      <AppRoutes />
    </EngineHost>
  );
  return (
    <ThemedConfig services={resolved}>
      <AntdApp>
        <FeedbackBridge feedback={resolved.feedback} />
        <ServicesContextProvider value={resolved}>
          {initialEntries ? (
            <MemoryRouter initialEntries={initialEntries} future={routerFuture}>
              {content}
            </MemoryRouter>
          ) : (
            <BrowserRouter future={routerFuture}>{content}</BrowserRouter>
          )}
        </ServicesContextProvider>
      </AntdApp>
    </ThemedConfig>
  );
}
