import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, MESSAGES, ok, okMessage } from '../http/envelope';
import type { EventBus } from '../realtime/event-bus';
import { addressedTo, publishAnnouncement, revokeAnnouncement } from '../tables/hooks/announcement-publish';
import { inbox } from '../tables/stores/inbox-store';
import { fieldRights } from '../tables/field-rights';
import { idParam } from '../tables/request-params';
import type { TableModel } from '../tables/table-model';
import { wireRecords, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import { tableRepository, type Row } from '../tables/table-repository';
import { NOT_FOUND_MESSAGE } from '../tables/table-writes';
import { ID, requestErrors, requestSchema, text } from '../http/request-schemas';

/** Whoever holds one of these manages announcements and may read drafts and revoked ones. */
const MANAGE = ['system:announcement:add', 'system:announcement:edit', 'system:announcement:release'];

const page = (raw: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) => Math.min(Math.max(Number(raw) || fallback, 1), max);

/**
 * 系统通告 (`sys/annountCement`) is a table page (schemas/system/announcement.json, hook `announcement-publish`):
 * its list, add and edit are the table layer's. These are JeecgBoot's other announcement endpoints, all through the
 * same model: publishing and revoking, the reader's `queryById`, and each user's inbox (`listByUser`,
 * `sysAnnouncementSend/...`), whose records have the detail shape without dictionary texts (JeecgBoot answers a map,
 * not a page).
 */
export function announcementRoutes(app: FastifyInstance, db: Database, bus: EventBus, tables: TableRegistry, ctx: ReadContext): void {
  const modelOf = (): TableModel => {
    const model = tables.get('sys/annountCement');
    if (!model) throw new ApiError(404, MESSAGES.notFound);
    return model;
  };
  const release = { preValidation: async (request: FastifyRequest) => assertPermission(db, requireAuth(request), 'system:announcement:release') };
  /** Rows in the detail shape (SysAnnouncement), without `_dictText`. */
  const detail = async (auth: AuthInfo, rows: Row[]) => {
    const model = modelOf();
    const records = await wireRecords(ctx, model, auth, rows, await fieldRights(db, auth, model.page.fields), 'detail');
    return records.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_dictText'))));
  };

  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/doReleaseData', { ...release, schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    await publishAnnouncement(ctx, modelOf(), requireAuth(request), idParam(request.query.id), bus);
    return okMessage('该系统通知发布成功');
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/doReovkeData', { ...release, schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    if (!(await revokeAnnouncement(ctx, modelOf(), requireAuth(request), idParam(request.query.id)))) throw new ApiError(404, '未找到已发布的通告');
    return okMessage('该系统通知撤销成功');
  });

  /** A reader sees a published announcement addressed to them; whoever manages announcements sees any (drafts to edit). */
  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/queryById', { schema: requestSchema({ querystring: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const model = modelOf();
    const id = idParam(request.query.id);
    let manager = false;
    for (const code of MANAGE) manager ||= await assertPermission(db, auth, code).then(() => true, () => false);
    const row = await tableRepository(db, model).findVisible(auth, id);
    if (!row || (!manager && !(await addressedTo(db, row, auth.userId)))) throw new ApiError(404, NOT_FOUND_MESSAGE);
    return ok((await detail(auth, [row]))[0]);
  });

  app.get<{ Querystring: { pageSize?: string } }>('/devops/sys/annountCement/listByUser', { schema: requestSchema({ querystring: { pageSize: text(10) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const pageSize = page(request.query.pageSize, 5, 100);
    await inbox.admitBroadcasts(db, auth.userId);
    const unread = async (category: string) => {
      const { rows, total } = await inbox.unread(db, auth.userId, category, pageSize);
      return { list: await detail(auth, rows), total };
    };
    const [annt, sys] = await Promise.all([unread('1'), unread('2')]);
    return ok({ anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total }, '', 0);
  });

  const markRead = async (request: FastifyRequest<{ Body: { anntId?: string } }>) => {
    const auth = requireAuth(request);
    await inbox.markRead(db, auth.userId, String(request.body?.anntId ?? ''));
    return ok(null, '', 0);
  };
  const readBody = { schema: requestSchema({ body: { anntId: ID } }), schemaErrorFormatter: requestErrors };
  app.put<{ Body: { anntId?: string } }>('/devops/sys/sysAnnouncementSend/editByAnntIdAndUserId', readBody, markRead);
  app.post<{ Body: { anntId?: string } }>('/devops/sys/sysAnnouncementSend/editByAnntIdAndUserId', readBody, markRead);

  app.put('/devops/sys/sysAnnouncementSend/readAll', async (request) => {
    const auth = requireAuth(request);
    await inbox.markRead(db, auth.userId);
    await bus.publish({ kind: 'notice', userIds: [auth.userId], message: { cmd: 'topic', msgTxt: '批量设置已读' } });
    return okMessage('全部已读');
  });

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>('/devops/sys/sysAnnouncementSend/getMyAnnouncementSend', { schema: requestSchema({ querystring: { pageNo: text(10), pageSize: text(10) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const pageNo = page(request.query.pageNo, 1);
    const pageSize = page(request.query.pageSize, 10, 100);
    const { rows, total } = await inbox.page(db, auth.userId, pageNo, pageSize);
    const records = (await detail(auth, rows)).map((r, i) => ({ ...r, id: rows[i].send_id, anntId: rows[i].id, userId: auth.userId, readFlag: rows[i].read_flag }));
    return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });
}
