import { formatDate, formatDateTime } from '../../http/format';

export interface UserRow {
  id: string; username: string; realname: string; avatar: string | null; birthday: Date | string | null; sex: number | null;
  email: string | null; phone: string | null; org_code: string | null; status: number; del_flag: number; work_no: string | null;
  post: string | null; user_identity: number; company_id: string | null; rel_tenant_ids: string; create_by: string | null;
  create_time: Date | null; update_by: string | null; update_time: Date | null;
}

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

export const USER_COLUMNS = `id, username, realname, avatar, birthday, sex, email, phone, org_code, status, del_flag, work_no, post,
  user_identity, company_id, rel_tenant_ids, create_by, create_time, update_by, update_time`;
