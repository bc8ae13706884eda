import type { FastifyInstance } from 'fastify';
import { columnName, type ModuleTablePage } from '@/engine/schema/page-schema';
import type { Database, Queryable } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { assertModuleAccess } from '../auth/access';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, ok } from '../http/envelope';
import { ident } from '../sql/identifiers';
import { dictTextsForRows } from '../dicts/dict-texts';
import type { TableDict } from '../schemas/schema-store';
import { buildListQuery } from './list-query';
import { moduleRepository } from './module-repository';
import { toRecord } from './record-view';
import { fieldRights, withoutHidden, withoutHiddenFilters } from './field-rights';

/** A tree answers whole; past this many nodes the caller must filter first. */
export const MAX_TREE_NODES = 5000;
export const TOO_MANY_NODES_MESSAGE = `树节点超过 ${MAX_TREE_NODES} 个，无法一次显示，请输入查询条件缩小范围`;
/** The browser's memory provider refuses the same way (HAS_CHILDREN_MESSAGE in the engine). */
export const HAS_CHILDREN_MESSAGE = '该节点下存在下级节点，请先删除下级节点';

type Node = Record<string, unknown> & { children?: Node[] };

/** The shape of crud-routes' FieldValidationError (not imported: crud-routes imports this file). */
const fieldError = (field: string, message: string) => new ApiError(400, message, {}, { fieldErrors: { [field]: message } });

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Nests rows by their parent field, keeping the query's order among siblings. A row whose parent is blank,
 * outside the result (filtered out, another scope) or part of a cycle becomes a root, so no row is lost.
 * Leaves carry no `children`.
 */
export function nestRows(records: Node[], parentField: string): Node[] {
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const parentOf = (r: Node) => (blank(r[parentField]) ? undefined : byId.get(String(r[parentField])));
  const inCycle = (start: Node) => {
    const seen = new Set<Node>();
    for (let at = parentOf(start); at; at = parentOf(at)) {
      if (at === start) return true;
      if (seen.has(at)) return false;
      seen.add(at);
    }
    return false;
  };
  const roots: Node[] = [];
  for (const record of records) {
    const parent = parentOf(record);
    if (!parent || inCycle(record)) roots.push(record);
    else (parent.children ??= []).push(record);
  }
  return roots;
}

/**
 * `GET /devops/<code>/queryTreeList` for a module tree-crud page: the visible rows (same permission, scope and
 * query fields as `list`), sorted by the default sort (or `column`/`order`), nested as `children`.
 */
export function treeRoutes(app: FastifyInstance, db: Database, page: ModuleTablePage, tableDicts: TableDict[]): void {
  app.get(`/devops/${page.code}/queryTreeList`, async (request) => {
    const auth = requireAuth(request);
    await assertModuleAccess(db, auth, page.code);
    const { pageNo: _pageNo, pageSize: _pageSize, ...query } = request.query as Record<string, unknown>;
    const rights = await fieldRights(db, auth, page.fields);
    const q = buildListQuery(page, withoutHiddenFilters(query, rights), auth);
    const { rows } = await db.query(
      `SELECT * FROM ${ident(page.table)} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${MAX_TREE_NODES + 1}`,
      q.params,
    );
    if (rows.length > MAX_TREE_NODES) throw new ApiError(400, TOO_MANY_NODES_MESSAGE);
    const dicts = await dictTextsForRows(db, tableDicts, page.fields, rows);
    return ok(nestRows(rows.map((r) => withoutHidden(toRecord(page, r, dicts), rights)), page.tree!.parentField));
  });
}

/**
 * Refuses a tree node whose parent is not a visible live row of the same table, or (on edit) is the node itself
 * or one of its descendants. Blank means a root. Other pages pass through.
 */
export async function checkParent(db: Queryable, page: ModuleTablePage, auth: AuthInfo, values: Record<string, unknown>, selfId?: string): Promise<void> {
  if (page.kind !== 'tree-crud' || !page.tree) return;
  const name = page.tree.parentField;
  const parentId = values[name];
  if (blank(parentId)) return;
  const label = page.fields.find((f) => f.name === name)?.label ?? name;
  const parent = await moduleRepository(db, page).findVisible(auth, String(parentId));
  if (!parent) throw fieldError(name, `所选${label}不存在或无权访问`);
  if (selfId === undefined) return;
  const col = ident(columnName(name));
  const table = ident(page.table);
  const { rows } = await db.query(
    `WITH RECURSIVE up(id, parent, depth) AS (
       SELECT id, ${col}, 1 FROM ${table} WHERE id = $1
       UNION ALL SELECT t.id, t.${col}, up.depth + 1 FROM ${table} t JOIN up ON t.id = up.parent WHERE up.depth < ${MAX_TREE_NODES})
     SELECT 1 FROM up WHERE id = $2 LIMIT 1`,
    [String(parentId), selfId],
  );
  if (rows.length) throw fieldError(name, `${label}不能是本节点或它的下级节点`);
}

/** A tree node with live children cannot be deleted on its own; deleting it with all of them at once is fine. */
export async function assertNoChildren(db: Queryable, page: ModuleTablePage, ids: string[]): Promise<void> {
  if (page.kind !== 'tree-crud' || !page.tree || ids.length === 0) return;
  const col = ident(columnName(page.tree.parentField));
  const { rows } = await db.query(
    `SELECT 1 FROM ${ident(page.table)} WHERE ${col} = ANY($1) AND NOT (id = ANY($1)) AND del_flag = 0 LIMIT 1`,
    [ids],
  );
  if (rows.length) throw new ApiError(400, HAS_CHILDREN_MESSAGE);
}
