import { Alert, Button, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { DownloadOutlined } from '@ant-design/icons';
import { ReportQueryForm } from '../shared/report/report-query-form';
import { ReportTable } from '../shared/report/report-table';
import { onlineReportMessages, useOnlineReportController } from './use-online-report-controller';
import { useReportExport } from './use-report-export';

export interface OnlineReportProps {
  /** Online report code, e.g. `project_list`. */
  code: string;
  /** Report SQL parameters, sent as `self_<key>`. */
  param?: Record<string, unknown>;
  /** Initial sort, `"column=asc|desc"`. */
  sorter?: string;
  /** Rows per page: 10, 20 or 30. */
  pageSize?: number;
  /** Card title; the report name (`cgRpConfigName`) by default. */
  title?: string;
}

/**
 * The Online report viewer: query form from getQueryInfo, paging and sortable table from getRpColumns/getData,
 * 导出 of the current query and sort through exportXls/{code}.
 */
export const OnlineReport = observer(function OnlineReport({ code, param, sorter, pageSize, title }: OnlineReportProps) {
  const store = useOnlineReportController({ code, param, sorter, pageSize });
  const { exportXls, exporting } = useReportExport(store, code, param);
  if (store.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        message={onlineReportMessages.loadFailed}
        description={store.error}
        action={<Button size="small" onClick={() => void store.init()}>{onlineReportMessages.retry}</Button>}
      />
    );
  }
  return (
    <Card
      title={title ?? store.meta?.cgRpConfigName ?? ' '} className="online-report" variant="borderless"
      extra={store.status === 'ready' && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportXls()}>{onlineReportMessages.export}</Button>
      )}
    >
      {store.status !== 'ready' ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <ReportQueryForm
            fields={store.queryInfo}
            dictOptions={store.meta?.dictOptions ?? {}}
            onSearch={(values) => void store.search(values)}
            onReset={() => void store.reset()}
          />
          <ReportTable store={store} />
        </>
      )}
    </Card>
  );
});
