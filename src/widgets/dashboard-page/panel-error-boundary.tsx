import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from 'antd';
import { dashboardMessages } from './dashboard-messages';

interface State {
  error: Error | null;
}

/** Keeps a panel that throws while rendering to its own box: the rest of the dashboard stays up. */
export class PanelErrorBoundary extends Component<{ title?: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[dashboard] 面板“${this.props.title ?? ''}”显示出错`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        message={this.props.title ? `${this.props.title}：${dashboardMessages.renderFailed}` : dashboardMessages.renderFailed}
        description={this.state.error.message}
      />
    );
  }
}
