import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { engineMessages } from '../messages';

/** What a page error fallback receives: the error, a way to render the page again, and the page's code. */
export interface PageErrorFallbackProps {
  error: Error;
  retry(): void;
  code?: string;
}

const styles = {
  panel: { border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 8, padding: '16px 20px', color: '#5c0011' },
  title: { margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: '#a8071a' },
  hint: { margin: '0 0 8px', fontSize: 13 },
  error: {
    margin: '0 0 12px', padding: '8px 12px', background: '#fff', border: '1px solid #ffccc7', borderRadius: 6, fontSize: 13,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all',
  },
  button: {
    padding: '4px 15px', fontSize: 14, borderRadius: 6, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer', color: 'rgba(0,0,0,0.88)',
  },
} as const;

/**
 * The engine's own fallback for a page that threw while rendering: 页面渲染出错, the error text and 重试. Plain
 * elements, as the engine imports no UI library; the widget layer may pass a styled one to `PageRenderer`.
 *
 * @example
 * <PageErrorPanel error={new Error('x is undefined')} retry={() => undefined} code="contract/income" />
 */
export function PageErrorPanel({ error, retry, code }: PageErrorFallbackProps) {
  return (
    <section role="alert" style={styles.panel} data-testid="page-error-panel" data-page-code={code}>
      <h3 style={styles.title}>{engineMessages.pageRenderFailed}</h3>
      <p style={styles.hint}>{engineMessages.pageRenderHint}</p>
      <pre style={styles.error}>{error.message || String(error)}</pre>
      <button type="button" style={styles.button} onClick={retry}>{engineMessages.retry}</button>
    </section>
  );
}

interface BoundaryProps {
  code?: string;
  fallback?: ComponentType<PageErrorFallbackProps>;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Keeps a page widget that throws while rendering from blanking the screen: its fallback (by default
 * `PageErrorPanel`) shows instead, and 重试 renders the page again.
 *
 * @example
 * <PageErrorBoundary code={schema.code}><CrudPage schema={schema} /></PageErrorBoundary>
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[engine] ${engineMessages.pageRenderFailed}${this.props.code ? `（${this.props.code}）` : ''}`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Fallback = this.props.fallback ?? PageErrorPanel;
    return <Fallback error={error} retry={this.retry} code={this.props.code} />;
  }
}
