import { action, makeObservable, observable } from 'mobx';
import type { CompanyItem } from '../api/shell-api';
import type { RouteItem } from '../session/auth-types';
import { fixedMessages } from '../shared/fixed-messages';
import { shellMessages } from '../shared/messages';
import { findMenuTrail } from './menu-routes';

/** localStorage key of the company whose screen the collapsed side menu chose (JeecgBoot's `companyId`). */
export const ACTIVE_COMPANY_KEY = 'companyId';

const keyOf = (item: RouteItem) => item.path || item.id;
const visible = (item: RouteItem) => !item.hidden && !item.path.includes(':');
const visibleChildren = (item: RouteItem) => (item.children ?? []).filter(visible);

/**
 * The subsidiaries listed in the collapsed side menu: all but those whose short name (or name, when it has none)
 * holds 西南, 新材料 or 铁路发展.
 *
 * @example
 * visibleSubsidiaries([{ id: 'c03', departName: '…', departNameAbbr: '西南咨询' }]); // []
 */
export function visibleSubsidiaries(companies: CompanyItem[]): CompanyItem[] {
  return companies.filter((c) => {
    const label = c.departNameAbbr || c.departName || '';
    return !fixedMessages.nav.hiddenSubsidiaryTerms.some((term) => label.includes(term));
  });
}

/** The group dashboard entry shows only when the current company's short name is the group's. */
export function showsGroupDashboard(currentCompanyAbbr: string | null | undefined): boolean {
  return currentCompanyAbbr === shellMessages.header.groupCompanyName;
}

/**
 * Navigation state the menus share: which top-menu item feeds the side menu, and which company the company
 * screen shows (chosen from the collapsed side menu).
 *
 * @example
 * const nav = createNavStore(localStorage);
 * nav.chooseTop(newsGroup);
 * nav.sideMenuOf(menu); // newsGroup's visible children
 */
export class NavStore {
  /** Key (path) of the chosen top-menu item; null: the side menu lists the whole menu. */
  topKey: string | null = null;
  activeCompanyId: string | null;

  private readonly storage: Storage | undefined;

  constructor(storage?: Storage) {
    this.storage = storage;
    this.activeCompanyId = storage?.getItem(ACTIVE_COMPANY_KEY) ?? null;
    makeObservable<NavStore, 'storage'>(this, {
      topKey: observable,
      activeCompanyId: observable,
      storage: false,
      chooseTop: action,
      follow: action,
      setActiveCompany: action,
      reset: action,
    });
  }

  /** Choosing a top-menu item stores its children as the side menu list. */
  chooseTop(item: RouteItem): void {
    this.topKey = visibleChildren(item).length ? keyOf(item) : null;
  }

  /** The side menu's items: the chosen top item's children, else the whole menu. */
  sideMenuOf(menu: RouteItem[]): RouteItem[] {
    const top = this.topKey ? menu.find((item) => keyOf(item) === this.topKey) : undefined;
    const children = top ? visibleChildren(top) : [];
    return children.length ? children : menu;
  }

  /**
   * Keeps the side menu in step with the page: when the page (reached by a tab, the breadcrumb or a link) is not
   * in the listed items, the side menu shows its own top item's children (or the whole menu for a top-level page).
   */
  follow(menu: RouteItem[], pathname: string): void {
    if (findMenuTrail(this.sideMenuOf(menu), pathname).length) return;
    const root = findMenuTrail(menu, pathname)[0];
    if (!root) return;
    this.topKey = visibleChildren(root).length ? keyOf(root) : null;
  }

  setActiveCompany(id: string): void {
    this.activeCompanyId = id;
    this.storage?.setItem(ACTIVE_COMPANY_KEY, id);
  }

  /** Logout and context switch: back to the whole menu and the user's own company. */
  reset(): void {
    this.topKey = null;
    this.activeCompanyId = null;
    this.storage?.removeItem(ACTIVE_COMPANY_KEY);
  }
}

export function createNavStore(storage?: Storage): NavStore {
  return new NavStore(storage);
}

declare module '../services/app-services' {
  interface AppServices {
    /** The top-menu choice and the company the collapsed side menu shows. */
    nav: NavStore;
  }
}
