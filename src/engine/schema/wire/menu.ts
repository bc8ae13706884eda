/** What the menu answer says about one route besides its path. */
export interface RouteMeta {
  title: string;
  icon?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  url?: string;
}

/**
 * One item of the permission menu (`/sys/permission/getUserPermissionByToken`): `name` is the component name or the
 * path, an external link gets an md5 path and its address in `meta.url`, `route` '0' means no tab of its own.
 */
export interface RouteItem {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: '1' | '0';
  meta: RouteMeta;
  children?: RouteItem[];
}

/**
 * One permission decision as the menu answer sends it: in `auth` the user's granted buttons and elements, in
 * `allAuth` every configured one. An element whose code is configured but not granted is hidden (type '1') or
 * disabled (type '2'); a configured rule with status '0' restricts nobody.
 */
export interface AuthRule {
  /** Permission code(s); several may be separated by commas, e.g. `news:notice:add,news:notice:edit`. */
  action: string;
  /** '1' = show/hide style, '2' = disable style. */
  type?: string;
  /** In `allAuth` only: '0' = inactive, '1' = active. */
  status?: string;
  describe?: string;
}

/** The two menu views: '11' the group/company view, '12' the project view. */
export type MenuCode = '11' | '12';

/** `result` of the menu answer. */
export interface PermissionResult {
  menu: RouteItem[];
  auth: AuthRule[];
  allAuth: AuthRule[];
  isShowHomePage?: boolean;
  menuCode: MenuCode;
}
