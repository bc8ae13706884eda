import type { RouteItem } from '@/engine/schema/wire';
import type { AnyPageSchema } from '@/engine/schema/page-schema';
import { onlineFormId, onlineFormPage } from '../../schemas/cgform-head-routes';

/**
 * Our screens the original client has a view of its own for (`src/views/<view>.vue` in ant-design-vue-jeecg), by the
 * component our menu names. The views call the same endpoints our screens do.
 */
const SYSTEM_VIEWS: Record<string, string> = {
  'schema:sys/user': 'system/UserList',
  'schema:sys/role': 'system/RoleList',
  'schema:sys/sysDepart': 'system/DepartList',
  'schema:sys/permission': 'system/PermissionList',
  'schema:sys/position': 'system/SysPositionList',
  'schema:sys/tenant': 'system/TenantList',
  'schema:sys/dataSource': 'system/SysDataSourceList',
  'schema:sys/category': 'system/SysCategoryList',
  'schema:sys/dict': 'system/DictList',
  'schema:sys/annountCement': 'system/SysAnnouncementList',
  'schema:sys/log': 'system/LogList',
  'schema:sys/quartzJob': 'system/QuartzJobList',
  'monitor/Terminal': 'system/SysUserOnlineList',
};

/** JeecgBoot's Online views (the closed @jeecg/antd-online-mini package) and the generic route each is opened by. */
const ONLINE = {
  form: { component: 'modules/online/cgform/auto/OnlCgformAutoList', base: '/online/cgformList' },
  tree: { component: 'modules/online/cgform/auto/OnlCgformTreeList', base: '/online/cgformTreeList' },
  report: { component: 'modules/online/cgreport/auto/OnlCgreportAutoList', base: '/online/cgreport' },
} as const;

/** The original client's home: the route its router redirects `/` to, which must be in every menu. */
const HOME: RouteItem = {
  id: 'dashboard-analysis', path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', route: '1',
  meta: { keepAlive: true, internalOrExternal: false, title: '首页', componentName: 'Analysis', icon: 'home' },
};

/** JeecgBoot's name for a path: without the leading `/`, `/` → `-`, `:` → `@`. */
const nameOf = (path: string) => path.replace(/^\//, '').replace(/\//g, '-').replace(/:/g, '@');
const viewName = (component: string) => component.split('/').pop()!;

/** The Online view a page schema opens in, or none (dashboards and pages without a table have no Online view). */
function onlineOf(page: AnyPageSchema | undefined) {
  if (!page) return undefined;
  if (page.kind === 'report') return ONLINE.report;
  if (!onlineFormPage(page)) return undefined;
  return page.kind === 'tree-crud' ? ONLINE.tree : ONLINE.form;
}

/**
 * Our menu in the original client's terms (ORIGINAL_CLIENT_MENU): a system screen opens its JeecgBoot view
 * (`system/UserList`, …), a module page its Online view under a concrete `/online/…/<id>` entry (`route` "0") opened
 * by the hidden generic `/online/…/:code` routes JeecgBoot always grants, the home is `/dashboard/analysis`; a screen
 * the original client has no view for (our dashboards, the studio, …) is left out, and so is a group left empty.
 */
export function originalClientMenu(menu: RouteItem[], pageOf: (code: string) => AnyPageSchema | undefined): RouteItem[] {
  const map = (item: RouteItem, topLevel: boolean): RouteItem | undefined => {
    const component = item.component ?? '';
    const children = (item.children ?? []).flatMap((c) => map(c, false) ?? []);
    if (children.length) {
      // A group (or a page of ours with pages under it) is the original client's router view holding them.
      const group: RouteItem = { ...item, component: component.startsWith('layouts/') ? component : 'layouts/RouteView', children };
      group.meta = { ...item.meta, componentName: viewName(group.component!) };
      if (!topLevel) delete group.redirect;
      return group;
    }
    if (item.meta.url || component.startsWith('layouts/IframePageView')) return { ...item, children: undefined };
    const view = SYSTEM_VIEWS[component];
    if (view) return { ...item, component: view, children: undefined, meta: { ...item.meta, componentName: viewName(view) } };
    const code = component.startsWith('schema:') ? component.slice('schema:'.length) : undefined;
    const online = code ? onlineOf(pageOf(code)) : undefined;
    if (!code || !online) return undefined;
    const path = `${online.base}/${onlineFormId(code)}`;
    return {
      ...item, path, name: nameOf(path), component: online.component, route: '0', children: undefined,
      meta: { ...item.meta, componentName: viewName(online.component) },
    };
  };
  const mapped = menu.flatMap((item) => map(item, true) ?? []).map(withoutEmptyChildren);
  const generic = Object.values(ONLINE).map((o): RouteItem => ({
    id: nameOf(`${o.base}/:code`), path: `${o.base}/:code`, name: nameOf(`${o.base}/:code`), component: o.component, route: '1', hidden: true,
    meta: { keepAlive: false, internalOrExternal: false, title: o === ONLINE.report ? 'AUTO在线报表' : 'AUTO在线表单', componentName: viewName(o.component) },
  }));
  return [HOME, ...mapped, ...generic];
}

/** JSON has no `undefined`: a leaf carries no `children` key at all, as JeecgBoot's items. */
function withoutEmptyChildren(item: RouteItem): RouteItem {
  const { children, ...rest } = item;
  return children?.length ? { ...rest, children: children.map(withoutEmptyChildren) } : rest;
}
