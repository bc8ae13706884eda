import { checkPageSchema, createAccessControl, type CrudPageSchema, type DataRecord, type DictItemMap } from '@/engine';

// A small module for the action tests and stories: text, a pattern rule, a dictionary radio with a default, a date.
const loaded = checkPageSchema('demo/contact', {
  schemaVersion: 1,
  kind: 'crud',
  code: 'demo/contact',
  title: '通讯录',
  table: 'biz_demo_contact',
  scope: 'company',
  permissionPrefix: 'demo:contact',
  form: { columns: 2 },
  fields: [
    { name: 'name', label: '姓名', type: 'input', dbType: 'varchar', length: 50, required: true, list: { width: 120 }, query: { mode: 'like' } },
    { name: 'mobile', label: '手机号', type: 'input', dbType: 'varchar', length: 11, rules: [{ rule: 'm' }], list: { width: 140 } },
    { name: 'sex', label: '性别', type: 'radio', dbType: 'varchar', length: 1, dict: 'sex', default: '2', list: { width: 80 } },
    { name: 'birthday', label: '出生日期', type: 'date', dbType: 'date', list: { width: 120 } },
    { name: 'remark', label: '备注', type: 'textarea', dbType: 'varchar', length: 500, list: { hidden: true } },
  ],
});
if (loaded.status !== 'ready') throw new Error(loaded.problems.map((p) => `${p.pointer}: ${p.message}`).join('\n'));

export const contactSchema = loaded.schema as CrudPageSchema;

export const contactDicts: DictItemMap = {
  sex: [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ],
};

export const contactRows: DataRecord[] = [
  { id: 'c0000000000000000000000000000001', name: '张伟', mobile: '13800000001', sex: '1', birthday: '1988-05-12', remark: '集团办公室', version: 1 },
  { id: 'c0000000000000000000000000000002', name: '李娜', mobile: '13900000002', sex: '2', birthday: '1992-11-03', remark: '', version: 1 },
  { id: 'c0000000000000000000000000000003', name: '王强', mobile: '13700000003', sex: '1', birthday: '1985-01-20', remark: '华通公路咨询公司', version: 1 },
];

const buttons = (...actions: string[]) => actions.map((a) => ({ action: `demo:contact:${a}`, type: '1' }));

/** Like the seeded lina: everything but deleting and importing. */
export const lackingDelete = createAccessControl({
  auth: buttons('add', 'edit', 'exportXls'),
  allAuth: buttons('add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel').map((r) => ({ ...r, status: '1' })),
});
