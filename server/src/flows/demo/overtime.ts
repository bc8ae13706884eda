import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部', '13800000016'],
};

const overtime = (applicant: string, overtimeType: string, overtimeDate: string, from: string, to: string, hours: number, compensation: string,
  workPlace: string, workContent: string, reason: string, extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/overtime', applicant,
    record: { applicantName, departName, contactPhone, overtimeType, overtimeDate, startTime: `${overtimeDate} ${from}:00`, endTime: `${overtimeDate} ${to}:00`,
      hours, compensation, hourSystem: 'standard', workPlace, workContent, reason, ...extra },
  };
};
/** 部门负责人 confirms the hours; 人事 records the month's total. */
const confirmed = (confirmedHours: number) => ({ values: { confirmedHours } });
const filed = (monthTotal: number, hrRemark?: string) => ({ values: { monthTotal, ...(hrRemark ? { hrRemark } : {}) } });

/** 华通公路's overtime requests in every state: evening work on bids and tests, weekends on site, statutory holidays paid at 300 %. */
export const demoOvertimes: DemoApproval[] = [
  { ...overtime('zhaoqiang', 'holiday', '2026-01-01', '08:00', '17:00', 8, 'pay', '湘潭市 沪昆高速 K86+300', '元旦期间边坡位移加密监测',
    '连续降雨后边坡监测频率加密为每日一次', { relatedProject: 'p02' }), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(8)], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案', filed(8, '法定节假日，按300%计发加班工资')]] },
  { ...overtime('wangpeng', 'workday', '2026-03-18', '18:00', '20:30', 2.5, 'leave', '公司试验室', '水泥胶砂强度28天龄期试件破型', '试件龄期到期不能顺延'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(2.5)], ['zhengxiao', 'approve', '已备案', filed(6)]] },
  { ...overtime('wangpeng', 'restday', '2026-03-21', '08:30', '17:30', 8, 'leave', '公司试验室', '试验室资质复评审前仪器设备自校', '复评审现场评审定于3月24日'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(8)], ['zhengxiao', 'approve', '已备案', filed(14)]] },
  { ...overtime('zhaoqiang', 'holiday', '2026-05-01', '08:00', '18:00', 9, 'pay', '京港澳改扩建 K1002+300 跨线桥', '五一期间跨线桥支架预压沉降观测',
    '支架预压观测须连续进行', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '扣除午休1小时', confirmed(8)], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案', filed(12, '法定节假日8小时，按300%计发')]] },
  { ...overtime('lina', 'restday', '2026-05-09', '09:00', '17:00', 7, 'leave', '公司经营管理部', '岳阳至望城高速监理投标文件编制', '投标截止时间5月12日'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(7)], ['zhengxiao', 'approve', '已备案', filed(7)]] },
  { ...overtime('lina', 'workday', '2026-06-10', '18:00', '22:00', 4, 'leave', '公司经营管理部', '投标文件最终校核与装订', '次日上午递交投标文件'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(4)], ['sunlihua', 'approve', '同意，特殊情况'], ['zhengxiao', 'approve', '已备案', filed(11)]] },
  { ...overtime('wangpeng', 'workday', '2026-07-15', '18:00', '21:00', 3, 'leave', '公司试验室', '沥青混合料马歇尔稳定度试验', '施工单位急需配合比验证结果'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(3)], ['zhengxiao', 'approve', '已备案', filed(3)]] },
  { ...overtime('zhaoqiang', 'restday', '2026-08-08', '07:30', '17:30', 9, 'leave', '京港澳改扩建 K998～K1006', '主线控制网复测外业', '建设单位要求8月10日前提交复测成果',
    { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '扣除午休', confirmed(8)], ['zhengxiao', 'approve', '已备案', filed(8)]] },
  { ...overtime('wangpeng', 'holiday', '2026-09-25', '08:30', '15:30', 6, 'pay', '京港澳改扩建驻地办试验室', '中秋节桥梁桩基混凝土试件抽检', '桩基浇筑不停工',
    { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(6)], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案', filed(6, '法定节假日，按300%计发')]] },
  { ...overtime('wangpeng', 'holiday', '2026-10-02', '08:00', '17:00', 8, 'pay', '京港澳改扩建驻地办试验室', '国庆期间路基压实度检测', '建设单位要求国庆期间不停工',
    { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(8)], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案', filed(8, '法定节假日，按300%计发')]] },
  { ...overtime('zhaoqiang', 'restday', '2026-10-05', '08:00', '17:00', 8, 'leave', '京港澳改扩建 K1002+300 跨线桥', '国庆假期跨线桥转体施工旁站测量',
    '转体施工窗口期由铁路部门确定', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(8)], ['zhengxiao', 'approve', '已备案', filed(16)]] },
  { ...overtime('lina', 'restday', '2026-11-08', '09:00', '16:00', 6, 'leave', '公司经营管理部', '益阳至娄底高速监理投标文件编制', '投标截止时间临近'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(6)], ['zhengxiao', 'approve', '已备案', filed(10, '已计入调休余额6小时')]] },
  { ...overtime('wangpeng', 'workday', '2026-10-27', '18:00', '23:00', 5, 'pay', '公司试验室', '整理试验室年度比对试验资料', '比对试验资料10月底上报'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(5)], ['sunlihua', 'reject', '工作日延时不宜超过3小时，资料整理请安排在次日上班时间完成']] },
  { ...overtime('zhaoqiang', 'restday', '2026-11-14', '08:00', '17:00', 8, 'leave', '京港澳改扩建 K1004', '补测涵洞进出口高程', '施工单位要求尽快确认', { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'reject', '该项工作已安排驻地办测量组完成，无需加班']] },
  { ...overtime('wangpeng', 'workday', '2026-11-12', '18:00', '20:00', 2, 'leave', '公司试验室', '钢筋拉伸试验', '施工单位钢筋进场急需检测'), submit: true,
    steps: [['wangpeng', 'withdraw', '加班日期填错，撤回重填']] },
  { ...overtime('lina', 'holiday', '2026-10-01', '09:00', '15:00', 5, 'pay', '公司经营管理部', '国庆节投标文件澄清答复', '招标人要求10月2日前提交澄清'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(5)], ['sunlihua', 'approve', '同意'],
      ['zhengxiao', 'return', '考勤记录显示当天10:30到岗，请分管领导复核加班时长', { targetNode: 'Task_Fgld' }]] },
  { ...overtime('zhaoqiang', 'restday', '2026-11-21', '08:00', '17:00', 8, 'leave', '湘潭市 沪昆高速 K86+300', '冬季边坡监测点复测', '缺陷责任期监测计划', { relatedProject: 'p02' }),
    submit: true, steps: [] },
  { ...overtime('wangpeng', 'workday', '2026-11-20', '18:00', '22:00', 4, 'leave', '公司试验室', '试验室年度比对试验数据复核', '比对结果11月底上报'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(4)]] },
  { ...overtime('lina', 'workday', '2026-11-18', '18:30', '20:30', 2, 'leave', '公司经营管理部', '衡南至祁东公路咨询项目报价测算', '报价须次日上午提交'), submit: true,
    steps: [['fengtao', 'approve', '同意', confirmed(2)]] },
  { ...overtime('zhaoqiang', 'restday', '2026-11-22', '08:00', '17:00', 8, 'leave', '京港澳改扩建 K1002+300 跨线桥', '跨线桥合龙段线形测量', '合龙施工不能中断',
    { relatedProject: 'p01' }), submit: true,
    steps: [['fengtao', 'approve', '按实际核定7.5小时', confirmed(7.5)]] },
  { ...overtime('wangpeng', 'restday', '2026-11-28', '08:30', '17:30', 8, 'leave', '京港澳改扩建驻地办试验室', '冬季施工混凝土同条件试件检测', '冬季施工专项检测',
    { relatedProject: 'p01' }), submit: false, steps: [] },
  { ...overtime('lina', 'restday', '2026-12-05', '09:00', '17:00', 7, 'leave', '公司经营管理部', '常德至安化高速监理投标文件编制', '投标截止时间12月下旬'), submit: false, steps: [] },
];
