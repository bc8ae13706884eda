import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部', '13800000016'],
};

const HOME = '长沙市岳麓区公司本部';

const trip = (applicant: string, useType: string, startTime: string, returnTime: string, destination: string, estMileage: number, passengers: string,
  reason: string, extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/vehicle', applicant,
    record: { applicantName, departName, contactPhone, useType, startTime, returnTime, origin: HOME, destination, estMileage, passengers,
      passengerCount: passengers.split(',').length, needDriver: '1', isHoliday: '0', reason, ...extra },
  };
};

/** The company's drivers, and a staff member who drives a 皮卡 to a site himself. */
const DRIVERS: Record<string, string> = { 吴刚: '13907310021', 刘建军: '13907310035', 赵强: '13800000016' };

/** 综合办's dispatch: the car, the driver and the odometer when it leaves. */
const dispatch = (vehiclePlate: string, driver: string, startMileage: number) => ({ vehiclePlate, driver, driverPhone: DRIVERS[driver], startMileage });

/** 综合办's return: the odometer, the actual distance and the trip's costs. */
const back = (start: number, end: number, actualReturnTime: string, fuelCost: number, tollCost: number, parkingCost = 0) =>
  ({ endMileage: end, actualMileage: end - start, actualReturnTime, fuelCost, tollCost, parkingCost });

