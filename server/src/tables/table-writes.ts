import type { FieldSchema } from '@/engine/schema/page-schema';
import { compileRecordValidator, type FieldErrors, type RecordValidator } from '@/engine/schema/record-validator';
import type { AuthInfo } from '../auth/tokens';
import { ApiError } from '../http/envelope';
import { loadDictNames, loadDictTexts } from './stores/dict-store';
import { queryTableDict, resolveTableDict, tableOwners } from './table-dict';
import { fieldRights, withoutHidden, withoutUnwritable } from './field-rights';
import { deleteSubRows, loadSubRows, saveSubRows, validateSubRows } from './sub-tables';
import { checkIds, type DeleteMode, type HookContext, type SaveInput } from './table-hooks';
import type { TableModel } from './table-model';
import { readRecord, wireRecords, type ReadContext } from './table-reads';
import { newId, tableRepository, type Row } from './table-repository';
import { fieldDefault } from '@/engine/schema/field-defaults';
import { conflictMessage, lockUniqueValues, uniqueConflict } from './unique-check';
import type { Queryable } from '../db/database';
import { PLATFORM_TIMEZONE } from '../http/format';
import { assertNoChildren, checkParent } from './tree';
import { applyComputations, pageComputations } from '@/engine/schema/compute/compute-record';
import { calendarFromItems, type WorkCalendar } from '@/engine/schema/compute/compute-functions';
import { approvalRecords } from './stores/approval-store';
import { divisions } from '../dicts/divisions';
import { accessibleProjects, GROUP_ID } from '../auth/membership';
import { keepRollups, linkRecords, RollupCapError } from './rollups';
import { sanitizeHtml } from '../notices/sanitize-html';
import { checkLockedDelete, checkStates } from './state-check';
import { fieldChanges, type FieldChange } from './field-changes';

export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';
export const NOT_FOUND_MESSAGE = '未找到对应数据';

/** A refusal naming each bad field, so the form can put every message on its field. */
export class FieldValidationError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(400, Object.values(errors)[0] ?? '数据校验失败', {}, { fieldErrors: errors });
  }
}

const validators = new WeakMap<FieldSchema[], { record: RecordValidator; subs: Map<string, RecordValidator> }>();
/** Compiled once per field list: a development reload that replaces the fields compiles again. */
function validatorOf(model: TableModel) {
  let entry = validators.get(model.page.fields);
  if (!entry) {
    entry = { record: compileRecordValidator(model.page), subs: new Map() };
    validators.set(model.page.fields, entry);
  }
  return entry;
}

/** Validates the record and its sub-table rows together, so every message comes back at once. */
export function validateRecord(model: TableModel, body: Row) {
  return validate(model, body);
}

