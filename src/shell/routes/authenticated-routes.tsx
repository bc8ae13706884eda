import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FeedbackHost } from '../feedback/feedback-host';
import { BasicLayout } from '../layout/basic-layout';
import { CompanyScreen } from '../home/company-screen';
import { NotFoundPage } from '../errors/not-found-page';
import { ExternalLinkPage, PendingPage } from './pending-page';
import { ProjectScreen } from '../home/project-screen';
import { SchemaPageRoute } from '../schema-pages/schema-page-route';
import { useServices } from '../services/services-context';
import { EngineHost } from '../schema-pages/engine-host';
import { FIXED_PAGE_PATHS, fixedRoutes } from './fixed-routes';
import { buildMenuRoutes, COMPANY_HOME, PROJECT_HOME, type MenuRoute } from '../menu/menu-routes';
import { startPagePath } from '../personal/personal-mode';
import type { PlatformPage } from '@/engine';

/** The monitoring pages, one chunk for all seven. */
function monitorPageViews() {
  const page = (name: keyof typeof import('../monitor/monitor-pages')) => lazy(() => import('../monitor/monitor-pages').then((m) => ({ default: m[name] })));
  return {
    'monitor/Server': page('ServerPage'), 'monitor/Runtime': page('RuntimePage'), 'monitor/Disk': page('DiskPage'),
    'monitor/HttpTrace': page('HttpTracePage'), 'monitor/Cache': page('CachePage'), 'monitor/Terminal': page('TerminalPage'),
    'monitor/System': page('SystemPage'),
  };
}

// The workflow's admin pages load with their menu entry (the modeler with its first diagram).
const PLATFORM_PAGE_VIEWS: Record<PlatformPage, LazyExoticComponent<ComponentType>> = {
  'flow/FlowDefinition': lazy(() => import('@/widgets/flow-admin/flow-definitions-page')),
  'flow/FlowInstance': lazy(() => import('@/widgets/flow-admin/flow-instances-page')),
  'forum/Forum': lazy(() => import('../forum/forum-home')),
  'forum/ForumReports': lazy(() => import('../forum/report-handling-page')),
  'sys/UserRegister': lazy(() => import('../registrations/register-review-page')),
  ...monitorPageViews(),
  'system/RecycleBin': lazy(() => import('../recycle-bin/recycle-bin-page')),
  // The studio (its code editor and designer) loads with its menu entry only.
  'sys/SchemaStudio': lazy(() => import('@/widgets/schema-studio/studio-page')),
};

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
    case 'platform-page': {
      const Page = PLATFORM_PAGE_VIEWS[target.page];
      return <Suspense fallback={<Spin />}><Page /></Suspense>;
    }
    case 'external':
      return <ExternalLinkPage title={route.title} url={target.url} />;
    case 'pending':
      return <PendingPage title={route.title} />;
  }
}

/** Routes built from the user's menu plus the fixed pages, inside the main layout; unknown paths go to /404. */
const MenuRoutes = observer(function MenuRoutes() {
  const { session } = useServices();
  // A menu item on a fixed path whose component this build does not know shows the fixed page, not 建设中.
  const routes = useMemo(
    () => buildMenuRoutes(session.menu ?? []).filter((r) => !(FIXED_PAGE_PATHS.has(r.path) && r.target.kind === 'pending')),
    [session.menu],
  );
  const paths = new Set(routes.map((r) => r.path));
  return (
    <Routes>
      <Route path="/404" element={<NotFoundPage />} />
      <Route element={<BasicLayout />}>
        <Route index element={<Navigate to={startPagePath(session.menuCode)} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<MenuPage route={route} />} />
        ))}
        {/* The two homes are fixed routes even when the menu does not list them. */}
        {paths.has(COMPANY_HOME) ? null : <Route path={COMPANY_HOME} element={<CompanyScreen />} />}
        {paths.has(PROJECT_HOME) ? null : <Route path={PROJECT_HOME} element={<ProjectScreen />} />}
        {fixedRoutes(paths)}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
});

/** Everything behind login, as one lazily loaded chunk: antd's App, the engine's context, the main layout and its routes. */
export default function AuthenticatedRoutes() {
  const { feedback } = useServices();
  return (
    <FeedbackHost feedback={feedback}>
      <EngineHost>
        <MenuRoutes />
      </EngineHost>
    </FeedbackHost>
  );
}
