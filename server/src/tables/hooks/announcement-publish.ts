import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { AuthInfo } from '../../auth/tokens';
import { ApiError } from '../../http/envelope';
import { sanitizeHtml } from '../../notices/sanitize-html';
import type { EventBus } from '../../realtime/event-bus';
import type { TableHooks } from '../table-hooks';
import type { TableModel } from '../table-model';
import type { ReadContext } from '../table-reads';
import { tableRepository, type Row } from '../table-repository';
import { NOT_FOUND_MESSAGE } from '../table-writes';
import { applyAnnouncementLink, viewAnnouncementLink } from './announcement-links';

/** The publishing state: a draft (0), published (1), revoked (2). Only the publish and revoke calls change it. */
export const DRAFT = '0';
export const PUBLISHED = '1';
export const REVOKED = '2';

/** Set by publishing and revoking, never by the form. */
const SERVER_OWNED = ['sendStatus', 'sender', 'sendTime', 'cancelTime'];
/** What the administration list leaves out (JeecgBoot's list has no body, audience or link). */
const DETAIL_ONLY = ['msgContent', 'userIds', 'openType', 'openPage', 'busType', 'busId'];

/** `a,,b` (or a list) → `a,b`; empty → null. */
const idList = (raw: unknown) => {
  const parts = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  return parts.map((s) => s.trim()).filter(Boolean).join(',') || null;
};

/** The form's recipient pickers by audience type: named users, roles (by code) or departments (by id). */
export const AUDIENCE_FIELDS: Record<string, string> = { USER: 'audienceUsers', ROLE: 'audienceRoles', DEPART: 'audienceDeparts' };

/**
 * Announcements (`sys/annountCement`, 系统通告): the body is sanitised HTML (formatting only, see
 * notices/sanitize-html.ts) and the title plain text; a new one is a draft sent by its author; a published one
 * is not edited any more. The audience is JeecgBoot's `userIds` (or `audienceIds`): user, role, department,
 * company or project ids by `msgType`. Records carry JeecgBoot's `SysAnnouncement` shape: `delFlag`, `dtTaskId`,
 * and `userIds` only for announcements to named users.
 */
export function announcementPublishHooks(): TableHooks {
  return {
    name: 'announcement-publish',
    async beforeSave(ctx, input) {
      if (input.op === 'edit' && input.current?.sendStatus === PUBLISHED) throw new ApiError(400, '通告已发布，不能再编辑');
      for (const name of SERVER_OWNED) delete input.values[name];
      const msgType = String(input.values.msgType ?? input.current?.msgType ?? 'ALL');
      const picker = AUDIENCE_FIELDS[msgType];
      const audience = (picker ? input.body[picker] : undefined) ?? input.body.audienceIds ?? input.body.userIds;
      if (msgType === 'ALL') input.values.userIds = null;
      else if (audience !== undefined) input.values.userIds = idList(audience);
      if (typeof input.values.msgContent === 'string') input.values.msgContent = sanitizeHtml(input.values.msgContent);
      await applyAnnouncementLink(ctx.tx, input);
      if (input.op === 'add') {
        input.values.sendStatus = DRAFT;
        input.values.sender = ctx.auth.username;
        if (input.values.msgContent === null || input.values.msgContent === undefined) input.values.msgContent = '';
      }
    },
    async view(_ctx, records, rows, mode) {
      records.forEach((r, i) => {
        if (mode === 'list') {
          for (const name of DETAIL_ONLY) {
            delete r[name];
            delete r[`${name}_dictText`];
          }
          return;
        }
        r.userIds = rows[i].msg_type === 'USER' ? rows[i].audience_ids : null;
        const picker = AUDIENCE_FIELDS[String(rows[i].msg_type)];
        if (picker) r[picker] = rows[i].audience_ids ?? null;
        viewAnnouncementLink(r, rows[i]);
        r.delFlag = rows[i].del_flag;
        r.dtTaskId = null;
      });
    },
  };
}

