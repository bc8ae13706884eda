import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { PageErrorBoundary, type PageErrorFallbackProps } from '@/engine';

/** A route's page threw while rendering: the frame, menu and other tabs stay; this tab says so and offers 重试. */
function RouteErrorPanel({ error, retry }: PageErrorFallbackProps) {
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={`这个页面没能显示出来：${error.message || String(error)}。菜单和其他页签仍可使用。`}
      extra={<Button type="primary" onClick={retry}>重试</Button>}
      data-testid="route-error-panel"
    />
  );
}

/** The whole application threw (before or outside any page): a full-screen message with 重试 and a way home. */
function AppErrorPanel({ error, retry }: PageErrorFallbackProps) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="500"
        title="系统出错了"
        subTitle={`页面没能显示出来：${error.message || String(error)}`}
        extra={[
          <Button key="retry" type="primary" onClick={retry}>重试</Button>,
          <Button key="home" onClick={() => window.location.assign('/')}>返回首页</Button>,
        ]}
        data-testid="app-error-panel"
      />
    </div>
  );
}

/**
 * Keeps one route's failure inside its tab. Keyed by the caller on the path, so opening another route starts clean.
 *
 * @example
 * <RouteErrorBoundary path={location.pathname}><Outlet /></RouteErrorBoundary>
 */
export function RouteErrorBoundary({ path, children }: { path: string; children: ReactNode }) {
  return <PageErrorBoundary key={path} code={path} fallback={RouteErrorPanel}>{children}</PageErrorBoundary>;
}

/**
 * The last line: anything the routes' boundaries did not catch shows a message instead of a white page.
 *
 * @example
 * <AppErrorBoundary><App /></AppErrorBoundary>
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary fallback={AppErrorPanel}>{children}</PageErrorBoundary>;
}
