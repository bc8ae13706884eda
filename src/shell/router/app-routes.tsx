import { lazy, Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { NOTICE_LIST_PATH } from '../layout/notice-bell';
import { shellMessages } from '../messages';
import { BasicLayout } from '../layout/basic-layout';
import { CompanyScreen } from '../pages/company-screen';
import { NotFoundPage } from '../pages/not-found-page';
import { ExternalLinkPage, PendingPage } from '../pages/pending-page';
import { ProjectScreen } from '../pages/project-screen';
import { UserAnnouncementPage } from '../pages/user-announcement-page';
import { SchemaPageRoute } from '../routes/schema-page-route';
import { useServices } from '../services-context';
import { LOGIN_PATH } from './guard';
import { buildMenuRoutes, COMPANY_HOME, homePathFor, PROJECT_HOME, type MenuRoute } from './menu-routes';
import { RequireAuth } from './require-auth';

const TODO_PATH = shellMessages.header.todoPath;

// Benchmark pages: local data only, no login, loaded only when visited (`npm run bench` opens them).
const BenchListPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchListPage })));
const BenchAntdPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchAntdPage })));
const BenchGridPage = lazy(() => import('../bench/bench-pages').then((m) => ({ default: m.BenchGridPage })));

function MenuPage({ route }: { route: MenuRoute }) {
  const { target } = route;
  switch (target.kind) {
    case 'schema':
      return <SchemaPageRoute code={target.code} />;
    case 'schema-param':
      return <SchemaPageRoute />;
    case 'route-view':
      return target.redirect ? <Navigate to={target.redirect} replace /> : <PendingPage title={route.title} />;
    case 'company-screen':
      return <CompanyScreen />;
    case 'project-screen':
      return <ProjectScreen />;
    case 'external':
      return <ExternalLinkPage title={route.title} url={target.url} />;
    case 'pending':
      return <PendingPage title={route.title} />;
  }
}

/** Routes built from the user's menu, inside the main layout; unknown paths go to /404. */
const MenuRoutes = observer(function MenuRoutes() {
  const { session } = useServices();
  const routes = useMemo(() => buildMenuRoutes(session.menu ?? []), [session.menu]);
  const paths = new Set(routes.map((r) => r.path));
  return (
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route element={<BasicLayout />}>
        <Route index element={<Navigate to={homePathFor(session.menuCode)} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<MenuPage route={route} />} />
        ))}
        {/* The two homes are fixed routes (spec §2) even when the menu does not list them. */}
        {paths.has(COMPANY_HOME) ? null : <Route path={COMPANY_HOME} element={<CompanyScreen />} />}
        {paths.has(PROJECT_HOME) ? null : <Route path={PROJECT_HOME} element={<ProjectScreen />} />}
        {paths.has(NOTICE_LIST_PATH) ? null : <Route path={NOTICE_LIST_PATH} element={<UserAnnouncementPage />} />}
        {paths.has(TODO_PATH) ? null : <Route path={TODO_PATH} element={<PendingPage title={shellMessages.header.todo} />} />}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
});

/** The whole route table: login outside the guard, everything else behind it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
      <Route path="/bench/list" element={<Suspense fallback={null}><BenchListPage /></Suspense>} />
      <Route path="/bench/antd" element={<Suspense fallback={null}><BenchAntdPage /></Suspense>} />
      <Route path="/bench/grid" element={<Suspense fallback={null}><BenchGridPage /></Suspense>} />
      <Route
        path="*"
        element={
          <RequireAuth>
            <MenuRoutes />
          </RequireAuth>
        }
      />
    </Routes>
  );
}
