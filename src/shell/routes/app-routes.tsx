import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../login/login-page';
import { shellMessages } from '../shared/messages';
import { LOGIN_PATH } from '../login/guard';
import { PageSpinner } from '../shared/page-spinner';
import { RequireAuth } from './require-auth';
import { loadAuthenticatedRoutes, loadOpenRoutes } from './route-chunks';

const AuthenticatedRoutes = lazy(loadAuthenticatedRoutes);
const preloadAuthenticatedRoutes = () => void loadAuthenticatedRoutes().catch(() => undefined);
const OpenRoutes = lazy(loadOpenRoutes);

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
      <Route path={LOGIN_PATH} element={<LoginPage preload={preloadAuthenticatedRoutes} />} />
      <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="/user/*" element={<Chunk><OpenRoutes /></Chunk>} />
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
