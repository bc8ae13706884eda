import { ApiError } from '../../http/envelope';

/** Menu types: a top-level menu, a sub-menu under another menu, a button (a permission code, no page of its own). */
export const TOP_MENU = 0;
export const SUB_MENU = 1;
export const BUTTON = 2;

/** The codes of a `perms` value (`a:b:add, a:b:edit` → two codes). */
export const permsCodes = (perms: unknown): string[] =>
  String(perms ?? '').split(',').map((s) => s.trim()).filter(Boolean);

// A route path inside the app: one leading slash (not `//host`), no spaces, quotes or angle brackets.
const ROUTE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
// A component is a module path or `schema:<page code>`, never a URL: no scheme, no `//`, no `..`.
const COMPONENT = /^(schema:)?[A-Za-z0-9_][A-Za-z0-9_/.-]*$/;
const PERMS = /^[A-Za-z0-9_:.-]+(,[A-Za-z0-9_:.-]+)*$/;

const refuse = (message: string) => new ApiError(400, message);

/** A menu row as the rules read it, by wire name; blank text is null. */
export interface MenuValues {
  menuType: number;
  parentId: string | null;
  url: string | null;
  component: string | null;
  redirect: string | null;
  perms: string | null;
}

/**
 * Checks a menu row as it will be after the write and answers what it must store besides: a button keeps only what
 * a button has (no path, component, component name or redirect) and its codes without spaces; a top-level menu
 * hangs under no parent. A sub-menu and a button need a parent; a menu needs a route path and a component that is a
 * module path or a schema page, never a web address or a script.
 */
export function checkMenu(row: MenuValues): Record<string, unknown> {
  if (row.perms && !PERMS.test(row.perms.replace(/\s/g, ''))) throw refuse('授权标识只能包含字母、数字、冒号、下划线、点和短横线，多个用逗号分隔');
  if (row.menuType === BUTTON) {
    if (!row.parentId) throw refuse('按钮必须选择所属菜单');
    if (!row.perms) throw refuse('按钮的授权标识不能为空');
    return { perms: row.perms.replace(/\s/g, ''), url: null, component: null, componentName: null, redirect: null };
  }
  if (row.menuType === SUB_MENU && !row.parentId) throw refuse('子菜单必须选择上级菜单');
  if (!row.url) throw refuse('菜单路径不能为空');
  if (!ROUTE_PATH.test(row.url)) throw refuse('菜单路径必须以 / 开头，且不能含空格、引号或尖括号');
  if (row.redirect && !ROUTE_PATH.test(row.redirect)) throw refuse('重定向地址必须以 / 开头，且不能含空格、引号或尖括号');
  if (!row.component) throw refuse('前端组件不能为空');
  if (!COMPONENT.test(row.component) || row.component.includes('..') || row.component.includes('//')) {
    throw refuse('前端组件只能是组件路径（如 layouts/RouteView）或 schema:页面编码，不能是网址或脚本');
  }
  return row.menuType === TOP_MENU ? { parentId: null } : {};
}
