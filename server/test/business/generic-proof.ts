import { expect } from 'vitest';
import JSZip from 'jszip';
import { isDataPage, type DataPageSchema, type FieldSchema, type PageSchema } from '@/engine/schema/page-schema';
import type { TestPlatform } from '../helper';
import { stateMachineOf } from '@/engine/schema/state-rule';
import { outcome } from '../helper';
import { badForPatterns, blank, freshValue, patternsOf, sendable } from './generic-proof-values';

// The proof every business module meets, driven by its schema alone (the server suite runs it over every module page):
// a valid record is saved, read back, edited, found through each query field, exported, deleted and restored; every
// rule of the schema refuses a bad value with the field's own message; a company or project user sees exactly their
// scope; a user without a button is refused. Module-specific rules have their own hand-written tests.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Row = Record<string, unknown>;

export const DEMO_USERS = ['admin', 'zhangwei', 'lina', 'wangqiang', 'liuyang', 'chenjing', 'fengtao', 'wufang'];
/** A project where each project-scoped module has demo rows, and who is a member there (admin is a member of p01 and p03). */
const PROOF_PROJECT = 'p01';

/** The business module pages of the store: module tables of kind crud or tree-crud (system screens have their own tests). */
export function modulePages(pages: Iterable<PageSchema>): DataPageSchema[] {
  return [...pages].filter((p): p is DataPageSchema => isDataPage(p) && (p.kind === 'crud' || p.kind === 'tree-crud')
    && (p as DataPageSchema).source !== 'platform' && Boolean((p as { table?: string }).table));
}

/** A page only the platform writes (历史版本, 下载记录): it offers no 新增, so there is no record to make. */
export const platformWritten = (page: DataPageSchema) => page.kind === 'crud' && page.actions?.add === false;

export interface Proof {
  t: TestPlatform;
  tokens: Map<string, string>;
  /** Button codes each demo user (and `admin@project`, `liuyang@project` in the proof project) holds in that view. */
  grants: Map<string, Set<string>>;
}

async function request(t: TestPlatform, token: string, method: string, url: string, payload?: object) {
  const res = await t.app.inject({ method: method as 'GET', url: `/devops${url}`, headers: { 'x-access-token': token }, payload });
  return { status: outcome(res), body: res.headers['content-type']?.toString().includes('json') ? res.json() as Json : null, raw: res.rawPayload };
}

export async function prepareProof(t: TestPlatform): Promise<Proof> {
  const tokens = new Map<string, string>();
  const grants = new Map<string, Set<string>>();
  for (const user of DEMO_USERS) {
    const token = await t.login(user);
    tokens.set(user, token);
    const perms = (await request(t, token, 'GET', '/sys/permission/getUserPermissionByToken')).body.result;
    grants.set(user, new Set((perms.auth as { action: string }[]).map((a) => a.action)));
  }
  for (const user of ['admin', 'liuyang']) {
    const inProject = (await request(t, tokens.get(user)!, 'GET', `/sys/setToken?projectId=${PROOF_PROJECT}`)).body.result.token as string;
    tokens.set(`${user}@project`, inProject);
    const perms = (await request(t, inProject, 'GET', '/sys/permission/getUserPermissionByToken')).body.result;
    grants.set(`${user}@project`, new Set((perms.auth as { action: string }[]).map((a) => a.action)));
  }
  return { t, tokens, grants };
}

async function valueOutside(proof: Proof, field: FieldSchema): Promise<string> {
  const max = Math.min(field.length ?? 255, 12);
  if (field.dict!.includes(',')) return 'zzNoSuchRow'.slice(0, max);
  const items = (await request(proof.t, proof.tokens.get('admin')!, 'GET', `/sys/dict/getDictItems/${field.dict}`)).body.result as { value: string }[];
  const taken = new Set(items.map((i) => i.value));
  return ['zz', 'Q', 'q', '9', '8', 'Z9'].map((v) => v.slice(0, max)).find((v) => !taken.has(v)) ?? 'Q';
}

const ruleMessage = (message: string, label: string) => message.replace(/\$\{title\}/g, label);

export interface ModuleProof {
  page: DataPageSchema;
  token: string;
  /** The id of the record the valid-record proof made (for the later checks). */
  id?: string;
  template?: Row;
}

/**
 * Who acts on a page: admin — in the proof project for a project-scoped page whose project menu lets admin add and delete
 * there, else in the company view (which then names the project of each record it adds).
 */
