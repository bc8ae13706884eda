import { fieldColumn } from '@/engine/schema/page-schema';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { tableColumns } from '../table-ddl';
import type { TableHooks } from '../table-hooks';
import type { TableModel } from '../table-model';
import { platformTableModel } from '../table-registry';

/** JeecgBoot's log types: 1 the login log, 2 the operation log. */
export const LOGIN_LOG = 1;
export const OPERATION_LOG = 2;

/**
 * The platform's logs (系统日志 over the operation and login logs, 第三方调用日志): written only by the platform
 * itself, never through a screen — adding, editing and deleting are refused whatever the schema's actions say.
 * 系统日志's `logType` and `logContent` are JeecgBoot's, derived from the row: an operation is `2` and
 * `<method> <path>`, a login `1` and what was tried with its outcome (`login成功`); what a login has no column for
 * (method, path, status, time taken) answers null.
 */
export function logReadOnlyHooks(): TableHooks {
  const refuse = () => {
    throw new ApiError(400, '日志只能查看，不能修改或删除');
  };
  return {
    name: 'log-read-only',
    beforeSave: async () => refuse(),
    beforeDelete: async () => refuse(),
    async view(ctx, records, rows) {
      if (ctx.model.table === 'sys_log') {
        records.forEach((r, i) => Object.assign(r, { logType: OPERATION_LOG, logContent: `${rows[i].method} ${rows[i].path}` }));
      } else if (ctx.model.table === 'sys_login_log') {
        records.forEach((r, i) => Object.assign(r, {
          method: null, requestUrl: null, status: null, costTime: null,
          logType: LOGIN_LOG, logContent: `${rows[i].log_type}${rows[i].ok ? '成功' : '失败'}`,
        }));
      }
    },
  };
}

const loginModels = new WeakMap<TableModel, Promise<TableModel>>();

/**
 * 系统日志's login log (`logType=1`): the same page read from `sys_login_log`, with the fields of the page that table
 * has a column for (account, user, address, time) and the page's hooks. Made once per page version.
 */
export function loginLogModel(db: Queryable, operations: TableModel): Promise<TableModel> {
  let model = loginModels.get(operations);
  if (!model) {
    model = (async () => {
      const columns = (await tableColumns(db, ['sys_login_log'])).get('sys_login_log') ?? new Map();
      const fields = operations.page.fields.filter((f) => f.virtual || columns.has(fieldColumn(f)));
      return platformTableModel(db, { ...operations.page, table: 'sys_login_log', fields }, operations.hooks);
    })();
    model.catch(() => loginModels.delete(operations));
    loginModels.set(operations, model);
  }
  return model;
}

/** One operation-log row: every write through the API, never its body or headers. */
export interface OperationLogRow {
  username: string | null;
  userId: string | null;
  companyId: string | null;
  method: string;
  path: string;
  status: number;
  ip: string;
  userAgent: string | null;
  costMs: number;
}

export async function insertOperationLog(db: Queryable, r: OperationLogRow): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (username, user_id, company_id, method, path, status, ip, user_agent, cost_ms) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [r.username, r.userId, r.companyId, r.method, r.path, r.status, r.ip, r.userAgent, r.costMs],
  );
}

/** One row of the third-party call log (already trimmed to its columns and free of secrets). */
export interface ThirdPartyLogRow {
  provider: string;
  action: string;
  target: string | null;
  success: boolean;
  message: string | null;
  durationMs: number;
  username: string | null;
  userId: string | null;
}

export async function insertThirdPartyLog(db: Queryable, r: ThirdPartyLogRow): Promise<void> {
  await db.query(
    `INSERT INTO sys_third_party_log (provider, action, target, success, message, duration_ms, username, user_id) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [r.provider, r.action, r.target, r.success, r.message, r.durationMs, r.username, r.userId],
  );
}

/** The home page's visit totals from successful logins: today's (in the platform's zone, the session's own) and all. */
export async function loginTotals(db: Queryable, today: string) {
  const { rows } = await db.query<{ today: number; today_ip: number; total: number }>(
    `SELECT count(*) FILTER (WHERE create_time::date = $1::date)::int AS today,
            count(DISTINCT ip) FILTER (WHERE create_time::date = $1::date)::int AS today_ip,
            count(*)::int AS total
       FROM sys_login_log WHERE ok`,
    [today],
  );
  return rows[0];
}

/** Successful logins and their addresses per day (`YYYY-MM-DD` in the platform's zone) from `firstDay` on. */
export async function loginsPerDay(db: Queryable, firstDay: string) {
  const { rows } = await db.query<{ tian: string; visit: number; ip: number }>(
    `SELECT to_char(create_time::date, 'YYYY-MM-DD') AS tian, count(*)::int AS visit, count(DISTINCT ip)::int AS ip
       FROM sys_login_log WHERE ok AND create_time >= $1::date::timestamptz GROUP BY 1`,
    [firstDay],
  );
  return rows;
}