function validate(model: TableModel, body: Row) {
  const { record, subs } = validatorOf(model);
  const { value, errors } = record(body);
  const sub = validateSubRows(model.page, body, subs);
  const all = { ...errors, ...sub.errors };
  if (Object.keys(all).length) throw new FieldValidationError(all);
  // Rich text keeps its formatting only: whatever a client sent, scripts, handlers and styles are not stored.
  for (const field of model.page.fields) {
    if (field.type === 'richText' && typeof value[field.name] === 'string') value[field.name] = sanitizeHtml(value[field.name] as string);
  }
  return { value, subRows: sub.subRows };
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Every dictionary field holds a value of its dictionary (each part, for multi-selects): a value outside it is refused
 * with the field's message, as the form's select would never offer it.
 */
async function checkDictValues(ctx: ReadContext, model: TableModel, auth: AuthInfo, values: Row): Promise<void> {
  const errors: FieldErrors = {};
  const fields = model.page.fields.filter((f) => f.dict && !blank(values[f.name]));
  const codes = [...new Set(fields.filter((f) => !f.dict!.includes(',')).map((f) => f.dict!))];
  const [plain, names] = await Promise.all([loadDictTexts(ctx.db, codes), loadDictNames(ctx.db, codes)]);
  for (const field of fields) {
    const parts = String(values[field.name]).split(',').filter(Boolean);
    let known: Set<string>;
    if (field.dict!.includes(',')) {
      // A scoped dictionary accepts only what the caller's pickers offer (no other company's plan, 标段 or supplier).
      const items = await queryTableDict(ctx.db, resolveTableDict(ctx.tableDicts(), field.dict!), { keys: parts, caller: auth, ownerOf: tableOwners(() => ctx.tables?.()) });
      known = new Set(items.map((i) => i.value));
    } else {
      // A dictionary nobody has filled yet restricts nothing: the configuration sync reports it instead.
      const texts = plain.get(field.dict!);
      if (!texts) continue;
      known = new Set(texts.keys());
    }
    if (parts.some((p) => !known.has(p))) {
      // A table dictionary lists records (companies, users): a value outside it names one that does not exist.
      errors[field.name] = field.dict!.includes(',') ? `${field.label}不存在` : `${field.label}不在字典“${names.get(field.dict!) ?? field.dict}”的取值中`;
    }
  }
  // A region names real divisions (GB/T 2260), each under the one before it.
  for (const field of model.page.fields.filter((f) => f.type === 'region' && !blank(values[f.name]))) {
    const codes = String(values[field.name]).split(',').filter(Boolean);
    const byCode = new Map(divisions().map((d) => [d.code, d]));
    const chained = codes.every((code, i) => byCode.has(code) && (i === 0 ? byCode.get(code)!.level === 1 : byCode.get(code)!.parentCode === codes[i - 1]));
    if (!chained) errors[field.name] = `${field.label}不是有效的行政区划`;
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
}

/**
 * Unique fields: across the table, or within the written row's company or project (`"unique": "company"`: 合同编号 is
 * unique per company, and another company's numbers are neither refused nor revealed), or a combination of fields
 * (`{ with: ["createBy"] }`: one vote per voter and candidate). A rule with a blank value does not apply. A value held by
 * a row the caller cannot see is refused without naming it (nothing of another company is revealed).
 */
async function checkUnique(db: Queryable, model: TableModel, auth: AuthInfo, values: Row, exceptId?: string): Promise<void> {
  const errors: FieldErrors = {};
  for (const field of model.stored) {
    const conflict = await uniqueConflict(db, model, auth, field, values, exceptId);
    if (conflict) errors[field.name] = conflictMessage(conflict, field, values);
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
}

/** The working-day calendar (dictionary work_calendar), read only for pages whose expressions count working days. */
async function calendarOf(ctx: ReadContext, model: TableModel): Promise<WorkCalendar | undefined> {
  if (!pageComputations(model.page).needsCalendar) return undefined;
  const texts = (await loadDictTexts(ctx.db, ['work_calendar'])).get('work_calendar') ?? new Map<string, string>();
  return calendarFromItems([...texts].map(([value, text]) => ({ value, text })));
}

/**
 * After rows of `model` changed, in the change's transaction: the rollups of the parents they point at (as the rows
 * were and are), summed again; a cap passed refuses the change with its message on the summed field.
 */
async function keepParentRollups(ctx: ReadContext, tx: HookContext['tx'], model: TableModel, records: (Row | undefined)[]): Promise<void> {
  try {
    await keepRollups(tx, ctx.tables?.() ?? [], model, records.filter((r): r is Row => Boolean(r)));
  } catch (error) {
    if (error instanceof RollupCapError) throw new FieldValidationError({ [error.field]: error.message });
    throw error;
  }
}

/**
 * A project-scoped module's record added from the company view names its project (所属项目): one of the caller's projects
 * within their company (any, for the group). The project view files the record under the current project itself.
 */
async function projectChosen(ctx: ReadContext, model: TableModel, auth: AuthInfo, body: Row): Promise<Row> {
  if (model.platform || model.page.scope !== 'project' || auth.menuCode !== '11' || !model.traits.scope.project) return {};
  const chosen = typeof body.projectId === 'string' ? body.projectId : '';
  if (!chosen) throw new FieldValidationError({ projectId: '请选择所属项目' });
  const project = (await accessibleProjects(ctx.db, auth.userId)).find((p) => p.id === chosen);
  if (!project || (auth.companyId !== GROUP_ID && project.company_id !== auth.companyId)) throw new FieldValidationError({ projectId: '所选项目不存在或无权访问' });
  return { project_id: project.id, company_id: project.company_id };
}

/** Sums over other pages' rows: the platform keeps them (see rollups.ts), a request never writes them. */
const rollupNames = (model: TableModel) => model.page.fields.filter((f) => f.rollup).map((f) => f.name);

/** Fields numbered on add when left blank (`autoNumber`: KP-2026-0031), inside the write's transaction. */
async function assignNumbers(tx: HookContext['tx'], model: TableModel, values: Row): Promise<void> {
  for (const field of model.stored) {
    if (!field.autoNumber || !blank(values[field.name])) continue;
    const prefix = `${field.autoNumber.prefix}-${new Date().toLocaleString('sv-SE', { timeZone: PLATFORM_TIMEZONE }).slice(0, 4)}-`;
    values[field.name] = await approvalRecords.nextNumber(tx, model.table, model.column(field.name)!, prefix, field.autoNumber.digits ?? 4);
  }
}

/**
 * The checks every write runs after validation on the values it writes: dictionary values, uniqueness, the tree's
 * parent. (An edit does not re-check what it leaves as it was.)
 */
async function checkWrite(ctx: ReadContext, model: TableModel, auth: AuthInfo, values: Row, id?: string): Promise<void> {
  await checkDictValues(ctx, model, auth, values);
  await checkUnique(ctx.db, model, auth, values, id);
  await checkParent(ctx.db, model, auth, values, id);
}

/** The stored fields of `values` (virtual ones go to hooks only, through the body). */
const storedValues = (model: TableModel, values: Row) =>
  Object.fromEntries(model.stored.filter((f) => f.name in values).map((f) => [f.name, values[f.name]]));

/**
 * `POST /<code>/add`: validates the body with the page's validator, refuses values outside dictionaries, duplicates and
 * a bad parent, then writes the row, its sub-table rows and what its hooks add in one transaction. Fields the caller
 * may not write, and fields the body leaves out, start at their schema default.
 */
/** How a record arrives: from an import (`via`), whose report takes what a hook says of the row (`onReport`). */
export interface AddOptions { via?: 'import'; onReport?: (line: string) => void }

export async function addRecord(ctx: ReadContext, model: TableModel, auth: AuthInfo, rawBody: Row, options: AddOptions = {}): Promise<string> {
  const rights = await fieldRights(ctx.db, auth, model.page.fields);
  const body = withoutUnwritable(rawBody, rights);
  // A field the caller may not write, or one the body leaves out altogether (an API client that sends only what it
  // sets), starts at its schema default, as the form would have filled it in.
  for (const field of model.page.fields) {
    if (field.default === undefined) continue;
    if (rights.hidden.has(field.name) || rights.readOnly.has(field.name) || !Object.prototype.hasOwnProperty.call(body, field.name)) body[field.name] = fieldDefault(field, new Date(), PLATFORM_TIMEZONE);
  }
  // A new record has no rows to sum yet; computed fields follow their expressions whatever the request says.
  for (const name of rollupNames(model)) body[name] = null;
  const { value, subRows } = validate(model, applyComputations(model.page, body, { calendar: await calendarOf(ctx, model) }));
  const placed = await projectChosen(ctx, model, auth, rawBody);
  await checkWrite(ctx, model, auth, value);
  await checkStates(ctx, model, auth, undefined, value);
  if (model.page.kind === 'form' && model.page.mode === 'single' && (await tableRepository(ctx.db, model).hasAny(auth))) {
    throw new ApiError(409, '本范围已有一条记录，请刷新后修改');
  }
  return ctx.db.transaction(async (tx) => {
    const input: SaveInput = { op: 'add', id: newId(), body: rawBody, values: storedValues(model, value), columns: { ...placed }, via: options.via };
    const hookContext: HookContext = { tx, db: ctx.db, auth, model };
    // Checked before the transaction for the form's sake; checked again under the value's lock against a racing write.
    if (await lockUniqueValues(tx, model, input.values)) await checkUnique(tx, model, auth, input.values);
    await assignNumbers(tx, model, input.values);
    for (const hooks of model.hooks) await hooks.beforeSave?.(hookContext, input);
    input.id = await tableRepository(tx, model).insert(auth, input.values, input.columns, input.id);
    await saveSubRows(tx, input.id, auth.username, subRows);
    for (const hooks of model.hooks) await hooks.afterSave?.(hookContext, input);
    await keepParentRollups(ctx, tx, model, [input.values]);
    return input;
  }).then((input) => {
    // Only once the row is committed: a report line never names a record that was rolled back.
    if (input.report) options.onReport?.(input.report);
    return input.id;
  });
}

/**
 * `PUT|POST /<code>/edit`: changes only the fields the body carries (an absent field keeps its value; `null` or `''`
 * clears it). The whole record as it would be after the edit is validated, so rules across fields still hold.
 * Fields the caller may not write keep what is stored; with a `version` column a stale version is refused with the
 * latest record. Answers what the edit changed, field by field, for the operation log.
 */
export async function editRecord(ctx: ReadContext, model: TableModel, auth: AuthInfo, rawBody: Row): Promise<FieldChange[]> {
  const id = typeof rawBody.id === 'string' || typeof rawBody.id === 'number' ? String(rawBody.id) : '';
  if (!id || id.length > 64) throw new ApiError(400, '参数 id 不合法');
  checkIds(model.hooks, [id]);
  const version = Number(rawBody.version);
  if (model.traits.version && (rawBody.version === undefined || rawBody.version === null || !Number.isInteger(version))) {
    throw new ApiError(428, '缺少版本号 version，请刷新后重试');
  }
  // The stored record whole (hidden fields too): the merged record is validated, not only what changed.
  const current = await readRecord(ctx, model, auth, id, { rights: false, write: true });
  if (!current) throw new ApiError(404, NOT_FOUND_MESSAGE);
  const rights = await fieldRights(ctx.db, auth, model.page.fields);
  const changes = withoutUnwritable(rawBody, rights);
  // Rollups are the platform's; a field locked after its add (合同编号, 所属项目) keeps what it was saved with.
  for (const name of rollupNames(model)) delete changes[name];
  for (const field of model.page.fields) if (field.form?.lockOnEdit) delete changes[field.name];
  // Totals over sub-table rows an edit leaves out are taken over the rows as stored.
  const sumsRows = (model.page.subTables ?? []).some((sub) => !Array.isArray(changes[sub.name]))
    && pageComputations(model.page).main.some((c) => c.dependencies.some((d) => (model.page.subTables ?? []).some((sub) => sub.name === d)));
  const storedSubRows = sumsRows ? (await loadSubRows(ctx.db, model.page, id)) as Record<string, Row[]> : undefined;
  const merged = applyComputations(model.page, { ...current, ...changes }, { calendar: await calendarOf(ctx, model), storedSubRows });
  const { value, subRows } = validate(model, merged);
  // What the request changed, and every computed field its change moved (请假天数 follows a new 结束日期).
  const computed = pageComputations(model.page).main.map((c) => c.field.name);
  const moved = (name: string) => computed.includes(name) && String(value[name] ?? '') !== String(current[name] ?? '');
  const changed = Object.fromEntries(Object.entries(value).filter(([name]) => name in changes || moved(name)));
  await checkWrite(ctx, model, auth, changed, id);
  // Computed fields follow their expressions: only what the caller may set counts as sent.
  const sent = new Set(Object.keys(changes).filter((name) => !computed.includes(name)));
  await checkStates(ctx, model, auth, current, value, sent);
  const saved = await ctx.db.transaction(async (tx) => {
    const input: SaveInput = { op: 'edit', id, body: rawBody, values: storedValues(model, changed), columns: {}, current };
    const hookContext: HookContext = { tx, db: ctx.db, auth, model };
    if (await lockUniqueValues(tx, model, changed)) await checkUnique(tx, model, auth, changed, id);
    for (const hooks of model.hooks) await hooks.beforeSave?.(hookContext, input);
    if (!(await tableRepository(tx, model).update(auth, id, model.traits.version ? version : undefined, input.values, input.columns))) return null;
    await saveSubRows(tx, id, auth.username, subRows);
    for (const hooks of model.hooks) await hooks.afterSave?.(hookContext, input);
    await keepParentRollups(ctx, tx, model, [current, value]);
    return input.values;
  });
  if (!saved) {
    const latest = await readRecord(ctx, model, auth, id);
    throw new ApiError(409, CONFLICT_MESSAGE, {}, { current: latest ? withoutHidden(latest, rights) : null });
  }
  return fieldChanges(ctx, model, auth, current, saved);
}

/**
 * Deletes rows the caller can see — all of them or none (an id that is not theirs refuses the whole batch): into
 * the recycle bin where the table keeps one, for good otherwise. A tree node with children stays, unless a hook
 * takes them along (deletesWith).
 */
export async function deleteRecords(ctx: ReadContext, model: TableModel, auth: AuthInfo, ids: string[]): Promise<void> {
  checkIds(model.hooks, ids);
  const repo = tableRepository(ctx.db, model);
  const visible = await repo.visibleIds(auth, ids, false, true);
  if (visible.length !== new Set(ids).size) {
    throw new ApiError(404, ids.length === 1 ? NOT_FOUND_MESSAGE : '部分记录不存在或无权操作，未删除任何数据');
  }
  for (const hooks of model.hooks) {
    const along = (await hooks.deletesWith?.({ tx: ctx.db, db: ctx.db, auth, model }, visible)) ?? [];
    visible.push(...along.filter((id) => !visible.includes(id)));
  }
  await assertNoChildren(ctx.db, model, visible);
  await checkLockedDelete(ctx, model, visible);
  await ctx.db.transaction(async (tx) => {
    const hookContext: HookContext = { tx, db: ctx.db, auth, model };
    const mode: DeleteMode = model.traits.softDelete ? 'delete' : 'purge';
    const parents = await linkRecords(tx, ctx.tables?.() ?? [], model, visible);
    for (const hooks of model.hooks) await hooks.beforeDelete?.(hookContext, visible, mode);
    const txRepo = tableRepository(tx, model);
    if (model.traits.softDelete) await txRepo.setDeleted(auth, visible, true);
    else await purgeWithSubRows(tx, model, auth, visible);
    for (const hooks of model.hooks) await hooks.afterDelete?.(hookContext, visible, mode);
    await keepParentRollups(ctx, tx, model, parents);
  });
}

async function purgeWithSubRows(tx: HookContext['tx'], model: TableModel, auth: AuthInfo, ids: string[]): Promise<number> {
  await deleteSubRows(tx, model.page, ids);
  return tableRepository(tx, model).purge(auth, ids);
}

/** Restores rows from the recycle bin, or purges them for good; how many changed. */
export async function recycle(ctx: ReadContext, model: TableModel, auth: AuthInfo, ids: string[], mode: 'restore' | 'purge'): Promise<number> {
  checkIds(model.hooks, ids);
  return ctx.db.transaction(async (tx) => {
    const repo = tableRepository(tx, model);
    const visible = await repo.visibleIds(auth, ids, true, true);
    if (!visible.length) return 0;
    const hookContext: HookContext = { tx, db: ctx.db, auth, model };
    const parents = await linkRecords(tx, ctx.tables?.() ?? [], model, visible);
    for (const hooks of model.hooks) await hooks.beforeDelete?.(hookContext, visible, mode);
    const changed = mode === 'restore' ? await repo.setDeleted(auth, visible, false) : await purgeWithSubRows(tx, model, auth, visible);
    for (const hooks of model.hooks) await hooks.afterDelete?.(hookContext, visible, mode);
    await keepParentRollups(ctx, tx, model, parents);
    return changed;
  });
}

/** The recycle bin's rows in the wire shape. */
export async function recycleBin(ctx: ReadContext, model: TableModel, auth: AuthInfo): Promise<Row[]> {
  const rows = await tableRepository(ctx.db, model).recycleBin(auth);
  return wireRecords(ctx, model, auth, rows, await fieldRights(ctx.db, auth, model.page.fields), 'list');
}
