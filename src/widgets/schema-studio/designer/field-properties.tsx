import { useState } from 'react';
import { Form, Input, InputNumber, Segmented, Select, Switch } from 'antd';
import { useDictLookup } from '@/engine';
import { DB_TYPES_OF, NAMED_RULES, PALETTE, type DesignerField } from './palette';

export interface FieldPropertiesProps {
  field: DesignerField;
  /** Every field name of the page, so a rename cannot take another's. */
  names: string[];
  onChange(field: DesignerField): void;
}

const NAME = /^[a-z][a-zA-Z0-9]{0,40}$/;
const QUERY_MODES = [
  { value: '', label: '不作查询条件' }, { value: 'like', label: '模糊匹配' }, { value: 'eq', label: '等于' },
  { value: 'range', label: '范围（起止）' }, { value: 'in', label: '多选' },
];
const TYPES: string[] = [...new Set(PALETTE.map((p) => String(p.field.type))), 'select-multiple', 'checkbox'];
const TYPE_LABEL: Record<string, string> = { ...Object.fromEntries(PALETTE.map((p) => [String(p.field.type), p.label])), 'select-multiple': '多选下拉', checkbox: '多选框', radio: '单选' };

/** Sets `key` in a sub-object (`list`, `query`, `form`), dropping the sub-object when it ends up empty. */
function withPart(field: DesignerField, part: 'list' | 'form', key: string, value: unknown): DesignerField {
  const next = { ...(field[part] ?? {}), [key]: value };
  if (value === undefined || value === null || value === '') delete next[key];
  const out = { ...field, [part]: next };
  if (!Object.keys(next).length) delete out[part];
  return out;
}

/** The designer's property panel of one field: the keys configurators set most, written into the field's JSON. */
export function FieldProperties({ field, names, onChange }: FieldPropertiesProps) {
  const dicts = useDictLookup();
  const [name, setName] = useState(field.name);
  const nameError = name !== field.name && (!NAME.test(name) ? '字段名用小写字母开头的驼峰，如 plateNo' : names.includes(name) ? '字段名已存在' : undefined);
  const set = (patch: Partial<DesignerField>) => {
    const next = { ...field, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined || v === false || v === '') delete next[k];
    onChange(next);
  };
  const dbTypes = DB_TYPES_OF[field.type] ?? ['varchar'];
  const named = (field.rules ?? []).filter((r) => r.rule).map((r) => r.rule!);

  return (
    <Form layout="vertical" size="small">
      <Form.Item label="字段名" validateStatus={nameError ? 'error' : undefined} help={nameError || '列名为下划线形式'}>
        <Input aria-label="字段名" value={name} onChange={(e) => setName(e.target.value)} onBlur={() => { if (!nameError && name !== field.name) set({ name }); }} />
      </Form.Item>
      <Form.Item label="标签">
        <Input aria-label="标签" value={field.label} onChange={(e) => set({ label: e.target.value })} />
      </Form.Item>
      <Form.Item label="控件">
        <Select
          aria-label="控件"
          value={field.type}
          options={TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] ?? t }))}
          onChange={(type: string) => set({ type, dbType: (DB_TYPES_OF[type] ?? ['varchar']).includes(field.dbType) ? field.dbType : (DB_TYPES_OF[type] ?? ['varchar'])[0] })}
        />
      </Form.Item>
      <Form.Item label="列类型" help="已发布字段的列类型不能再改（破坏性变更）">
        <Select aria-label="列类型" value={field.dbType} options={dbTypes.map((t) => ({ value: t, label: t }))} onChange={(dbType: string) => set({ dbType })} />
      </Form.Item>
      {field.dbType === 'varchar' ? (
        <Form.Item label="长度">
          <InputNumber aria-label="长度" min={1} max={4000} value={field.length} onChange={(length) => set({ length: length ?? undefined })} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      {['select', 'radio', 'select-multiple', 'checkbox'].includes(field.type) ? (
        <Form.Item label="字典">
          <Select aria-label="字典" showSearch allowClear value={field.dict} options={dicts.codes().sort().map((c) => ({ value: c, label: c }))} onChange={(dict?: string) => set({ dict })} />
        </Form.Item>
      ) : null}
      <Form.Item label="必填">
        <Switch aria-label="必填" checked={Boolean(field.required)} onChange={(required) => set({ required })} />
      </Form.Item>
      <Form.Item label="校验规则">
        <Select
          aria-label="校验规则"
          mode="multiple"
          value={named}
          options={NAMED_RULES}
          onChange={(rules: string[]) => {
            const kept = (field.rules ?? []).filter((r) => !r.rule);
            set({ rules: [...rules.map((rule) => ({ rule })), ...kept].length ? [...rules.map((rule) => ({ rule })), ...kept] : undefined });
          }}
        />
      </Form.Item>
      <Form.Item label="列宽（像素）">
        <InputNumber aria-label="列宽" min={40} max={800} value={field.list?.width} onChange={(w) => onChange(withPart(field, 'list', 'width', w ?? undefined))} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="查询方式">
        <Select
          aria-label="查询方式"
          value={field.query?.mode ?? ''}
          options={QUERY_MODES}
          onChange={(mode: string) => set({ query: mode ? { ...(field.query ?? {}), mode: mode as NonNullable<DesignerField['query']>['mode'] } : undefined })}
        />
      </Form.Item>
      {field.query ? (
        <Form.Item label="查询顺序">
          <InputNumber aria-label="查询顺序" min={1} max={50} value={field.query.order} onChange={(order) => set({ query: { ...field.query!, order: order ?? undefined } })} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Form.Item label="表单宽度">
        <Segmented
          value={field.form?.span ?? 0}
          onChange={(span) => onChange(withPart(field, 'form', 'span', span || undefined))}
          options={[{ label: '默认', value: 0 }, { label: '1/3', value: 8 }, { label: '1/2', value: 12 }, { label: '整行', value: 24 }]}
        />
      </Form.Item>
    </Form>
  );
}
