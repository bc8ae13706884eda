import { action, computed, makeObservable, observable } from 'mobx';
import { shellMessages } from '../shared/messages';

/** One open page of the tabbed workspace, keyed by its full path (path + query). */
export interface TabPage {
  fullPath: string;
  path: string;
  title: string;
}

/** Outcome of a close request: where to go next, or why it was refused. */
export type CloseOutcome = { ok: true; activate: string | null } | { ok: false; message: string };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage key of the custom titles per route path. */
export const TAB_TITLES_KEY = 'TAB_CUSTOM_TITLES';
/** How long the refresh effect lasts. */
export const TAB_RELOAD_MS = 1400;

function readTitles(storage: StorageLike | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TAB_TITLES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface TabsStoreOptions {
  /** The home pages: their tab never closes. */
  homePaths: string[];
  storage?: StorageLike;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/**
 * The tabbed workspace: a route opens a tab unless open; the home tab and
 * the last tab cannot close; close left / right / others / all; single-page mode keeps only the current page.
 *
 * @example
 * const tabs = createTabsStore({ homePaths: ['/company/screen'] });
 * tabs.open({ fullPath: '/news/notice', path: '/news/notice', title: '新闻通知' });
 * tabs.close('/company/screen'); // { ok: false, message: '首页不能关闭!' }
 */
export class TabsStore {
  tabs: TabPage[] = [];
  active: string | null = null;
  multipage = true;
  customTitles: Record<string, string>;
  /** Full path of the tab whose page is being reloaded; its content is remounted with `reloadKey`. */
  reloading: string | null = null;
  reloadKey = 0;

  private readonly homePaths: string[];
  private readonly storage: StorageLike | undefined;
  private readonly schedule: (fn: () => void, ms: number) => unknown;

  constructor({ homePaths, storage, schedule = (fn, ms) => setTimeout(fn, ms) }: TabsStoreOptions) {
    this.homePaths = homePaths;
    this.storage = storage;
    this.schedule = schedule;
    this.customTitles = readTitles(storage);
    makeObservable<TabsStore, 'homePaths' | 'storage' | 'schedule' | 'endReload'>(this, {
      tabs: observable.ref,
      active: observable,
      multipage: observable,
      customTitles: observable.ref,
      reloading: observable,
      reloadKey: observable,
      homePaths: false,
      storage: false,
      schedule: false,
      activeTab: computed,
      open: action,
      close: action,
      closeLeft: action,
      closeRight: action,
      closeOthers: action,
      closeAll: action,
      reset: action,
      setMultipage: action,
      setCustomTitle: action,
      refresh: action,
      endReload: action,
    });
  }

  get activeTab(): TabPage | undefined {
    return this.tabs.find((t) => t.fullPath === this.active);
  }

  isHome(tab: Pick<TabPage, 'path'>): boolean {
    return this.homePaths.includes(tab.path);
  }

  /** The title shown: the stored custom title of the path if any. */
  titleOf(tab: TabPage): string {
    return this.customTitles[tab.path] || tab.title;
  }

  /**
   * Activates the page's tab, adding it when not open (only it in single-page mode). With `home`, the home tab
   * is put first when missing, as JeecgBoot's tab layout does.
   */
  open(page: TabPage, home?: TabPage): void {
    this.active = page.fullPath;
    if (!this.multipage) {
      this.tabs = [page];
      return;
    }
    let tabs = this.tabs;
    if (home && !tabs.some((t) => t.path === home.path)) tabs = [home, ...tabs];
    const index = tabs.findIndex((t) => t.fullPath === page.fullPath);
    if (index < 0) tabs = [...tabs, page];
    else if (tabs[index].title !== page.title) tabs = tabs.map((t, i) => (i === index ? page : t));
    if (tabs !== this.tabs) this.tabs = tabs;
  }

  close(fullPath: string): CloseOutcome {
    const index = this.tabs.findIndex((t) => t.fullPath === fullPath);
    if (index < 0) return { ok: true, activate: null };
    if (this.isHome(this.tabs[index])) return { ok: false, message: shellMessages.tabs.homeNotClosable };
    if (this.tabs.length === 1) return { ok: false, message: shellMessages.tabs.lastNotClosable };
    const next = this.tabs.filter((t) => t.fullPath !== fullPath);
    this.tabs = next;
    if (this.active !== fullPath) return { ok: true, activate: null };
    this.active = (next[index - 1] ?? next[index]).fullPath;
    return { ok: true, activate: this.active };
  }

  /** Keeps `keep` (by index) plus the home tabs; activates `fallback` when the active tab went. */
  private keepOnly(keep: (index: number) => boolean, fallback: string): string | null {
    const next = this.tabs.filter((t, i) => keep(i) || this.isHome(t));
    this.tabs = next.length ? next : this.tabs.slice(0, 1);
    if (this.tabs.some((t) => t.fullPath === this.active)) return null;
    this.active = this.tabs.some((t) => t.fullPath === fallback) ? fallback : this.tabs[0].fullPath;
    return this.active;
  }

  /** Each returns the path to navigate to when the active tab was closed, else null. */
  closeLeft(fullPath: string): string | null {
    const index = this.tabs.findIndex((t) => t.fullPath === fullPath);
    return index < 0 ? null : this.keepOnly((i) => i >= index, fullPath);
  }

  closeRight(fullPath: string): string | null {
    const index = this.tabs.findIndex((t) => t.fullPath === fullPath);
    return index < 0 ? null : this.keepOnly((i) => i <= index, fullPath);
  }

  closeOthers(fullPath: string): string | null {
    const index = this.tabs.findIndex((t) => t.fullPath === fullPath);
    return index < 0 ? null : this.keepOnly((i) => i === index, fullPath);
  }

  /** Closes every tab but the first. */
  closeAll(): string | null {
    if (!this.tabs.length) return null;
    this.tabs = this.tabs.slice(0, 1);
    if (this.active === this.tabs[0].fullPath) return null;
    this.active = this.tabs[0].fullPath;
    return this.active;
  }

  /** Switching company or project: every tab goes, the next route opens afresh. */
  reset(): void {
    this.tabs = [];
    this.active = null;
  }

  setMultipage(on: boolean): void {
    this.multipage = on;
    if (!on) this.tabs = this.tabs.filter((t) => t.fullPath === this.active);
  }

  setCustomTitle(path: string, title: string | null): void {
    const next = { ...this.customTitles };
    if (title) next[path] = title;
    else delete next[path];
    this.customTitles = next;
    this.storage?.setItem(TAB_TITLES_KEY, JSON.stringify(next));
  }

  /** 刷新: remounts the page and shows the reload effect for 1400 ms. */
  refresh(fullPath: string): void {
    this.reloading = fullPath;
    this.reloadKey += 1;
    const key = this.reloadKey;
    this.schedule(() => this.endReload(key), TAB_RELOAD_MS);
  }

  private endReload(key: number): void {
    if (this.reloadKey === key) this.reloading = null;
  }
}

export function createTabsStore(options: TabsStoreOptions): TabsStore {
  return new TabsStore(options);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The open tabs of the workspace. */
    tabs: TabsStore;
  }
}
