import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from '@/engine';
import type { DataRuleRecord } from '@/engine/schema/rights/data-rule';

export interface LoginHistoryRow {
  id: string; logTypeText: string; result: string; ok: boolean; ip: string | null; userAgent: string | null; createTime: string | null;
}

export interface PermissionPreview {
  roles: { id: string; roleName: string; roleCode: string }[];
  permissions: { id: string; parentId: string | null; name: string; menuType: number; perms: string | null; menuCode: string; roles: string[] }[];
  dataRules: { permissionId: string; menuName: string; roleName: string; ruleName: string; ruleConditions: string; ruleColumn: string | null; ruleValue: string | null }[];
  unrestricted: boolean;
}

export interface PermissionNode {
  key: string; title: string; children?: PermissionNode[]; isLeaf?: boolean; menuType?: number; component?: string | null; perms?: string | null;
}

/** 用户管理's and 角色管理's calls beyond the table layer's (JeecgBoot's paths where it has them). */
export function createAdminApi(provider: DataProvider) {
  const silent = { silent: true };
  const call = async <T>(url: string, method: 'get' | 'post' | 'put' | 'delete', args: { query?: Record<string, unknown>; payload?: unknown } = {}) =>
    provider.custom<T>({ url, method, ...args, meta: silent });
  return {
    freeze: async (ids: string, status: 1 | 2) => (await call('/sys/user/frozenBatch', 'put', { payload: { ids, status } })).message,
    resetPassword: async (username: string) => (await call<{ password: string }>('/sys/user/changePassword', 'put', { payload: { username } })).data.password,
    loginHistory: async (userId: string, pageNo: number) =>
      (await call<{ records: LoginHistoryRow[]; total: number }>('/sys/user/loginHistory', 'get', { query: { userId, pageNo, pageSize: 10 } })).data,
    preview: async (userId: string) => (await call<PermissionPreview>('/sys/user/permissionPreview', 'get', { query: { userId } })).data,
    permissionTree: async () => (await call<{ treeList: PermissionNode[]; ids: string[] }>('/sys/permission/queryTreeList', 'get')).data,
    rolePermissions: async (roleId: string) => (await call<string[]>('/sys/permission/queryRolePermission', 'get', { query: { roleId } })).data,
    saveRolePermissions: async (roleId: string, permissionIds: string[], lastpermissionIds: string[]) =>
      (await call('/sys/permission/saveRolePermission', 'post', { payload: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') } })).message,
    menuRules: async (permissionId: string) => (await call<DataRuleRecord[]>('/sys/permission/getPermRuleListByPermId', 'get', { query: { permissionId } })).data,
    roleRules: async (permissionId: string, roleId: string) => {
      const res = await provider.custom<{ datarule: DataRuleRecord[]; drChecked: string; granted: boolean } | null>({ url: `/sys/role/datarule/${permissionId}/${roleId}`, method: 'get', meta: silent }).catch(() => null);
      return res?.data ?? null;
    },
    saveRoleRules: async (permissionId: string, roleId: string, ids: string[]) =>
      (await call('/sys/role/datarule', 'post', { payload: { permissionId, roleId, dataRuleIds: ids.join(',') } })).message,
    addRule: async (rule: Omit<DataRuleRecord, 'id' | 'status'>) => (await call<DataRuleRecord>('/sys/permission/addPermissionRule', 'post', { payload: { ...rule, status: '1' } })).data,
    deleteRule: async (id: string) => (await call('/sys/permission/deletePermissionRule', 'delete', { query: { id } })).message,
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

export function useAdminApi(): AdminApi {
  const provider = useDataProvider();
  return useMemo(() => createAdminApi(provider), [provider]);
}
