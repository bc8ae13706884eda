import { registerRowExtras } from '@/widgets/crud-page/row-extras';
import { lazyWidget } from '@/widgets/shared/lazy-widget';

// The links and their modals (permission tree, login history) load with the first list of users or roles.
const UserRowActions = lazyWidget(() => import('./user-row-actions').then((m) => m.UserRowActions));
const RoleRowActions = lazyWidget(() => import('./role-row-actions').then((m) => m.RoleRowActions));

/** 用户管理's and 角色管理's row links, registered with the engine's widgets (loaded after login). */
export function registerAdminRowActions(): void {
  registerRowExtras('sys/user', { component: UserRowActions, width: 6 });
  registerRowExtras('sys/role', { component: RoleRowActions, width: 1 });
}
