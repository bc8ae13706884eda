import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, MESSAGES, ok } from '../http/envelope';
import { announcementReads } from '../tables/stores/announcement-read-store';
import { idParam } from '../tables/request-params';
import type { TableRegistry } from '../tables/table-registry';
import { tableRepository } from '../tables/table-repository';
import { NOT_FOUND_MESSAGE } from '../tables/table-writes';
import { ID, requestErrors, requestSchema } from '../http/request-schemas';

/**
 * 阅读情况 (`GET /sys/annountCement/readStatus?id=`): who an announcement reached, who has read it and when. For
 * whoever may publish announcements; the readers' names are not for everyone.
 */
export function announcementReadRoutes(app: FastifyInstance, db: Database, tables: TableRegistry): void {
  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/readStatus', { schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:announcement:release');
    const model = tables.get('sys/annountCement');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    const row = await tableRepository(db, model).findVisible(auth, idParam(request.query.id));
    if (!row) throw new ApiError(404, NOT_FOUND_MESSAGE);
    if (row.send_status === '0') return ok({ total: 0, readCount: 0, unreadCount: 0, readers: [] }, '通告尚未发布');
    const readers = await announcementReads.readers(db, String(row.id), row.msg_type === 'ALL');
    const readCount = readers.filter((r) => r.read).length;
    return ok({ total: readers.length, readCount, unreadCount: readers.length - readCount, readers });
  });
}
