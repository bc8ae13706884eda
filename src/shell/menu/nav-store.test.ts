import { describe, expect, it } from 'vitest';
import type { CompanyItem } from '../api/shell-api';
import type { RouteItem } from '../session/auth-types';
import { companyMenu } from '../testing/fake-services';
import { ACTIVE_COMPANY_KEY, createNavStore, showsGroupDashboard, visibleSubsidiaries } from './nav-store';

const company = (id: string, departNameAbbr: string | null, departName = `${id}公司`): CompanyItem => ({ id, departName, departNameAbbr });

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('collapsed side menu rules', () => {
  it('hides subsidiaries whose short name holds 西南, 新材料 or 铁路发展, keeping the server order', () => {
    const all = [
      company('c01', '华通公路'), company('c03', '西南咨询'), company('c02', '中路监理'),
      company('c04', '新材料公司'), company('c05', '铁路发展'), company('c06', '铁路养护'),
    ];
    expect(visibleSubsidiaries(all).map((c) => c.departNameAbbr)).toEqual(['华通公路', '中路监理', '铁路养护']);
  });

  it('falls back to the full name when a subsidiary has no short name', () => {
    expect(visibleSubsidiaries([company('c07', null, '西南分公司'), company('c08', '', '华东分公司')]).map((c) => c.id)).toEqual(['c08']);
  });

  it('offers the group dashboard only when the current company is the group', () => {
    expect(showsGroupDashboard('工程咨询集团')).toBe(true);
    expect(showsGroupDashboard('华通公路')).toBe(false);
    expect(showsGroupDashboard(undefined)).toBe(false);
  });
});

describe('NavStore', () => {
  const news = companyMenu[1];
  const system = companyMenu[2];

  it('stores a top-menu item’s children as the side menu list; an item without children brings the whole menu back', () => {
    const nav = createNavStore();
    expect(nav.sideMenuOf(companyMenu)).toBe(companyMenu);
    nav.chooseTop(news);
    expect(nav.sideMenuOf(companyMenu).map((i) => i.meta.title)).toEqual(['新闻通知']);
    nav.chooseTop(companyMenu[0]);
    expect(nav.sideMenuOf(companyMenu)).toBe(companyMenu);
  });

  it('follows a page outside the listed items to its own group, and leaves the choice alone for pages inside it', () => {
    const nav = createNavStore();
    nav.chooseTop(news);
    nav.follow(companyMenu, '/news/notice');
    expect(nav.topKey).toBe('/news');
    nav.follow(companyMenu, '/system/user');
    expect(nav.sideMenuOf(companyMenu).map((i) => i.meta.title)).toEqual(['用户管理']);
    // A fixed page outside the menu keeps what is shown.
    nav.follow(companyMenu, '/company/account/center');
    expect(nav.topKey).toBe(system.path);
    nav.follow(companyMenu, '/company/screen');
    expect(nav.sideMenuOf(companyMenu)).toBe(companyMenu);
  });

  it('ignores hidden children when deciding what the side menu lists', () => {
    const group: RouteItem = { ...news, children: [{ ...news.children![0], hidden: true }] };
    const nav = createNavStore();
    nav.chooseTop(group);
    expect(nav.topKey).toBeNull();
  });

  it('keeps the active company in localStorage (companyId) and forgets it on reset', () => {
    const storage = memoryStorage();
    const nav = createNavStore(storage);
    expect(nav.activeCompanyId).toBeNull();
    nav.setActiveCompany('c02');
    expect(storage.getItem(ACTIVE_COMPANY_KEY)).toBe('c02');
    expect(createNavStore(storage).activeCompanyId).toBe('c02');
    nav.chooseTop(news);
    nav.reset();
    expect([nav.activeCompanyId, nav.topKey, storage.getItem(ACTIVE_COMPANY_KEY)]).toEqual([null, null, null]);
  });
});
