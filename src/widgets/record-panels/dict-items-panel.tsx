import { useState } from 'react';
import { Alert, Button, ColorPicker, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography, message as antdMessage } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { recordReadOnly, useAccessControl, useDataProvider, type DataRecord } from '@/engine';
import type { RecordPanelProps } from './record-panel-drawer';
import { recordPanelMessages } from './record-panel-messages';
import { usePanelData } from './use-panel-data';

interface DictItemRow extends DataRecord {
  itemText: string; itemValue: string; itemColor: string | null; sortOrder: number; status: number; description: string | null;
}
interface ItemValues { itemText: string; itemValue: string; itemColor?: string | null; sortOrder?: number; enabled: boolean; description?: string }

const t = recordPanelMessages.dictItems;
const EDIT_CODE = 'system:dict:edit';

/**
 * 字典项 of one dictionary: text, value, colour, order and whether it is offered, edited in place. Items the schema files
 * declare are read-only (the server refuses them too); every change reaches the open browsers through the push channel.
 */
export function DictItemsPanel({ record, onChanged }: RecordPanelProps) {
  const provider = useDataProvider();
  const canEdit = useAccessControl().can(EDIT_CODE);
  const [message, holder] = antdMessage.useMessage();
  const items = usePanelData<{ records: DictItemRow[] }>('/sys/dictItem/list', { dictId: record.id, pageSize: 500, column: 'sortOrder', order: 'asc' });
  const [editing, setEditing] = useState<DictItemRow | 'new' | null>(null);
  const [form] = Form.useForm<ItemValues>();
  const [saving, setSaving] = useState(false);

  const open = (row: DictItemRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(row === 'new'
      ? { itemText: '', itemValue: '', itemColor: null, sortOrder: (items.data?.records.length ?? 0) + 1, enabled: true, description: '' }
      : { itemText: row.itemText, itemValue: row.itemValue, itemColor: row.itemColor, sortOrder: row.sortOrder, enabled: row.status === 1, description: row.description ?? '' });
  };
  const changed = async (text: string) => {
    void message.success(text);
    await items.reload();
    onChanged?.();
  };
  const save = async () => {
    const v = await form.validateFields();
    const body = { itemText: v.itemText, itemColor: v.itemColor || null, sortOrder: v.sortOrder ?? 0, status: v.enabled ? 1 : 0, description: v.description || null };
    setSaving(true);
    try {
      const answer = editing === 'new'
        ? await provider.custom({ url: '/sys/dictItem/add', method: 'post', payload: { ...body, dictId: record.id, itemValue: v.itemValue } })
        : await provider.custom({ url: '/sys/dictItem/edit', method: 'put', payload: { ...body, id: (editing as DictItemRow).id } });
      setEditing(null);
      await changed(answer.message || recordPanelMessages.done);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (row: DictItemRow) => {
    try {
      const answer = await provider.custom({ url: '/sys/dictItem/delete', method: 'delete', query: { id: row.id } });
      await changed(answer.message || recordPanelMessages.done);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  const actions = (row: DictItemRow) => {
    const frozen = recordReadOnly(row);
    if (frozen) return <Tooltip title={frozen}><Space><Typography.Link disabled>{t.editLink}</Typography.Link><Typography.Link disabled>{t.delete}</Typography.Link></Space></Tooltip>;
    return (
      <Space>
        <Typography.Link onClick={() => open(row)}>{t.editLink}</Typography.Link>
        <Popconfirm title={t.confirmDelete} onConfirm={() => remove(row)}><Typography.Link type="danger">{t.delete}</Typography.Link></Popconfirm>
      </Space>
    );
  };

  return (
    <>
      {holder}
      {recordReadOnly(record) ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t.fileDict} /> : null}
      {canEdit ? <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => open('new')}>{t.add}</Button> : null}
      {items.error ? <Alert type="error" showIcon message={recordPanelMessages.loadFailed} description={items.error} /> : (
        <Table<DictItemRow>
          rowKey="id" size="small" loading={items.loading} dataSource={items.data?.records ?? []} pagination={false}
          columns={[
            { title: t.text, dataIndex: 'itemText', render: (text: string, row) => <Tag color={row.itemColor ?? undefined}>{text}</Tag> },
            { title: t.value, dataIndex: 'itemValue', width: 140 },
            { title: t.order, dataIndex: 'sortOrder', width: 70 },
            { title: t.enabled, dataIndex: 'status', width: 70, render: (s: number) => (s === 1 ? t.on : <Typography.Text type="secondary">{t.off}</Typography.Text>) },
            ...(canEdit ? [{ title: t.actions, key: 'actions', width: 110, render: (_: unknown, row: DictItemRow) => actions(row) }] : []),
          ]}
        />
      )}
      <Modal open={editing !== null} title={editing === 'new' ? t.add : t.edit} confirmLoading={saving} onOk={() => void save()} onCancel={() => setEditing(null)} destroyOnHidden
        className="dict-item-editor">
        <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} preserve={false}>
          <Form.Item name="itemText" label={t.text} rules={[{ required: true, whitespace: true, message: t.textRequired }]}><Input maxLength={100} /></Form.Item>
          <Form.Item name="itemValue" label={t.value} rules={[{ required: true, whitespace: true, message: t.valueRequired }]}
            extra={editing !== 'new' ? t.valueFixed : undefined}>
            <Input maxLength={100} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="itemColor" label={t.color} getValueFromEvent={(color: { toHexString(): string } | null) => (color ? color.toHexString() : null)}>
            <ColorPicker allowClear disabledAlpha presets={[{ label: t.color, colors: ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#8c8c8c'] }]} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t.order}><InputNumber min={0} max={9999} precision={0} /></Form.Item>
          <Form.Item name="enabled" label={t.enabled} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="description" label={t.description}><Input maxLength={255} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
