import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createDemoCustom, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DataProvider } from '@/engine';
import { RegionCascader } from './region-cascader';

function setup(props: Parameters<typeof RegionCascader>[0]) {
  const custom = vi.fn(createDemoCustom());
  render(
    <EngineProvider dataProvider={createMemoryDataProvider({}, { custom: custom as DataProvider['custom'] })} registry={createWidgetRegistry()}>
      <RegionCascader {...props} />
    </EngineProvider>,
  );
  return custom;
}
const parents = (custom: ReturnType<typeof vi.fn>) => custom.mock.calls.map(([p]) => (p as { query: { parentCode: string } }).query.parentCode);

describe('RegionCascader', () => {
  it('loads the value path level by level and shows its names', async () => {
    const custom = setup({ value: ['510000', '510100', '510107'] });
    expect(await screen.findByText('四川省 / 成都市 / 武侯区')).toBeTruthy();
    expect(parents(custom)).toEqual(['86', '510000', '510100']);
  });

  it('loads children lazily on expand and emits codes with names', async () => {
    const onChange = vi.fn();
    const custom = setup({ onChange });
    await waitFor(() => expect(parents(custom)).toEqual(['86']));
    fireEvent.mouseDown(document.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByText('广东省'));
    fireEvent.click(await screen.findByText('深圳市'));
    fireEvent.click(await screen.findByText('南山区'));
    expect(parents(custom)).toEqual(['86', '440000', '440300']);
    expect(onChange).toHaveBeenCalledWith(['440000', '440300', '440305'], ['广东省', '深圳市', '南山区']);
  });
});
