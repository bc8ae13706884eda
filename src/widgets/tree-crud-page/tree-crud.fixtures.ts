import type { DataRecord, DictItemMap, TreeCrudPageSchema } from '@/engine';

// Realistic data for stories and tests: the group's organisation (a platform page over sys/sysDepart) and an
// archive category tree (a module page).

export const departSchema: TreeCrudPageSchema = {
  schemaVersion: 1,
  kind: 'tree-crud',
  code: 'sys/sysDepart',
  source: 'platform',
  title: '部门管理',
  scope: 'global',
  permissionPrefix: 'system:depart',
  tree: { parentField: 'parentId', titleField: 'departName' },
  defaultSort: { field: 'departOrder', order: 'asc' },
  form: { columns: 2 },
  fields: [
    { name: 'departName', label: '机构名称', type: 'input', dbType: 'varchar', length: 100, required: true, query: { mode: 'like', order: 1 }, list: { width: 260 } },
    { name: 'departNameAbbr', label: '机构简称', type: 'input', dbType: 'varchar', length: 50 },
    { name: 'orgCategory', label: '机构类别', type: 'select', dbType: 'varchar', length: 10, dict: 'org_category', required: true, default: '2', query: { mode: 'eq', order: 2 } },
    { name: 'orgCode', label: '机构编码', type: 'input', dbType: 'varchar', length: 64, form: { readOnly: true, placeholder: '保存后由系统生成' } },
    { name: 'parentId', label: '上级机构', type: 'input', dbType: 'varchar', length: 32, list: { hidden: true } },
    { name: 'mobile', label: '联系电话', type: 'input', dbType: 'varchar', length: 20, rules: [{ rule: 'm' }] },
    { name: 'departOrder', label: '排序', type: 'inputNumber', dbType: 'int', default: 0, list: { width: 80 } },
    { name: 'memo', label: '备注', type: 'textarea', dbType: 'varchar', length: 500, list: { hidden: true } },
  ],
};

export const departSplitSchema: TreeCrudPageSchema = { ...departSchema, tree: { ...departSchema.tree, layout: 'split' } };

export const departDicts: DictItemMap = {
  org_category: [
    { value: '1', text: '公司', title: '公司', label: '公司' },
    { value: '2', text: '部门', title: '部门', label: '部门' },
    { value: '3', text: '项目部', title: '项目部', label: '项目部' },
  ],
};

type DepartSeed = [id: string, departName: string, abbr: string, category: string, orgCode: string, parentId: string, order: number];

const departSeeds: DepartSeed[] = [
  ['g01', '华通工程咨询集团有限公司', '华通集团', '1', 'A01', '', 1],
  ['c01', '华通公路工程咨询有限公司', '公路咨询', '1', 'A01A01', 'g01', 1],
  ['c02', '华通建设监理有限公司', '建设监理', '1', 'A01A02', 'g01', 2],
  ['g01d1', '集团办公室', '办公室', '2', 'A01A03', 'g01', 3],
  ['g01d2', '集团安全质量部', '安质部', '2', 'A01A04', 'g01', 4],
  ['c01d1', '工程监理一部', '监理一部', '2', 'A01A01A01', 'c01', 1],
  ['c01d2', '工程监理二部', '监理二部', '2', 'A01A01A02', 'c01', 2],
  ['c01d3', '造价咨询部', '造价部', '2', 'A01A01A03', 'c01', 3],
  ['c01p1', 'G4京港澳高速改扩建JL3监理项目部', 'JL3项目部', '3', 'A01A01A01A01', 'c01d1', 1],
  ['c01p2', '沪宁城际铁路站前工程造价咨询项目部', '沪宁造价项目部', '3', 'A01A01A03A01', 'c01d3', 1],
  ['c02d1', '综合管理部', '综合部', '2', 'A01A02A01', 'c02', 1],
  ['c02d2', '房建监理部', '房建部', '2', 'A01A02A02', 'c02', 2],
];

/** Flat rows as the server stores them; the memory provider nests them by `parentId`. */
export const departRows: DataRecord[] = departSeeds.map(([id, departName, departNameAbbr, orgCategory, orgCode, parentId, departOrder], i) => ({
  id, departName, departNameAbbr, orgCategory, orgCode, parentId, departOrder,
  mobile: i % 3 === 0 ? `1380013${String(8000 + i).padStart(4, '0')}` : '',
  version: 1,
}));

export const categorySchema: TreeCrudPageSchema = {
  schemaVersion: 1,
  kind: 'tree-crud',
  code: 'archive/category',
  title: '档案分类',
  table: 'biz_archive_category',
  scope: 'company',
  permissionPrefix: 'archive:category',
  tree: { parentField: 'pid', titleField: 'name' },
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    { name: 'name', label: '分类名称', type: 'input', dbType: 'varchar', length: 100, required: true, query: { mode: 'like' } },
    { name: 'code', label: '分类编码', type: 'input', dbType: 'varchar', length: 50, required: true, unique: true, rules: [{ pattern: '^[A-Z0-9-]+$', message: '分类编码只能是大写字母、数字和短横线' }] },
    { name: 'pid', label: '上级分类', type: 'input', dbType: 'varchar', length: 32, list: { hidden: true } },
    { name: 'sortNo', label: '排序', type: 'inputNumber', dbType: 'int', default: 1 },
  ],
};

export const categoryRows: DataRecord[] = [
  { id: 'a1', name: '工程技术档案', code: 'GC', pid: '', sortNo: 1, version: 1 },
  { id: 'a11', name: '监理规划与细则', code: 'GC-01', pid: 'a1', sortNo: 1, version: 1 },
  { id: 'a12', name: '监理日志', code: 'GC-02', pid: 'a1', sortNo: 2, version: 1 },
  { id: 'a13', name: '工程质量验收记录', code: 'GC-03', pid: 'a1', sortNo: 3, version: 1 },
  { id: 'a2', name: '合同与财务档案', code: 'HT', pid: '', sortNo: 2, version: 1 },
  { id: 'a21', name: '监理合同', code: 'HT-01', pid: 'a2', sortNo: 1, version: 1 },
  { id: 'a22', name: '计量支付', code: 'HT-02', pid: 'a2', sortNo: 2, version: 1 },
  { id: 'a3', name: '行政文书档案', code: 'XZ', pid: '', sortNo: 3, version: 1 },
];
