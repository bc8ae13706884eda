import { checkPageSchema, createMemoryDataProvider, type CrudPageSchema, type DataRecord, type DictItemMap } from '@/engine';

// 车辆管理: a module whose records are 车辆 (titles 新增车辆 / 编辑车辆 / 车辆详情), with a licence scan (file), photos
// (image), a fuel-cost statistic and number and text bounds. For the list-extras tests and stories.
const loaded = checkPageSchema('asset/vehicle', {
  schemaVersion: 1,
  kind: 'crud',
  code: 'asset/vehicle',
  title: '车辆管理',
  table: 'biz_asset_vehicle',
  scope: 'company',
  permissionPrefix: 'asset:vehicle',
  form: { columns: 2 },
  fields: [
    { name: 'plateNo', label: '车牌号', type: 'input', dbType: 'varchar', length: 10, required: true, minLength: 7, maxLength: 8,
      list: { width: 110 }, query: { mode: 'like' } },
    { name: 'vehicleType', label: '车辆类型', type: 'select', dbType: 'varchar', length: 10, dict: 'vehicle_type', list: { width: 100 } },
    { name: 'seats', label: '核定座位数', type: 'inputNumber', dbType: 'int', min: 2, max: 60, list: { width: 100 } },
    { name: 'fuelCost', label: '本年油费（元）', type: 'money', dbType: 'numeric', scale: 2, min: 0,
      list: { width: 140, statistics: ['sum', 'average'] } },
    { name: 'licenseScan', label: '行驶证扫描件', type: 'file', dbType: 'varchar', length: 1000, list: { width: 200 } },
    { name: 'photos', label: '车辆照片', type: 'image', dbType: 'varchar', length: 1000, list: { width: 120 } },
    { name: 'remark', label: '使用与维护情况说明', type: 'textarea', dbType: 'varchar', length: 500, maxLength: 200, list: { hidden: true } },
  ],
});
if (loaded.status !== 'ready') throw new Error(loaded.problems.map((p) => `${p.pointer}: ${p.message}`).join('\n'));

export const vehicleSchema = loaded.schema as CrudPageSchema;

export const vehicleDicts: DictItemMap = {
  vehicle_type: [{ value: 'car', text: '小型轿车' }, { value: 'suv', text: '越野车' }, { value: 'van', text: '商务车' }],
};

export const vehicleRows: DataRecord[] = [
  {
    id: 'v0000000000000000000000000000001', version: 1, plateNo: '冀A·3K921', vehicleType: 'suv', seats: 5, fuelCost: '18650.50',
    licenseScan: 'asset/行驶证扫描件_1718000000000.pdf', photos: 'asset/车辆正面_1718000000001.jpg,asset/车辆侧面_1718000000002.png',
    remark: '监理一部项目用车，每月保养一次。',
  },
  {
    id: 'v0000000000000000000000000000002', version: 1, plateNo: '赣B·77E05', vehicleType: 'van', seats: 7, fuelCost: 9320,
    licenseScan: 'asset/202606/3f2a9c0e5b7d4a1e8c6f2b9d0a7e5c31.pdf', photos: '',
  },
  { id: 'v0000000000000000000000000000003', version: 1, plateNo: '川A·5D338', vehicleType: 'car', seats: 5, fuelCost: 4210.25 },
];

// A picture the stories can show without a server: every stored image path answers this small SVG.
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" fill="#e6f4ff"/>'
  + '<rect x="14" y="26" width="68" height="22" rx="6" fill="#07aea8"/><circle cx="30" cy="50" r="7" fill="#333"/><circle cx="66" cy="50" r="7" fill="#333"/></svg>',
)}`;

/** The vehicles on the memory provider, with file URLs as the real provider signs them (pictures as an inline SVG). */
export function vehicleProvider(latencyMs = 0) {
  return createMemoryDataProvider({ 'asset/vehicle': vehicleRows }, {
    latencyMs,
    fileUrl: async (path) => (/\.(jpe?g|png)$/i.test(path) ? PHOTO : `/devops/sys/common/static/${path}?exp=1&sig=demo`),
  });
}
