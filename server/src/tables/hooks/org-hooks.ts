import type { TableHooks } from '../table-hooks';
import { departCodesHooks } from './depart-codes';
import { permissionTreeHooks } from './permission-tree';
import type { HookServices } from './platform-hooks';
import { roleGrantsHooks } from './role-grants';
import { userAccountHooks } from './user-account';

/** Hooks of the people and organisation screens (users, roles, departments, menus and permissions, tenants). */
export function orgHooks(services: HookServices): TableHooks[] {
  return [departCodesHooks(), roleGrantsHooks(), userAccountHooks(services.tokens), permissionTreeHooks()];
}