export function actorOf(proof: Proof, page: DataPageSchema): 'admin' | 'admin@project' {
  if (page.scope !== 'project') return 'admin';
  const inProject = proof.grants.get('admin@project')!;
  return inProject.has(`${page.permissionPrefix}:add`) && inProject.has(`${page.permissionPrefix}:delete`) ? 'admin@project' : 'admin';
}

export function actorFor(proof: Proof, page: DataPageSchema): string {
  return proof.tokens.get(actorOf(proof, page))!;
}

/** What a record needs besides its fields: a project-scoped record added in the company view names its project. */
function placement(proof: Proof, page: DataPageSchema): Row {
  return page.scope === 'project' && actorOf(proof, page) === 'admin' ? { projectId: PROOF_PROJECT } : {};
}

/** A valid record of the page, from one the demo data holds (every module has demo rows). */
export async function templateRecord(proof: Proof, page: DataPageSchema, token: string): Promise<Row> {
  const list = await request(proof.t, token, 'GET', `/${page.code}/list?pageSize=20`);
  expect(list.status, `${page.code} list: ${JSON.stringify(list.body)}`).toBe(200);
  const records = list.body.result.records as Row[];
  expect(records.length, `${page.code} 应有演示数据（${page.scope === 'project' ? `项目 ${PROOF_PROJECT}` : '集团'}范围内）`).toBeGreaterThan(0);
  // A record that may change (approval pages lock those in approval): prefer a draft.
  const approval = 'approval' in page && page.approval;
  const chosen = records.find((r) => !approval || ['1', '4', '5'].includes(String(r.bpmStatus ?? '1'))) ?? records[0];
  const one = await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${chosen.id as string}`);
  const record = sendable(page, one.body.result as Row);
  // A new record starts where its state machine lets it (a copied 已销号 hidden danger would be refused).
  const machine = stateMachineOf(page);
  if (machine) record[machine.field] = machine.initial[0];
  return record;
}

/**
 * A combination that may occur once (a slip per employee and month, a ballot per rater and person) made new: a plain
 * field of it takes a fresh value; where every part is a link, one part links to another record its dictionary offers.
 */
async function freshCombination(proof: Proof, record: Row, fields: FieldSchema[]): Promise<void> {
  const plain = fields.find((f) => !f.dict && !blank(record[f.name]));
  if (plain) {
    record[plain.name] = freshValue(plain, record[plain.name]);
    return;
  }
  for (const field of fields) {
    const items = (await request(proof.t, proof.tokens.get('admin')!, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(field.dict!)}`)).body?.result as { value: string }[] | undefined;
    const others = (items ?? []).map((i) => i.value).filter((v) => v !== record[field.name]);
    if (!others.length) continue;
    record[field.name] = others[Math.floor(Math.random() * others.length)];
    return;
  }
}

