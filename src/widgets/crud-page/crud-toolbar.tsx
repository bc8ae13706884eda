import { Alert, Button, Space, Typography, Upload } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, RestOutlined, UploadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { hasRecycleBin, usePageControllerContext, type ImportResult } from '@/engine';
import { crudMessages } from './crud-messages';
import { saveBlob } from '../shared/download/save-blob';

export interface CrudToolbarProps {
  message: MessageInstance;
  modal: ModalHookAPI;
}

const rowList = (rows: ImportResult['errors']) => (
  <ul style={{ maxHeight: 240, overflow: 'auto', paddingInlineStart: 20, margin: 0 }}>
    {rows.map((e) => <li key={`${e.row}-${e.message}`}>{crudMessages.importRowError(e.row, e.message)}</li>)}
  </ul>
);

/**
 * The import's outcome: a message when every row was saved and nothing more is to be said; otherwise a dialog with the
 * refused rows and what the server said of saved ones (an imported user's first password), which is shown only here,
 * with a button copying it all.
 */
function showImportResult(result: ImportResult, message: MessageInstance, modal: ModalHookAPI) {
  const notes = result.notes ?? [];
  if (result.status === 'success' && !notes.length) {
    void message.success(result.message);
    return;
  }
  const copy = notes.map((n) => crudMessages.importRowError(n.row, n.message)).join('\n');
  const show = result.status === 'success' ? (c: Parameters<ModalHookAPI['success']>[0]) => modal.success(c) : (c: Parameters<ModalHookAPI['warning']>[0]) => modal.warning(c);
  show({
    title: result.message,
    width: 600,
    content: (
      <div className="import-report">
        {result.errors.length ? rowList(result.errors) : null}
        {notes.length ? (
          <>
            <Typography.Paragraph strong copyable={{ text: copy, tooltips: [crudMessages.importNotesCopy, crudMessages.importNotesCopied] }}
              style={{ margin: result.errors.length ? '12px 0 4px' : '0 0 4px' }}>
              {crudMessages.importNotesTitle}
            </Typography.Paragraph>
            {rowList(notes)}
          </>
        ) : null}
      </div>
    ),
  });
}

/**
 * 新增 / 导出 / 导入 / 回收站 / 批量删除 above the grid, and the 已选择 N 项 bar; every button filtered by the page
 * controller's `allowed`. Reads the list from the page's controller.
 */
export const CrudToolbar = observer(function CrudToolbar({ message, modal }: CrudToolbarProps) {
  const { schema, store, operations, allowed } = usePageControllerContext('crud');
  const selected = store.selectedIds.length;

  const exportRows = async () => {
    // No timeout: a large export can take long, and the message goes when the file arrives.
    const hide = message.loading(crudMessages.exporting, 0);
    try {
      const { blob, fileName } = await operations.exportRows();
      if (!blob) void message.warning(crudMessages.downloadFailed);
      else saveBlob(blob, fileName);
    } catch (error) {
      void message.error(crudMessages.downloadFailedWith(error instanceof Error ? error.message : String(error)));
    } finally {
      hide();
    }
  };

  const importFile = async (file: File) => {
    const outcome = await operations.importFile(file, file.name);
    if (outcome.ok) showImportResult(outcome.result, message, modal);
    else void message.error(crudMessages.importFailed(outcome.message));
  };

  const confirmBatchDelete = () =>
    modal.confirm({
      title: crudMessages.confirmBatchTitle,
      content: crudMessages.confirmBatchContent,
      onOk: async () => {
        const outcome = await operations.deleteSelected();
        void (outcome.ok ? message.success(outcome.message) : message.error(outcome.message));
      },
    });

  // The 回收站 button shows with the delete permission, on pages whose rows go to a bin.
  const recycleBin = allowed.delete && hasRecycleBin(schema);
  const anyButton = allowed.add || allowed.export || allowed.import || recycleBin || (allowed.batchDelete && selected > 0);
  const selectable = allowed.batchDelete || allowed.export;
  return (
    <div className="crud-toolbar" style={{ marginBottom: 16 }}>
      {anyButton ? (
        <Space wrap style={{ marginBottom: selectable ? 12 : 0 }}>
          {allowed.add ? <Button type="primary" icon={<PlusOutlined />} onClick={() => store.openDialog({ mode: 'add' })}>{crudMessages.add}</Button> : null}
          {allowed.export ? <Button icon={<DownloadOutlined />} onClick={() => void exportRows()}>{crudMessages.export}</Button> : null}
          {allowed.import ? (
            <Upload
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              showUploadList={false}
              beforeUpload={(file) => {
                void importFile(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{crudMessages.import}</Button>
            </Upload>
          ) : null}
          {recycleBin ? <Button icon={<RestOutlined />} onClick={() => store.openDialog({ mode: 'recycleBin' })}>{crudMessages.recycleBin}</Button> : null}
          {allowed.batchDelete && selected > 0 ? (
            <Button danger icon={<DeleteOutlined />} onClick={confirmBatchDelete}>{crudMessages.batchDelete}</Button>
          ) : null}
        </Space>
      ) : null}
      {selectable ? (
        <Alert
          type="info"
          showIcon
          message={
            <span>
              {crudMessages.selected(selected)}
              {selected > 0 ? (
                <Button type="link" size="small" onClick={() => store.clearSelection()}>{crudMessages.clearSelection}</Button>
              ) : null}
            </span>
          }
        />
      ) : null}
    </div>
  );
});
