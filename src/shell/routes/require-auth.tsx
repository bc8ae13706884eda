import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { shellMessages } from '../shared/messages';
import { useServices } from '../services/services-context';
import { decideRoute } from '../login/guard';
import { PageSpinner } from '../shared/page-spinner';
import { loadAuthenticatedRoutes } from './route-chunks';

const NotFoundPage = lazy(() => import('../errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Loads the menu once per page load; on failure (including an empty menu) logs out, which sends the user to login. */
const PermissionGate = observer(function PermissionGate({ children }: { children: ReactNode }) {
  const { session, auth, feedback, engine } = useServices();
  const needsMenu = session.menu === null;

  // The layout chunk and the engine download while the menu loads, not after it.
  useEffect(() => {
    void loadAuthenticatedRoutes().catch(() => undefined);
    void engine().catch(() => undefined);
  }, [engine]);

  useEffect(() => {
    if (!needsMenu) return;
    let active = true;
    void auth.loadPermissions().then(async (outcome) => {
      if (!active || outcome.ok) return;
      feedback.message.error(shellMessages.session.menuLoadFailed);
      await auth.logout();
    });
    return () => {
      active = false;
    };
  }, [needsMenu, auth, feedback]);

  if (needsMenu) return <PageSpinner tip={shellMessages.session.loadingMenu} fullHeight />;
  return <>{children}</>;
});

/** The route guard: login redirect for closed paths without a token, then the menu gate. */
export const RequireAuth = observer(function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const location = useLocation();
  const decision = decideRoute({
    pathname: location.pathname,
    fullPath: `${location.pathname}${location.search}`,
    hasToken: session.isLoggedIn,
  });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  // An open path (big screens) whose page is not part of this build yet.
  if (!session.isLoggedIn) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <PermissionGate>{children}</PermissionGate>;
});
