import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IconPicker, searchIcons } from './icon-picker';
import { MENU_ICONS, menuIconOption } from './menu-icons';

function Controlled({ initial, onChange }: { initial?: string | null; onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null | undefined>(initial);
  return <IconPicker value={value} onChange={(v) => { setValue(v); onChange?.(v); }} />;
}

const openPicker = () => fireEvent.click(screen.getByRole('button', { name: '选择图标' }));
const grid = () => screen.getByRole('listbox', { name: '可选图标' });

describe('IconPicker', () => {
  it('shows the stored icon by its Chinese name, and offers exactly the icons the menu draws', () => {
    render(<Controlled initial="safety" />);
    expect(screen.getByRole('button', { name: '选择图标' }).textContent).toContain('安全');
    openPicker();
    expect(within(grid()).getAllByRole('option')).toHaveLength(MENU_ICONS.length);
    expect(within(grid()).getByRole('option', { selected: true }).getAttribute('title')).toBe('安全 盾牌（safety）');
  });

  it('finds icons by Chinese words or by name, and picking one stores its name and closes the grid', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('button', { name: '选择图标' }).textContent).toContain('点击选择图标');
    openPicker();
    fireEvent.change(screen.getByRole('textbox', { name: /搜索图标/ }), { target: { value: '统计' } });
    expect(within(grid()).getAllByRole('option').map((o) => o.getAttribute('title'))).toEqual(['统计 图表（bar-chart）']);
    fireEvent.change(screen.getByRole('textbox', { name: /搜索图标/ }), { target: { value: 'chart' } });
    expect(within(grid()).getAllByRole('option')).toHaveLength(3);
    fireEvent.click(within(grid()).getByTitle('趋势 进度（line-chart）'));
    expect(onChange).toHaveBeenLastCalledWith('line-chart');
    expect(screen.queryByRole('listbox', { name: '可选图标' })).toBeNull();
    expect(screen.getByRole('button', { name: '选择图标' }).textContent).toContain('line-chart');
  });

  it('says so when nothing matches, and clears the icon with 清除图标', () => {
    const onChange = vi.fn();
    render(<Controlled initial="home" onChange={onChange} />);
    openPicker();
    fireEvent.change(screen.getByRole('textbox', { name: /搜索图标/ }), { target: { value: '不存在的图标' } });
    expect(screen.getByText('没有匹配的图标')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清除图标' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: '选择图标' }).textContent).toContain('点击选择图标');
  });

  it('warns about a stored name the menu cannot draw instead of hiding it', () => {
    render(<IconPicker value="rocket" />);
    expect(screen.getByText('“rocket”不在图标列表中，菜单不会显示')).toBeTruthy();
  });
});

describe('menu icon names', () => {
  it('reads the names menus carry in any of their spellings, the old file among them', () => {
    expect(menuIconOption('SettingOutlined')?.name).toBe('setting');
    expect(menuIconOption('BarChartOutlined')?.name).toBe('bar-chart');
    expect(menuIconOption('file-text-o')?.name).toBe('file-text');
    expect(menuIconOption('file')?.name).toBe('file-text');
    expect(menuIconOption('rocket')).toBeUndefined();
    expect(searchIcons('FILE TEXT').map((o) => o.name)).toEqual(['file-text']);
    expect(searchIcons('合同').map((o) => o.name)).toEqual(['file-text']);
  });
});
