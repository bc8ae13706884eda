import { useEffect, useRef } from 'react';
import { App, Modal, Result, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useOnlineReportStore, type ReportRecord } from '@/engine';
import { ReportQueryForm } from '../shared/report/report-query-form';
import { ReportTable } from '../shared/report/report-table';
import { popupMessages } from './use-popup-picker-controller';

export interface PopupReportModalProps {
  open: boolean;
  code: string;
  multi?: boolean;
  sorter?: string;
  param?: Record<string, unknown>;
  width?: number;
  /** Returns a warning to show (e.g. `请选择一条记录`) or nothing when the choice was accepted. */
  onConfirm: (rows: ReportRecord[]) => string | undefined;
  onCancel: () => void;
}

/** JPopupOnlReport: the report's query form and paging table in a 1200 px modal titled with the report name. */
export const PopupReportModal = observer(function PopupReportModal({
  open, code, multi = false, sorter, param, width = 1200, onConfirm, onCancel,
}: PopupReportModalProps) {
  const { message, modal } = App.useApp();
  const store = useOnlineReportStore({ code, multi, sorter, param });

  const reported = useRef(false);
  useEffect(() => {
    if (open && store.status === 'error' && !reported.current) {
      reported.current = true;
      modal.error({ title: popupMessages.initFailedTitle, content: `${popupMessages.initFailed}${store.error ?? ''}` });
      onCancel();
    }
  }, [open, store.status, store.error, modal, onCancel]);

  const ok = () => {
    const warning = onConfirm(store.selectedRows);
    if (warning) message.warning(warning);
    else store.clearSelection();
  };

  return (
    <Modal
      open={open && store.status !== 'error'}
      title={store.meta?.cgRpConfigName ?? '请选择'}
      width={width}
      onOk={ok}
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      destroyOnHidden={false}
      styles={{ body: { paddingTop: 8 } }}
    >
      {store.status === 'loading' || store.status === 'idle' ? (
        <div style={{ textAlign: 'center', padding: 48 }}><Spin tip="加载中..."><div style={{ height: 40 }} /></Spin></div>
      ) : store.status === 'error' ? (
        <Result status="error" title={popupMessages.initFailed} subTitle={store.error} />
      ) : (
        <>
          <ReportQueryForm
            fields={store.queryInfo}
            dictOptions={store.meta?.dictOptions ?? {}}
            onSearch={(values) => void store.search(values)}
            onReset={() => void store.reset()}
          />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            已选择 {store.selectedKeys.length} 项{multi ? '（可跨页多选）' : ''}
          </Typography.Paragraph>
          <ReportTable store={store} selection={multi ? 'checkbox' : 'radio'} scrollY={420} />
        </>
      )}
    </Modal>
  );
});
