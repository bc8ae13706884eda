import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../../db/database';
import { requireAuth } from '../../../auth/auth-plugin';
import { ApiError, ok, okMessage } from '../../../http/envelope';
import { ident } from '../../../sql/identifiers';
import {
  type AdminTable, escapeLike, findById, idParam, idsParam, insertRow, nestRows, permit, pickWritable, updateRow, wireRows, zhSchemaErrors,
} from './admin-list';

const DEPARTS: AdminTable = {
  table: 'sys_depart',
  columns: {
    id: 'id', parentId: 'parent_id', departName: 'depart_name', departNameAbbr: 'depart_name_abbr', departOrder: 'depart_order',
    orgCategory: 'org_category', orgCode: 'org_code', status: 'status',
    createBy: 'create_by', createTime: 'create_time', updateBy: 'update_by', updateTime: 'update_time',
  },
  dicts: { orgCategory: 'org_category' },
  where: 'del_flag = 0',
};
const SELECT = Object.values(DEPARTS.columns).map(ident).join(', ');

// parentId is read on add only: moving a department would change the org codes of its whole subtree and its users.
const WRITABLE = { departName: 'depart_name', departNameAbbr: 'depart_name_abbr', departOrder: 'depart_order', orgCategory: 'org_category', status: 'status' };
const LABELS = { id: '部门ID', parentId: '上级部门', departName: '机构名称', departNameAbbr: '机构简称', departOrder: '排序', orgCategory: '机构类别', status: '状态' };
const errors = zhSchemaErrors(LABELS, { departOrder: '排序必须是整数' });
const properties = {
  departName: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
  departNameAbbr: { type: ['string', 'null'], maxLength: 100 },
  departOrder: { type: ['integer', 'string', 'null'], pattern: '^-?\\d{1,6}$', minimum: -999999, maximum: 999999 },
  orgCategory: { enum: ['1', '2'] },
  status: { enum: ['0', '1'] },
};
const ADD = { body: { type: 'object', additionalProperties: false, required: ['departName'], properties: { ...properties, parentId: { type: ['string', 'null'], maxLength: 32 } } } };
const EDIT = { body: { type: 'object', additionalProperties: false, required: ['id'], properties: { ...properties, id: { type: 'string', minLength: 1, maxLength: 32 } } } };

interface DepartBody { id?: string; parentId?: string | null; departName?: string; departOrder?: number | string | null; orgCategory?: string; [k: string]: unknown }

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

async function nextOrgCode(db: Queryable, parentCode: string): Promise<string> {
  const { rows } = await db.query<{ org_code: string }>(
    'SELECT org_code FROM sys_depart WHERE length(org_code) = $1 AND left(org_code, $2) = $3', [parentCode.length + 3, parentCode.length, parentCode]);
  const segments = rows.map((r) => r.org_code.slice(parentCode.length)).filter((s) => /^[A-Z]\d\d$/.test(s)).sort();
  return parentCode + nextSegment(segments.at(-1));
}

type Node = Record<string, unknown>;

async function treeOf(db: Queryable, rows: Record<string, unknown>[]) {
  const nodes = (await wireRows(db, DEPARTS, rows)).map((d) => ({ ...d, key: d.id, value: d.id, title: d.departName }));
  const mark = (list: Node[]): Node[] => list.map((n) => {
    const children = n.children as Node[] | undefined;
    return children ? { ...n, isLeaf: false, children: mark(children) } : { ...n, isLeaf: true };
  });
  return mark(nestRows(nodes));
}

/** Why a department cannot go yet: sub-departments (outside this batch), members, or projects. */
async function assertDeletable(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ id: string; depart_name: string; org_category: string; children: number; members: number; projects: number }>(
    `SELECT d.id, d.depart_name, d.org_category,
       (SELECT count(*)::int FROM sys_depart c WHERE c.parent_id = d.id AND c.del_flag = 0 AND NOT (c.id = ANY($1))) AS children,
       (SELECT count(*)::int FROM sys_user u WHERE u.del_flag = 0
          AND (u.company_id = d.id OR EXISTS (SELECT 1 FROM sys_user_depart ud WHERE ud.user_id = u.id AND ud.dep_id = d.id))) AS members,
       (SELECT count(*)::int FROM project_info p WHERE p.company_id = d.id AND p.del_flag = 0) AS projects
       FROM sys_depart d WHERE d.id = ANY($1) AND d.del_flag = 0`, [ids]);
  if (rows.length !== ids.length) throw new ApiError(404, '未找到对应实体');
  for (const d of rows) {
    if (d.children > 0) throw new ApiError(400, `“${d.depart_name}”下还有 ${d.children} 个下级部门，请先删除下级部门`);
    if (d.members > 0) throw new ApiError(400, `“${d.depart_name}”下还有 ${d.members} 名成员，请先将成员调出后再删除`);
    if (d.projects > 0) throw new ApiError(400, `“${d.depart_name}”下还有 ${d.projects} 个项目，不能删除`);
  }
}

