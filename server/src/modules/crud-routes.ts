import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moduleTablePage, type PageSchema } from '@/engine/schema/page-schema';
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
import { fieldRights, withoutHidden, withoutUnwritable } from './field-rights';
import { loadSubRows, saveSubRows, validateSubRows } from './sub-tables';
import { ident } from '../sql/identifiers';
import { columnName } from '@/engine/schema/page-schema';
import type { RecordValidator } from '@/engine/schema/record-validator';
import { assertNoChildren, checkParent } from './tree-routes';

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

/**
 * Writes for every module-source page (crud, tree-crud, form): add, edit, delete, deleteBatch, queryById and the
 * recycle bin. Platform pages, reports and dashboards get none.
 */
export function crudRoutes(app: FastifyInstance, db: Database, pages: Iterable<PageSchema>, tableDicts: TableDict[]): void {
  for (const page of [...pages].flatMap((p) => moduleTablePage(p) ?? [])) {
    const base = `/devops/${page.code}`;
    const repo = moduleRepository(db, page);
    const prefix = page.permissionPrefix;
    // Compiled again when a development reload has replaced the page's fields (see schema-reload.ts).
    let compiled: { fields: unknown; validate: RecordValidator; subs: Map<string, RecordValidator> } | undefined;
    const validators = () => {
      if (compiled?.fields !== page.fields) compiled = { fields: page.fields, validate: compileRecordValidator(page), subs: new Map() };
      return compiled;
    };

    /** Validates the record and its sub-table rows together, so every message comes back at once. */
    const validateWrite = (body: Record<string, unknown>) => {
      const { validate: validateFull, subs: subValidators } = validators();
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
      const rights = await fieldRights(db, auth, page.fields);
      // A field the caller may not write starts at its schema default, as the read-only control in the form showed.
      const body = withoutUnwritable((request.body ?? {}) as Record<string, unknown>, rights);
      for (const field of page.fields) {
        if ((rights.hidden.has(field.name) || rights.readOnly.has(field.name)) && field.default !== undefined) body[field.name] = field.default;
      }
      const { value, subRows } = validateWrite(body);
      await checkUnique(value);
      await checkParent(db, page, auth, value);
      if (page.kind === 'form' && page.mode === 'single' && (await repo.hasAny(auth))) {
        throw new ApiError(409, '本范围已有一条记录，请刷新后修改');
      }
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
      // Fields the caller may not write keep what is stored, whatever the body says.
      const rights = await fieldRights(db, auth, page.fields);
      const stored = await view(current);
      const allowed = withoutUnwritable(body, rights);
      for (const name of [...rights.hidden, ...rights.readOnly]) allowed[name] = stored[name];
      const { value, subRows } = validateWrite(allowed);
      await checkUnique(value, id);
      await checkParent(db, page, auth, value, id);
      const saved = await db.transaction(async (tx) => {
        if (!(await moduleRepository(tx, page).update(auth, id, version, value))) return false;
        await saveSubRows(tx, id, auth.username, subRows);
        return true;
      });
      if (!saved) {
        const latest = await repo.findVisible(auth, id);
        throw new ApiError(409, CONFLICT_MESSAGE, {}, { current: latest ? withoutHidden(await view(latest), rights) : null });
      }
      return okMessage('编辑成功!');
    };
    app.put(`${base}/edit`, edit);
    app.post(`${base}/edit`, edit);

    app.delete<{ Querystring: { id?: string } }>(`${base}/delete`, async (request) => {
      const auth = await guard(request, 'delete');
      const id = idParam(request.query.id);
      await assertNoChildren(db, page, [id]);
      const changed = await repo.setDeleted(auth, [id], true);
      if (!changed) throw new ApiError(404, '未找到对应数据');
      return okMessage('删除成功!');
    });

    app.delete<{ Querystring: { ids?: string } }>(`${base}/deleteBatch`, async (request) => {
      const auth = await guard(request, 'deleteBatch');
      const ids = idsParam(request.query.ids);
      const visible = await repo.visibleIds(auth, ids);
      if (visible.length !== new Set(ids).size) throw new ApiError(404, '部分记录不存在或无权操作，未删除任何数据');
      await assertNoChildren(db, page, visible);
      await repo.setDeleted(auth, visible, true);
      return okMessage('批量删除成功!');
    });

    app.get<{ Querystring: { id?: string } }>(`${base}/queryById`, async (request) => {
      const auth = await guard(request);
      const row = await repo.findVisible(auth, idParam(request.query.id));
      if (!row) throw new ApiError(404, '未找到对应数据');
      const rights = await fieldRights(db, auth, page.fields);
      return ok({ ...withoutHidden(await view(row), rights), ...(await loadSubRows(db, page, String(row.id))) });
    });

    // The recycle bin: deleted rows can be listed, restored or purged by whoever may delete.
    app.get(`${base}/recycleBin`, async (request) => {
      const auth = await guard(request, 'delete');
      const rows = await repo.listDeleted(auth);
      const dicts = await dictTextsForRows(db, tableDicts, page.fields, rows);
      const rights = await fieldRights(db, auth, page.fields);
      return ok(rows.map((row) => withoutHidden(toRecord(page, row, dicts), rights)));
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
