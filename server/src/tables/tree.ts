import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { ApiError, fieldError } from '../http/envelope';
import { ident } from '../sql/identifiers';
import { fieldRights } from './field-rights';
import { parseListRequest, wireRecords, type ReadContext } from './table-reads';
import type { TableModel } from './table-model';
import { tableRepository, type Row } from './table-repository';

/** A tree answers whole; past this many nodes the caller must filter first. */
export const MAX_TREE_NODES = 5000;
export const TOO_MANY_NODES_MESSAGE = `树节点超过 ${MAX_TREE_NODES} 个，无法一次显示，请输入查询条件缩小范围`;
/** The browser's memory provider refuses the same way (HAS_CHILDREN_MESSAGE in the engine). */
export const HAS_CHILDREN_MESSAGE = '该节点下存在下级节点，请先删除下级节点';

type Node = Row & { children?: Node[] };

/** A refusal naming the field, in the shape of a write's field errors. */

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
 * `GET /<code>/queryTreeList` of a tree-crud page: the visible rows (same rights, scope and filters as `list`, paging
 * aside), in the default sort (or `column`/`order`), nested as `children`.
 */
export async function treeList(ctx: ReadContext, model: TableModel, auth: AuthInfo, query: Record<string, unknown>): Promise<Node[]> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = query;
  const rights = await fieldRights(ctx.db, auth, model.page.fields);
  const request = parseListRequest(model, rest, rights);
  const repo = tableRepository(ctx.db, model);
  const rows = await repo.page(repo.where(auth, { filter: request.filter }), request.sort, MAX_TREE_NODES + 1, 0);
  if (rows.length > MAX_TREE_NODES) throw new ApiError(400, TOO_MANY_NODES_MESSAGE);
  return nestRows(await wireRecords(ctx, model, auth, rows, rights, 'list'), model.page.tree!.parentField);
}

/**
 * Refuses a tree node whose parent is not a visible live row of the same table, or (on edit) is the node itself
 * or one of its descendants. Blank means a root. Other pages pass through.
 */
export async function checkParent(db: Queryable, model: TableModel, auth: AuthInfo, values: Row, selfId?: string): Promise<void> {
  const { page } = model;
  if (page.kind !== 'tree-crud' || !page.tree) return;
  const name = page.tree.parentField;
  const parentId = values[name];
  // Blank, or the page's root value (JeecgBoot's categories use '0'), means a root node.
  if (blank(parentId) || parentId === page.tree.rootValue) return;
  const label = page.fields.find((f) => f.name === name)?.label ?? name;
  if (!(await tableRepository(db, model).findVisible(auth, String(parentId)))) throw fieldError(name, `所选${label}不存在或无权访问`);
  if (selfId === undefined) return;
  const col = ident(model.column(name)!);
  const table = ident(model.table);
  const { rows } = await db.query(
    `WITH RECURSIVE up(id, parent, depth) AS (
       SELECT id::text, ${col}::text, 1 FROM ${table} WHERE id::text = $1
       UNION ALL SELECT t.id::text, t.${col}::text, up.depth + 1 FROM ${table} t JOIN up ON t.id::text = up.parent WHERE up.depth < ${MAX_TREE_NODES})
     SELECT 1 FROM up WHERE id = $2 LIMIT 1`,
    [String(parentId), selfId],
  );
  if (rows.length) throw fieldError(name, `${label}不能是本节点或它的下级节点`);
}

/** A tree node with live children cannot be deleted on its own; deleting it with all of them at once is fine. */
export async function assertNoChildren(db: Queryable, model: TableModel, ids: string[]): Promise<void> {
  const { page } = model;
  if (page.kind !== 'tree-crud' || !page.tree || ids.length === 0) return;
  const col = ident(model.column(page.tree.parentField)!);
  const live = model.traits.softDelete === 'text' ? ` AND del_flag = '0'` : model.traits.softDelete ? ' AND del_flag = 0' : '';
  const { rows } = await db.query(
    `SELECT 1 FROM ${ident(model.table)} WHERE ${col}::text = ANY($1) AND NOT (id::text = ANY($1))${live} LIMIT 1`,
    [ids],
  );
  if (rows.length) throw new ApiError(400, HAS_CHILDREN_MESSAGE);
}
