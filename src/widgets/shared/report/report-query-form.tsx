import { useState } from 'react';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useDictOptions, type DictItem, type ReportQueryField, type ReportQueryValues } from '@/engine';

interface ReportQueryFormProps {
  fields: ReportQueryField[];
  dictOptions: Record<string, DictItem[]>;
  onSearch: (values: ReportQueryValues) => void;
  onReset: () => void;
}

const isDate = (view: string) => view === 'date' || view === 'datetime';
const isNumber = (view: string) => ['integer', 'int', 'long', 'double', 'bigdecimal', 'number'].includes(view);
const format = (view: string) => (view === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');

function DictQuerySelect({ code, preset, ...rest }: { code?: string; preset?: DictItem[]; value?: string; onChange?: (v: string) => void; placeholder: string }) {
  // The report's own dictOptions win; otherwise ask the dictionary service (query-only dictionaries).
  const remote = useDictOptions(preset?.length ? undefined : code);
  const items = preset?.length ? preset : remote.items;
  return <Select allowClear options={items.map((i) => ({ value: i.value, label: i.text }))} {...rest} />;
}

function control(field: ReportQueryField, dictOptions: Record<string, DictItem[]>) {
  const placeholder = `请输入${field.label}`;
  if (field.view === 'list' || field.dictCode) {
    return <DictQuerySelect code={field.dictCode} preset={dictOptions[field.dictCode ?? field.field]} placeholder={`请选择${field.label}`} />;
  }
  if (isDate(field.view)) {
    return field.mode === 'group'
      ? <DatePicker.RangePicker showTime={field.view === 'datetime'} style={{ width: '100%' }} />
      : <DatePicker showTime={field.view === 'datetime'} style={{ width: '100%' }} placeholder={`请选择${field.label}`} />;
  }
  if (isNumber(field.view) && field.mode === 'group') {
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={[field.field, 0]} noStyle><InputNumber placeholder="最小值" style={{ width: '50%' }} /></Form.Item>
        <Form.Item name={[field.field, 1]} noStyle><InputNumber placeholder="最大值" style={{ width: '50%' }} /></Form.Item>
      </Space.Compact>
    );
  }
  return <Input allowClear placeholder={placeholder} />;
}

// Form values (dayjs, numbers) → the strings getData expects.
function toQueryValues(fields: ReportQueryField[], raw: Record<string, unknown>): ReportQueryValues {
  const out: ReportQueryValues = {};
  const text = (v: unknown, view: string) =>
    v === undefined || v === null || v === '' ? undefined : dayjs.isDayjs(v) ? (v as Dayjs).format(format(view)) : String(v);
  for (const field of fields) {
    const value = raw[field.field];
    if (field.mode === 'group') {
      const [begin, end] = Array.isArray(value) ? value : [];
      if (text(begin, field.view) !== undefined || text(end, field.view) !== undefined) out[field.field] = [text(begin, field.view), text(end, field.view)];
    } else {
      out[field.field] = text(value, field.view);
    }
  }
  return out;
}

/** The report's query form from getQueryInfo; fields marked `hidden: '1'` wait behind 展开. */
export function ReportQueryForm({ fields, dictOptions, onSearch, onReset }: ReportQueryFormProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  if (fields.length === 0) return null;
  const hasHidden = fields.some((f) => f.hidden === '1');
  const shown = expanded ? fields : fields.filter((f) => f.hidden !== '1');
  return (
    // Labels share one width and wrap onto a second line when long, so the controls line up in every column.
    <Form form={form} labelCol={{ flex: '96px' }} labelWrap className="report-query-form" onFinish={(raw) => onSearch(toQueryValues(fields, raw))}
      style={{ marginBottom: 16 }}>
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {shown.map((field) => (
          <Col key={field.field} xs={24} sm={12} md={8} lg={6}>
            <Form.Item label={field.label} name={field.mode === 'group' && isNumber(field.view) ? undefined : field.field} style={{ width: '100%', marginBottom: 0 }}>
              {control(field, dictOptions)}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} lg={6}>
          <Space>
            <Button type="primary" htmlType="submit">查询</Button>
            <Button onClick={() => { form.resetFields(); onReset(); }}>重置</Button>
            {hasHidden && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
