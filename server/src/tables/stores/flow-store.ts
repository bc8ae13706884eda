import type { Queryable } from '../../db/database';
import { newId, type Row } from '../table-repository';

export interface DefinitionRow {
  id: string; process_key: string; name: string; version: number; form_code: string | null; xml: string;
  checksum: string; status: string; origin: string; deployed_by: string | null; deployed_time: Date;
}

export interface InstanceRow {
  id: string; definition_id: string; process_key: string; page_code: string; business_id: string; title: string;
  applicant_id: string; applicant_name: string; depart_id: string | null; company_id: string | null; project_id: string | null;
  status: string; suspended: boolean; state: unknown; variables: Record<string, unknown>; current_nodes: string | null;
  done_nodes: string; lock_version: number; start_time: Date; end_time: Date | null;
}

export interface TaskRow {
  id: string; instance_id: string; node_id: string; node_name: string; assignee_id: string; owner_id: string | null;
  mode: string; status: string; decision: string | null; comment: string | null; attachments: string | null;
  sign_type: string | null; parent_task_id: string | null;
  create_time: Date; due_time: Date | null; reminded_time: Date | null; finish_time: Date | null;
}

/** The workflow's own tables: process versions, instances with the engine's state, approvers' tasks, the timeline. */
export const flowStore = {
  /** Claims the one-time demo approvals: true for the first caller only (any process). */
  async claimDemo(db: Queryable): Promise<boolean> {
    const { rowCount } = await db.query(`INSERT INTO sys_install (key, value) VALUES ('flow-demo', now()::text) ON CONFLICT (key) DO NOTHING`);
    return rowCount === 1;
  },
  async latestDefinition(db: Queryable, key: string): Promise<DefinitionRow | undefined> {
    const { rows } = await db.query<DefinitionRow>('SELECT * FROM flow_definition WHERE process_key = $1 ORDER BY version DESC LIMIT 1', [key]);
    return rows[0];
  },
  async definition(db: Queryable, id: string): Promise<DefinitionRow | undefined> {
    return (await db.query<DefinitionRow>('SELECT * FROM flow_definition WHERE id = $1', [id])).rows[0];
  },
  async definitions(db: Queryable): Promise<(DefinitionRow & { running: number; total: number })[]> {
    const { rows } = await db.query<DefinitionRow & { running: number; total: number }>(
      `SELECT d.id, d.process_key, d.name, d.version, d.form_code, d.checksum, d.status, d.origin, d.deployed_by, d.deployed_time,
              (SELECT count(*)::int FROM flow_instance i WHERE i.definition_id = d.id AND i.status = 'running') AS running,
              (SELECT count(*)::int FROM flow_instance i WHERE i.definition_id = d.id) AS total
         FROM flow_definition d ORDER BY d.process_key, d.version DESC`,
    );
    return rows;
  },
  async insertDefinition(db: Queryable, d: Omit<DefinitionRow, 'id' | 'deployed_time' | 'version' | 'status'>): Promise<DefinitionRow> {
    const { rows } = await db.query<DefinitionRow>(
      `INSERT INTO flow_definition (id, process_key, name, version, form_code, xml, checksum, origin, deployed_by)
       VALUES ($1, $2::varchar, $3, COALESCE((SELECT max(version) FROM flow_definition WHERE process_key = $2::varchar), 0) + 1, $4, $5, $6, $7, $8)
       RETURNING *`,
      [newId(), d.process_key, d.name, d.form_code, d.xml, d.checksum, d.origin, d.deployed_by],
    );
    return rows[0];
  },
  /** Which of these diagram checksums some process already has as a file version (the content names the process). */
  async deployedFileChecksums(db: Queryable, sums: string[]): Promise<Set<string>> {
    const { rows } = await db.query<{ checksum: string }>(`SELECT DISTINCT checksum FROM flow_definition WHERE origin = 'file' AND checksum = ANY($1)`, [sums]);
    return new Set(rows.map((r) => r.checksum));
  },
  async setDefinitionStatus(db: Queryable, key: string, status: 'active' | 'suspended'): Promise<number> {
    return (await db.query('UPDATE flow_definition SET status = $2 WHERE process_key = $1', [key, status])).rowCount;
  },

  async insertInstance(db: Queryable, i: Omit<InstanceRow, 'suspended' | 'lock_version' | 'start_time' | 'end_time' | 'done_nodes'> & { done_nodes?: string; start_time?: Date; end_time?: Date | null }): Promise<void> {
    await db.query(
      `INSERT INTO flow_instance (id, definition_id, process_key, page_code, business_id, title, applicant_id, applicant_name, depart_id,
         company_id, project_id, status, state, variables, current_nodes, done_nodes, start_time, end_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,COALESCE($17, now()),$18)`,
      [i.id, i.definition_id, i.process_key, i.page_code, i.business_id, i.title, i.applicant_id, i.applicant_name, i.depart_id,
        i.company_id, i.project_id, i.status, i.state === null ? null : JSON.stringify(i.state), JSON.stringify(i.variables),
        i.current_nodes, i.done_nodes ?? '', i.start_time ?? null, i.end_time ?? null],
    );
  },
  /** The instance, locked for the rest of the transaction: two decisions on one instance take turns. */
  async lockInstance(tx: Queryable, id: string): Promise<InstanceRow | undefined> {
    return (await tx.query<InstanceRow>('SELECT * FROM flow_instance WHERE id = $1 FOR UPDATE', [id])).rows[0];
  },
  async instance(db: Queryable, id: string): Promise<InstanceRow | undefined> {
    return (await db.query<InstanceRow>('SELECT * FROM flow_instance WHERE id = $1', [id])).rows[0];
  },
  async instancesOf(db: Queryable, pageCode: string, businessId: string): Promise<InstanceRow[]> {
    return (await db.query<InstanceRow>('SELECT * FROM flow_instance WHERE page_code = $1 AND business_id = $2 ORDER BY start_time DESC', [pageCode, businessId])).rows;
  },
  async updateInstance(tx: Queryable, id: string, set: { status: string; state: unknown; current_nodes: string | null; done_nodes: string; ended: boolean }): Promise<void> {
    await tx.query(
      `UPDATE flow_instance SET status = $2, state = $3, current_nodes = $4, done_nodes = $5, lock_version = lock_version + 1,
              end_time = CASE WHEN $6 THEN now() ELSE NULL END WHERE id = $1`,
      [id, set.status, set.state === null ? null : JSON.stringify(set.state), set.current_nodes, set.done_nodes, set.ended],
    );
  },
  async setSuspended(db: Queryable, id: string, suspended: boolean): Promise<number> {
    return (await db.query(`UPDATE flow_instance SET suspended = $2 WHERE id = $1 AND status = 'running'`, [id, suspended])).rowCount;
  },

  async insertTask(tx: Queryable, t: Pick<TaskRow, 'instance_id' | 'node_id' | 'node_name' | 'assignee_id' | 'owner_id' | 'mode' | 'status' | 'due_time'> & Partial<Pick<TaskRow, 'sign_type' | 'parent_task_id' | 'create_time'>>): Promise<string> {
    const id = newId();
    await tx.query(
      `INSERT INTO flow_task (id, instance_id, node_id, node_name, assignee_id, owner_id, mode, status, due_time, sign_type, parent_task_id, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,COALESCE($12, now()))`,
      [id, t.instance_id, t.node_id, t.node_name, t.assignee_id, t.owner_id, t.mode, t.status, t.due_time, t.sign_type ?? null, t.parent_task_id ?? null, t.create_time ?? null],
    );
    return id;
  },
  async task(db: Queryable, id: string): Promise<TaskRow | undefined> {
    return (await db.query<TaskRow>('SELECT * FROM flow_task WHERE id = $1', [id])).rows[0];
  },
  async tasksOf(db: Queryable, instanceId: string): Promise<TaskRow[]> {
    return (await db.query<TaskRow>('SELECT * FROM flow_task WHERE instance_id = $1 ORDER BY create_time, id', [instanceId])).rows;
  },
  /** Closes an open task with its decision; false when someone else already closed it. */
  async finishTask(tx: Queryable, id: string, decision: string, comment: string | null, attachments: string | null, status = 'done'): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE flow_task SET status = $2, decision = $3, comment = $4, attachments = $5, finish_time = now() WHERE id = $1 AND status = 'open'`,
      [id, status, decision, comment, attachments],
    );
    return rowCount === 1;
  },
  async cancelTasks(tx: Queryable, instanceId: string, nodeId?: string, exceptSigned = false): Promise<void> {
    await tx.query(
      `UPDATE flow_task SET status = 'cancelled', finish_time = now()
        WHERE instance_id = $1 AND status IN ('open', 'waiting') AND (CAST($2 AS varchar) IS NULL OR node_id = CAST($2 AS varchar)) AND (NOT $3 OR sign_type IS NULL)`,
      [instanceId, nodeId ?? null, exceptSigned],
    );
  },
  async pendingAtNode(tx: Queryable, instanceId: string, nodeId: string): Promise<number> {
    const { rows } = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM flow_task WHERE instance_id = $1 AND node_id = $2 AND status IN ('open', 'waiting')`, [instanceId, nodeId]);
    return rows[0].n;
  },
  async reopenTask(tx: Queryable, id: string): Promise<void> {
    await tx.query(`UPDATE flow_task SET status = 'open', create_time = now() WHERE id = $1 AND status = 'waiting'`, [id]);
  },
  async waitTask(tx: Queryable, id: string): Promise<void> {
    await tx.query(`UPDATE flow_task SET status = 'waiting' WHERE id = $1 AND status = 'open'`, [id]);
  },
  async reassignTask(tx: Queryable, id: string, assigneeId: string): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE flow_task SET owner_id = COALESCE(owner_id, assignee_id), assignee_id = $2 WHERE id = $1 AND status = 'open'`, [id, assigneeId]);
    return rowCount === 1;
  },
  async countOpen(db: Queryable, userId: string): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM flow_task t JOIN flow_instance i ON i.id = t.instance_id
        WHERE t.assignee_id = $1 AND t.status = 'open' AND NOT i.suspended`, [userId]);
    return rows[0].n;
  },
  /** Open tasks past their due time that have not been reminded since; claimed in the same statement, so each is sent once. */
  async claimOverdue(db: Queryable, limit: number): Promise<(TaskRow & { title: string })[]> {
    const { rows } = await db.query<TaskRow & { title: string }>(
      `UPDATE flow_task t SET reminded_time = now() FROM flow_instance i
        WHERE t.id IN (SELECT id FROM flow_task WHERE status = 'open' AND due_time < now()
                         AND (reminded_time IS NULL OR reminded_time < due_time) ORDER BY due_time LIMIT ${Math.trunc(limit)} FOR UPDATE SKIP LOCKED)
          AND i.id = t.instance_id
      RETURNING t.*, i.title`,
    );
    return rows;
  },
  async markReminded(tx: Queryable, instanceId: string): Promise<void> {
    await tx.query(`UPDATE flow_task SET reminded_time = now() WHERE instance_id = $1 AND status = 'open'`, [instanceId]);
  },

  async addEvent(tx: Queryable, e: { instance_id: string; task_id?: string | null; node_id?: string | null; node_name?: string | null; actor_id: string; actor_name: string; action: string; comment?: string | null; attachments?: string | null; target?: string | null; duration_ms?: number | null; create_time?: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO flow_event (instance_id, task_id, node_id, node_name, actor_id, actor_name, action, comment, attachments, target, duration_ms, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,COALESCE($12, now()))`,
      [e.instance_id, e.task_id ?? null, e.node_id ?? null, e.node_name ?? null, e.actor_id, e.actor_name, e.action, e.comment ?? null,
        e.attachments ?? null, e.target ?? null, e.duration_ms ?? null, e.create_time ?? null],
    );
  },
  async events(db: Queryable, instanceId: string): Promise<Row[]> {
    return (await db.query<Row>('SELECT * FROM flow_event WHERE instance_id = $1 ORDER BY id', [instanceId])).rows;
  },
  async isCopied(db: Queryable, instanceId: string, userId: string): Promise<boolean> {
    return (await db.query('SELECT 1 FROM flow_cc WHERE instance_id = $1 AND user_id = $2', [instanceId, userId])).rows.length > 0;
  },
  async addCopies(tx: Queryable, instanceId: string, userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      await tx.query('INSERT INTO flow_cc (instance_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [instanceId, userId]);
    }
  },

  /** One page of a user's list (待办 todo, 已办 done, 我发起的 started, 抄送我的 cc), newest first, and the total. */
  async userList(db: Queryable, userId: string, tab: 'todo' | 'done' | 'started' | 'cc', filter: { processKey?: string; keyword?: string }, page: { offset: number; limit: number }): Promise<{ rows: Row[]; total: number }> {
    const params: unknown[] = [userId];
    const extra: string[] = [];
    if (filter.processKey) extra.push(`i.process_key = $${params.push(filter.processKey)}`);
    if (filter.keyword) extra.push(`(i.title ILIKE $${params.push(`%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`)} OR i.applicant_name ILIKE $${params.length})`);
    const and = extra.length ? ` AND ${extra.join(' AND ')}` : '';
    const sources = {
      todo: { from: `flow_task t JOIN flow_instance i ON i.id = t.instance_id JOIN flow_definition d ON d.id = i.definition_id WHERE t.assignee_id = $1 AND t.status = 'open' AND NOT i.suspended`, order: 't.create_time DESC', cols: 't.id AS task_id, t.node_name, t.create_time AS task_time, t.due_time, t.owner_id' },
      done: { from: `flow_task t JOIN flow_instance i ON i.id = t.instance_id JOIN flow_definition d ON d.id = i.definition_id WHERE t.assignee_id = $1 AND t.status = 'done'`, order: 't.finish_time DESC', cols: 't.id AS task_id, t.node_name, t.finish_time AS task_time, t.decision, t.comment' },
      started: { from: `flow_instance i JOIN flow_definition d ON d.id = i.definition_id WHERE i.applicant_id = $1`, order: 'i.start_time DESC', cols: 'NULL AS task_id, NULL AS node_name, i.start_time AS task_time' },
      cc: { from: `flow_cc c JOIN flow_instance i ON i.id = c.instance_id JOIN flow_definition d ON d.id = i.definition_id WHERE c.user_id = $1`, order: 'c.create_time DESC', cols: 'NULL AS task_id, NULL AS node_name, c.create_time AS task_time, c.read_flag' },
    }[tab];
    const [list, count] = await Promise.all([
      db.query<Row>(
        `SELECT ${sources.cols}, i.id AS instance_id, i.process_key, i.page_code, i.business_id, i.title, i.applicant_name, i.status,
                i.current_nodes, i.start_time, i.end_time, d.name AS process_name,
                (SELECT string_agg(DISTINCT ct.node_name, '、') FROM flow_task ct WHERE ct.instance_id = i.id AND ct.status IN ('open', 'waiting')) AS current_names
           FROM ${sources.from}${and} ORDER BY ${sources.order} LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
        params,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sources.from}${and}`, params),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },

  /**
   * Spreads a demo instance's steps over past days: every moment it was written at (one per step's transaction)
   * moves to `times[k]`, tasks and durations with them, so the demo reads like work done over a week.
   */
  async retime(db: Queryable, instanceId: string, times: Date[]): Promise<void> {
    // Compared to the millisecond: the database keeps microseconds, a JavaScript Date only milliseconds, so the times
    // read back never equalled the stored ones and nothing moved (every demo approval dated the day of the install).
    const ms = (column: string) => `date_trunc('milliseconds', ${column})`;
    const { rows } = await db.query<{ t: Date }>(
      `SELECT DISTINCT t FROM (SELECT ${ms('create_time')} AS t FROM flow_event WHERE instance_id = $1
                                UNION SELECT ${ms('create_time')} FROM flow_task WHERE instance_id = $1
                                UNION SELECT ${ms('finish_time')} FROM flow_task WHERE instance_id = $1 AND finish_time IS NOT NULL) x ORDER BY t`, [instanceId]);
    const from = rows.map((r) => r.t);
    const to = from.map((_, k) => times[Math.min(k, times.length - 1)]);
    const map = `unnest($2::timestamptz[], $3::timestamptz[]) AS m(o, n)`;
    const params = [instanceId, from, to];
    await db.query(`UPDATE flow_event e SET create_time = m.n FROM ${map} WHERE e.instance_id = $1 AND ${ms('e.create_time')} = m.o`, params);
    await db.query(`UPDATE flow_task t SET create_time = m.n FROM ${map} WHERE t.instance_id = $1 AND ${ms('t.create_time')} = m.o`, params);
    await db.query(`UPDATE flow_task t SET finish_time = m.n, due_time = NULL FROM ${map} WHERE t.instance_id = $1 AND ${ms('t.finish_time')} = m.o`, params);
    // 发起时间 is its first moment, 结束时间 (when it ended) its last.
    await db.query(
      `UPDATE flow_instance i SET start_time = COALESCE((SELECT min(e.create_time) FROM flow_event e WHERE e.instance_id = i.id), i.start_time),
              end_time = CASE WHEN i.end_time IS NULL THEN NULL ELSE COALESCE((SELECT max(e.create_time) FROM flow_event e WHERE e.instance_id = i.id), i.end_time) END
        WHERE i.id = $1`, [instanceId]);
    await db.query(
      `UPDATE flow_event e SET duration_ms = (extract(epoch FROM e.create_time - t.create_time) * 1000)::bigint
         FROM flow_task t WHERE e.instance_id = $1 AND t.id = e.task_id AND e.duration_ms IS NOT NULL`, [instanceId]);
  },

  /** Every instance for the admin page (流程实例), newest first. */
  async instances(db: Queryable, filter: { status?: string; processKey?: string; keyword?: string }, page: { offset: number; limit: number }): Promise<{ rows: Row[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.status) where.push(`i.status = $${params.push(filter.status)}`);
    if (filter.processKey) where.push(`i.process_key = $${params.push(filter.processKey)}`);
    if (filter.keyword) where.push(`(i.title ILIKE $${params.push(`%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`)} OR i.applicant_name ILIKE $${params.length})`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [list, count] = await Promise.all([
      db.query<Row>(
        `SELECT i.id, i.process_key, i.page_code, i.business_id, i.title, i.applicant_name, i.status, i.suspended, i.current_nodes,
                i.start_time, i.end_time, d.name AS process_name, d.version,
                (SELECT string_agg(DISTINCT ct.node_name, '、') FROM flow_task ct WHERE ct.instance_id = i.id AND ct.status IN ('open', 'waiting')) AS current_names
           FROM flow_instance i JOIN flow_definition d ON d.id = i.definition_id ${clause}
          ORDER BY i.start_time DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`, params),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM flow_instance i ${clause}`, params),
    ]);
    return { rows: list.rows, total: count.rows[0].n };
  },
};
