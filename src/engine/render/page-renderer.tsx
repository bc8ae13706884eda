import type { ComponentType } from 'react';
import type { PageSchema } from '../schema/page-schema';
import { useWidgetRegistry } from '../registry/registry-context';
import { PageErrorBoundary, type PageErrorFallbackProps } from './page-error-boundary';
import { UnknownNode } from './unknown-node';

/** Props every page-level widget (registered under a schema `kind`) receives. */
export interface PageWidgetProps<S extends PageSchema = PageSchema> {
  schema: S;
}

export interface PageRendererProps extends PageWidgetProps {
  /** Shown when the page widget throws while rendering; the engine's plain `PageErrorPanel` by default. */
  errorFallback?: ComponentType<PageErrorFallbackProps>;
}

/**
 * Renders a validated page schema with the widget registered for its `kind` (exact match only). A widget that
 * throws while rendering shows 页面渲染出错 with the error and 重试 instead of a white screen.
 *
 * @example
 * <PageRenderer schema={noticeSchema} />  // renders the entry registered as 'crud'
 */
export function PageRenderer({ schema, errorFallback }: PageRendererProps) {
  const entry = useWidgetRegistry().get(schema.kind);
  if (!entry) return <UnknownNode type={schema.kind} path="/kind" />;
  const Component = entry.component;
  return (
    // Keyed by page: another page starts without the previous one's error.
    <PageErrorBoundary key={schema.code} code={schema.code} fallback={errorFallback}>
      <Component {...entry.defaults} schema={schema} />
    </PageErrorBoundary>
  );
}
