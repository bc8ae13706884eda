import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { shellMessages } from '../messages';
import { useServices } from '../services-context';
import { LOGIN_PATH } from './guard';
import { PageSpinner } from './page-spinner';
import { RequireAuth } from './require-auth';
import { loadAuthenticatedRoutes, loadOpenRoutes } from './route-chunks';

const AuthenticatedRoutes = lazy(loadAuthenticatedRoutes);
const OpenRoutes = lazy(loadOpenRoutes);

// Benchmark pages: local data only, no login, loaded only when visited (`npm run bench` opens them). Their widgets
// use antd's App context, so they sit in the same host as the layout.
const BenchListPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchListPage })));
const BenchAntdPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchAntdPage })));
const BenchGridPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchGridPage })));
const FeedbackHost = lazy(() => import('../feedback/feedback-host').then((m) => ({ default: m.FeedbackHost })));

function BenchChunk({ children }: { children: ReactNode }) {
  const { feedback } = useServices();
  return (
    <Suspense fallback={null}>
      <FeedbackHost feedback={feedback}>{children}</FeedbackHost>
    </Suspense>
  );
}

function Chunk({ children, spinner = false }: { children: ReactNode; spinner?: boolean }) {
  return <Suspense fallback={spinner ? <PageSpinner tip={shellMessages.pages.schemaLoading} fullHeight /> : null}>{children}</Suspense>;
}

/**
 * The whole route table. Only the login page is in the first chunk; the open pages (registration, password
 * recovery, download) and everything behind login (layout, menu routes, engine, widgets) load on demand.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="/user/*" element={<Chunk><OpenRoutes /></Chunk>} />
      <Route path="/bench/list" element={<BenchChunk><BenchListPage /></BenchChunk>} />
      <Route path="/bench/antd" element={<BenchChunk><BenchAntdPage /></BenchChunk>} />
      <Route path="/bench/grid" element={<BenchChunk><BenchGridPage /></BenchChunk>} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <Chunk spinner>
              <AuthenticatedRoutes />
            </Chunk>
          </RequireAuth>
        }
      />
    </Routes>
  );
}
