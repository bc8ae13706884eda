import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Divider, Modal, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { useDictLookup, usePageControllerContext, type DataRecord } from '@/engine';
import { widgetMessages } from '../messages';
import { buildColumns } from './crud-columns';
import { crudMessages } from './crud-messages';

export interface RecycleBinModalProps {
  message: MessageInstance;
  modal: ModalHookAPI;
  onClose(): void;
}

const MODAL_WIDTH = 1000;

/**
 * 回收站: the page's deleted rows with the list's columns, 还原 / 彻底删除 per row and for the ticked rows.
 * Restoring reloads the list (through the controller's `operations`); purging asks first, as it cannot be undone.
 */
export function RecycleBinModal({ message, modal, onClose }: RecycleBinModalProps) {
  const { schema: page, listFields, operations } = usePageControllerContext('crud');
  const dicts = useDictLookup();
  const [rows, setRows] = useState<DataRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    const outcome = await operations.loadDeleted();
    setLoading(false);
    if (outcome.ok) {
      setRows(outcome.rows);
      setError(null);
      setSelected((ids) => ids.filter((id) => outcome.rows.some((r) => r.id === id)));
    } else {
      setError(outcome.message);
    }
  }, [operations]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: 'restore' | 'purge', ids: string[]) => {
    const outcome = await operations[action](ids);
    if (outcome.ok) {
      void message.success(outcome.message);
      await load();
    } else {
      void message.error(outcome.message);
    }
  };

  const confirm = (action: 'restore' | 'purge') =>
    modal.confirm({
      title: action === 'purge' ? crudMessages.confirmPurge : crudMessages.confirmRestore,
      okButtonProps: action === 'purge' ? { danger: true } : undefined,
      onOk: () => run(action, selected),
    });

  const columns: TableColumnsType<DataRecord> = [
    // The bin is one unsorted page: no sorters, the index counts from 1.
    ...buildColumns(listFields, dicts, { page: 1, pageSize: rows.length || 1, sort: undefined })
      .map((column) => ({ ...column, sorter: undefined, sortOrder: undefined })),
    {
      title: crudMessages.actions,
      key: '__actions',
      fixed: 'right',
      align: 'center',
      width: 150,
      render: (_value, record) => (
        <>
          <Typography.Link onClick={() => void run('restore', [record.id])}>{crudMessages.restore}</Typography.Link>
          <Divider type="vertical" />
          <Popconfirm title={crudMessages.confirmPurge} okButtonProps={{ danger: true }} onConfirm={() => run('purge', [record.id])}>
            <Typography.Link type="danger">{crudMessages.purge}</Typography.Link>
          </Popconfirm>
        </>
      ),
    },
  ];
  const scrollX = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0);

  return (
    <Modal
      title={crudMessages.recycleBinTitle(page.title)}
      open
      width={MODAL_WIDTH}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{crudMessages.close}</Button>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<UndoOutlined />} disabled={selected.length === 0} onClick={() => confirm('restore')}>{crudMessages.batchRestore}</Button>
        <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={() => confirm('purge')}>{crudMessages.batchPurge}</Button>
        <span>{crudMessages.selected(selected.length)}</span>
      </Space>
      {error ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={crudMessages.recycleBinLoadFailed} description={error} /> : null}
      <Table<DataRecord>
        className="crud-recycle-bin"
        rowKey="id"
        bordered
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: scrollX, y: 420 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={false}
        footer={() => widgetMessages.total(rows.length)}
      />
    </Modal>
  );
}
