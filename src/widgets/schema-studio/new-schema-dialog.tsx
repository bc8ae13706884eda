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
}

const CODE = /^[a-z][a-zA-Z0-9]*(\/[a-z][a-zA-Z0-9]*)+$/;

/** 新建模式: a starter template, the page's code (its address and API path) and title. */
export function NewSchemaDialog({ open, taken, onCancel, onCreate }: NewSchemaDialogProps) {
  const [form] = Form.useForm<{ template: StudioTemplate['id']; code: string; title: string }>();
  const [code, setCode] = useState('');
  const create = async () => {
    const values = await form.validateFields();
    const template = STUDIO_TEMPLATES.find((t) => t.id === values.template)!;
    onCreate(values.code, `${JSON.stringify(template.build({ code: values.code, title: values.title }), null, 2)}\n`);
    form.resetFields();
    setCode('');
  };
  return (
    <Modal title="新建模式" open={open} onCancel={onCancel} onOk={create} okText="创建" width={640} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ template: 'ledger' }}>
        <Form.Item name="template" label="起始模板" rules={[{ required: true }]}>
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
