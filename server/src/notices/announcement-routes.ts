import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertPermission } from '../auth/access';
import { ApiError, ok, okMessage } from '../http/envelope';
import { formatDateTime } from '../http/format';
import type { EventBus } from '../realtime/event-bus';
import { sanitizeHtml } from './sanitize-html';
import { pagedList, permit, type AdminTable } from '../routes/sys/admin/admin-list';

const COLUMNS = `a.id, a.titile, a.msg_content, a.start_time, a.end_time, a.sender, a.priority, a.msg_category, a.msg_type, a.send_status,
  a.send_time, a.cancel_time, a.del_flag, a.bus_type, a.bus_id, a.open_type, a.open_page, a.msg_abstract, a.audience_ids,
  a.create_by, a.create_time, a.update_by, a.update_time`;

type Row = Record<string, unknown>;

/** The administration list (JeecgBoot `sys/annountCement/list`): drafts, published and revoked, without the body. */
const ANNOUNCEMENTS: AdminTable = {
  table: 'sys_announcement',
  columns: {
    id: 'id', titile: 'titile', msgAbstract: 'msg_abstract', startTime: 'start_time', endTime: 'end_time', sender: 'sender',
    priority: 'priority', msgCategory: 'msg_category', msgType: 'msg_type', sendStatus: 'send_status', sendTime: 'send_time',
    cancelTime: 'cancel_time', createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  filters: ['titile', 'priority', 'msgCategory', 'msgType', 'sendStatus'],
  ranges: { sendTime: 'datetime', createTime: 'datetime' },
  sortable: ['titile', 'priority', 'sendStatus', 'startTime', 'endTime', 'sendTime'],
  defaultOrder: 'create_time DESC',
  dicts: { priority: 'priority', msgCategory: 'msg_category', msgType: 'msg_type', sendStatus: 'send_status' },
  where: "del_flag = '0'",
};
const MANAGE = ['system:announcement:add', 'system:announcement:edit', 'system:announcement:release'];

/** The SysAnnouncement wire shape (the misspelt `titile` kept for JeecgBoot clients). */
export function announcementView(r: Row) {
  const t = (k: string) => formatDateTime(r[k] as Date | null);
  return {
    id: r.id, titile: r.titile, msgContent: r.msg_content, startTime: t('start_time'), endTime: t('end_time'), sender: r.sender,
    priority: r.priority, msgCategory: r.msg_category, msgType: r.msg_type, sendStatus: r.send_status, sendTime: t('send_time'),
    cancelTime: t('cancel_time'), delFlag: r.del_flag, createBy: r.create_by, createTime: t('create_time'), updateBy: r.update_by,
    updateTime: t('update_time'), userIds: r.msg_type === 'USER' ? r.audience_ids : null, busType: r.bus_type, busId: r.bus_id,
    openType: r.open_type, openPage: r.open_page, msgAbstract: r.msg_abstract, dtTaskId: null,
    ...(r.read_flag !== undefined ? { readFlag: r.read_flag } : {}),
  };
}

/** The users an audience reaches; ALL is null (everyone, resolved lazily per user). */
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

const ENUMS = { priority: ['L', 'M', 'H'], msgCategory: ['1', '2'], msgType: ['ALL', 'USER', 'ROLE', 'DEPART', 'COMPANY', 'PROJECT'], openType: ['component', 'url'] };
// An empty optional field arrives as null (JeecgBoot's clients and the schema pages send it so); the defaults apply.
const str = (max: number) => ({ type: ['string', 'null'], maxLength: max });
const oneOf = (values: string[]) => ({ enum: [...values, null] });
const bodySchema = {
  type: 'object',
  required: ['titile'],
  properties: {
    id: str(32), titile: { type: 'string', minLength: 1, maxLength: 100 }, msgContent: str(200_000), msgAbstract: str(500),
    startTime: str(19), endTime: str(19), priority: oneOf(ENUMS.priority), msgCategory: oneOf(ENUMS.msgCategory),
    msgType: oneOf(ENUMS.msgType), userIds: str(10_000), audienceIds: str(10_000),
    openType: { anyOf: [{ enum: ENUMS.openType }, { type: 'null' }, { const: '' }] }, openPage: str(255), busType: str(20), busId: str(50),
  },
};

interface Body { id?: string; titile: string; msgContent?: string; msgAbstract?: string; startTime?: string; endTime?: string;
  priority?: string; msgCategory?: string; msgType?: string; userIds?: string; audienceIds?: string; openType?: string | null;
  openPage?: string; busType?: string; busId?: string }

export function announcementRoutes(app: FastifyInstance, db: Database, bus: EventBus): void {
  const values = (b: Body) => [
    b.titile, sanitizeHtml(b.msgContent ?? ''), b.msgAbstract ?? null, b.startTime || null, b.endTime || null, b.priority ?? 'L',
    b.msgCategory ?? '1', b.msgType ?? 'ALL', (b.audienceIds ?? b.userIds ?? '').split(',').filter(Boolean).join(',') || null,
    b.openType || null, b.openPage || null, b.busType || null, b.busId || null,
  ];

  app.get<{ Querystring: Record<string, unknown> }>('/devops/sys/annountCement/list', { preValidation: permit(db, ...MANAGE) }, async (request) =>
    ok(await pagedList(db, ANNOUNCEMENTS, request.query)));

  app.post<{ Body: Body }>('/devops/sys/annountCement/add', { schema: { body: bodySchema } }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:announcement:add');
    const id = randomBytes(16).toString('hex');
    await db.query(
      `INSERT INTO sys_announcement (id, titile, msg_content, msg_abstract, start_time, end_time, priority, msg_category, msg_type,
         audience_ids, open_type, open_page, bus_type, bus_id, sender, create_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$15)`,
      [id, ...values(request.body), auth.username],
    );
    return { ...okMessage('添加成功！'), id };
  });

  const edit = async (request: import('fastify').FastifyRequest<{ Body: Body }>) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:announcement:edit');
    const res = await db.query(
      `UPDATE sys_announcement SET titile=$2, msg_content=$3, msg_abstract=$4, start_time=$5, end_time=$6, priority=$7, msg_category=$8,
         msg_type=$9, audience_ids=$10, open_type=$11, open_page=$12, bus_type=$13, bus_id=$14, update_by=$15, update_time=now()
       WHERE id = $1 AND del_flag = '0' AND send_status <> '1'`,
      [request.body.id ?? '', ...values(request.body), auth.username],
    );
    if (!res.rowCount) throw new ApiError(404, '未找到对应数据或通告已发布');
    return okMessage('编辑成功!');
  };
  app.put<{ Body: Body }>('/devops/sys/annountCement/edit', { schema: { body: bodySchema } }, edit);
  app.post<{ Body: Body }>('/devops/sys/annountCement/edit', { schema: { body: bodySchema } }, edit);

  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/doReleaseData', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:announcement:release');
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM sys_announcement a WHERE a.id = $1 AND a.del_flag = '0'`, [request.query.id ?? '']);
    const annt = rows[0];
    if (!annt) throw new ApiError(404, '未找到对应数据');
    const users = await recipients(db, String(annt.msg_type), String(annt.audience_ids ?? '').split(',').filter(Boolean));
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE sys_announcement SET send_status = '1', send_time = now(), sender = $2 WHERE id = $1`, [annt.id, auth.username]);
      for (const userId of users ?? []) {
        await tx.query(`INSERT INTO sys_announcement_send (id, annt_id, user_id) VALUES ($1,$2,$3) ON CONFLICT (annt_id, user_id) DO NOTHING`,
          [randomBytes(16).toString('hex'), annt.id, userId]);
      }
    });
    const message = users === null
      ? { cmd: 'topic', msgId: annt.id, msgTxt: annt.titile }
      : { cmd: 'user', msgId: annt.id, msgTxt: annt.titile };
    await bus.publish({ kind: 'notice', userIds: users, message });
    return okMessage('该系统通知发布成功');
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/doReovkeData', async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, 'system:announcement:release');
    const res = await db.query(`UPDATE sys_announcement SET send_status = '2', cancel_time = now() WHERE id = $1 AND send_status = '1'`, [request.query.id ?? '']);
    if (!res.rowCount) throw new ApiError(404, '未找到已发布的通告');
    return okMessage('该系统通知撤销成功');
  });

  app.get<{ Querystring: { pageSize?: string } }>('/devops/sys/annountCement/listByUser', async (request) => {
    const auth = requireAuth(request);
    const pageSize = Math.min(Math.max(Number(request.query.pageSize) || 5, 1), 100);
    // Announcements to everyone get their per-user row on first sight, as JeecgBoot does.
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id)
       SELECT md5(a.id || $1), a.id, $1 FROM sys_announcement a, sys_user u
        WHERE u.id = $1 AND a.msg_type = 'ALL' AND a.del_flag = '0' AND a.send_status = '1'
          AND (a.end_time IS NULL OR a.end_time >= u.create_time)
       ON CONFLICT (annt_id, user_id) DO NOTHING`,
      [auth.userId],
    );
    const unread = async (category: string) => {
      const base = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE s.user_id = $1 AND s.read_flag = '0' AND a.send_status = '1' AND a.del_flag = '0' AND a.msg_category = $2`;
      const [list, count] = await Promise.all([
        db.query<Row>(`SELECT ${COLUMNS} ${base} ORDER BY a.send_time DESC NULLS LAST, a.create_time DESC LIMIT ${pageSize}`, [auth.userId, category]),
        db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, [auth.userId, category]),
      ]);
      return { list: list.rows.map(announcementView), total: count.rows[0].n };
    };
    const [annt, sys] = await Promise.all([unread('1'), unread('2')]);
    return ok({ anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total }, '', 0);
  });

  /** A reader sees a published announcement addressed to them; whoever manages announcements sees any (drafts to edit). */
  app.get<{ Querystring: { id?: string } }>('/devops/sys/annountCement/queryById', async (request) => {
    const auth = requireAuth(request);
    let manager = false;
    for (const code of MANAGE) manager ||= await assertPermission(db, auth, code).then(() => true, () => false);
    const { rows } = await db.query<Row>(
      `SELECT ${COLUMNS} FROM sys_announcement a LEFT JOIN sys_announcement_send s ON s.annt_id = a.id AND s.user_id = $2
        WHERE a.id = $1 AND a.del_flag = '0' AND ($3 OR (a.send_status = '1' AND (a.msg_type = 'ALL' OR s.id IS NOT NULL)))`,
      [request.query.id ?? '', auth.userId, manager],
    );
    if (!rows[0]) throw new ApiError(404, '未找到对应数据');
    return ok(announcementView(rows[0]));
  });

  const markRead = async (request: import('fastify').FastifyRequest<{ Body: { anntId?: string } }>) => {
    const auth = requireAuth(request);
    await db.query(`UPDATE sys_announcement_send SET read_flag = '1', read_time = now() WHERE annt_id = $1 AND user_id = $2`,
      [request.body?.anntId ?? '', auth.userId]);
    return ok(null, '', 0);
  };
  app.put<{ Body: { anntId?: string } }>('/devops/sys/sysAnnouncementSend/editByAnntIdAndUserId', markRead);
  app.post<{ Body: { anntId?: string } }>('/devops/sys/sysAnnouncementSend/editByAnntIdAndUserId', markRead);

  app.put('/devops/sys/sysAnnouncementSend/readAll', async (request) => {
    const auth = requireAuth(request);
    await db.query(`UPDATE sys_announcement_send SET read_flag = '1', read_time = now() WHERE user_id = $1 AND read_flag = '0'`, [auth.userId]);
    await bus.publish({ kind: 'notice', userIds: [auth.userId], message: { cmd: 'topic', msgTxt: '批量设置已读' } });
    return okMessage('全部已读');
  });

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>('/devops/sys/sysAnnouncementSend/getMyAnnouncementSend', async (request) => {
    const auth = requireAuth(request);
    const pageNo = Math.max(Number(request.query.pageNo) || 1, 1);
    const pageSize = Math.min(Math.max(Number(request.query.pageSize) || 10, 1), 100);
    const base = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
      WHERE s.user_id = $1 AND a.send_status = '1' AND a.del_flag = '0'`;
    const [list, count] = await Promise.all([
      db.query<Row>(`SELECT ${COLUMNS}, s.id AS send_id, s.read_flag ${base} ORDER BY a.send_time DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`, [auth.userId]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, [auth.userId]),
    ]);
    const records = list.rows.map((r) => ({ ...announcementView(r), id: r.send_id, anntId: r.id, userId: auth.userId, readFlag: r.read_flag }));
    return ok({ records, total: count.rows[0].n, size: pageSize, current: pageNo, pages: Math.ceil(count.rows[0].n / pageSize) });
  });
}
