import { describe, expect, it } from 'vitest';
import type { Field } from '@formily/core';
import { createAccessControl, denyAll } from '../permissions/access-control';
import type { CrudPageSchema, FieldSchema } from '../schema/page-schema';
import { defaultValues, toFormValues, toRecordInput } from './form-values';
import { applyFieldErrors, createRecordForm, formFieldsOf, validateRecordForm } from './record-form';

const fields: FieldSchema[] = [
  { name: 'title', label: '标题', type: 'input', dbType: 'varchar', length: 10, required: true },
  { name: 'mobile', label: '联系电话', type: 'input', dbType: 'varchar', rules: [{ rule: 'm' }] },
  { name: 'priority', label: '重要程度', type: 'radio', dbType: 'varchar', dict: 'priority', default: 'L' },
  { name: 'tags', label: '标签', type: 'select-multiple', dbType: 'varchar', dict: 'tag' },
  { name: 'amount', label: '金额', type: 'money', dbType: 'numeric', scale: 2 },
  { name: 'reason', label: '原因', type: 'input', dbType: 'varchar',
    form: { reactions: [{ dependencies: ['priority'], effect: 'requiredWhen', values: ['H'] }] } },
  { name: 'salary', label: '工资', type: 'money', dbType: 'numeric', permission: { view: 'hr:view', edit: 'hr:edit' } },
  { name: 'secret', label: '内部编号', type: 'hidden', dbType: 'varchar' },
];
const page = { code: 'demo/x', title: '演示', fields } as unknown as CrudPageSchema;

function mount(mode: 'add' | 'edit' | 'detail' = 'add', access = denyAll, initialValues?: Record<string, unknown>) {
  const states = formFieldsOf(page, access, mode);
  const form = createRecordForm({ page, fields: states, initialValues: initialValues ?? defaultValues(page) });
  for (const s of states) form.createField({ name: s.field.name, title: s.field.label });
  return { form, states, field: (name: string) => form.query(name).take() as Field };
}

describe('form values', () => {
  it('splits comma strings, parses numbers, and joins arrays back', () => {
    expect(toFormValues(page, { id: '1', tags: 'a,b', amount: '12.50', version: 3 })).toEqual({ tags: ['a', 'b'], amount: 12.5 });
    expect(toRecordInput(page, { tags: ['a', 'b'] })).toEqual({ tags: 'a,b' });
    expect(toRecordInput(page, { tags: [] })).toEqual({ tags: null });
    expect(defaultValues(page)).toEqual({ priority: 'L' });
  });
});

describe('formFieldsOf', () => {
  it('leaves out hidden types and fields without view permission; read-only without edit permission', () => {
    expect(formFieldsOf(page, denyAll, 'add').map((s) => s.field.name)).not.toContain('salary');
    expect(formFieldsOf(page, denyAll, 'add').map((s) => s.field.name)).not.toContain('secret');
    const viewer = createAccessControl({ auth: [{ action: 'hr:view', type: '1' }] });
    const salary = formFieldsOf(page, viewer, 'edit').find((s) => s.field.name === 'salary');
    expect(salary).toMatchObject({ readOnly: true, required: false });
    expect(formFieldsOf(page, denyAll, 'detail').every((s) => s.readOnly)).toBe(true);
  });
});

describe('record form validation', () => {
  it('puts the server validator\'s messages on their fields', () => {
    const { form, field } = mount();
    form.setValues({ title: '', mobile: '123' });
    const check = validateRecordForm(form, page);
    expect(check.ok).toBe(false);
    expect(field('title').selfErrors).toEqual(['请输入标题']);
    expect(field('mobile').selfErrors).toEqual(['联系电话必须是手机号码']);
    expect(field('title').decoratorProps.asterisk).toBe(true);
  });

  it('checks a field as the user types and clears the message once it is right', async () => {
    const { field } = mount();
    await field('title').onInput('这个标题已经超过了十个字符');
    expect(field('title').selfErrors).toEqual(['标题不能超过 10 个字符']);
    await field('title').onInput('短标题');
    expect(field('title').selfErrors).toEqual([]);
  });

  it('applies requiredWhen on submit with the standard message', async () => {
    const { form, field } = mount();
    form.setValues({ title: '通知' });
    await field('priority').onInput('H');
    const check = validateRecordForm(form, page);
    expect(check.errors).toEqual({ reason: '请输入原因' });
    expect(field('reason').selfErrors).toEqual(['请输入原因']);
  });

  it('passes a valid record, coerced and with multi-values joined', async () => {
    const { form } = mount();
    form.setValues({ title: '通知', tags: ['a', 'b'], amount: 12.5 });
    const check = validateRecordForm(form, page);
    expect(check.ok).toBe(true);
    expect(check.value).toMatchObject({ title: '通知', tags: 'a,b', amount: '12.5', priority: 'L' });
  });

  it('puts server field errors back and returns those without a field', () => {
    const { form, field } = mount();
    const unplaced = applyFieldErrors(form, { title: '标题“通知”已存在', secret: '内部编号重复' });
    expect(field('title').selfErrors).toEqual(['标题“通知”已存在']);
    expect(unplaced).toEqual(['内部编号重复']);
  });

  it('detail mode shows read-only fields', () => {
    const { field } = mount('detail', denyAll, { title: '通知' });
    expect(field('title').readPretty).toBe(true);
  });
});

