import { didYouMean } from '../did-you-mean';
import { expectArray, guarded, isObject, kindOf } from './guard';
import { PLATFORM_PAGES } from '../platform-resources';
import type { LintProblem, SchemaFile } from './lint-types';

/** Components a menu item may name besides `schema:<code>`: the shell's own pages. */
export const SHELL_COMPONENTS = new Set<string>([
  'layouts/RouteView', 'company/screen', 'project/screen', ...PLATFORM_PAGES,
  'modules/online/cgform/auto/OnlCgformAutoList', 'modules/online/cgreport/auto/OnlCgreportAutoList',
]);

/** What the menus need to know and what they declare for the pages' checks. */
export interface MenuLintState {
  pageCodes: Set<string>;
  roles: Set<string>;
  /** Menu keys seen so far, across every menu file: each becomes one permission row. */
  keys: Map<string, string>;
  /** Permission codes of every button, for the fields' permission checks. */
  buttonCodes: Set<string>;
}

/**
 * A menu file: items and children are lists, every key is unique across all menus, every role exists, every
 * component is a page or one of the shell's, button codes are unique.
 */
export function lintMenuFile(file: SchemaFile, state: MenuLintState, problems: LintProblem[]): void {
  const add = (pointer: string, message: string, fatal = false) => {
    problems.push({ file: file.path, pointer, message, fatal });
  };
  const menu = file.json;
  if (!isObject(menu)) return add('/', `菜单文件应是对象 {...}，这里是${kindOf(menu)}`, true);
  if (menu.menuCode !== '11' && menu.menuCode !== '12') add('/menuCode', 'menuCode 必须是 "11"（集团/公司视图）或 "12"（项目视图）', true);
  if (menu.order !== undefined && typeof menu.order !== 'number') add('/order', `order 应是数字（本文件顶层菜单从这个位置起排），这里是${kindOf(menu.order)}`, true);
  if (!expectArray(problems, file.path, '/items', menu.items, '菜单项 items')) return;
  const visit = (items: unknown[], pointer: string) => items.forEach((item, i) => guarded(problems, file.path, `${pointer}/${i}`, () => {
    const at = `${pointer}/${i}`;
    if (!isObject(item)) return add(at, `菜单项应是对象 {...}，这里是${kindOf(item)}`, true);
    if (typeof item.key !== 'string' || !item.key) add(`${at}/key`, '菜单项需要 key（文本）', true);
    else if (state.keys.has(item.key)) add(`${at}/key`, `菜单 key "${item.key}" 重复（已在 ${state.keys.get(item.key)} 使用）`, true);
    else state.keys.set(item.key, `${file.path}#${at}`);
    if (typeof item.name !== 'string' || !item.name) add(`${at}/name`, '菜单项需要名称 name', true);
    if (item.sort !== undefined && typeof item.sort !== 'number') add(`${at}/sort`, `sort 应是数字，这里是${kindOf(item.sort)}`, true);
    const c = item.component;
    if (typeof c === 'string' && c.startsWith('schema:')) {
      const code = c.slice('schema:'.length);
      if (!state.pageCodes.has(code)) add(`${at}/component`, `菜单指向的页面模式 "${code}" 不存在${didYouMean(code, state.pageCodes)}`);
    } else if (typeof c === 'string' && !SHELL_COMPONENTS.has(c)) {
      add(`${at}/component`, `菜单组件 "${c}" 不是已有页面${didYouMean(c, SHELL_COMPONENTS)}`);
    }
    checkRoles(item.roles, `${at}/roles`);
    if (expectArray(problems, file.path, `${at}/buttons`, item.buttons, '按钮 buttons')) {
      ((item.buttons as unknown[]) ?? []).forEach((b, j) => {
        if (!isObject(b) || typeof b.perms !== 'string' || !b.perms) return add(`${at}/buttons/${j}`, '按钮需要权限编码 perms', true);
        state.buttonCodes.add(b.perms);
        checkRoles(b.roles, `${at}/buttons/${j}/roles`);
      });
    }
    if (expectArray(problems, file.path, `${at}/children`, item.children, '子菜单 children') && Array.isArray(item.children)) {
      visit(item.children, `${at}/children`);
    }
  }));
  const checkRoles = (roles: unknown, pointer: string) => {
    if (!expectArray(problems, file.path, pointer, roles, '角色 roles')) return;
    ((roles as unknown[]) ?? []).forEach((role, k) => {
      if (state.roles.size && !state.roles.has(String(role))) {
        add(`${pointer}/${k}`, `角色 "${String(role)}" 未在 roles/roles.json 中声明${didYouMean(String(role), state.roles)}`);
      }
    });
  };
  visit(menu.items as unknown[], '/items');
}
