import type { Queryable } from '../../db/database';
import { assertPermission } from '../../auth/access';
import type { AuthInfo } from '../../auth/tokens';
import { ApiError } from '../../http/envelope';

/** The button code without which nobody changes which roles a user has. */
export const ASSIGN_ROLE = 'system:user:assignRole';

/** The longest `selectedroles`/`selecteddeparts` accepted (JeecgBoot sends the ids comma-separated). */
const MAX_LIST = 2000;

/**
 * The ids a body names under `key` (`selectedroles`, `selecteddeparts`), or undefined when the body leaves the key
 * out or sends null: then the user's links stay as they are. Only a value — an empty string too, which clears them —
 * replaces them. The browser's form sends an empty field as null, so null never clears anything.
 */
export function linkIds(body: Record<string, unknown>, key: string): string[] | undefined {
  const raw = body[key];
  if (raw === undefined || raw === null) return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (typeof text !== 'string' || text.length > MAX_LIST) throw new ApiError(400, `参数 ${key} 不合法`);
  const ids = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.some((id) => id.length > 32)) throw new ApiError(400, `参数 ${key} 不合法`);
  return ids;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The roles a user holds now (none for a new user). */
export async function currentRoles(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ role_id: string }>('SELECT role_id FROM sys_user_role WHERE user_id = $1', [userId]);
  return rows.map((r) => r.role_id);
}

/**
 * Whether the caller may give a user exactly these roles. Changing a user's roles (granting or taking away) needs
 * `system:user:assignRole`; every role named must exist; and nobody hands out more than they have — each permission
 * the named roles carry must be one the caller holds through their own roles. Naming the roles the user already has
 * changes nothing and needs no right.
 */
export async function assertCanGrant(tx: Queryable, auth: AuthInfo, roleIds: string[], current: string[]): Promise<void> {
  if (sameSet(roleIds, current)) return;
  await assertPermission(tx, auth, ASSIGN_ROLE);
  if (!roleIds.length) return;
  const known = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_role WHERE id = ANY($1)', [roleIds]);
  if (known.rows[0].n !== roleIds.length) throw new ApiError(400, '角色不存在');
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_role_permission rp
      WHERE rp.role_id = ANY($1) AND rp.permission_id NOT IN (
        SELECT rp2.permission_id FROM sys_role_permission rp2 JOIN sys_user_role ur ON ur.role_id = rp2.role_id WHERE ur.user_id = $2)`,
    [roleIds, auth.userId],
  );
  if (rows[0].n > 0) throw new ApiError(403, '不能授予超出自身权限的角色');
}

/** Every department named must exist (a deleted one counts as gone). */
export async function assertDepartsExist(tx: Queryable, departIds: string[]): Promise<void> {
  if (!departIds.length) return;
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_depart WHERE id = ANY($1) AND del_flag = 0', [departIds]);
  if (rows[0].n !== departIds.length) throw new ApiError(400, '部门不存在');
}

/** Replaces a user's roles or departments with exactly these (in the write's transaction). */
export async function replaceLinks(tx: Queryable, link: 'roles' | 'departs', userId: string, ids: string[]): Promise<void> {
  const [table, column] = link === 'roles' ? ['sys_user_role', 'role_id'] : ['sys_user_depart', 'dep_id'];
  await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  if (ids.length) await tx.query(`INSERT INTO ${table} (user_id, ${column}) SELECT $1, unnest($2::text[])`, [userId, ids]);
}

/** Each user's live departments, ordered by org code: ids and names, by user id. */
export async function departsOf(db: Queryable, userIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return out;
  const { rows } = await db.query<{ user_id: string; id: string; depart_name: string }>(
    `SELECT ud.user_id, d.id, d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id AND d.del_flag = 0
      WHERE ud.user_id = ANY($1) ORDER BY d.org_code, d.id`,
    [userIds],
  );
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), { id: r.id, name: r.depart_name }]);
  return out;
}

/** Rows that only describe a user, removed with the user when the recycle bin is emptied. */
const USER_LINK_TABLES = ['sys_user_role', 'sys_user_depart', 'sys_user_project', 'sys_session', 'sys_announcement_send'];

export async function removeUserLinks(tx: Queryable, userIds: string[]): Promise<void> {
  for (const table of USER_LINK_TABLES) await tx.query(`DELETE FROM ${table} WHERE user_id = ANY($1)`, [userIds]);
}

/** Ends every open session of these users at once (their tokens stop working on the next request). */
export async function signOut(tx: Queryable, userIds: string[]): Promise<void> {
  await tx.query('UPDATE sys_session SET revoke_time = now() WHERE user_id = ANY($1) AND revoke_time IS NULL', [userIds]);
}
