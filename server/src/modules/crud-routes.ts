import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrudPageSchema } from '@/engine/schema/page-schema';
import { compileRecordValidator, type FieldErrors } from '@/engine/schema/record-validator';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess, assertPermission } from '../auth/access';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, ok, okMessage } from '../http/envelope';
import { dictTextsForRows } from '../dicts/dict-texts';
import type { TableDict } from '../schemas/schema-store';
import { moduleRepository } from './module-repository';
import { toRecord } from './record-view';
import { loadSubRows, saveSubRows, validateSubRows } from './sub-tables';
import { ident } from '../sql/identifiers';
import { columnName } from '@/engine/schema/page-schema';
import type { RecordValidator } from '@/engine/schema/record-validator';

export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';

/** A refusal naming each bad field, so the form can put every message on its field. */
export class FieldValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(400, Object.values(errors)[0] ?? '数据校验失败', {}, { fieldErrors: errors });
  }
}

function idsParam(raw: unknown): string[] {
  const ids = String(raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0) throw new ApiError(400, '请选择要操作的记录');
  if (ids.length > 1000 || ids.some((id) => id.length > 64)) throw new ApiError(400, '参数 ids 不合法');
  return ids;
}

function idParam(raw: unknown): string {
  if (typeof raw !== 'string' || !raw || raw.length > 64) throw new ApiError(400, '参数 id 不合法');
  return raw;
}

/** Writes for every module schema: add, edit, delete, deleteBatch, queryById and the recycle bin. */
export function crudRoutes(app: FastifyInstance, db: Database, pages: Iterable<CrudPageSchema>, tableDicts: TableDict[]): void {
  for (const page of pages) {
    const base = `/devops/${page.code}`;
    const repo = moduleRepository(db, page);
    const validateFull = compileRecordValidator(page);
    const prefix = page.permissionPrefix;
    const subValidators = new Map<string, RecordValidator>();

    /** Validates the record and its sub-table rows together, so every message comes back at once. */
    const validateWrite = (body: Record<string, unknown>) => {
      const { value, errors } = validateFull(body);
      const sub = validateSubRows(page, body, subValidators);
      const all = { ...errors, ...sub.errors };
      if (Object.keys(all).length) throw new FieldValidationError(all);
      return { value, subRows: sub.subRows };
    };

    const guard = async (request: FastifyRequest, action?: string): Promise<AuthInfo> => {
      const auth = requireAuth(request);
      await assertModuleAccess(db, auth, page.code);
      if (action) await assertPermission(db, auth, `${prefix}:${action}`);
      return auth;
    };

    const checkUnique = async (values: Record<string, unknown>, exceptId?: string) => {
      const errors: FieldErrors = {};
      for (const field of page.fields) {
        const v = values[field.name];
        if (field.unique && v !== null && v !== undefined && (await repo.isTaken(field.name, v, exceptId))) {
          errors[field.name] = `${field.label}“${String(v)}”已存在`;
        }
      }
      if (Object.keys(errors).length) throw new FieldValidationError(errors);
    };

    const view = async (row: Record<string, unknown>) => toRecord(page, row, await dictTextsForRows(db, tableDicts, page.fields, [row]));

    app.post(`${base}/add`, async (request) => {
      const auth = await guard(request, 'add');
      const { value, subRows } = validateWrite((request.body ?? {}) as Record<string, unknown>);
      await checkUnique(value);
      // The record and its sub-table rows are saved in one transaction: all of it or none.
      const id = await db.transaction(async (tx) => {
        const newIdValue = await moduleRepository(tx, page).insert(auth, value);
        await saveSubRows(tx, newIdValue, auth.username, subRows);
        return newIdValue;
      });
      return { ...okMessage('添加成功！'), result: '添加成功！', id };
    });

    const edit = async (request: FastifyRequest) => {
      const auth = await guard(request, 'edit');
      const body = (request.body ?? {}) as Record<string, unknown>;
      const id = idParam(body.id);
      const version = Number(body.version);
      if (body.version === undefined || body.version === null || !Number.isInteger(version)) {
        throw new ApiError(428, '缺少版本号 version，请刷新后重试');
      }
      const current = await repo.findVisible(auth, id);
      if (!current) throw new ApiError(404, '未找到对应数据');
      const { value, subRows } = validateWrite(body);
      await checkUnique(value, id);
      const saved = await db.transaction(async (tx) => {
        if (!(await moduleRepository(tx, page).update(auth, id, version, value))) return false;
        await saveSubRows(tx, id, auth.username, subRows);
        return true;
      });
      if (!saved) {
        const latest = await repo.findVisible(auth, id);
        throw new ApiError(409, CONFLICT_MESSAGE, {}, { current: latest ? await view(latest) : null });
      }
      return okMessage('编辑成功!');
    };
    app.put(`${base}/edit`, edit);
    app.post(`${base}/edit`, edit);

    app.delete<{ Querystring: { id?: string } }>(`${base}/delete`, async (request) => {
      const auth = await guard(request, 'delete');
      const changed = await repo.setDeleted(auth, [idParam(request.query.id)], true);
      if (!changed) throw new ApiError(404, '未找到对应数据');
      return okMessage('删除成功!');
    });

    app.delete<{ Querystring: { ids?: string } }>(`${base}/deleteBatch`, async (request) => {
      const auth = await guard(request, 'deleteBatch');
      const ids = idsParam(request.query.ids);
      const visible = await repo.visibleIds(auth, ids);
      if (visible.length !== new Set(ids).size) throw new ApiError(404, '部分记录不存在或无权操作，未删除任何数据');
      await repo.setDeleted(auth, visible, true);
      return okMessage('批量删除成功!');
    });

    app.get<{ Querystring: { id?: string } }>(`${base}/queryById`, async (request) => {
      const auth = await guard(request);
      const row = await repo.findVisible(auth, idParam(request.query.id));
      if (!row) throw new ApiError(404, '未找到对应数据');
      return ok({ ...(await view(row)), ...(await loadSubRows(db, page, String(row.id))) });
    });

    // The recycle bin: deleted rows can be listed, restored or purged by whoever may delete.
    app.get(`${base}/recycleBin`, async (request) => {
      const auth = await guard(request, 'delete');
      const rows = await repo.listDeleted(auth);
      const dicts = await dictTextsForRows(db, tableDicts, page.fields, rows);
      return ok(rows.map((row) => toRecord(page, row, dicts)));
    });

    app.put<{ Body: { ids?: string } }>(`${base}/putRecycleBin`, async (request) => {
      const auth = await guard(request, 'delete');
      const changed = await repo.setDeleted(auth, idsParam(request.body?.ids), false);
      if (!changed) throw new ApiError(404, '未找到对应数据');
      return okMessage('还原成功');
    });

    app.delete<{ Querystring: { ids?: string } }>(`${base}/deleteRecycleBin`, async (request) => {
      const auth = await guard(request, 'delete');
      const ids = idsParam(request.query.ids);
      const changed = await db.transaction(async (tx) => {
        const visible = await moduleRepository(tx, page).visibleIds(auth, ids, 1);
        for (const sub of page.subTables ?? []) {
          await tx.query(`DELETE FROM ${ident(sub.table)} WHERE ${ident(columnName(sub.foreignKey))} = ANY($1)`, [visible]);
        }
        return moduleRepository(tx, page).purge(auth, visible);
      });
      if (!changed) throw new ApiError(404, '未找到对应数据');
      return okMessage('彻底删除成功');
    });
  }
}
