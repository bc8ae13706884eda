import type { DataProvider, DataRecord, ImportResult } from '../data/data-provider';
import { HttpError } from '../data/http-error';
import type { ListStore } from './list-store';
import { exportFileName } from './export-file-name';

const UNSUPPORTED = '当前数据源不支持此操作';

/** What one list write ended with; the view shows `message`. */
export type OperationOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface ExportOutcome {
  /** null when the server sent an empty file (the view warns 文件下载失败). */
  blob: Blob | null;
  fileName: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * List writes behind the toolbar and row buttons: each one calls the provider and reloads the list.
 * Every method resolves with an outcome (no rejection as control flow), except `exportRows`, whose failure the
 * view reports with its own prefix.
 *
 * @example
 * const ops = createCrudOperations(provider, store);
 * const outcome = await ops.deleteSelected();
 * notify({ type: outcome.ok ? 'success' : 'error', message: outcome.message });
 */
export function createCrudOperations(provider: DataProvider, store: ListStore) {
  const resource = store.schema.code;
  return {
    async deleteOne(id: string): Promise<OperationOutcome> {
      try {
        await provider.delete({ resource, id });
        store.setSelection(store.selectedIds.filter((s) => s !== id));
        await store.load();
        return { ok: true, message: '删除成功!' };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },

    async deleteSelected(): Promise<OperationOutcome> {
      if (!provider.deleteMany) return { ok: false, message: UNSUPPORTED };
      const ids = store.selectedIds;
      if (ids.length === 0) return { ok: false, message: '请选择一条记录！' };
      try {
        await provider.deleteMany({ resource, ids });
        store.clearSelection();
        await store.load();
        return { ok: true, message: '批量删除成功!' };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },

    /** The rows matching the current filters and sort, or only the ticked ones when some are ticked. */
    async exportRows(now: Date = new Date()): Promise<ExportOutcome> {
      if (!provider.exportFile) throw new HttpError({ status: 0, message: UNSUPPORTED });
      const { data } = await provider.exportFile({
        resource, sort: store.sort, filters: store.filters, selections: store.selectedIds.length ? store.selectedIds : undefined,
      });
      return { blob: data && data.size > 0 ? data : null, fileName: exportFileName(store.schema.title, now) };
    },

    async importFile(file: Blob, fileName?: string): Promise<{ ok: true; result: ImportResult } | { ok: false; message: string }> {
      if (!provider.importFile) return { ok: false, message: UNSUPPORTED };
      try {
        const result = await provider.importFile({ resource, file, fileName });
        await store.load();
        return { ok: true, result };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },

    /** The recycle bin's rows (deleted records, with `_dictText`). */
    async loadDeleted(): Promise<{ ok: true; rows: DataRecord[] } | { ok: false; message: string }> {
      if (!provider.listDeleted) return { ok: false, message: UNSUPPORTED };
      try {
        const { data } = await provider.listDeleted({ resource });
        return { ok: true, rows: data };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },

    /** Puts deleted rows back and reloads the list, where they show again. */
    async restore(ids: string[]): Promise<OperationOutcome> {
      if (!provider.restore) return { ok: false, message: UNSUPPORTED };
      if (ids.length === 0) return { ok: false, message: '请选择一条记录！' };
      try {
        const { data } = await provider.restore({ resource, ids });
        await store.load();
        return { ok: true, message: data?.message || '还原成功' };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },

    /** Removes deleted rows for good (no way back). */
    async purge(ids: string[]): Promise<OperationOutcome> {
      if (!provider.purge) return { ok: false, message: UNSUPPORTED };
      if (ids.length === 0) return { ok: false, message: '请选择一条记录！' };
      try {
        const { data } = await provider.purge({ resource, ids });
        return { ok: true, message: data?.message || '彻底删除成功' };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
  };
}

export type CrudOperations = ReturnType<typeof createCrudOperations>;
