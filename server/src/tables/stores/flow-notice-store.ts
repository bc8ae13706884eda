import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

const WORKFLOW = { busType: 'bpm', openPage: '/company/myBacklog' };

/** Workflow messages in the users' inbox: a published system message (category 2) to the named users. */
export const flowNotices = {
  /**
   * A system message in each user's bell. By default a workflow step's (opening 我的待办); `kind` names another
   * business (a date reminder: `reminder`, opening nothing).
   */
  async insert(db: Queryable, userIds: string[], title: string, busId: string, kind: { busType: string; openPage: string | null } = WORKFLOW): Promise<string> {
    const id = newId();
    await db.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, sender, priority, msg_category, msg_type, audience_ids, send_status, send_time,
         bus_type, bus_id, open_type, open_page, create_by)
       VALUES ($1, $2, $3, 'system', 'M', '2', 'USER', $4, '1', now(), $6, $5, $7, $8, 'system')`,
      [id, title.slice(0, 100), title, userIds.join(','), busId, kind.busType, kind.openPage ? 'url' : null, kind.openPage],
    );
    for (const userId of userIds) {
      await db.query('INSERT INTO sys_announcement_send (id, annt_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (annt_id, user_id) DO NOTHING', [newId(), id, userId]);
    }
    return id;
  },
};
