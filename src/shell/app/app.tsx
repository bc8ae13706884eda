import { useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { observer } from 'mobx-react-lite';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../routes/app-routes';
import type { AppServices } from '../services/app-services';
import { createAppServices } from './create-services';
import { ServicesContextProvider } from '../services/services-context';
import { themeFor } from '../shared/theme';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { AppErrorBoundary } from '../errors/error-boundaries';

dayjs.locale('zh-cn');

const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** antd's theme with the primary colour of the layout settings, and without animations for a user who asked for less motion. */
const ThemedConfig = observer(function ThemedConfig({ services, children }: { services: AppServices; children: ReactNode }) {
  const color = services.settings.color;
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(color, reducedMotion), [color, reducedMotion]);
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
 * The application root: antd in Chinese with the platform theme, the services and the router. The engine and the
 * main layout come in a chunk of their own once the user is signed in (see `routes/app-routes.tsx`).
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<App />);
 */
export function App({ services, initialEntries }: AppProps) {
  const [resolved] = useState(() => services ?? createAppServices());
  const content = <AppRoutes />;
  return (
    <AppErrorBoundary>
      <ThemedConfig services={resolved}>
        <ServicesContextProvider value={resolved}>
          {initialEntries ? (
            <MemoryRouter initialEntries={initialEntries} future={routerFuture}>
              {content}
            </MemoryRouter>
          ) : (
            <BrowserRouter future={routerFuture}>{content}</BrowserRouter>
          )}
        </ServicesContextProvider>
      </ThemedConfig>
    </AppErrorBoundary>
  );
}
