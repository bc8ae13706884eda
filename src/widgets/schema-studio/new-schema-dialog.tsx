import { useState } from 'react';
import { Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { prefixOf, STUDIO_TEMPLATES, tableOf, type StudioTemplate } from '@/engine';

export interface NewSchemaDialogProps {
  open: boolean;
  /** Codes already taken (files and the studio's), refused here rather than at publish. */
  taken: Set<string>;
  onCancel(): void;
  /** The new page's code and its JSON text from the chosen template. */
  onCreate(code: string, text: string): void;
  /** A page to copy instead of a template (复制为新模式): it gets the new code, title, table and permission prefix. */
  copyFrom?: Record<string, unknown>;
}

/** A copy of a page under a new code: its own table, sub-tables and permission prefix, never the original's. */
function copyOf(page: Record<string, unknown>, code: string, title: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...page, code, title };
  delete copy.hooks;
  if ('table' in page) Object.assign(copy, { table: tableOf(code), permissionPrefix: prefixOf(code) });
  if (Array.isArray(page.subTables)) {
    copy.subTables = (page.subTables as Record<string, unknown>[]).map((sub) => ({ ...sub, table: `${tableOf(code)}_${String(sub.name).replace(/([A-Z])/g, '_$1').toLowerCase()}`.slice(0, 63) }));
  }
  return copy;
}

const CODE = /^[a-z][a-zA-Z0-9]*(\/[a-z][a-zA-Z0-9]*)+$/;

/** 新建模式: a starter template, the page's code (its address and API path) and title. */
export function NewSchemaDialog({ open, taken, onCancel, onCreate, copyFrom }: NewSchemaDialogProps) {
  const [form] = Form.useForm<{ template: StudioTemplate['id']; code: string; title: string }>();
  const [code, setCode] = useState('');
  const create = async () => {
    const values = await form.validateFields();
    const template = STUDIO_TEMPLATES.find((t) => t.id === values.template)!;
    const page = copyFrom ? copyOf(copyFrom, values.code, values.title) : template.build({ code: values.code, title: values.title });
    onCreate(values.code, `${JSON.stringify(page, null, 2)}\n`);
    form.resetFields();
    setCode('');
  };
  return (
    <Modal title={copyFrom ? `复制为新模式：${String(copyFrom.title)}` : '新建模式'} open={open} onCancel={onCancel} onOk={create} okText="创建" width={640} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ template: 'ledger' }}>
        <Form.Item name="template" label="起始模板" rules={[{ required: true }]} hidden={Boolean(copyFrom)}>
          <Radio.Group style={{ width: '100%' }}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {STUDIO_TEMPLATES.map((t) => (
                <Radio key={t.id} value={t.id}>
                  <Typography.Text strong>{t.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ marginLeft: 8 }}>{t.description}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="code"
          label="页面编码"
          extra={CODE.test(code) ? `数据表 ${tableOf(code)}，权限前缀 ${prefixOf(code)}，接口 /devops/${code}/list` : '形如 fleet/vehicleRepair：业务域/页面，小写字母开头'}
          rules={[
            { required: true, message: '请输入页面编码' },
            { pattern: CODE, message: '页面编码应形如 fleet/vehicleRepair（小写字母开头，斜杠分段）' },
            { validator: async (_, value: string) => { if (taken.has(value)) throw new Error(`页面编码 ${value} 已被使用`); } },
          ]}
        >
          <Input placeholder="fleet/vehicleRepair" onChange={(e) => setCode(e.target.value)} />
        </Form.Item>
        <Form.Item name="title" label="页面标题" rules={[{ required: true, message: '请输入页面标题' }, { max: 50 }]}>
          <Input placeholder="车辆维修" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
