import { action, makeObservable, observable } from 'mobx';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme';

export type MenuTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface LayoutSettings {
  theme: MenuTheme;
  color: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  weak: boolean;
  multipage: boolean;
}

/** Default look: #07aea8, light theme, side menu, fixed width, fixed header on, multi-tab on. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: 'light',
  color: DEFAULT_PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: false,
  weak: false,
  multipage: true,
};

/** The eight theme presets of the settings drawer (ant-design-pro's), default blue first. */
export const COLOR_PRESETS = [
  { key: '拂晓蓝（默认）', color: '#1890FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
  { key: '酱紫', color: '#722ED1' },
] as const;

export const SETTINGS_KEY = 'DEFAULT_LAYOUT_SETTINGS';
/** Below this width the layout is mobile: no tabs, sidebar closed. */
export const MOBILE_MAX_WIDTH = 768;
/** The header hides after this much scrolling (when enabled). */
export const HIDE_HEADER_SCROLL = 100;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readSettings(storage: StorageLike | undefined): LayoutSettings {
  try {
    const parsed = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? '{}') as Partial<LayoutSettings>;
    return { ...DEFAULT_SETTINGS, ...(parsed && typeof parsed === 'object' ? parsed : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/**
 * Layout settings saved locally, with these couplings: fixed header off turns hide-on-scroll off; hide-on-scroll
 * needs a fixed header; switching layout turns the fixed sidebar off; the side menu layout keeps a fixed width.
 * Also the device: under 768 px it is mobile and the sidebar closes; wider screens open it.
 *
 * @example
 * const settings = createSettingsStore(localStorage);
 * settings.set('fixedHeader', false); // autoHideHeader becomes false too
 */
export class SettingsStore implements LayoutSettings {
  theme: MenuTheme;
  color: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  weak: boolean;
  multipage: boolean;
  isMobile = false;
  sidebarOpened = true;

  private readonly storage: StorageLike | undefined;

  constructor(storage?: StorageLike) {
    this.storage = storage;
    const s = readSettings(storage);
    this.theme = s.theme;
    this.color = s.color;
    this.layout = s.layout;
    this.contentWidth = s.layout === 'sidemenu' ? 'Fixed' : s.contentWidth;
    this.fixedHeader = s.fixedHeader;
    this.autoHideHeader = s.fixedHeader && s.autoHideHeader;
    this.fixSiderbar = s.layout === 'topmenu' ? false : s.fixSiderbar;
    this.weak = s.weak;
    this.multipage = s.multipage;
    makeObservable<SettingsStore, 'storage'>(this, {
      theme: observable,
      color: observable,
      layout: observable,
      contentWidth: observable,
      fixedHeader: observable,
      autoHideHeader: observable,
      fixSiderbar: observable,
      weak: observable,
      multipage: observable,
      isMobile: observable,
      sidebarOpened: observable,
      storage: false,
      set: action,
      setViewportWidth: action,
      toggleSidebar: action,
      reset: action,
    });
  }

  get values(): LayoutSettings {
    const { theme, color, layout, contentWidth, fixedHeader, autoHideHeader, fixSiderbar, weak, multipage } = this;
    return { theme, color, layout, contentWidth, fixedHeader, autoHideHeader, fixSiderbar, weak, multipage };
  }

  set<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
    if (key === 'autoHideHeader' && value && !this.fixedHeader) return;
    if (key === 'fixSiderbar' && value && this.layout === 'topmenu') return;
    if (key === 'contentWidth' && value === 'Fluid' && this.layout === 'sidemenu') return;
    if (key === 'layout' && value !== this.layout) {
      this.fixSiderbar = false;
      if (value === 'sidemenu') this.contentWidth = 'Fixed';
    }
    if (key === 'fixedHeader' && !value) this.autoHideHeader = false;
    (this as LayoutSettings)[key] = value;
    this.storage?.setItem(SETTINGS_KEY, JSON.stringify(this.values));
  }

  reset(): void {
    Object.assign(this, DEFAULT_SETTINGS);
    this.storage?.setItem(SETTINGS_KEY, JSON.stringify(this.values));
  }

  /** Narrow screens are mobile and close the sidebar; wide ones open it. */
  setViewportWidth(width: number): void {
    const mobile = width < MOBILE_MAX_WIDTH;
    if (mobile !== this.isMobile) this.sidebarOpened = !mobile;
    this.isMobile = mobile;
  }

  toggleSidebar(open = !this.sidebarOpened): void {
    this.sidebarOpened = open;
  }
}

export function createSettingsStore(storage?: StorageLike): SettingsStore {
  return new SettingsStore(storage);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The layout settings (theme, colour, menu layout, multipage), kept in localStorage. */
    settings: SettingsStore;
  }
}
