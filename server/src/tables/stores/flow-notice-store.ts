import type { Queryable } from '../../db/database';
import { newId } from '../table-repository';

/** Workflow messages in the users' inbox: a published system message (category 2) to the named users. */
export const flowNotices = {
  async insert(db: Queryable, userIds: string[], title: string, instanceId: string): Promise<string> {
    const id = newId();
    await db.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, sender, priority, msg_category, msg_type, audience_ids, send_status, send_time,
         bus_type, bus_id, open_type, open_page, create_by)
       VALUES ($1, $2, $3, 'system', 'M', '2', 'USER', $4, '1', now(), 'bpm', $5, 'url', '/company/myBacklog', 'system')`,
      [id, title.slice(0, 100), title, userIds.join(','), instanceId],
    );
    for (const userId of userIds) {
      await db.query('INSERT INTO sys_announcement_send (id, annt_id, user_id) VALUES ($1, $2, $3) ON CONFLICT (annt_id, user_id) DO NOTHING', [newId(), id, userId]);
    }
    return id;
  },
};
