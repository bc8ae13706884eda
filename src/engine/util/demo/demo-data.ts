import type { DictItemMap } from '../../dictionaries/dict-lookup';
import type { ReportMeta, ReportQueryField, ReportRecord } from '../online-report-client';

// Realistic data for stories and tests, shaped like the server's real reports `project_list` and `user_list`.

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

export const demoDicts: DictItemMap = {
  sex: [item('1', '男'), item('2', '女')],
  project_state: [item('1', '未开工'), item('2', '在建'), item('3', '已完工')],
  supervision_attr: [item('JL', '施工监理'), item('ZX', '造价咨询'), item('SJ', '设计咨询'), item('XM', '项目管理')],
  contract_type: [item('SR', '收入合同'), item('ZC', '支出合同'), item('QT', '其他合同')],
  yn: [item('1', '是'), item('0', '否')],
};

const companies = ['华通公路咨询有限公司', '中咨交通工程监理有限公司', '华设建设管理有限公司', '蜀道工程咨询有限公司'];
const projectNames = [
  ['G4京港澳高速公路改扩建工程施工监理JL3合同段', '京港澳JL3'],
  ['成渝高速公路扩容工程施工监理TJ2合同段', '成渝扩容TJ2'],
  ['沪宁城际铁路站前工程造价咨询', '沪宁城际造价'],
  ['深中通道东人工岛工程项目管理', '深中通道东岛'],
  ['G15沈海高速台州段改扩建设计咨询', '沈海台州设计'],
  ['杭绍台高速公路二期施工监理', '杭绍台二期'],
  ['雅康高速公路泸定大渡河特大桥监理', '泸定大桥监理'],
  ['广州白云机场三期扩建配套道路工程监理', '白云机场配套'],
  ['西安外环高速公路南段造价咨询', '西安外环南段'],
  ['南京长江第五大桥项目管理', '长江五桥'],
  ['京雄城际铁路雄安站房工程监理', '雄安站房'],
  ['乐西高速公路马边至昭觉段施工监理', '乐西高速'],
  ['宜宾临港长江公铁两用大桥设计咨询', '临港大桥设计'],
  ['滇中引水工程昆明段造价咨询', '滇中引水昆明'],
  ['G318川藏公路雅叶段改建工程监理', '川藏雅叶段'],
  ['重庆轨道交通18号线施工监理', '渝轨18号线'],
  ['天府国际机场高速公路北线项目管理', '天府机场北线'],
  ['合肥新桥机场S1线造价咨询', '新桥S1线'],
  ['贵阳环城高速公路南环线施工监理', '贵阳南环'],
  ['兰州新区综合管廊工程项目管理', '兰州管廊'],
  ['济南黄河隧道工程施工监理', '济南黄河隧道'],
  ['武汉青山长江公路大桥设计咨询', '青山大桥设计'],
  ['昆楚大高速公路改扩建工程监理', '昆楚大改扩建'],
];
const attrs = ['JL', 'JL', 'ZX', 'XM', 'SJ', 'JL', 'JL', 'JL', 'ZX', 'XM', 'JL', 'JL', 'SJ', 'ZX', 'JL', 'JL', 'XM', 'ZX', 'JL', 'XM', 'JL', 'SJ', 'JL'];

export const demoProjectRows: ReportRecord[] = projectNames.map(([name, abbr], i) => ({
  id: `p${String(i + 1).padStart(3, '0')}`,
  project_name: name,
  project_name_abbr: abbr,
  company_name: companies[i % companies.length],
  supervision_attr: attrs[i],
  state: String((i % 3) + 1),
  sort: i + 1,
}));

const people = [
  ['zhangwei', '张伟', '1', '13808120011', '总监理工程师', '工程监理部'], ['wangfang', '王芳', '2', '13908120022', '造价工程师', '造价咨询部'],
  ['lina', '李娜', '2', '13708120033', '安全工程师', '安全质量部'], ['liuyang', '刘洋', '1', '13608120044', '专业监理工程师', '工程监理部'],
  ['chenjing', '陈静', '2', '13508120055', '人事专员', '人力资源部'], ['yangfan', '杨帆', '1', '18808120066', '项目经理', '项目管理部'],
  ['zhaolei', '赵磊', '1', '18908120077', '试验检测工程师', '试验检测中心'], ['huangmin', '黄敏', '2', '18708120088', '会计', '财务部'],
  ['zhouqiang', '周强', '1', '15008120099', '副总经理', '公司领导'], ['wuxia', '吴霞', '2', '15108120100', '档案管理员', '综合办公室'],
  ['xujun', '徐军', '1', '15208120111', '测量工程师', '工程监理部'], ['sunli', '孙丽', '2', '15308120122', '合同管理员', '经营开发部'],
  ['mahui', '马辉', '1', '17708120133', '驻地监理工程师', '工程监理部'], ['zhuting', '朱婷', '2', '17808120144', '党建专员', '党群工作部'],
  ['huchao', '胡超', '1', '19908120155', '设计咨询工程师', '设计咨询部'], ['guoyan', '郭燕', '2', '19808120166', '出纳', '财务部'],
  ['linbo', '林波', '1', '13308120177', '信息化工程师', '信息中心'], ['heqian', '何倩', '2', '13208120188', '培训主管', '人力资源部'],
  ['gaopeng', '高鹏', '1', '13108120199', '安全总监', '安全质量部'], ['luoxue', '罗雪', '2', '13008120200', '招投标专员', '经营开发部'],
  ['liangkai', '梁凯', '1', '18108120211', '桥梁监理工程师', '工程监理部'], ['songyu', '宋雨', '2', '18208120222', '行政专员', '综合办公室'],
];