/** 华通公路's car requests in every state: three company cars (GL8 湘A·5J2K8, 汉兰达 湘A·7M3P6, 皮卡 湘A·3K8N2) and two drivers. */
export const demoVehicles: DemoApproval[] = [
  { ...trip('lina', 'site', '2026-03-12 08:30:00', '2026-03-12 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'lina,wangpeng,zhaoqiang', '沪昆高速湘潭段养护工程咨询中期检查', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派GL8', { values: dispatch('湘A·5J2K8', '吴刚', 58210) }],
      ['huanglei', 'approve', '已收车', { values: back(58210, 58342, '2026-03-12 17:40:00', 96.5, 45, 10) }]] },
  { ...trip('wangpeng', 'reception', '2026-04-16 13:30:00', '2026-04-16 17:00:00', '长沙南站（接省质监站专家组）', 60, 'wangpeng', '接湖南省交通建设质量安全监督管理局专家组来公司检查试验室'),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意，注意接待标准'], ['huanglei', 'approve', '派汉兰达', { values: dispatch('湘A·7M3P6', '刘建军', 31520) }],
      ['huanglei', 'approve', '已收车', { values: back(31520, 31584, '2026-04-16 16:45:00', 42, 0, 15) }]] },
  { ...trip('zhaoqiang', 'site', '2026-05-20 07:30:00', '2026-05-20 19:00:00', '湘潭市 沪昆高速 K86+300 边坡监测点', 140, 'zhaoqiang', '边坡位移监测点复测（自驾，携带全站仪）',
    { relatedProject: 'p02', needDriver: '0' }),
    submit: true, steps: [['fengtao', 'approve', '同意，注意仪器安全'], ['huanglei', 'approve', '皮卡自驾', { values: dispatch('湘A·3K8N2', '赵强', 104230) }],
      ['huanglei', 'approve', '已收车', { values: back(104230, 104376, '2026-05-20 18:20:00', 132, 45) }]] },
  { ...trip('lina', 'meeting', '2026-06-09 08:00:00', '2026-06-09 12:00:00', '湖南省公共资源交易中心（开标）', 30, 'lina,fengtao', '岳阳至望城高速公路施工监理JL2合同段开标'),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派GL8', { values: dispatch('湘A·5J2K8', '吴刚', 59120) }],
      ['huanglei', 'approve', '已收车', { values: back(59120, 59152, '2026-06-09 11:50:00', 24, 0, 20) }]] },
  { ...trip('zhaoqiang', 'site', '2026-06-24 08:00:00', '2026-06-24 17:30:00', '湘潭市 沪昆高速湘潭段 K92 收费站匝道', 150, 'zhaoqiang,wangpeng', '匝道路面病害处治验收测量', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派汉兰达', { values: dispatch('湘A·7M3P6', '刘建军', 32890) }],
      ['huanglei', 'approve', '已收车', { values: back(32890, 33041, '2026-06-24 17:20:00', 108, 45) }]] },
  { ...trip('wangpeng', 'emergency', '2026-07-02 06:30:00', '2026-07-02 20:00:00', '湘潭市 沪昆高速 K88+150 边坡塌方现场', 140, 'wangpeng,zhaoqiang', '强降雨导致边坡局部塌方，赶赴现场配合应急检测', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意，注意安全'], ['huanglei', 'approve', '应急派车', { values: dispatch('湘A·3K8N2', '吴刚', 105010) }],
      ['huanglei', 'approve', '已收车', { values: back(105010, 105162, '2026-07-02 21:10:00', 138, 45) }]] },
  { ...trip('lina', 'official', '2026-08-15 08:00:00', '2026-08-15 16:00:00', '株洲市 湖南省交通规划勘察设计院株洲分院', 120, 'lina', '周六参加株洲至醴陵高速公路监理招标答疑会',
    { isHoliday: '1', holidayReason: '招标人将答疑会安排在周六上午，逾期视为放弃答疑' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '派GL8', { values: dispatch('湘A·5J2K8', '吴刚', 61208) }],
      ['huanglei', 'approve', '已收车', { values: back(61208, 61331, '2026-08-15 15:30:00', 88, 60, 10) }]] },
  { ...trip('zhaoqiang', 'official', '2026-09-10 07:00:00', '2026-09-11 18:00:00', '岳阳市 湖南省交通运输厅岳阳公路事务中心', 320, 'zhaoqiang,wangpeng', '杭瑞高速岳阳段改扩建前期咨询现场踏勘（两天）'),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['huanglei', 'approve', '派汉兰达', { values: dispatch('湘A·7M3P6', '刘建军', 35120) }],
      ['huanglei', 'approve', '已收车', { values: back(35120, 35448, '2026-09-11 17:30:00', 236, 190, 40) }]] },
  { ...trip('lina', 'meeting', '2026-09-28 13:30:00', '2026-09-28 17:30:00', '湖南省高速公路集团有限公司（合同结算会）', 25, 'lina', '沪昆高速湘潭段养护咨询合同结算对账', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派GL8', { values: dispatch('湘A·5J2K8', '吴刚', 62390) }],
      ['huanglei', 'approve', '已收车', { values: back(62390, 62418, '2026-09-28 17:10:00', 21, 0, 15) }]] },
  { ...trip('wangpeng', 'site', '2026-10-13 08:00:00', '2026-10-13 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'wangpeng', '缺陷责任期路面弯沉抽检', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派皮卡', { values: dispatch('湘A·3K8N2', '刘建军', 108770) }],
      ['huanglei', 'approve', '已收车', { values: back(108770, 108903, '2026-10-13 17:45:00', 120, 45) }]] },
  { ...trip('wangpeng', 'official', '2026-10-20 09:00:00', '2026-10-20 16:00:00', '长沙市 湖南省计量检测研究院', 45, 'wangpeng,zhaoqiang', '送检压力试验机传感器与全站仪年度检定'),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派汉兰达', { values: dispatch('湘A·7M3P6', '刘建军', 36802) }],
      ['huanglei', 'approve', '已收车', { values: back(36802, 36849, '2026-10-20 15:40:00', 35, 0, 20) }]] },
  { ...trip('wangpeng', 'official', '2026-05-30 09:00:00', '2026-05-30 15:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'wangpeng', '周六去项目部取回回弹仪',
    { isHoliday: '1', holidayReason: '回弹仪周一要送检' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'reject', '仪器周一随巡查车带回即可，周末不单独派车']] },
  { ...trip('zhaoqiang', 'site', '2026-11-05 08:00:00', '2026-11-05 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'zhaoqiang', '缺陷责任期桥梁伸缩缝检查', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'reject', '当天车辆已全部派出，请改乘长株潭城际列车']] },
  { ...trip('lina', 'meeting', '2026-11-27 08:00:00', '2026-11-27 12:00:00', '湖南省公共资源交易中心（开标）', 30, 'lina', '益阳至娄底高速公路施工监理开标'),
    submit: true, steps: [['lina', 'withdraw', '招标人发布补遗，开标时间推迟，另行申请']] },
  { ...trip('wangpeng', 'reception', '2026-12-02 09:00:00', '2026-12-02 17:00:00', '长沙黄花国际机场（接河北高管局检查组）', 70, 'wangpeng,zhaoqiang', '接河北省高速公路建设管理局检查组来长沙考察试验室',
    { relatedProject: 'p01' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'return', '检查组人数未定，请部门与对方核实人数及行程后重报', { targetNode: 'Task_DeptLeader' }]] },
  { ...trip('wangpeng', 'site', '2026-11-26 08:00:00', '2026-11-26 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'wangpeng', '缺陷责任期路面平整度复测', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...trip('zhaoqiang', 'site', '2026-11-25 07:30:00', '2026-11-25 18:30:00', '湘潭市 沪昆高速 K86+300 边坡监测点', 140, 'zhaoqiang', '冬季边坡监测点复测', { relatedProject: 'p02' }),
    submit: true, steps: [['fengtao', 'approve', '同意'], ['huanglei', 'approve', '派皮卡', { values: dispatch('湘A·3K8N2', '吴刚', 110218) }]] },
  { ...trip('zhaoqiang', 'site', '2026-11-30 08:00:00', '2026-11-30 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'zhaoqiang,wangpeng', '缺陷责任期交安设施检查', { relatedProject: 'p02' }),
    submit: true, steps: [] },
  { ...trip('lina', 'reception', '2026-12-01 14:00:00', '2026-12-01 18:00:00', '长沙南站（接北京首发集团客户）', 60, 'lina', '接北京市首都公路发展集团有限公司来访洽谈京雄智慧交通二期咨询', { relatedProject: 'p06' }),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...trip('lina', 'official', '2026-12-04 07:00:00', '2026-12-04 20:00:00', '衡阳市 衡南县交通运输局', 340, 'lina,wangpeng', '衡南至祁东公路改扩建咨询项目前期对接'),
    submit: true, steps: [['fengtao', 'approve', '同意']] },
  { ...trip('wangpeng', 'site', '2026-12-10 08:00:00', '2026-12-10 18:00:00', '湘潭市 沪昆高速湘潭段养护项目部', 130, 'wangpeng', '缺陷责任期末路况评定抽检', { relatedProject: 'p02' }),
    submit: false, steps: [] },
  { ...trip('lina', 'official', '2026-12-15 09:00:00', '2026-12-15 17:00:00', '湖南省交通运输厅', 20, 'lina', '报送年度信用评价资料'), submit: false, steps: [] },
];
