import { formatDate, formatDateTime } from '../../http/format';
import type { UserRow } from '../../tables/stores/user-store';

export type { UserRow };

/** The SysUser wire shape. Built field by field so the password hash can never leak into a response. */
export function userInfo(u: UserRow, departIds: string[]) {
  return {
    id: u.id, username: u.username, realname: u.realname, avatar: u.avatar, birthday: formatDate(u.birthday), sex: u.sex,
    email: u.email, phone: u.phone, orgCode: u.org_code, orgCodeTxt: null, status: u.status, delFlag: u.del_flag,
    workNo: u.work_no, post: u.post, telephone: null, createBy: u.create_by, createTime: formatDateTime(u.create_time),
    updateBy: u.update_by, updateTime: formatDateTime(u.update_time), activitiSync: 1, userIdentity: u.user_identity,
    departIds: departIds.join(','), relTenantIds: u.rel_tenant_ids, clientId: null, homePath: null, companyId: u.company_id,
  };
}
