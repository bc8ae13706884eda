import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryDataProvider, createWidgetRegistry, EngineProvider, PageRenderer, type PageErrorFallbackProps, type PageSchema } from '@/engine';

const page = { schemaVersion: 1, kind: 'report', code: 'report/broken', title: '坏掉的报表页', report: 'project_list' } as PageSchema;

function quietRenderErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // React rethrows render errors as uncaught window errors in development; the boundary handles them.
  const quiet = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', quiet);
  onTestFinished(() => window.removeEventListener('error', quiet));
}

describe('PageRenderer error boundary', () => {
  it('shows 页面渲染出错 with the error and 重试 instead of a white screen, and renders again on 重试', () => {
    quietRenderErrors();
    let fail = true;
    const registry = createWidgetRegistry();
    registry.register({
      type: 'report',
      component: () => {
        if (fail) throw new Error('Cannot read properties of undefined (reading \'columns\')');
        return <div>报表已显示</div>;
      },
      propsSchema: { type: 'object' },
    });
    render(
      <EngineProvider dataProvider={createMemoryDataProvider({})} registry={registry}>
        <PageRenderer schema={page} />
      </EngineProvider>,
    );
    expect(screen.getByText('页面渲染出错')).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined (reading \'columns\')')).toBeTruthy();
    expect(screen.getByTestId('page-error-panel').getAttribute('data-page-code')).toBe('report/broken');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('报表已显示')).toBeTruthy();
  });

  it('takes a fallback from the widget layer', () => {
    quietRenderErrors();
    const registry = createWidgetRegistry();
    registry.register({ type: 'report', component: () => { throw new Error('部件内部错误'); }, propsSchema: { type: 'object' } });
    const Fallback = ({ error }: PageErrorFallbackProps) => <p>自定义：{error.message}</p>;
    render(
      <EngineProvider dataProvider={createMemoryDataProvider({})} registry={registry}>
        <PageRenderer schema={page} errorFallback={Fallback} />
      </EngineProvider>,
    );
    expect(screen.getByText('自定义：部件内部错误')).toBeTruthy();
  });
});
