import type { Queryable } from '../database';
import { PENDING_USER_STATUS } from '../../tables/stores/register-store';
import { stableId } from './stable-id';

// [account, name, phone, e-mail, address, days before the seed, time of day, rejection reason]: newcomers of three
// subsidiaries who registered on the login page over the last days and wait under 注册审核, and one outsider an
// administrator already turned away. Dated back from the seeding day, so the queue never looks stale.
const REQUESTS: [string, string, string, string | null, string, number, string, string | null][] = [
  ['hezhiyuan', '何志远', '15082213476', 'hezy@huatong-consult.cn', '10.16.1.57', 3, '09:12:08', null],
  ['luoxiaomei', '罗晓梅', '13688130529', 'luoxm@zhonglu-jl.cn', '10.16.2.84', 2, '14:37:51', null],
  ['tangjun', '唐俊', '18910472263', 'tangj@xinan-zx.cn', '172.20.3.118', 1, '20:05:33', null],
  ['liuchang2026', '刘畅', '17725590841', null, '113.57.20.9', 4, '11:48:02', '非集团员工（外单位投标人员），请通过甲方联系人索取资料'],
];

/**
 * Self-registrations for 系统管理 › 注册审核: three pending accounts (status 待审核, no company or role, as
 * registration makes them) and one rejected request, whose account registration removed. The pending ones carry the
 * demo's company password hash, so an administrator who approves one can sign in as the newcomer with `Company@2026`.
 * Seeded after the login history, which a pending account — never able to sign in — must not have.
 */
export async function demoRegistrations(db: Queryable, passwordHash: string): Promise<void> {
  for (const [username, realname, phone, email, ip, daysAgo, time, reason] of REQUESTS) {
    const at = `(current_date - ${daysAgo})::timestamp + '${time}'::time`;
    const userId = reason ? null : stableId(`user:${username}`);
    if (userId) {
      await db.query(
        `INSERT INTO sys_user (id, username, realname, password_hash, phone, email, status, create_by, create_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$2,${at}) ON CONFLICT DO NOTHING`,
        [userId, username, realname, passwordHash, phone, email, PENDING_USER_STATUS],
      );
    }
    await db.query(
      `INSERT INTO sys_user_register (id, user_id, username, realname, phone, email, ip, status, decided_by, decided_time, reject_reason, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,${reason ? `${at} + interval '2 hours'` : 'NULL'},$10,${at}) ON CONFLICT (id) DO NOTHING`,
      [stableId(`register:${username}`), userId, username, realname, phone, email, ip, reason ? 'rejected' : 'pending', reason ? 'admin' : null, reason],
    );
  }
}
