import { useOnlineReportStore, type OnlineReportStore } from '@/engine';

export interface OnlineReportControllerOptions {
  code: string;
  param?: Record<string, unknown>;
  sorter?: string;
  pageSize?: number;
}

export const onlineReportMessages = {
  loadFailed: '报表加载失败',
  retry: '重试',
  export: '导出',
  exporting: '导出中，请等待',
  downloadFailed: '文件下载失败',
  downloadFailedWith: (message: string) => `文件下载失败:${message}`,
  exportUnsupported: '当前数据源不支持导出',
} as const;

/**
 * The report page's state: the engine's OnlineReportStore (columns → query info → data), without selection.
 * Kept as a hook so the view never builds the store itself and tests can reach the same object.
 */
export function useOnlineReportController(options: OnlineReportControllerOptions): OnlineReportStore {
  return useOnlineReportStore({ ...options, multi: false });
}
