import { useCallback, useState } from 'react';
import { App } from 'antd';
import { buildReportDataQuery, exportFileName, HttpError, useDataProvider, type OnlineReportStore } from '@/engine';
import { saveBlob } from '../shared/download/save-blob';
import { onlineReportMessages } from './use-online-report-controller';

/**
 * 导出 of a report view: the rows of the current query and sort as xlsx from `exportXls/{code}`, downloaded through
 * the data provider like a list page's export, named `<报表名>_<YYYYMMDDHHmmss>.xlsx`.
 */
export function useReportExport(store: OnlineReportStore, code: string, param: Record<string, unknown> | undefined) {
  const provider = useDataProvider();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const exportXls = useCallback(async () => {
    // No timeout: a large export can take long, and the message goes when the file arrives.
    const hide = message.loading(onlineReportMessages.exporting, 0);
    setExporting(true);
    try {
      if (!provider.exportFile) throw new HttpError({ status: 0, message: onlineReportMessages.exportUnsupported });
      const { pageNo: _pageNo, pageSize: _pageSize, ...query } = buildReportDataQuery({
        pageNo: 1, pageSize: store.pageSize, sort: store.sort, param, queryInfo: store.queryInfo, values: store.values,
      });
      const { data } = await provider.exportFile({
        resource: `online/cgreport/${code}`, url: `/online/cgreport/api/exportXls/${encodeURIComponent(code)}`, query,
      });
      if (!data || data.size === 0) void message.warning(onlineReportMessages.downloadFailed);
      else saveBlob(data, exportFileName(store.meta?.cgRpConfigName ?? code));
    } catch (error) {
      void message.error(onlineReportMessages.downloadFailedWith(error instanceof Error ? error.message : String(error)));
    } finally {
      hide();
      setExporting(false);
    }
  }, [provider, message, store, code, param]);
  return { exportXls, exporting };
}
