import { ApiError } from '../../../http/envelope';

/** A `sys_permission` row as menu administration writes it. */
export interface MenuRow {
  parent_id: string | null; menu_code: string; name: string; url: string | null; component: string | null; component_name: string | null;
  redirect: string | null; menu_type: number; perms: string | null; perms_type: string; sort_no: number; always_show: boolean;
  icon: string | null; is_route: boolean; keep_alive: boolean; hidden: boolean; description: string | null; status: string;
  internal_or_external: boolean;
}

const text = (max: number, pattern?: string) => ({ type: ['string', 'null'], maxLength: max, ...(pattern ? { pattern } : {}) });
const flag = { enum: [true, false, 0, 1, '0', '1'] };

/** Body properties of add/edit; server-owned columns (menu code on edit, leaf flag, audit, del_flag) are not here. */
export const MENU_PROPERTIES = {
  name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  parentId: text(32),
  menuCode: { enum: ['11', '12'] },
  menuType: { enum: [0, 1, 2, '0', '1', '2'] },
  url: text(255),
  component: text(255),
  componentName: text(100, '^[A-Za-z0-9_-]*$'),
  redirect: text(255),
  perms: text(255),
  permsType: { enum: ['0', '1', '2'] },
  sortNo: { type: ['number', 'string', 'null'], pattern: '^-?\\d{1,8}(\\.\\d{1,2})?$' },
  alwaysShow: flag,
  icon: text(100, '^[A-Za-z0-9_:-]*$'),
  route: flag,
  keepAlive: flag,
  hidden: flag,
  description: text(255),
  status: { enum: ['0', '1'] },
  internalOrExternal: flag,
};

export const MENU_SCHEMA_LABELS = {
  id: '菜单ID', name: '菜单名称', parentId: '上级菜单', menuCode: '所属视图', menuType: '菜单类型', url: '菜单路径', component: '前端组件',
  componentName: '组件名称', redirect: '重定向地址', perms: '授权标识', permsType: '授权策略', sortNo: '排序', alwaysShow: '聚合路由', icon: '图标',
  route: '是否路由', keepAlive: '缓存路由', hidden: '隐藏路由', description: '描述', status: '状态', internalOrExternal: '打开方式',
};

const optional = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const bool = (v: unknown) => v === true || v === 1 || v === '1';

const FIELDS: Record<string, [keyof MenuRow, (v: unknown) => unknown]> = {
  name: ['name', (v) => String(v).trim()], parentId: ['parent_id', optional], menuType: ['menu_type', Number], url: ['url', optional],
  component: ['component', optional], componentName: ['component_name', optional], redirect: ['redirect', optional], perms: ['perms', optional],
  permsType: ['perms_type', String], sortNo: ['sort_no', (v) => (v === null || v === '' ? 0 : Number(v))], alwaysShow: ['always_show', bool],
  icon: ['icon', optional], route: ['is_route', bool], keepAlive: ['keep_alive', bool], hidden: ['hidden', bool],
  description: ['description', optional], status: ['status', String], internalOrExternal: ['internal_or_external', bool],
};

const DEFAULTS: MenuRow = {
  parent_id: null, menu_code: '11', name: '', url: null, component: null, component_name: null, redirect: null, menu_type: 0, perms: null,
  perms_type: '1', sort_no: 0, always_show: false, icon: null, is_route: true, keep_alive: false, hidden: false, description: null,
  status: '1', internal_or_external: false,
};

/** The row after applying a body to `current` (or to the defaults on add); fields the body omits stay. */
export function fromBody(body: Record<string, unknown>, current: MenuRow = DEFAULTS): MenuRow {
  const row = { ...current } as Record<string, unknown>;
  for (const [name, [column, convert]] of Object.entries(FIELDS)) {
    if (body[name] !== undefined) row[column] = convert(body[name]);
  }
  return row as unknown as MenuRow;
}

export const permsCodes = (perms: string | null | undefined) => (perms ?? '').split(',').map((s) => s.trim()).filter(Boolean);

// A route path inside the app: one leading slash (not `//host`), no spaces, quotes or angle brackets.
const ROUTE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
// A component is a module path or `schema:<page code>`, never a URL: no scheme, no `//`, no `..`.
const COMPONENT = /^(schema:)?[A-Za-z0-9_][A-Za-z0-9_/.-]*$/;
const PERMS = /^[A-Za-z0-9_:.-]+(,[A-Za-z0-9_:.-]+)*$/;

/** Checks a merged row the way the menu screen's rules read; a button keeps only what a button has. */
export function checkMenu(row: MenuRow): MenuRow {
  if (row.perms && !PERMS.test(row.perms.replace(/\s/g, ''))) throw new ApiError(400, '授权标识只能包含字母、数字、冒号、下划线、点和短横线，多个用逗号分隔');
  if (row.menu_type === 2) {
    if (!row.parent_id) throw new ApiError(400, '按钮必须选择所属菜单');
    if (!row.perms) throw new ApiError(400, '按钮的授权标识不能为空');
    return { ...row, perms: row.perms.replace(/\s/g, ''), url: null, component: null, component_name: null, redirect: null };
  }
  if (row.menu_type === 1 && !row.parent_id) throw new ApiError(400, '子菜单必须选择上级菜单');
  if (!row.url) throw new ApiError(400, '菜单路径不能为空');
  if (!ROUTE_PATH.test(row.url)) throw new ApiError(400, '菜单路径必须以 / 开头，且不能含空格、引号或尖括号');
  if (row.redirect && !ROUTE_PATH.test(row.redirect)) throw new ApiError(400, '重定向地址必须以 / 开头，且不能含空格、引号或尖括号');
  if (!row.component) throw new ApiError(400, '前端组件不能为空');
  if (!COMPONENT.test(row.component) || row.component.includes('..') || row.component.includes('//')) {
    throw new ApiError(400, '前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本');
  }
  return { ...row, parent_id: row.menu_type === 0 ? null : row.parent_id };
}
