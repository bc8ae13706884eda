import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS, createSettingsStore, DEFAULT_SETTINGS, SETTINGS_KEY } from './settings-store';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('SettingsStore', () => {
  it('starts from the default look and has eight colour presets', () => {
    const s = createSettingsStore();
    expect(s.values).toEqual(DEFAULT_SETTINGS);
    expect(s.values).toMatchObject({ color: '#07aea8', theme: 'light', layout: 'sidemenu', contentWidth: 'Fixed', fixedHeader: true, multipage: true });
    expect(COLOR_PRESETS).toHaveLength(8);
  });

  it('turns hide-on-scroll off with the fixed header, and refuses it without one', () => {
    const s = createSettingsStore();
    s.set('autoHideHeader', true);
    expect(s.autoHideHeader).toBe(true);
    s.set('fixedHeader', false);
    expect(s.autoHideHeader).toBe(false);
    s.set('autoHideHeader', true);
    expect(s.autoHideHeader).toBe(false);
  });

  it('turns the fixed sidebar off when the layout changes, and refuses it in the top menu', () => {
    const s = createSettingsStore();
    s.set('fixSiderbar', true);
    s.set('layout', 'topmenu');
    expect(s.fixSiderbar).toBe(false);
    s.set('fixSiderbar', true);
    expect(s.fixSiderbar).toBe(false);
    s.set('contentWidth', 'Fluid');
    expect(s.contentWidth).toBe('Fluid');
    s.set('layout', 'sidemenu');
    expect(s.contentWidth).toBe('Fixed');
    s.set('contentWidth', 'Fluid');
    expect(s.contentWidth).toBe('Fixed');
  });

  it('saves locally and reads back', () => {
    const storage = memory();
    const s = createSettingsStore(storage);
    s.set('theme', 'dark');
    s.set('color', '#F5222D');
    s.set('multipage', false);
    expect(JSON.parse(storage.map.get(SETTINGS_KEY)!)).toMatchObject({ theme: 'dark', color: '#F5222D', multipage: false });
    expect(createSettingsStore(storage).values).toMatchObject({ theme: 'dark', color: '#F5222D', multipage: false });
    storage.setItem(SETTINGS_KEY, '{broken');
    expect(createSettingsStore(storage).values).toEqual(DEFAULT_SETTINGS);
  });

  it('is mobile under 768 px with the sidebar closed; wide screens open it', () => {
    const s = createSettingsStore();
    s.setViewportWidth(1440);
    expect([s.isMobile, s.sidebarOpened]).toEqual([false, true]);
    s.setViewportWidth(375);
    expect([s.isMobile, s.sidebarOpened]).toEqual([true, false]);
    s.toggleSidebar();
    expect(s.sidebarOpened).toBe(true);
    s.setViewportWidth(1024);
    expect([s.isMobile, s.sidebarOpened]).toEqual([false, true]);
  });
});
