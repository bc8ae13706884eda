import type { DataRecord, Filter, TreeRecord } from './data-provider';
import { rowFilterOf } from './record-filter';

/** The parent-id field a tree uses when nobody names one (JeecgBoot's `parentId`). */
export const DEFAULT_PARENT_FIELD = 'parentId';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Nests flat rows by their parent-id field, keeping the rows' order among siblings (sort first). A row whose parent
 * is blank, unknown, or part of a cycle becomes a root, so no row ever disappears. Leaves carry no `children`.
 *
 * @example
 * buildTree([{ id: 'a', parentId: '' }, { id: 'b', parentId: 'a' }], 'parentId');
 * // [{ id: 'a', parentId: '', children: [{ id: 'b', parentId: 'a' }] }]
 */
export function buildTree<T extends DataRecord>(rows: T[], parentField: string = DEFAULT_PARENT_FIELD): TreeRecord<T>[] {
  const byId = new Map<string, TreeRecord<T>>(rows.map((row) => [String(row.id), { ...row }]));
  const parentOf = (id: string) => {
    const raw = byId.get(id)?.[parentField];
    return isBlank(raw) ? undefined : String(raw);
  };
  // Walks up from a row; meeting the row again means its parent chain loops, and it is cut loose as a root.
  const inCycle = (id: string) => {
    const seen = new Set<string>();
    for (let at = parentOf(id); at !== undefined && byId.has(at); at = parentOf(at)) {
      if (at === id) return true;
      if (seen.has(at)) return false;
      seen.add(at);
    }
    return false;
  };
  const roots: TreeRecord<T>[] = [];
  for (const row of rows) {
    const node = byId.get(String(row.id))!;
    const parentId = parentOf(String(row.id));
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    if (!parent || inCycle(String(row.id))) {
      roots.push(node);
    } else {
      parent.children = [...(parent.children ?? []), node];
    }
  }
  return roots;
}

/**
 * Keeps the nodes that match and every ancestor of a match (so a match is shown where it sits); other nodes go.
 *
 * @example
 * filterTree(departs, (node) => String(node.departName).includes('监理'));
 */
export function filterTree<T extends DataRecord>(nodes: TreeRecord<T>[], keep: (node: TreeRecord<T>) => boolean): TreeRecord<T>[] {
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], keep);
    if (children.length === 0 && !keep(node)) return [];
    const { children: _all, ...rest } = node;
    return [(children.length ? { ...rest, children } : rest) as TreeRecord<T>];
  });
}

/**
 * `filterTree` with provider filters (the list's operators, read as the server reads them); no filters keep all.
 *
 * @example
 * filterTreeBy(departs, [{ field: 'departName', operator: 'contains', value: '监理' }]);
 */
export function filterTreeBy<T extends DataRecord>(nodes: TreeRecord<T>[], filters: Filter[]): TreeRecord<T>[] {
  if (filters.length === 0) return nodes;
  const flat: T[] = [];
  const collect = (list: TreeRecord<T>[]) => list.forEach((n) => { flat.push(n); if (n.children) collect(n.children); });
  collect(nodes);
  return filterTree(nodes, rowFilterOf(filters, flat));
}

/**
 * Ids of the nodes that have children, outermost first: what "expand all" opens.
 *
 * @example
 * parentNodeIds(tree); // ['a', 'a1']
 */
export function parentNodeIds(nodes: TreeRecord[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentNodeIds(node.children)] : []));
}

/**
 * The node with this id, searched depth-first.
 *
 * @example
 * findTreeNode(tree, 'a1')?.departName;
 */
export function findTreeNode<T extends DataRecord>(nodes: TreeRecord<T>[], id: string): TreeRecord<T> | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findTreeNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The ids of a node and all its descendants (a node may not become its own descendant's child).
 *
 * @example
 * subtreeIds(findTreeNode(tree, 'a')!); // ['a', 'a1', 'a11']
 */
export function subtreeIds(node: TreeRecord): string[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/**
 * A tree as a server sent it made uniform: `id` from JeecgBoot's `key` when missing, empty or null `children`
 * removed (a table would otherwise draw an expand arrow on every leaf).
 *
 * @example
 * normalizeTree([{ key: 'a', title: '集团', children: [] }]); // [{ key: 'a', title: '集团', id: 'a' }]
 */
export function normalizeTree(nodes: unknown): TreeRecord[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.filter((n): n is Record<string, unknown> => Boolean(n) && typeof n === 'object').map((raw) => {
    const { children, ...rest } = raw;
    const id = isBlank(rest.id) ? String(rest.key ?? '') : String(rest.id);
    const nested = normalizeTree(children);
    return (nested.length ? { ...rest, id, children: nested } : { ...rest, id }) as TreeRecord;
  });
}
