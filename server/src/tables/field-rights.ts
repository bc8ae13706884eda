import type { FieldSchema } from '@/engine/schema/page-schema';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { memoRights } from '../auth/rights-cache';

/** What one caller may do with a page's permission-coded fields. */
export interface FieldRights {
  /** Never sent to this caller, never written by them. */
  hidden: Set<string>;
  /** Sent, but a write keeps the stored value. */
  readOnly: Set<string>;
}

const NONE: FieldRights = { hidden: new Set(), readOnly: new Set() };
const DISABLE_TYPE = '2';

interface RuleRow { code: string; status: string; perms_type: string; granted: boolean }

/**
 * The server's side of field permissions (the same rules as the browser's `fieldAccess`): without the
 * `view` code a field is hidden; without the `edit` code, or under an active type-2 rule the caller is not
 * exempt from, it is read-only. A code no rule defines grants nothing; an inactive rule (status 0) restricts nobody.
 *
 * @example
 * const rights = await fieldRights(db, auth, page.fields);
 * const record = withoutHidden(toRecord(page, row, dicts), rights);
 */
export async function fieldRights(db: Queryable, auth: AuthInfo, fields: FieldSchema[]): Promise<FieldRights> {
  const coded = fields.filter((f) => f.permission?.view || f.permission?.edit);
  if (coded.length === 0) return NONE;
  const codes = [...new Set(coded.flatMap((f) => [f.permission?.view, f.permission?.edit].filter((c): c is string => !!c)))];
  const rows = await memoRights(db, auth, `fields:${codes.sort().join(',')}`, async () => (await db.query<RuleRow>(
    `SELECT c.code, p.status, p.perms_type, EXISTS (
        SELECT 1 FROM sys_role_permission rp JOIN sys_user_role ur ON ur.role_id = rp.role_id
         WHERE rp.permission_id = p.id AND ur.user_id = $1) AS granted
       FROM sys_permission p
       CROSS JOIN LATERAL unnest(string_to_array(replace(p.perms, ' ', ''), ',')) AS c(code)
      WHERE p.menu_type = 2 AND p.del_flag = 0 AND c.code = ANY($2)`,
    [auth.userId, codes],
  )).rows);
  const rules = (code: string) => rows.filter((r) => r.code === code);
  const can = (code: string) =>
    rules(code).some((r) => String(r.perms_type) !== DISABLE_TYPE && (String(r.status) === '0' || r.granted));
  const disabled = (code: string) =>
    rules(code).some((r) => String(r.perms_type) === DISABLE_TYPE && String(r.status) !== '0' && !r.granted);

  const rights: FieldRights = { hidden: new Set(), readOnly: new Set() };
  for (const field of coded) {
    const { view, edit } = field.permission!;
    if (view && !can(view)) rights.hidden.add(field.name);
    else if (edit && (!can(edit) || disabled(edit))) rights.readOnly.add(field.name);
  }
  return rights;
}

/** The record without the fields (and their dictionary texts) the caller may not see. */
export function withoutHidden<T extends Record<string, unknown>>(record: T, rights: FieldRights): T {
  if (rights.hidden.size === 0) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const name of rights.hidden) {
    delete copy[name];
    delete copy[`${name}_dictText`];
  }
  return copy as T;
}

/** The body without values for fields the caller may not write; the stored (or default) value stands. */
export function withoutUnwritable(body: Record<string, unknown>, rights: FieldRights): Record<string, unknown> {
  if (rights.hidden.size === 0 && rights.readOnly.size === 0) return body;
  const copy = { ...body };
  for (const name of [...rights.hidden, ...rights.readOnly]) delete copy[name];
  return copy;
}

/** A hidden field can neither filter nor sort the list: either would let its values be guessed row by row. */
export function withoutHiddenFilters(query: Record<string, unknown>, rights: FieldRights): Record<string, unknown> {
  if (rights.hidden.size === 0) return query;
  const copy = { ...query };
  for (const name of rights.hidden) {
    delete copy[name];
    delete copy[`${name}_begin`];
    delete copy[`${name}_end`];
  }
  if (typeof copy.column === 'string' && rights.hidden.has(copy.column)) delete copy.column;
  if (copy.superQueryParams !== undefined && [...rights.hidden].some((n) => String(copy.superQueryParams).includes(n))) {
    delete copy.superQueryParams;
  }
  return copy;
}
