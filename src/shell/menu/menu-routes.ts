import { PLATFORM_PAGES, type PlatformPage } from '@/engine/schema/platform-resources';
import type { MenuCode, RouteItem } from '../session/auth-types';

export const COMPANY_HOME = '/company/screen';
export const PROJECT_HOME = '/project/screen';
export const HOME_PATHS = [COMPANY_HOME, PROJECT_HOME];

const ONLINE_COMPONENTS = [
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
];

/** What renders a menu item, decided from its `component`. */
export type PageTarget =
  | { kind: 'schema'; code: string }
  | { kind: 'schema-param' }
  | { kind: 'route-view'; redirect: string | null }
  | { kind: 'company-screen' }
  | { kind: 'project-screen' }
  /** A page of the platform's own (流程定义, 流程实例) named by its component. */
  | { kind: 'platform-page'; page: PlatformPage }
  | { kind: 'external'; url: string }
  | { kind: 'pending' };

export interface MenuRoute {
  path: string;
  title: string;
  target: PageTarget;
}

const normalize = (component: string | null) => (component ?? '').trim().replace(/^\/+/, '').replace(/\.vue$/, '');

function firstVisibleChild(item: RouteItem): RouteItem | undefined {
  return item.children?.find((child) => !child.hidden && child.path);
}

/**
 * Maps a menu item's `component` to a page: `schema:<code>`, the online list components (code from `:code`),
 * `layouts/RouteView` groups, the two home screens; anything else is a page not built yet.
 *
 * @example
 * resolveTarget({ ..., component: 'schema:news/notice' }); // { kind: 'schema', code: 'news/notice' }
 */
export function resolveTarget(item: RouteItem): PageTarget {
  const component = normalize(item.component);
  if (item.meta?.url && /^https?:\/\//.test(item.meta.url)) return { kind: 'external', url: item.meta.url };
  if (component.startsWith('schema:')) return { kind: 'schema', code: component.slice('schema:'.length) };
  if (ONLINE_COMPONENTS.includes(component) && item.path.includes(':code')) return { kind: 'schema-param' };
  if (component === 'layouts/RouteView' || component === 'layouts/PageView' || (item.children?.length && !component)) {
    return { kind: 'route-view', redirect: item.redirect || firstVisibleChild(item)?.path || null };
  }
  if (component === 'company/screen') return { kind: 'company-screen' };
  if (component === 'project/screen') return { kind: 'project-screen' };
  if ((PLATFORM_PAGES as readonly string[]).includes(component)) return { kind: 'platform-page', page: component as PlatformPage };
  return { kind: 'pending' };
}

/**
 * Flattens the menu into routes. Nested paths in JeecgBoot menus are absolute, so flat routes under one
 * layout are both simpler and safe when a child's path does not start with its group's path.
 *
 * @example
 * buildMenuRoutes(menu).map((r) => r.path); // ['/company/screen', '/news', '/news/notice']
 */
export function buildMenuRoutes(menu: RouteItem[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const visit = (items: RouteItem[]) => {
    for (const item of items) {
      if (item.path && item.path.startsWith('/') && !seen.has(item.path)) {
        seen.add(item.path);
        routes.push({ path: item.path, title: item.meta?.title ?? item.name, target: resolveTarget(item) });
      }
      if (item.children?.length) visit(item.children);
    }
  };
  visit(menu);
  return routes;
}

/** True when `pattern` (which may hold `:params`) matches `pathname`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  const a = pattern.replace(/\/+$/, '').split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith(':') ? b[i] !== '' : segment === b[i]);
}

/**
 * The chain of menu items leading to `pathname`, root first (for the breadcrumb, the title and the open menu).
 *
 * @example
 * findMenuTrail(menu, '/news/notice').map((i) => i.meta.title); // ['新闻中心', '新闻通知']
 */
export function findMenuTrail(menu: RouteItem[], pathname: string): RouteItem[] {
  for (const item of menu) {
    if (item.path && pathMatches(item.path, pathname)) return [item];
    if (item.children?.length) {
      const below = findMenuTrail(item.children, pathname);
      if (below.length) return [item, ...below];
    }
  }
  return [];
}

/** Home of a menu: company screen for menu code 11, project screen otherwise. */
export function homePathFor(menuCode: MenuCode | null): string {
  return menuCode === '12' ? PROJECT_HOME : COMPANY_HOME;
}