describe('sub-tables', async () => {
  const { splitSubTableErrors, subRowsOf, subTableColumns, toSubRowInput } = await import('./sub-tables');
  const plans = {
    name: 'paymentPlans', title: '收款计划', table: 'biz_plan', foreignKey: 'contractId',
    fields: [
      { name: 'phase', label: '收款阶段', type: 'input', dbType: 'varchar', required: true },
      { name: 'planAmount', label: '计划金额（元）', type: 'money', dbType: 'numeric', scale: 2, list: { statistics: ['sum'] } },
      { name: 'paymentStatus', label: '收款状态', type: 'select', dbType: 'varchar', dict: 'payment_status', default: '0' },
    ],
  } as NonNullable<CrudPageSchema['subTables']>[number];
  it('derives grid columns: required rule, money as number, dict and statistics', () => {
    expect(subTableColumns(plans)).toEqual([
      { key: 'phase', title: '收款阶段', type: 'input', validateRules: [{ required: true, message: '请输入${title}' }] },
      { key: 'planAmount', title: '计划金额（元）', type: 'inputNumber', statistics: ['sum'], align: 'right', precision: 2 },
      { key: 'paymentStatus', title: '收款状态', type: 'select', dictCode: 'payment_status', defaultValue: '0' },
    ]);
  });
  it('carries the fields’ bounds into the cells', () => {
    const bounded = { ...plans, fields: [
      { name: 'ratio', label: '比例（%）', type: 'inputNumber', dbType: 'numeric', min: 0, max: 100, precision: 1 },
      { name: 'memo', label: '说明', type: 'input', dbType: 'varchar', minLength: 2, maxLength: 20 },
    ] } as typeof plans;
    expect(subTableColumns(bounded)).toEqual([
      { key: 'ratio', title: '比例（%）', type: 'inputNumber', align: 'right', min: 0, max: 100, precision: 1 },
      { key: 'memo', title: '说明', type: 'input', minLength: 2, maxLength: 20 },
    ]);
  });
  it('reads rows in order and sends them renumbered, new rows without id, dict texts dropped', () => {
    const record = { id: 'c1', paymentPlans: [{ id: 'p2', orderNum: 2, phase: '尾款' }, { id: 'p1', orderNum: 1, phase: '预付款' }] };
    expect(subRowsOf(record, plans).map((r) => r.id)).toEqual(['p1', 'p2']);
    expect(subRowsOf({ id: 'c2' }, plans)).toEqual([]);
    expect(subRowsOf({ paymentPlans: [{ id: 'p1', planAmount: '1680000.00' }] }, plans)[0].planAmount).toBe(1680000);
    expect(toSubRowInput(plans, [
      { id: 'p2', orderNum: 2, phase: '尾款', paymentStatus: '1', paymentStatus_dictText: '已收款' },
      { phase: '进度款', planAmount: 5000, contractId: 'c1' },
    ])).toEqual([
      { id: 'p2', phase: '尾款', paymentStatus: '1', orderNum: 1 },
      { phase: '进度款', planAmount: 5000, orderNum: 2 },
    ]);
  });
  it('splits server errors of sub rows from those of main fields', () => {
    const page = { subTables: [plans] } as CrudPageSchema;
    expect(splitSubTableErrors(page, {
      title: '请输入标题', 'paymentPlans[1].phase': '收款计划第 2 行：请输入收款阶段', paymentPlans: '收款计划必须是数组',
    })).toEqual({ main: { title: '请输入标题' }, sub: { paymentPlans: ['收款计划第 2 行：请输入收款阶段', '收款计划必须是数组'] } });
  });
});
