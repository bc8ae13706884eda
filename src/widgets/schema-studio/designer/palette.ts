/** A field as the designer edits it: the common keys; anything else the JSON has is kept untouched. */
export interface DesignerField {
  name: string;
  label: string;
  type: string;
  dbType: string;
  length?: number;
  scale?: number;
  required?: boolean;
  dict?: string;
  rules?: { rule?: string; pattern?: string; message?: string }[];
  list?: { width?: number; [key: string]: unknown };
  query?: { mode: 'eq' | 'like' | 'range' | 'in'; order?: number; [key: string]: unknown };
  form?: { span?: number; [key: string]: unknown };
  [key: string]: unknown;
}

export interface PaletteItem {
  key: string;
  label: string;
  field: Omit<DesignerField, 'name' | 'label'> & { type: string };
}

/** The controls the designer offers, each with the column type it is stored in. */
export const PALETTE: PaletteItem[] = [
  { key: 'input', label: '单行文本', field: { type: 'input', dbType: 'varchar', length: 100 } },
  { key: 'textarea', label: '多行文本', field: { type: 'textarea', dbType: 'text', form: { span: 24 } } },
  { key: 'number', label: '数字', field: { type: 'inputNumber', dbType: 'numeric', scale: 2 } },
  { key: 'money', label: '金额', field: { type: 'money', dbType: 'numeric', scale: 2, list: { format: 'money' } } },
  { key: 'date', label: '日期', field: { type: 'date', dbType: 'date' } },
  { key: 'datetime', label: '日期时间', field: { type: 'datetime', dbType: 'timestamp' } },
  { key: 'select', label: '下拉选择', field: { type: 'select', dbType: 'varchar', length: 20 } },
  { key: 'radio', label: '单选', field: { type: 'radio', dbType: 'varchar', length: 20 } },
  { key: 'yesno', label: '是否', field: { type: 'radio', dbType: 'varchar', length: 2, dict: 'yn' } },
  { key: 'file', label: '附件', field: { type: 'file', dbType: 'varchar', length: 1000, form: { span: 24 } } },
  { key: 'image', label: '图片', field: { type: 'image', dbType: 'varchar', length: 1000, form: { span: 24 } } },
];

/** Column types a control may be stored in (the first is the default when the control changes). */
export const DB_TYPES_OF: Record<string, string[]> = {
  input: ['varchar', 'text'], textarea: ['text', 'varchar'], inputNumber: ['numeric', 'int', 'bigint'], money: ['numeric'],
  date: ['date'], datetime: ['timestamp'], select: ['varchar', 'int'], radio: ['varchar', 'int'], 'select-multiple': ['varchar'],
  file: ['varchar'], image: ['varchar'], checkbox: ['varchar'],
};

/** The named validation rules (README 校验规则). */
export const NAMED_RULES = [
  { value: '*', label: '非空' }, { value: 'm', label: '手机号码' }, { value: 'e', label: '电子邮件' }, { value: 'p', label: '邮政编码' },
  { value: 'url', label: '网址' }, { value: 'n', label: '数字' }, { value: 'z', label: '整数' }, { value: 'money', label: '金额' },
  { value: 's', label: '字母' }, { value: 'n6-16', label: '6 到 16 位数字' }, { value: '*6-16', label: '6 到 16 位任意字符' },
];
