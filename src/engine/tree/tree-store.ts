import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { DataProvider, Filter, TreeRecord } from '../data/data-provider';
import { filterTreeBy, findTreeNode, parentNodeIds } from '../data/tree-records';
import { engineMessages } from '../messages';
import type { TreeCrudPageSchema } from '../schema/page-schema';
import type { OperationOutcome } from '../list/crud-operations';
import type { RecordDialog } from '../page/record-dialog';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Page state of one tree-crud page: the whole tree (one `getTree` call), the client-side query over it, which
 * rows are open and, in the split layout, which node the table shows. Made per page instance by `createTreeStore`.
 *
 * @example
 * const store = createTreeStore(provider, departPage);
 * await store.load();
 * store.expandAll();
 */
export class TreeStore {
  nodes: TreeRecord[] = [];
  loading = false;
  error: Error | null = null;
  filters: Filter[] = [];
  expandedIds: string[] = [];
  /** Split layout: the node chosen in the left tree (null: the whole tree). */
  selectedId: string | null = null;
  /** The record dialog (新增 / 添加下级 / 编辑) open on the page, if any. */
  dialog: RecordDialog | null = null;

  readonly schema: TreeCrudPageSchema;
  private readonly provider: DataProvider;
  private requestSeq = 0;

  constructor(provider: DataProvider, schema: TreeCrudPageSchema) {
    this.provider = provider;
    this.schema = schema;
    makeObservable<TreeStore, 'requestSeq'>(this, {
      nodes: observable.ref,
      loading: observable,
      error: observable.ref,
      filters: observable.ref,
      expandedIds: observable.ref,
      selectedId: observable,
      dialog: observable.ref,
      openDialog: action,
      closeDialog: action,
      requestSeq: false,
      visible: computed,
      tableNodes: computed,
      load: action,
      search: action,
      setExpanded: action,
      expandAll: action,
      collapseAll: action,
      select: action,
      open: action,
    });
  }

  private get meta() {
    return { parentField: this.schema.tree.parentField };
  }

  /** The loaded tree narrowed by the query (matches and their ancestors). */
  get visible(): TreeRecord[] {
    return filterTreeBy(this.nodes, this.filters);
  }

  /** What the table shows: the chosen node's subtree in the split layout, else every visible root. */
  get tableNodes(): TreeRecord[] {
    if (!this.selectedId) return this.visible;
    const node = findTreeNode(this.visible, this.selectedId);
    return node ? [node] : this.visible;
  }

  async load(): Promise<void> {
    const seq = ++this.requestSeq;
    if (!this.provider.getTree) {
      this.error = new Error(engineMessages.treeUnsupported);
      return;
    }
    this.loading = true;
    this.error = null;
    try {
      const { data } = await this.provider.getTree({ resource: this.schema.code, sort: this.schema.defaultSort, meta: this.meta });
      runInAction(() => {
        if (seq !== this.requestSeq) return;
        this.nodes = data;
        if (this.selectedId && !findTreeNode(data, this.selectedId)) this.selectedId = null;
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.requestSeq) this.error = error instanceof Error ? error : new Error(String(error));
      });
    } finally {
      runInAction(() => {
        if (seq === this.requestSeq) this.loading = false;
      });
    }
  }

  /** Applies query conditions on the loaded tree and opens every branch leading to a match. */
  search(filters: Filter[]): void {
    this.filters = filters;
    this.expandedIds = filters.length ? parentNodeIds(this.visible) : [];
  }

  openDialog(dialog: RecordDialog): void {
    this.dialog = dialog;
  }

  closeDialog(): void {
    this.dialog = null;
  }

  setExpanded(ids: string[]): void {
    this.expandedIds = ids;
  }

  expandAll(): void {
    this.expandedIds = parentNodeIds(this.tableNodes);
  }

  collapseAll(): void {
    this.expandedIds = [];
  }

  select(id: string | null): void {
    this.selectedId = id;
    if (id && !this.expandedIds.includes(id)) this.expandedIds = [...this.expandedIds, id];
  }

  /** Opens a node, so a child just added under it is seen. */
  open(id: string): void {
    if (!this.expandedIds.includes(id)) this.expandedIds = [...this.expandedIds, id];
  }

  /** Deletes one node; the server (and the memory provider) refuse a node that still has children. */
  async remove(id: string): Promise<OperationOutcome> {
    try {
      await this.provider.delete({ resource: this.schema.code, id, meta: this.meta });
      await this.load();
      return { ok: true, message: engineMessages.deleted };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
}

/**
 * Makes the MobX store of one tree-crud page. Nothing loads until `load()`.
 *
 * @example
 * const store = createTreeStore(provider, departPage);
 */
export function createTreeStore(provider: DataProvider, schema: TreeCrudPageSchema): TreeStore {
  return new TreeStore(provider, schema);
}
