import { useState } from 'react';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { OVERDUE_FILTER, useDictLookup, type FieldSchema, type QueryValues } from '@/engine';
import { widgetMessages } from '../../messages';
import { NumberRange } from './number-range';

/** Conditions visible before 展开; JeecgBoot-style lists fold the rest. */
export const VISIBLE_CONDITIONS = 3;

export interface QueryFormProps {
  fields: FieldSchema[];
  onSearch(values: QueryValues): void;
  onReset(): void;
  /** Offer 仅看逾期 (the page's state machine has a deadline). */
  overdue?: boolean;
  /** Conditions the list opened with from a link (a dashboard's drill-down); 重置 leaves them out. */
  opening?: QueryValues;
}

const isDateType = (field: FieldSchema) => field.type === 'date' || field.type === 'datetime' || field.dbType === 'date' || field.dbType === 'timestamp';
const isNumberType = (field: FieldSchema) => ['int', 'bigint', 'numeric'].includes(field.dbType);

// Form.Item passes value/onChange/id to its direct child; they must reach the real control.
type ControlProps = { field: FieldSchema } & Record<string, unknown>;

function Control({ field, ...formProps }: ControlProps) {
  const dicts = useDictLookup();
  const { mode } = field.query!;
  const options = field.dict ? dicts.items(field.dict).map((item) => ({ value: item.value, label: item.text })) : undefined;
  if (mode === 'range' && isDateType(field)) {
    return (
      <DatePicker.RangePicker
        {...formProps}
        style={{ width: '100%' }}
        allowEmpty={[true, true]}
        showTime={field.type === 'datetime'}
        placeholder={[widgetMessages.rangeStart, widgetMessages.rangeEnd]}
      />
    );
  }
  if (mode === 'range' && isNumberType(field)) return <NumberRange {...formProps} />;
  if ((mode === 'eq' || mode === 'in') && (options || mode === 'in')) {
    return (
      <Select
        {...formProps}
        allowClear
        showSearch
        optionFilterProp="label"
        mode={mode === 'in' ? (options ? 'multiple' : 'tags') : undefined}
        maxTagCount={1}
        options={options}
        placeholder={widgetMessages.selectPlaceholder(field.label)}
      />
    );
  }
  return <Input {...formProps} allowClear placeholder={widgetMessages.inputPlaceholder(field.label)} />;
}

// Range pickers need two inputs' room; the buttons take whatever is left on the last line.
function colSpan(field: FieldSchema) {
  return field.query?.mode === 'range' ? { xs: 24, sm: 24, lg: 12, xl: 8 } : { xs: 24, sm: 12, lg: 8, xl: 6 };
}

// Date pickers hold dayjs values; the engine's filters take plain strings.
function toQueryValues(fields: FieldSchema[], raw: Record<string, unknown>): QueryValues {
  const values: QueryValues = raw[OVERDUE_FILTER] ? { [OVERDUE_FILTER]: true } : {};
  for (const field of fields) {
    const value = raw[field.name];
    if (field.query?.mode === 'range' && isDateType(field) && Array.isArray(value)) {
      const pattern = field.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
      values[field.name] = (value as Array<Dayjs | null>).map((d) => (d ? d.format(pattern) : null));
    } else {
      values[field.name] = value;
    }
  }
  return values;
}

/**
 * The query area of a list page: one control per `query` field (input for like, dictionary select for eq,
 * range picker for date ranges), 查询/重置, and 展开/收起 when there are more than three conditions.
 */
export function QueryForm({ fields, onSearch, onReset, overdue, opening }: QueryFormProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  if (fields.length === 0) return null;
  const foldable = fields.length > VISIBLE_CONDITIONS;
  // The page opens on its fields' `query.default` (the list store starts with the same filters); 重置 returns to them.
  // A drill-down link's conditions (`opening`) show in the form too; 重置 clears them back to the defaults.
  const defaults = Object.fromEntries(fields.filter((f) => f.query?.default !== undefined).map((f) => [f.name, f.query!.default]));
  const initialValues = { ...defaults, ...opening };
  const shown = foldable && !expanded ? fields.slice(0, VISIBLE_CONDITIONS) : fields;

  return (
    <Form
      form={form}
      initialValues={initialValues}
      className="crud-query-form"
      labelCol={{ flex: '96px' }}
      labelWrap
      onFinish={(raw) => onSearch(toQueryValues(fields, raw))}
    >
      <Row gutter={24}>
        {fields.map((field) => (
          // Folded conditions stay mounted so their values survive 收起 and still apply.
          <Col key={field.name} {...colSpan(field)} hidden={!shown.includes(field)}>
            <Form.Item name={field.name} label={field.label} style={{ marginBottom: 16 }}>
              <Control field={field} />
            </Form.Item>
          </Col>
        ))}
        {overdue ? (
          <Col flex="none">
            <Form.Item name={OVERDUE_FILTER} valuePropName="checked" style={{ marginBottom: 16 }}>
              <Checkbox>{widgetMessages.overdueOnly}</Checkbox>
            </Form.Item>
          </Col>
        ) : null}
        <Col flex="auto">
          <Space style={{ marginBottom: 16 }}>
            {/* Never `loading`: antd drops a loading button's clicks, and a search pressed while the list is still
                loading must run (the list keeps only the newest answer); the table shows its own spinner. */}
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {widgetMessages.search}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                if (opening) form.setFieldsValue(Object.fromEntries(Object.keys(opening).map((name) => [name, defaults[name]])));
                onReset();
              }}
            >
              {widgetMessages.reset}
            </Button>
            {foldable ? (
              <Button type="link" onClick={() => setExpanded((v) => !v)} style={{ paddingInline: 4 }}>
                {expanded ? widgetMessages.collapse : widgetMessages.expand}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
