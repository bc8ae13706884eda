import type { Queryable } from '../../db/database';
import { ApiError, fieldError } from '../../http/envelope';
import type { TableHooks } from '../table-hooks';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * JeecgBoot's per-level codes: a letter and two digits per level (A01 … A99, B01 …), the next one after the
 * highest code ever used under this prefix, deleted departments included, so a code is never reused.
 */
export function nextSegment(last: string | undefined): string {
  if (!last) return 'A01';
  const letter = last[0];
  const n = Number(last.slice(1));
  if (n < 99) return `${letter}${String(n + 1).padStart(2, '0')}`;
  if (letter === 'Z') throw new ApiError(400, '该层级的机构编码已用尽');
  return `${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** The next free org code under the parent's code (a root's is the empty prefix), taken under a lock so two adds cannot share one. */
async function nextOrgCode(tx: Queryable, parentCode: string): Promise<string> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sys_depart.org_code'))`);
  const { rows } = await tx.query<{ org_code: string }>(
    'SELECT org_code FROM sys_depart WHERE length(org_code) = $1 AND left(org_code, $2) = $3', [parentCode.length + 3, parentCode.length, parentCode]);
  const segments = rows.map((r) => r.org_code.slice(parentCode.length)).filter((s) => /^[A-Z]\d\d$/.test(s)).sort();
  return parentCode + nextSegment(segments.at(-1));
}

/** Refuses deleting a department that still has members (users of the company or of the department) or projects. */
async function assertUnused(tx: Queryable, ids: string[]): Promise<void> {
  const { rows } = await tx.query<{ depart_name: string; members: number; projects: number }>(
    `SELECT d.depart_name,
       (SELECT count(*)::int FROM sys_user u WHERE u.del_flag = 0
          AND (u.company_id = d.id OR EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.user_id = u.id AND ud.dep_id = d.id))) AS members,
       (SELECT count(*)::int FROM project_info p WHERE p.company_id = d.id AND p.del_flag = 0) AS projects
       FROM sys_depart d WHERE d.id = ANY($1) ORDER BY d.org_code`, [ids]);
  for (const d of rows) {
    if (d.members > 0) throw new ApiError(400, `“${d.depart_name}”下还有 ${d.members} 名成员，请先将成员调出后再删除`);
    if (d.projects > 0) throw new ApiError(400, `“${d.depart_name}”下还有 ${d.projects} 个项目，不能删除`);
  }
}

/** A department is purged for good only when nothing names it any more: users, projects, positions or departments below it. */
async function assertUnreferenced(tx: Queryable, ids: string[]): Promise<void> {
  const { rows } = await tx.query<{ depart_name: string }>(
    `SELECT d.depart_name FROM sys_depart d WHERE d.id = ANY($1) AND (
       EXISTS (SELECT 1 FROM sys_user u WHERE u.company_id = d.id) OR EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.dep_id = d.id)
       OR EXISTS (SELECT 1 FROM project_info p WHERE p.company_id = d.id) OR EXISTS (SELECT 1 FROM sys_position s WHERE s.company_id = d.id)
       OR EXISTS (SELECT 1 FROM sys_depart c WHERE c.parent_id = d.id AND NOT (c.id = ANY($1)))) ORDER BY d.org_code LIMIT 1`, [ids]);
  if (rows[0]) throw new ApiError(400, `“${rows[0].depart_name}”仍被用户、项目、岗位或下级部门引用，不能彻底删除`);
}

/** A department comes back from the recycle bin only under a live parent (else it would hang nowhere in the tree). */
async function assertParentsLive(tx: Queryable, ids: string[]): Promise<void> {
  const { rows } = await tx.query<{ depart_name: string }>(
    `SELECT d.depart_name FROM sys_depart d WHERE d.id = ANY($1) AND d.parent_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM sys_depart p WHERE p.id = d.parent_id AND (p.del_flag = 0 OR p.id = ANY($1))) ORDER BY d.org_code LIMIT 1`, [ids]);
  if (rows[0]) throw new ApiError(400, `“${rows[0].depart_name}”的上级部门已删除，请先还原上级部门`);
}

/**
 * The org tree (部门管理, `sys/sysDepart`): a department's org code is generated from its parent's on add and never
 * changes, nor does its parent (moving one would change the codes of its whole subtree and of its users); a new one
 * without a category is a company at the root and a department below it; an order cleared is 0; the tenant is the
 * column's default, never the caller's. The tree answer carries JeecgBoot's node keys (`key`, `value`, `title`,
 * `isLeaf`). The table layer already checks the parent exists and refuses deleting a department with sub-departments;
 * this refuses one that still has members or projects.
 */
export function departCodesHooks(): TableHooks {
  return {
    name: 'depart-codes',
    messages: { deleteBatch: '删除成功!' },
    addAnswer: ['orgCode'],
    async beforeSave(ctx, input) {
      const { values } = input;
      if (values.departOrder === null) values.departOrder = 0;
      if (input.op === 'edit') {
        delete values.parentId;
        delete values.orgCode;
        return;
      }
      const parentId = blank(values.parentId) ? null : String(values.parentId);
      values.parentId = parentId;
      let parentCode = '';
      if (parentId) {
        const { rows } = await ctx.tx.query<{ org_code: string }>('SELECT org_code FROM sys_depart WHERE id = $1 AND del_flag = 0', [parentId]);
        if (!rows[0]) throw fieldError('parentId', '上级部门不存在');
        parentCode = rows[0].org_code;
      }
      values.orgCode = await nextOrgCode(ctx.tx, parentCode);
      if (blank(input.body.orgCategory)) values.orgCategory = parentId ? '2' : '1';
    },
    async beforeDelete(ctx, ids, mode) {
      if (mode === 'delete') await assertUnused(ctx.tx, ids);
      else if (mode === 'purge') await assertUnreferenced(ctx.tx, ids);
      else await assertParentsLive(ctx.tx, ids);
    },
    async view(ctx, records, _rows, mode) {
      if (mode !== 'list' || !records.length) return;
      const { rows } = await ctx.tx.query<{ parent_id: string }>(
        'SELECT DISTINCT parent_id FROM sys_depart WHERE del_flag = 0 AND parent_id = ANY($1)', [records.map((r) => String(r.id))]);
      const parents = new Set(rows.map((r) => r.parent_id));
      for (const r of records) Object.assign(r, { key: r.id, value: r.id, title: r.departName, isLeaf: !parents.has(String(r.id)) });
    },
  };
}