export const demoUserRows: ReportRecord[] = people.map(([username, realname, sex, phone, post, depart], i) => ({
  id: `u${String(i + 1).padStart(3, '0')}`,
  username, realname, sex, phone, post,
  depart_name: depart,
  create_time: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')} 09:${String(10 + i).padStart(2, '0')}:00`,
}));

interface DemoReport {
  meta: ReportMeta;
  queryInfo: ReportQueryField[];
  rows: ReportRecord[];
  /** Report SQL parameters honoured by the demo (`self_<name>` → equality on a column). */
  params?: Record<string, string>;
}

const col = (dataIndex: string, title: string, extra: Partial<ReportMeta['columns'][number]> = {}) =>
  ({ title, dataIndex, fieldType: 'String', align: 'center' as const, sorter: 'false', isTotal: '0', ...extra });

export const demoReports: Record<string, DemoReport> = {
  project_list: {
    meta: {
      cgRpConfigId: 'rp-project-list', cgRpConfigName: '项目清单',
      columns: [
        col('project_name', '项目名称', { sorter: 'true' }), col('project_name_abbr', '项目简称'), col('company_name', '所属公司', { sorter: 'true' }),
        col('supervision_attr', '监理属性', { customRender: 'supervision_attr' }),
        col('state', '项目状态', { sorter: 'true', customRender: 'project_state' }), col('sort', '排序', { sorter: 'true', fieldType: 'Integer' }),
      ],
      dictOptions: { project_state: demoDicts.project_state, supervision_attr: demoDicts.supervision_attr },
    },
    queryInfo: [
      { label: '项目名称', field: 'project_name', view: 'string', mode: 'single' },
      { label: '所属公司', field: 'company_name', view: 'string', mode: 'single' },
      { label: '项目状态', field: 'state', view: 'list', mode: 'single', dictCode: 'project_state', hidden: '1' },
    ],
    rows: demoProjectRows,
    params: { supervisionAttr: 'supervision_attr' },
  },
  user_list: {
    meta: {
      cgRpConfigId: 'rp-user-list', cgRpConfigName: '用户报表',
      columns: [
        col('username', '用户名', { sorter: 'true' }), col('realname', '姓名', { sorter: 'true' }), col('sex', '性别', { customRender: 'sex' }),
        col('phone', '手机号'), col('post', '职务'), col('depart_name', '部门'), col('create_time', '创建时间', { sorter: 'true', fieldType: 'Datetime' }),
      ],
      dictOptions: { sex: demoDicts.sex },
    },
    queryInfo: [
      { label: '用户名', field: 'username', view: 'string', mode: 'single' },
      { label: '姓名', field: 'realname', view: 'string', mode: 'single' },
      { label: '性别', field: 'sex', view: 'list', mode: 'single', dictCode: 'sex', hidden: '1' },
      { label: '创建时间', field: 'create_time', view: 'datetime', mode: 'group', hidden: '1' },
    ],
    rows: demoUserRows,
  },
};

/** A slice of GB/T 2260 under root 86; municipalities list districts directly under the province, as on the server. */
export const demoDivisions: Array<{ code: string; name: string; parentCode: string; level: 1 | 2 | 3 }> = [
  { code: '110000', name: '北京市', parentCode: '86', level: 1 },
  { code: '110101', name: '东城区', parentCode: '110000', level: 2 },
  { code: '110102', name: '西城区', parentCode: '110000', level: 2 },
  { code: '110105', name: '朝阳区', parentCode: '110000', level: 2 },
  { code: '440000', name: '广东省', parentCode: '86', level: 1 },
  { code: '440100', name: '广州市', parentCode: '440000', level: 2 },
  { code: '440103', name: '荔湾区', parentCode: '440100', level: 3 },
  { code: '440104', name: '越秀区', parentCode: '440100', level: 3 },
  { code: '440106', name: '天河区', parentCode: '440100', level: 3 },
  { code: '440300', name: '深圳市', parentCode: '440000', level: 2 },
  { code: '440304', name: '福田区', parentCode: '440300', level: 3 },
  { code: '440305', name: '南山区', parentCode: '440300', level: 3 },
  { code: '510000', name: '四川省', parentCode: '86', level: 1 },
  { code: '510100', name: '成都市', parentCode: '510000', level: 2 },
  { code: '510104', name: '锦江区', parentCode: '510100', level: 3 },
  { code: '510105', name: '青羊区', parentCode: '510100', level: 3 },
  { code: '510107', name: '武侯区', parentCode: '510100', level: 3 },
  { code: '511800', name: '雅安市', parentCode: '510000', level: 2 },
  { code: '511802', name: '雨城区', parentCode: '511800', level: 3 },
  { code: '511824', name: '石棉县', parentCode: '511800', level: 3 },
  { code: '320000', name: '江苏省', parentCode: '86', level: 1 },
  { code: '320100', name: '南京市', parentCode: '320000', level: 2 },
  { code: '320102', name: '玄武区', parentCode: '320100', level: 3 },
  { code: '320106', name: '鼓楼区', parentCode: '320100', level: 3 },
];
