import { useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { shellMessages } from '../messages';
import { NotFoundPage } from '../pages/not-found-page';
import { useServices } from '../services-context';
import { decideRoute } from './guard';

/** Loads the menu once per page load; on failure (including an empty menu) logs out, which sends the user to login. */
const PermissionGate = observer(function PermissionGate({ children }: { children: ReactNode }) {
  const { session, auth, feedback } = useServices();
  const needsMenu = session.menu === null;

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

  if (needsMenu) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
        <Spin size="large" tip={shellMessages.session.loadingMenu}>
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    );
  }
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
  // An open path (registration, big screens) whose page is not part of this build yet.
  if (!session.isLoggedIn) return <NotFoundPage />;
  return <PermissionGate>{children}</PermissionGate>;
});
