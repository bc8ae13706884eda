import type { DataProvider } from '@/engine';

/** A module or system table holding deleted rows the caller may see. */
export interface BinModule { code: string; title: string; table: string; system: boolean; count: number }

export interface BinRows {
  /** The fields that tell the rows apart (the module's first listed ones). */
  fields: { name: string; label: string }[];
  records: Record<string, unknown>[];
}

/** 回收站's calls over every module (`/sys/recycleBin/*`). */
export function createRecycleBinApi(dp: DataProvider) {
  return {
    modules: async () => (await dp.custom<BinModule[]>({ url: '/sys/recycleBin/modules', method: 'get' })).data,
    rows: async (module: string) => (await dp.custom<BinRows>({ url: '/sys/recycleBin/list', method: 'get', query: { module } })).data,
    restore: async (module: string, ids: string[]) =>
      (await dp.custom<string>({ url: '/sys/recycleBin/restore', method: 'put', payload: { module, ids: ids.join(',') } })).message,
    purge: async (module: string, ids: string[]) =>
      (await dp.custom<string>({ url: '/sys/recycleBin/purge', method: 'delete', query: { module, ids: ids.join(',') } })).message,
  };
}

export type RecycleBinApi = ReturnType<typeof createRecycleBinApi>;
