import { PENDING_USER_STATUS } from '../stores/register-store';
import { generatePassword, hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import type { TokenService } from '../../auth/tokens';
import { GROUP_ID } from '../../auth/membership';
import { ApiError, fieldError } from '../../http/envelope';
import { PASSWORD_RULE_MESSAGE } from '../../routes/sys/session-routes';
import type { HookContext, SaveInput, TableHooks } from '../table-hooks';
import {
  assertCanGrant, assertDepartsExist, currentRoles, departsOf, linkIds, removeUserLinks, replaceLinks, signOut,
} from './user-links';
import { membership } from '../stores/membership-store';
import { adoptAvatar } from './user-avatar';

/**
 * What the user screen writes. Anything else a body carries (status, org code, identity, tenants, the deleted
 * flag) is left as stored: freezing has its own call, the rest is the platform's.
 */
const WRITABLE = ['realname', 'avatar', 'email', 'phone', 'birthday', 'sex', 'workNo', 'post', 'companyId'];

export const SELF_DELETE_MESSAGE = '不能删除当前登录用户';


/**
 * The account name is chosen once: unique among every user, those in the recycle bin too (the database keeps their
 * name taken, so they can be restored), and never changed afterwards.
 */
async function checkUsername(ctx: HookContext, input: SaveInput, username: unknown): Promise<void> {
  if (input.op === 'edit') {
    if (username !== undefined && username !== input.current?.username) throw fieldError('username', '用户账号创建后不能修改');
    return;
  }
  const { rows } = await ctx.tx.query('SELECT 1 FROM sys_user WHERE username = $1 AND del_flag <> 0', [username]);
  if (rows.length) throw fieldError('username', `用户账号“${String(username)}”已在回收站中，请还原该用户`);
}

/**
 * A new user's password follows the password rule and is not the account name; only its hash is stored. An edit
 * never changes the password (that is the reset-password call), whatever the body carries. A sheet never carries
 * passwords: an imported user gets a generated one, shown once in the import report, and must choose their own at
 * the first login, as after a reset.
 */
async function hashNewPassword(input: SaveInput, username: unknown): Promise<void> {
  if (input.op !== 'add') return;
  if (input.via === 'import') {
    const generated = generatePassword();
    input.columns.password_hash = await hashPassword(generated);
    input.columns.password_change_required = true;
    input.report = `${String(username)} 的初始密码：${generated}`;
    return;
  }
  const password = input.body.password;
  if (typeof password !== 'string' || !PASSWORD_RULE.test(password) || password.toLowerCase() === String(username).toLowerCase()) {
    throw fieldError('password', PASSWORD_RULE_MESSAGE);
  }
  input.columns.password_hash = await hashPassword(password);
}

/**
 * Users (`sys/user`, 用户管理). Beside its fields a body may carry `password` (a new user's), `selectedroles`,
 * `selecteddeparts` and `selectedprojects` (ids, comma-separated): roles, departments and member projects are
 * replaced with exactly those in the write's transaction; a body without them leaves them as they are. Changing roles needs `system:user:assignRole` and never
 * grants more than the caller has. Records carry JeecgBoot's SysUser shape (`departIds`, `orgCodeTxt` the department
 * names, `delFlag`, `userIdentity`, `relTenantIds`, …) and never the password hash. Deleting puts users in the
 * recycle bin and signs them out at once; nobody deletes or purges their own account; emptying the bin removes
 * what only describes the user (roles, departments, projects, sessions, notices).
 */
export function userAccountHooks(tokens: Pick<TokenService, 'closeSocketsOf'>): TableHooks {
  return {
    name: 'user-account',
    messages: { delete: '删除用户成功', deleteBatch: '批量删除用户成功' },
    // A picker or a name elsewhere shows a company's own people: its staff, the group's (who lead it) and the members of
    // its projects — never another company's. The group's company view names everyone.
    // Self-registered accounts waiting for approval are nobody's colleague yet: no picker offers them (as an approver,
    // say) and no record can name them.
    dictScopeFor(auth, params) {
      const waiting = `status IS DISTINCT FROM $${params.push(PENDING_USER_STATUS)}`;
      if (auth.companyId === GROUP_ID && auth.menuCode === '11') return [waiting];
      const company = params.push(auth.companyId ?? '');
      const group = params.push(GROUP_ID);
      return [waiting, `(company_id = $${company} OR company_id = $${group} OR EXISTS (SELECT 1 FROM sys_user_project up
        JOIN project_info p ON p.id = up.project_id WHERE up.user_id = sys_user.id AND p.company_id = $${company}))`];
    },
    async beforeSave(ctx, input) {
      const username = input.values.username;
      for (const name of Object.keys(input.values)) if (!WRITABLE.includes(name)) delete input.values[name];
      await checkUsername(ctx, input, username);
      if (input.op === 'add') input.values.username = username;
      await hashNewPassword(input, username);
      const roles = linkIds(input.body, 'selectedroles');
      if (roles) await assertCanGrant(ctx.tx, ctx.auth, roles, input.op === 'add' ? [] : await currentRoles(ctx.tx, input.id));
      const departs = linkIds(input.body, 'selecteddeparts');
      if (departs) await assertDepartsExist(ctx.tx, departs);
      // 可进入的项目 are checked as the field's table dictionary (projects within the caller's scope); see afterSave.
      await adoptAvatar(ctx, input);
      // 负责部门 (JeecgBoot's depart_ids): departments the user answers for, among those they belong to.
      const responsible = linkIds(input.body, 'responsibleDeparts');
      if (responsible) {
        const mine = departs ?? (input.op === 'edit' ? ((await departsOf(ctx.tx, [input.id])).get(input.id) ?? []).map((d) => d.id) : []);
        if (responsible.some((id) => !mine.includes(id))) throw fieldError('responsibleDeparts', '负责部门须是用户所属的部门');
        input.columns.depart_ids = responsible.join(',') || null;
      }
    },
    async afterSave(ctx, input) {
      const roles = linkIds(input.body, 'selectedroles');
      if (roles) await replaceLinks(ctx.tx, 'roles', input.id, roles);
      const departs = linkIds(input.body, 'selecteddeparts');
      if (departs) await replaceLinks(ctx.tx, 'departs', input.id, departs);
      const projects = linkIds(input.body, 'selectedprojects');
      if (projects) await membership.setMemberProjects(ctx.tx, input.id, projects);
    },
    async view(ctx, records, rows, mode) {
      const departs = await departsOf(ctx.tx, rows.map((r) => String(r.id)));
      // The edit form's roles, departments, 负责部门 and member projects, as it sends them back.
      if (mode === 'detail') {
        const projects = await membership.memberProjectIds(ctx.tx, rows.map((r) => String(r.id)));
        for (const [i, row] of rows.entries()) {
          Object.assign(records[i], {
            selectedroles: (await currentRoles(ctx.tx, String(row.id))).join(','),
            selecteddeparts: (departs.get(String(row.id)) ?? []).map((d) => d.id).join(','),
            responsibleDeparts: row.depart_ids ?? '',
            selectedprojects: (projects.get(String(row.id)) ?? []).join(','),
          });
        }
      }
      records.forEach((r, i) => {
        const row = rows[i];
        const mine = departs.get(String(row.id)) ?? [];
        Object.assign(r, {
          departIds: mine.map((d) => d.id).join(','),
          // JeecgBoot's list shows the departments' names from its sys_depart table dictionary on departIds.
          departIds_dictText: mine.map((d) => d.name).join(',') || null,
          orgCodeTxt: mine.map((d) => d.name).join(',') || null,
          delFlag: row.del_flag, userIdentity: row.user_identity, relTenantIds: row.rel_tenant_ids,
          telephone: null, activitiSync: 1, clientId: null, homePath: null,
        });
      });
    },
    async beforeDelete(ctx, ids, mode) {
      if (mode !== 'restore' && ids.includes(ctx.auth.userId)) throw new ApiError(400, SELF_DELETE_MESSAGE);
      if (mode === 'purge') await removeUserLinks(ctx.tx, ids);
    },
    async afterDelete(ctx, ids, mode) {
      if (mode !== 'delete') return;
      await signOut(ctx.tx, ids);
      // Their open sockets close now, in every process: a deleted user hears no further notice.
      await tokens.closeSocketsOf(ids, 'deleted');
    },
  };
}