/** The users an audience reaches; ALL is null (everyone, their rows made as they first look). */
export async function recipients(db: Queryable, msgType: string, ids: string[]): Promise<string[] | null> {
  const queries: Record<string, string> = {
    USER: `SELECT id FROM sys_user WHERE del_flag = 0 AND id = ANY($1)`,
    ROLE: `SELECT DISTINCT ur.user_id AS id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE r.id = ANY($1) OR r.role_code = ANY($1)`,
    DEPART: `SELECT DISTINCT user_id AS id FROM sys_user_depart WHERE dep_id = ANY($1)`,
    COMPANY: `SELECT id FROM sys_user WHERE del_flag = 0 AND company_id = ANY($1)
              UNION SELECT up.user_id FROM sys_user_project up JOIN project_info p ON p.id = up.project_id WHERE p.company_id = ANY($1)`,
    PROJECT: `SELECT DISTINCT user_id AS id FROM sys_user_project WHERE project_id = ANY($1)`,
  };
  if (msgType === 'ALL') return null;
  const sql = queries[msgType];
  if (!sql) throw new ApiError(400, '通告对象类型不正确');
  return (await db.query<{ id: string }>(sql, [ids])).rows.map((r) => r.id);
}

/**
 * Publishes an announcement: state and time through the table layer, one unread row per addressed user in the
 * same transaction, then the notice on the bus (`topic` to everyone, `user` to the addressed users).
 */
export async function publishAnnouncement(ctx: ReadContext, model: TableModel, auth: AuthInfo, id: string, bus: EventBus): Promise<void> {
  const row = await tableRepository(ctx.db, model).findVisible(auth, id);
  if (!row) throw new ApiError(404, NOT_FOUND_MESSAGE);
  const ids = String(row.audience_ids ?? '').split(',').filter(Boolean);
  if (row.msg_type !== 'ALL' && ids.length === 0) throw new ApiError(400, '请先选择通告对象（用户、角色或部门）再发布');
  if (row.send_status === PUBLISHED) throw new ApiError(400, '通告已发布');
  const users = await recipients(ctx.db, String(row.msg_type), ids);
  await ctx.db.transaction(async (tx) => {
    await tableRepository(tx, model).update(auth, String(row.id), undefined, { sendStatus: PUBLISHED, sendTime: new Date(), sender: auth.username });
    for (const userId of users ?? []) {
      await tx.query(`INSERT INTO sys_announcement_send (id, annt_id, user_id) VALUES ($1,$2,$3) ON CONFLICT (annt_id, user_id) DO NOTHING`,
        [randomBytes(16).toString('hex'), row.id, userId]);
    }
  });
  await bus.publish({ kind: 'notice', userIds: users, message: { cmd: users === null ? 'topic' : 'user', msgId: row.id, msgTxt: row.titile } });
}

/** Revokes a published announcement; false when there is no published one by that id. */
export async function revokeAnnouncement(ctx: ReadContext, model: TableModel, auth: AuthInfo, id: string): Promise<boolean> {
  const repo = tableRepository(ctx.db, model);
  const row = await repo.findVisible(auth, id);
  if (!row || row.send_status !== PUBLISHED) return false;
  return repo.update(auth, String(row.id), undefined, { sendStatus: REVOKED, cancelTime: new Date() });
}

/**
 * Whether this user may read a published announcement: it went to everyone, or it reached them (their unread row).
 * Drafts and revoked ones are for whoever manages announcements.
 */
export async function addressedTo(db: Queryable, row: Row, userId: string): Promise<boolean> {
  if (row.send_status !== PUBLISHED) return false;
  if (row.msg_type === 'ALL') return true;
  return (await db.query('SELECT 1 FROM sys_announcement_send WHERE annt_id = $1 AND user_id = $2', [row.id, userId])).rows.length > 0;
}
