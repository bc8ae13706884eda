import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppErrorBoundary, RouteErrorBoundary } from './error-boundaries';

let broken = true;
function Flaky() {
  if (broken) throw new Error('合同金额未定义');
  return <p>收入合同列表</p>;
}

function TwoTabs() {
  const [tab, setTab] = useState('/contract/income');
  return (
    <>
      <button type="button" onClick={() => setTab('/news/notice')}>新闻通知</button>
      <RouteErrorBoundary path={tab}>{tab === '/contract/income' ? <Flaky /> : <p>新闻通知列表</p>}</RouteErrorBoundary>
    </>
  );
}

describe('error boundaries', () => {
  it('shows 页面出错了 in place of a route that throws; 重试 renders it again, the rest keeps working', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<TwoTabs />);
    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(screen.getByText(/合同金额未定义/)).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('收入合同列表')).toBeTruthy();
    broken = true;
    fireEvent.click(screen.getByRole('button', { name: '新闻通知' }));
    expect(screen.getByText('新闻通知列表')).toBeTruthy();
  });

  it('shows 系统出错了 with 重试 and 返回首页 when the application itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    render(<AppErrorBoundary><Flaky /></AppErrorBoundary>);
    expect(screen.getByText('系统出错了')).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回首页/ })).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('收入合同列表')).toBeTruthy();
  });
});
