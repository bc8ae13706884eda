import { describe, expect, it, vi } from 'vitest';
import { createTabsStore, TAB_RELOAD_MS, TAB_TITLES_KEY } from './tabs-store';

const HOME = '/company/screen';
const page = (fullPath: string, title = fullPath) => ({ fullPath, path: fullPath.split('?')[0], title });
const home = page(HOME, '集团首页');

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

function withTabs(...paths: string[]) {
  const tabs = createTabsStore({ homePaths: [HOME, '/project/screen'] });
  for (const p of paths) tabs.open(page(p), home);
  return tabs;
}
const keys = (tabs: ReturnType<typeof withTabs>) => tabs.tabs.map((t) => t.fullPath);

describe('TabsStore', () => {
  it('adds a tab per full path once, with the home tab first', () => {
    const tabs = withTabs('/a', '/b', '/a', '/b?x=1');
    expect(keys(tabs)).toEqual([HOME, '/a', '/b', '/b?x=1']);
    expect(tabs.active).toBe('/b?x=1');
  });

  it('refuses to close the home tab and the last tab', () => {
    const tabs = withTabs('/a');
    expect(tabs.close(HOME)).toEqual({ ok: false, message: '首页不能关闭!' });
    const single = createTabsStore({ homePaths: [HOME] });
    single.open(page('/a'));
    expect(single.close('/a')).toEqual({ ok: false, message: '这是最后一页，不能再关闭了啦' });
    expect(keys(single)).toEqual(['/a']);
  });

  it('activates the neighbour when the active tab closes', () => {
    const tabs = withTabs('/a', '/b', '/c');
    expect(tabs.close('/c')).toEqual({ ok: true, activate: '/b' });
    expect(tabs.close('/a')).toEqual({ ok: true, activate: null });
    expect(keys(tabs)).toEqual([HOME, '/b']);
  });

  it('closes left, right, others and all (keeping the first and the home tab)', () => {
    let tabs = withTabs('/a', '/b', '/c', '/d');
    expect(tabs.closeLeft('/c')).toBeNull();
    expect(keys(tabs)).toEqual([HOME, '/c', '/d']);
    tabs = withTabs('/a', '/b', '/c', '/d');
    expect(tabs.closeRight('/b')).toBe('/b');
    expect(keys(tabs)).toEqual([HOME, '/a', '/b']);
    tabs = withTabs('/a', '/b', '/c');
    expect(tabs.closeOthers('/a')).toBe('/a');
    expect(keys(tabs)).toEqual([HOME, '/a']);
    tabs = withTabs('/a', '/b');
    expect(tabs.closeAll()).toBe(HOME);
    expect(keys(tabs)).toEqual([HOME]);
  });

  it('keeps only the current page when multi-tab goes off, and stays single', () => {
    const tabs = withTabs('/a', '/b');
    tabs.setMultipage(false);
    expect(keys(tabs)).toEqual(['/b']);
    tabs.open(page('/c'), home);
    expect(keys(tabs)).toEqual(['/c']);
  });

  it('closes everything on a context switch', () => {
    const tabs = withTabs('/a');
    tabs.reset();
    expect(tabs.tabs).toEqual([]);
    expect(tabs.active).toBeNull();
  });

  it('stores custom titles per path', () => {
    const storage = memory();
    const tabs = createTabsStore({ homePaths: [HOME], storage });
    tabs.open(page('/a?x=1', 'A'));
    tabs.setCustomTitle('/a', '我的页面');
    expect(tabs.titleOf(tabs.tabs[0])).toBe('我的页面');
    expect(createTabsStore({ homePaths: [HOME], storage }).customTitles).toEqual({ '/a': '我的页面' });
    tabs.setCustomTitle('/a', null);
    expect(JSON.parse(storage.map.get(TAB_TITLES_KEY)!)).toEqual({});
  });

  it('shows the reload effect for 1400 ms', () => {
    vi.useFakeTimers();
    try {
      const tabs = withTabs('/a');
      tabs.refresh('/a');
      expect(tabs.reloading).toBe('/a');
      expect(tabs.reloadKey).toBe(1);
      vi.advanceTimersByTime(TAB_RELOAD_MS - 1);
      expect(tabs.reloading).toBe('/a');
      vi.advanceTimersByTime(1);
      expect(tabs.reloading).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