/** Department administration (`sys/sysDepart`): the org tree, search, add with a generated org code, edit, delete. */
export function departRoutes(app: FastifyInstance, db: Database): void {
  const list = permit(db, 'system:depart:list');
  app.get('/devops/sys/sysDepart/queryTreeList', { preValidation: list }, async () => {
    const { rows } = await db.query(`SELECT ${SELECT} FROM sys_depart WHERE del_flag = 0 ORDER BY depart_order, org_code`);
    return ok(await treeOf(db, rows));
  });

  /** Name contains the keyword literally (`%` and `_` are plain characters); matches nest under matching parents. */
  app.get<{ Querystring: { keyWord?: string } }>('/devops/sys/sysDepart/searchBy', { preValidation: list }, async (request) => {
    const keyWord = String(request.query.keyWord ?? '').trim();
    if (keyWord.length > 100) throw new ApiError(400, '搜索关键字不能超过 100 个字符');
    const { rows } = await db.query(
      `SELECT ${SELECT} FROM sys_depart WHERE del_flag = 0 AND depart_name ILIKE $1 ORDER BY depart_order, org_code`, [`%${escapeLike(keyWord)}%`]);
    return ok(await treeOf(db, rows));
  });

  app.get<{ Querystring: { id?: string } }>('/devops/sys/sysDepart/queryById', { preValidation: list }, async (request) =>
    ok(await findById(db, DEPARTS, request.query.id)));

  app.post<{ Body: DepartBody }>('/devops/sys/sysDepart/add', { preValidation: permit(db, 'system:depart:add'), schema: ADD, schemaErrorFormatter: errors }, async (request) => {
    const auth = requireAuth(request);
    const body = { ...request.body, departOrder: request.body.departOrder === undefined || request.body.departOrder === '' ? undefined : Number(request.body.departOrder) };
    const id = randomBytes(16).toString('hex');
    const orgCode = await db.transaction(async (tx) => {
      let parentCode = '';
      if (body.parentId) {
        const parent = await tx.query<{ org_code: string }>('SELECT org_code FROM sys_depart WHERE id = $1 AND del_flag = 0', [body.parentId]);
        if (!parent.rows[0]) throw new ApiError(400, '上级部门不存在');
        parentCode = parent.rows[0].org_code;
      }
      const code = await nextOrgCode(tx, parentCode);
      const category = body.orgCategory ?? (body.parentId ? '2' : '1');
      await insertRow(tx, 'sys_depart', [
        ['id', id], ['parent_id', body.parentId || null], ['org_code', code], ['create_by', auth.username],
        ...pickWritable({ ...body, orgCategory: category }, WRITABLE),
      ]);
      return code;
    });
    return { ...okMessage('添加成功！'), id, orgCode };
  });

  const edit = async (request: FastifyRequest<{ Body: DepartBody }>) => {
    const auth = requireAuth(request);
    const body = request.body;
    const departOrder = body.departOrder === undefined || body.departOrder === '' ? undefined : body.departOrder === null ? 0 : Number(body.departOrder);
    const fields = pickWritable({ ...body, departOrder }, WRITABLE);
    if (!(await updateRow(db, 'sys_depart', idParam(body.id), fields, auth.username, 'del_flag = 0'))) throw new ApiError(404, '未找到对应实体');
    return okMessage('编辑成功!');
  };
  const editOptions = { preValidation: permit(db, 'system:depart:edit'), schema: EDIT, schemaErrorFormatter: errors };
  app.put<{ Body: DepartBody }>('/devops/sys/sysDepart/edit', editOptions, edit);
  app.post<{ Body: DepartBody }>('/devops/sys/sysDepart/edit', editOptions, edit);

  const remove = permit(db, 'system:depart:delete');
  const deleteDeparts = (ids: string[], username: string) => db.transaction(async (tx) => {
    await assertDeletable(tx, ids);
    await tx.query('UPDATE sys_depart SET del_flag = 1, update_by = $2, update_time = now() WHERE id = ANY($1)', [ids, username]);
  });
  app.delete<{ Querystring: { id?: string } }>('/devops/sys/sysDepart/delete', { preValidation: remove }, async (request) => {
    await deleteDeparts([idParam(request.query.id)], requireAuth(request).username);
    return okMessage('删除成功!');
  });
  app.delete<{ Querystring: { ids?: string } }>('/devops/sys/sysDepart/deleteBatch', { preValidation: remove }, async (request) => {
    await deleteDeparts(idsParam(request.query.ids), requireAuth(request).username);
    return okMessage('删除成功!');
  });
}
