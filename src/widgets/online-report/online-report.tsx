import { Alert, Button, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { ReportQueryForm } from '../shared/report/report-query-form';
import { ReportTable } from '../shared/report/report-table';
import { onlineReportMessages, useOnlineReportController } from './use-online-report-controller';

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
 * The Online report viewer: query form from getQueryInfo, paging and sortable table from getRpColumns/getData.
 * No export button yet: the server does not implement `/online/cgreport/api/exportXls/{id}`.
 */
export const OnlineReport = observer(function OnlineReport({ code, param, sorter, pageSize, title }: OnlineReportProps) {
  const store = useOnlineReportController({ code, param, sorter, pageSize });
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
    <Card title={title ?? store.meta?.cgRpConfigName ?? ' '} className="online-report" variant="borderless">
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
