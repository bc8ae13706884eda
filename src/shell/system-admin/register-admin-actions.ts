import { registerRowExtras } from '@/widgets/crud-page/row-extras';
import { RoleRowActions } from './role-row-actions';
import { UserRowActions } from './user-row-actions';

/** 用户管理's and 角色管理's row links, registered with the engine's widgets (loaded after login). */
export function registerAdminRowActions(): void {
  registerRowExtras('sys/user', { component: UserRowActions, width: 6 });
  registerRowExtras('sys/role', { component: RoleRowActions, width: 1 });
}
