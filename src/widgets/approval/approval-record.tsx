import { DatePicker, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useDictLookup, type DictLookup, type FieldRight, type FieldSchema } from '@/engine';
import { DetailList } from '../common/detail-list';
import { DictSelectSearch } from '../dict-select/dict-select-search';
import { formatCell } from '../shared/list/cell-format';
import { approvalMessages as text } from './approval-messages';

export interface ApprovalRecordProps {
  fields: FieldSchema[];
  record: Record<string, unknown>;
  /** Each field's right at the caller's node; a field without one is read-only. */
  rights: Record<string, FieldRight>;
  /** Values the approver typed into the node's editable fields. */
  values: Record<string, unknown>;
  onChange(values: Record<string, unknown>): void;
  /** Field-level messages (a required field left empty). */
  errors?: Record<string, string>;
}

const editable = (right: FieldRight | undefined) => right === 'editable' || right === 'required';

/**
 * The business record as the node lets its approver see it: read-only fields as a detail list, hidden fields left
 * out (the server never sent them), and the node's editable and required fields as inputs above it.
 */
export function ApprovalRecord({ fields, record, rights, values, onChange, errors = {} }: ApprovalRecordProps) {
  const dicts = useDictLookup();
  const shown = fields.filter((f) => rights[f.name] !== 'hidden' && f.type !== 'hidden' && f.type !== 'password');
  const inputs = shown.filter((f) => editable(rights[f.name]));
  const hiddenCount = fields.filter((f) => rights[f.name] === 'hidden').length;
  const readOnly = shown.filter((f) => !editable(rights[f.name]));
  return (
    <div className="approval-record">
      {inputs.length ? (
        <div className="approval-editable">
          <Typography.Title level={5}>{text.editableHint}</Typography.Title>
          {inputs.map((field) => (
            <div key={field.name} className="approval-input" data-field={field.name}>
              <label>
                {rights[field.name] === 'required' ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
                {field.label}
              </label>
              <FieldInput field={field} dicts={dicts} value={field.name in values ? values[field.name] : record[field.name]}
                onChange={(value) => onChange({ ...values, [field.name]: value })} />
              {errors[field.name] ? <Typography.Text type="danger">{errors[field.name]}</Typography.Text> : null}
            </div>
          ))}
        </div>
      ) : null}
      <DetailList bordered col={2} items={readOnly.map((field) => ({
        term: field.label,
        content: formatCell(field, record, dicts) || '-',
        span: field.type === 'textarea' || field.form?.span === 24 ? 2 : 1,
      }))} />
      {hiddenCount ? <Typography.Text type="secondary">{text.hiddenFields(hiddenCount)}</Typography.Text> : null}
    </div>
  );
}

function FieldInput({ field, dicts, value, onChange }: { field: FieldSchema; dicts: DictLookup; value: unknown; onChange(value: unknown): void }) {
  const placeholder = `请输入${field.label}`;
  if (field.type === 'select-search' && field.dict) {
    return <DictSelectSearch dict={field.dict} value={value as string | undefined} onChange={(v) => onChange(v)} style={{ width: '100%' }} />;
  }
  if (field.dict) {
    const options = dicts.items(field.dict).map((i) => ({ value: i.value, label: i.text }));
    return <Select style={{ width: '100%' }} options={options} value={value as string | undefined} onChange={onChange} allowClear placeholder={`请选择${field.label}`} />;
  }
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} value={(value as string) ?? ''} maxLength={field.maxLength ?? field.length} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />;
    case 'inputNumber':
    case 'money':
      return <InputNumber style={{ width: '100%' }} value={value as number | undefined} min={field.min} max={field.max} precision={field.precision} onChange={onChange} placeholder={placeholder} />;
    case 'date':
    case 'datetime': {
      const format = field.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
      return <DatePicker style={{ width: '100%' }} showTime={field.type === 'datetime'} value={value ? dayjs(value as string) : null}
        onChange={(d) => onChange(d ? d.format(format) : null)} />;
    }
    default:
      return <Input value={(value as string) ?? ''} maxLength={field.length} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />;
  }
}
