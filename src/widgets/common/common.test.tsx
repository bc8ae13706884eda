import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { CommonModal } from './common-modal';
import { ContextMenu } from './context-menu';
import { DetailList } from './detail-list';
import { MoneyDisplay } from './money-display';
import { SubTablePopover } from './sub-table-popover';
import { THEME_PRESETS, ThemeColorPicker } from './theme-color-picker';

describe('common widgets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('modal toggles fullscreen', () => {
    render(<CommonModal open title="项目信息" width={600}>正文</CommonModal>);
    const modal = () => document.querySelector('.ant-modal') as HTMLElement;
    expect(modal().style.width).toBe('600px');
    fireEvent.click(screen.getByLabelText('全屏'));
    expect(modal().style.width).toBe('100%');
    fireEvent.click(screen.getByLabelText('退出全屏'));
    expect(modal().style.width).toBe('600px');
  });

  it('context menu opens on right click and reports the key', async () => {
    const onSelect = vi.fn();
    render(<ContextMenu items={[{ key: 'refresh', label: '刷新' }, { key: 'all', label: '全部关闭' }]} onSelect={onSelect}><span>标签</span></ContextMenu>);
    fireEvent.contextMenu(screen.getByText('标签'));
    fireEvent.click(await screen.findByText('全部关闭'));
    expect(onSelect).toHaveBeenCalledWith('all');
    expect((document.querySelector('.ant-dropdown') as HTMLElement).style.zIndex).toBe('9999');
  });

  it('detail list uses 3 columns by default and at most 4', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ term: `项${i + 1}`, content: `值${i + 1}` }));
    const { rerender } = render(<DetailList items={items} />);
    const firstRowCells = () => document.querySelector('.ant-descriptions-row')!.querySelectorAll('.ant-descriptions-item').length;
    expect(firstRowCells()).toBe(3);
    rerender(<DetailList items={items} col={6} />);
    expect(firstRowCells()).toBe(4);
  });

  it('money shows the figure and the Chinese capital amount', () => {
    render(<MoneyDisplay value={1234.5} />);
    expect(screen.getByText('¥1,234.50')).toBeTruthy();
    expect(screen.getByText('（壹仟贰佰叁拾肆元伍角）')).toBeTruthy();
  });

  it('theme picker offers eight presets including #07aea8 and reports a failed update', async () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS.map((p) => p.color)).toContain('#07aea8');
    const onChange = vi.fn().mockRejectedValue(new Error('保存失败'));
    render(<App><ThemeColorPicker value="#07aea8" onChange={onChange} /></App>);
    fireEvent.click(screen.getByLabelText('酱紫'));
    expect(onChange).toHaveBeenCalledWith('#722ed1');
    expect(await screen.findByText('主题更新失败')).toBeTruthy();
  });

  it('sub-table retries every 100 ms and fails with 打开子表失败 after more than 3 retries', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<App><SubTablePopover open anchorId="missing-row" columns={[{ title: '发票号码', dataIndex: 'no' }]} rows={[]} onClose={onClose} /></App>);
    await act(async () => { vi.advanceTimersByTime(399); });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => { vi.advanceTimersByTime(1); });
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('打开子表失败')).toBeTruthy());
  });

  it('sub-table opens under a row that appears late', async () => {
    render(<App><SubTablePopover open anchorId="late-row" title="开票明细" columns={[{ title: '发票号码', dataIndex: 'no' }]} rows={[{ id: '1', no: '04420026' }]} onClose={() => undefined} /></App>);
    const row = document.createElement('div');
    row.id = 'late-row';
    document.body.appendChild(row);
    expect(await screen.findByText('04420026')).toBeTruthy();
    row.remove();
  });
});
