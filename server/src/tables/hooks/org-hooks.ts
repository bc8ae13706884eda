import type { TableHooks } from '../table-hooks';
import type { HookServices } from './platform-hooks';

/** Hooks of the people and organisation screens (users, roles, departments, menus and permissions, tenants). */
export function orgHooks(_services: HookServices): TableHooks[] {
  return [];
}
