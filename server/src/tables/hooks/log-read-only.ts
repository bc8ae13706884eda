import { fieldColumn } from '@/engine/schema/page-schema';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { tableColumns } from '../table-ddl';
import type { TableHooks } from '../table-hooks';
import type { TableModel } from '../table-model';
import type { FieldChange } from '../field-changes';
import { platformTableModel } from '../table-registry';

/** JeecgBoot's log types: 1 the login log, 2 the operation log. */
export const LOGIN_LOG = 1;
export const OPERATION_LOG = 2;

/**
 * JeecgBoot's operation kind (dictionary `operate_type`: 2 添加, 3 修改, 4 删除, 5 导入, 6 导出) read from a logged
 * write's action and method; null where it is none of these (a login, a publish, a password reset).
 */
export function operateType(method: unknown, path: unknown): number | null {
  const action = String(path ?? '').split('/').pop() ?? '';
  if (action === 'add') return 2;
  if (/^import/i.test(action)) return 5;
  if (/^export/i.test(action)) return 6;
  if (method === 'DELETE' || /^delete/i.test(action)) return 4;
  if (method === 'PUT' || /^edit/i.test(action)) return 3;
  return null;
}

/**
 * An edit's changes as 系统日志 lists them: `合同金额：100 → 200；职级：助级 → 中级；备注：（空） → 已核对` — a dictionary
 * field by what its codes meant when it was edited (rows logged before the texts were kept show the codes).
 */
export function changeText(json: unknown): string | null {
  if (typeof json !== 'string' || !json) return null;
  try {
    const changes = JSON.parse(json) as FieldChange[];
    return changes.map((c) => `${c.label}：${(c.fromText ?? c.from) || '（空）'} → ${(c.toText ?? c.to) || '（空）'}`).join('；');
  } catch {
    return null;
  }
}

/**
 * The platform's logs (系统日志 over the operation and login logs, 第三方调用日志): written only by the platform
 * itself, never through a screen — adding, editing and deleting are refused whatever the schema's actions say.
 * 系统日志's `logType`, `operateType` and `logContent` are JeecgBoot's, derived from the row: an operation is `2` and
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
        records.forEach((r, i) => Object.assign(r, {
          logType: OPERATION_LOG, operateType: operateType(rows[i].method, rows[i].path), logContent: `${rows[i].module_name ? `${String(rows[i].module_name)} ` : ''}${rows[i].method} ${rows[i].path}`,
          changeText: changeText(rows[i].changes),
        }));
      } else if (ctx.model.table === 'sys_login_log') {
        records.forEach((r, i) => Object.assign(r, {
          method: null, requestUrl: null, status: null, costTime: null, operateType: null,
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