/** Saves a copy of the template under fresh unique values; retries with other values when one is taken. */
export async function addValid(proof: Proof, page: DataPageSchema, token: string, template: Row): Promise<string> {
  let record = { ...template };
  let last: Json;
  const byName = new Map(page.fields.map((f) => [f.name, f]));
  for (let attempt = 0; attempt < 6; attempt += 1) {
    for (const field of page.fields) {
      if (!field.unique || field.compute || blank(record[field.name])) continue;
      if (typeof field.unique === 'object') {
        await freshCombination(proof, record, [field, ...field.unique.with.flatMap((n) => byName.get(n) ?? [])]);
        continue;
      }
      // A unique link to another record (one employee per platform account): the copy links to none, where it may.
      if (field.dict && !field.required) delete record[field.name];
      else record[field.name] = freshValue(field, record[field.name]);
    }
    const res = await request(proof.t, token, 'POST', `/${page.code}/add`, record);
    last = res.body;
    if (res.body?.success) return String(res.body.result?.id ?? res.body.result);
    const errors = (res.body?.result?.fieldErrors ?? {}) as Record<string, string>;
    const combined = page.fields.filter((f) => typeof f.unique === 'object').map((f) => f.name);
    if (!Object.entries(errors).some(([name, m]) => m.includes('已存在') || combined.includes(name))) break;
    // A unique key computed from dates (one log per section and day): move its dates.
    record = { ...record };
    for (const field of page.fields) {
      if (field.dbType === 'date' && typeof record[field.name] === 'string') {
        const d = new Date(`${record[field.name] as string}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() - 17 * (attempt + 1) - Math.floor(Math.random() * 40));
        record[field.name] = d.toISOString().slice(0, 10);
      }
    }
  }
  throw new Error(`${page.code}: 有效记录保存失败：${JSON.stringify(last)}`);
}

/** Saved, read back, edited, found by each query field, exported, deleted, restored. */
export async function proveValidRecord(proof: Proof, page: DataPageSchema): Promise<void> {
  const token = actorFor(proof, page);
  const template = await templateRecord(proof, page, token);
  const id = await addValid(proof, page, token, { ...template, ...placement(proof, page) });
  const read = (await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${id}`)).body.result as Row;
  expect(read, `${page.code} queryById`).toBeTruthy();
  if ('approval' in page && page.approval) expect(read.bpmStatus, `${page.code} 新记录为草稿`).toBe('1');
  // Edit one plain text field (or a number): the change is kept.
  const plain = (f: FieldSchema) => !f.compute && !f.form?.readOnly && !f.form?.reactions?.length && !f.permission && !patternsOf(f).length && !f.dict && !f.unique;
  const editable = page.fields.find((f) => f.type === 'textarea' && plain(f)) ?? page.fields.find((f) => f.type === 'input' && f.dbType === 'varchar' && plain(f) && (f.length ?? 255) > 10);
  if (editable) {
    const value = `${String(read[editable.name] ?? '').slice(0, Math.max(0, (editable.maxLength ?? editable.length ?? 255) - 4))}（改）`;
    const edit = await request(proof.t, token, 'PUT', `/${page.code}/edit`, { id, version: read.version, [editable.name]: value });
    expect(edit.body?.success, `${page.code} edit: ${JSON.stringify(edit.body)}`).toBe(true);
    expect((await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${id}`)).body.result[editable.name], `${page.code} 编辑后的值`).toBe(value);
  }
  // Found through each query field with its own value.
  const saved = (await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${id}`)).body.result as Row;
  for (const field of page.fields.filter((f) => f.query && !blank(saved[f.name]))) {
    const value = String(saved[field.name]);
    const params = field.query!.mode === 'range' ? `${field.name}_begin=${encodeURIComponent(value)}&${field.name}_end=${encodeURIComponent(value)}`
      : field.query!.mode === 'like' ? `${field.name}=${encodeURIComponent(`*${value}*`)}`
        : `${field.name}=${encodeURIComponent(value.split(',')[0])}`;
    const found = await request(proof.t, token, 'GET', `/${page.code}/list?pageSize=500&${params}`);
    expect(found.status, `${page.code} 按 ${field.label} 查询: ${JSON.stringify(found.body)}`).toBe(200);
    expect((found.body.result.records as Row[]).some((r) => r.id === id), `${page.code} 按 ${field.label}（${value}）查询应找到新记录`).toBe(true);
  }
  // Exported (the file holds the record's first text value).
  const actor = actorOf(proof, page);
  if (page.kind === 'crud' && page.actions?.export !== false && proof.grants.get(actor)?.has(`${page.permissionPrefix}:exportXls`)) {
    const exported = await request(proof.t, token, 'GET', `/${page.code}/exportXls?selections=${id}`);
    expect(exported.status, `${page.code} 导出`).toBe(200);
    const strings = await (await JSZip.loadAsync(exported.raw)).file('xl/sharedStrings.xml')?.async('string');
    const probe = page.fields.find((f) => f.type === 'input' && typeof saved[f.name] === 'string' && !f.list?.hidden && !f.permission && !/[<>&]/.test(String(saved[f.name])));
    if (probe && strings) expect(strings, `${page.code} 导出文件含 ${probe.label}`).toContain(String(saved[probe.name]));
  }
  // Deleted into the recycle bin, restored from it.
  const del = await request(proof.t, token, 'DELETE', `/${page.code}/delete?id=${id}`);
  expect(del.body?.success, `${page.code} delete: ${JSON.stringify(del.body)}`).toBe(true);
  expect((await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${id}`)).body.success, `${page.code} 删除后不可读`).toBe(false);
  const bin = (await request(proof.t, token, 'GET', `/${page.code}/recycleBin`)).body.result as Row[];
  expect(bin.some((r) => r.id === id), `${page.code} 回收站`).toBe(true);
  expect((await request(proof.t, token, 'PUT', `/${page.code}/putRecycleBin`, { ids: id })).body.success, `${page.code} 还原`).toBe(true);
  expect((await request(proof.t, token, 'GET', `/${page.code}/queryById?id=${id}`)).body.result?.id, `${page.code} 还原后可读`).toBe(id);
}

/** Every rule of the schema refuses a bad value with the field's own message. */
export async function proveRules(proof: Proof, page: DataPageSchema): Promise<void> {
  const token = actorFor(proof, page);
  const template = { ...(await templateRecord(proof, page, token)), ...placement(proof, page) };
  const add = async (record: Row) => (await request(proof.t, token, 'POST', `/${page.code}/add`, { ...placement(proof, page), ...record })).body as Json;
  const errorsOf = (body: Json) => (body?.result?.fieldErrors ?? {}) as Record<string, string>;
  const always = (f: FieldSchema) => !f.form?.reactions?.some((r) => r.effect === 'visibleWhen');

  // Required: an empty record names every required field that has no default.
  const required = page.fields.filter((f) => f.required && !f.compute && !f.autoNumber && f.default === undefined && always(f) && !f.virtual);
  if (required.length) {
    const errors = errorsOf(await add({}));
    for (const f of required) expect(errors[f.name], `${page.code} 必填 ${f.label}`).toBe(`请输入${f.label}`);
  }
  // Patterns, then bounds: each field's message.
  const patterned = page.fields.filter((f) => patternsOf(f).length && !f.compute && always(f) && badForPatterns(f) !== undefined);
  if (patterned.length) {
    const errors = errorsOf(await add({ ...template, ...Object.fromEntries(patterned.map((f) => [f.name, badForPatterns(f)])) }));
    for (const f of patterned) {
      const rule = (f.rules ?? []).find((r) => 'pattern' in r) as { message: string };
      expect(errors[f.name], `${page.code} ${f.label} 格式`).toBe(ruleMessage(rule.message, f.label));
    }
  }
  const bounded = page.fields.filter((f) => (f.dbType === 'numeric' || f.dbType === 'int') && f.min !== undefined && !f.compute && !f.rollup && always(f) && !f.dict);
  if (bounded.length) {
    const errors = errorsOf(await add({ ...template, ...Object.fromEntries(bounded.map((f) => [f.name, f.min! - 1])) }));
    for (const f of bounded) expect(errors[f.name], `${page.code} ${f.label} 下限`).toBe(`${f.label}不能小于 ${f.min}`);
  }
  const capped = page.fields.filter((f) => (f.dbType === 'numeric' || f.dbType === 'int') && f.max !== undefined && !f.compute && !f.rollup && always(f) && !f.dict);
  if (capped.length) {
    const errors = errorsOf(await add({ ...template, ...Object.fromEntries(capped.map((f) => [f.name, f.max! + 1])) }));
    for (const f of capped) expect(errors[f.name], `${page.code} ${f.label} 上限`).toBe(`${f.label}不能大于 ${f.max}`);
  }
  // Dictionary fields take only their dictionary's values (a value outside a table dictionary names nothing).
  const dicted = page.fields.filter((f) => f.dict && !f.compute && always(f) && !f.form?.readOnly && f.name !== 'bpmStatus');
  if (dicted.length) {
    const record = { ...template };
    for (const f of page.fields) if (f.unique && !blank(record[f.name])) record[f.name] = freshValue(f, record[f.name]);
    const bogus: Row = {};
    for (const f of dicted) bogus[f.name] = await valueOutside(proof, f);
    const errors = errorsOf(await add({ ...record, ...bogus }));
    for (const f of dicted) {
      if (f.dict!.includes(',')) expect(errors[f.name], `${page.code} ${f.label} 表字典`).toBe(`${f.label}不存在`);
      else expect(errors[f.name], `${page.code} ${f.label} 字典`).toMatch(new RegExp(`^${f.label.replace(/[()（）.*+?[\]]/g, '\\$&')}不在字典“.+”的取值中$`));
    }
  }
  // Rules across fields: each broken on its own.
  for (const f of page.fields) {
    for (const rule of f.rules ?? []) {
      if (!('compare' in rule) || blank(template[rule.compare]) || f.compute || !always(f)) continue;
      const other = template[rule.compare];
      let bad: unknown;
      if (typeof other === 'string' && /^\d{4}-\d{2}-\d{2}/.test(other)) {
        const d = new Date(`${other.slice(0, 10)}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + (rule.op.startsWith('>') ? -1 : 1));
        bad = other.length > 10 ? `${d.toISOString().slice(0, 10)}${other.slice(10)}` : d.toISOString().slice(0, 10);
      } else if (!Number.isNaN(Number(other))) {
        bad = Number(other) + (rule.op.startsWith('>') ? -1 : 1);
      } else continue;
      if (rule.op === '!=') continue;
      // A value past the field's own bounds is refused by them first: the comparison is then not what is proven.
      if (typeof bad === 'number' && ((f.max !== undefined && bad > f.max) || (f.min !== undefined && bad < f.min))) continue;
      const errors = errorsOf(await add({ ...template, [f.name]: bad }));
      expect(errors[f.name], `${page.code} ${f.label} 与 ${rule.compare} 比较`).toBe(ruleMessage(rule.message, f.label));
    }
  }
}

async function dbCount(proof: Proof, page: DataPageSchema, column: 'company_id' | 'project_id', value: string, createdBy?: string): Promise<number> {
  const table = (page as { table: string }).table;
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(table);
  const { rows } = await proof.t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE del_flag = 0 AND ${column} = $1 AND ($2::text IS NULL OR create_by = $2)`, [value, createdBy ?? null]);
  return rows[0].n;
}

/**
 * The data rules (数据权限) a user's roles select on a page's menu in a view, as their conditions (SELF, COMPANY, …):
 * the demo ticks some (项目人员 see their own 巡视记录). Empty when a role of theirs holds the menu without rules.
 */
async function selectedRules(proof: Proof, username: string, page: DataPageSchema, menuCode: '11' | '12'): Promise<string[]> {
  const { rows } = await proof.t.db.query<{ conditions: string | null }>(
    `SELECT r.rule_conditions AS conditions FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id
       JOIN sys_role_permission rp ON rp.role_id = ur.role_id JOIN sys_permission p ON p.id = rp.permission_id AND p.menu_code = $3
       LEFT JOIN sys_permission_data_rule r ON r.status = '1' AND r.id = ANY(string_to_array(coalesce(rp.data_rule_ids, ''), ','))
      WHERE u.username = $1 AND p.component = $2`,
    [username, `schema:${page.code}`, menuCode]);
  return rows.some((r) => r.conditions === null) ? [] : rows.map((r) => r.conditions!);
}

/** A company user sees exactly their company's rows; a project user exactly the project's; no button, no write. */
export async function proveScopeAndRights(proof: Proof, page: DataPageSchema): Promise<void> {
  const total = async (token: string) => {
    const res = await request(proof.t, token, 'GET', `/${page.code}/list?pageSize=1`);
    return res.status === 200 ? (res.body.result.total as number) : null;
  };
  if (page.scope !== 'global') {
    for (const [user, company] of [['lina', 'c01'], ['wangqiang', 'c02']] as const) {
      const seen = await total(proof.tokens.get(user)!);
      if (seen === null) continue;
      // A page whose rows are further limited (own rows only, folder rights) shows at most the company's.
      const limited = 'owner' in page || ('hooks' in page && (page.hooks ?? []).length > 0);
      const own = await dbCount(proof, page, 'company_id', company);
      // A page sharing some of the group's rows (简报 published 全集团) shows the company's and at most the group's.
      if ('shared' in page && page.shared) {
        expect(seen, `${page.code}: ${user} 看到本公司（${company}）的记录和集团共享的记录`).toBeGreaterThanOrEqual(own);
        expect(seen).toBeLessThanOrEqual(own + await dbCount(proof, page, 'company_id', '001'));
      } else if (limited) expect(seen, `${page.code}: ${user} 最多看到本公司（${company}）的记录`).toBeLessThanOrEqual(own);
      else expect(seen, `${page.code}: ${user} 只看到本公司（${company}）的记录`).toBe(own);
    }
  }
  if (page.scope === 'project') {
    const seen = await total(proof.tokens.get('liuyang@project')!);
    // 本人 (a data rule his role selects): his own rows of the project; no rule: all of them.
    const own = (await selectedRules(proof, 'liuyang', page, '12')).includes('SELF');
    if (seen !== null) {
      expect(seen, `${page.code}: 刘洋在项目视图只看到 ${PROOF_PROJECT} ${own ? '中本人录入' : ''}的记录`)
        .toBe(await dbCount(proof, page, 'project_id', PROOF_PROJECT, own ? 'liuyang' : undefined));
    }
  }
  // Rights: someone who opens the page but lacks 新增 is refused by the server, whatever the browser shows (a page
  // only the platform writes offers no 新增 to anyone).
  if (page.kind === 'crud' && page.actions?.add === false) return;
  const actors = page.scope === 'project' ? ['liuyang@project', ...DEMO_USERS] : DEMO_USERS;
  for (const actor of actors) {
    const codes = proof.grants.get(actor);
    if (!codes || codes.has(`${page.permissionPrefix}:add`)) continue;
    const token = proof.tokens.get(actor)!;
    if ((await total(token)) === null) continue;
    const res = await request(proof.t, token, 'POST', `/${page.code}/add`, {});
    expect(res.status, `${page.code}: ${actor} 没有新增权限，应被拒绝`).toBe(510);
    break;
  }
}
