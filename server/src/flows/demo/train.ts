import type { DemoApproval } from './demo-types';

const PEOPLE: Record<string, [name: string, depart: string, phone: string]> = {
  lina: ['李娜', '经营管理部', '13800000004'],
  wangpeng: ['王鹏', '工程技术部', '13800000015'],
  zhaoqiang: ['赵强', '工程技术部', '13800000016'],
};

/** A training in the annual plan (计划内) unless `extra` says otherwise. */
const train = (applicant: string, trainType: string, trainName: string, organizer: string, trainPlace: string, startDate: string, endDate: string,
  trainHours: number, trainFee: number, travelFee: number, reason: string, extra: Record<string, unknown> = {}) => {
  const [applicantName, departName, contactPhone] = PEOPLE[applicant];
  return {
    page: 'flow/train', applicant,
    record: { applicantName, departName, contactPhone, trainType, trainName, organizer, trainPlace, startDate, endDate, trainHours, trainFee, travelFee,
      trainees: applicant, traineeCount: 1, inPlan: '1', reason, ...extra },
  };
};
const outsidePlan = (outPlanReason: string, extra: Record<string, unknown> = {}) => ({ inPlan: '0', outPlanReason, ...extra });
const reviewed = (reviewRemark: string) => ({ values: { reviewRemark } });

/** 华通公路's training requests in every state: continuing education and exam courses in the plan, specialist courses outside it (人事·财务会签). */
export const demoTrainings: DemoApproval[] = [
  { ...train('wangpeng', 'continuing', '2026年度公路水运工程试验检测师继续教育', '湖南省交通运输厅工程质量监督站', '长沙', '2026-03-26', '2026-03-27', 24, 1200, 0,
    '检测师登记证书延续需完成本年度继续教育学时', { planItem: '试验检测人员继续教育', certificateName: '继续教育学时证明（24学时）' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('zhaoqiang', 'exam', '2026年注册测绘师资格考试考前培训', '中国测绘学会', '线上直播+武汉面授', '2026-04-11', '2026-04-19', 64, 3800, 0,
    '报考本年度注册测绘师', { planItem: '执业资格考前培训' }), submit: true,
    steps: [['fengtao', 'approve', '同意，预祝通过']] },
  { ...train('lina', 'management', '公路工程招投标与合同管理高级研修班', '中国公路建设行业协会', '北京', '2026-05-18', '2026-05-22', 40, 4800, 2600,
    '提升投标与合同管理能力', { planItem: '经营管理人员能力提升', certificateName: '结业证书' }), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意，回来后给经营部做一次分享']] },
  { ...train('wangpeng', 'safety', '公路水运工程施工安全生产标准化培训', '湖南省交通运输厅', '长沙', '2026-06-12', '2026-06-12', 8, 0, 0,
    '省厅组织的安全生产月专题培训', { planItem: '安全生产月培训', trainees: 'wangpeng,zhaoqiang', traineeCount: 2 }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('zhaoqiang', 'skill', '无人机倾斜摄影测量实务培训', '武汉大学测绘学院继续教育中心', '武汉', '2026-07-13', '2026-07-17', 40, 3000, 2500,
    '新承接改扩建项目需倾斜摄影建模，部门无人掌握',
    outsidePlan('改扩建项目现状测量需倾斜摄影，年度计划编制时尚无此需求', { certificateName: '无人机航测培训合格证' })), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhengxiao', 'approve', '同意，补入下年度计划', reviewed('补入2027年度培训计划')], ['wufang', 'approve', '费用在部门培训费中列支'],
      ['sunlihua', 'approve', '同意']] },
  { ...train('lina', 'party', '基层党支部书记及党务工作者能力提升培训', '公司党委', '韶山', '2026-07-01', '2026-07-03', 24, 0, 800,
    '七一党性教育专题培训', { planItem: '党务培训', trainees: 'lina,fengtao', traineeCount: 2 }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('wangpeng', 'skill', '公路工程沥青及沥青混合料试验规程宣贯培训', '中国公路学会', '南京', '2026-08-06', '2026-08-07', 16, 1800, 900,
    '新版试验规程实施，试验室需同步更新作业指导书', outsidePlan('规程修订发布晚于年度计划编制')), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'approve', '同意'], ['zhengxiao', 'approve', '同意', reviewed('同意，费用从技术部培训经费列支')]] },
  { ...train('zhaoqiang', 'skill', 'BIM技术在公路改扩建工程中的应用培训', '湖南省公路学会', '长沙', '2026-09-15', '2026-09-17', 24, 2600, 0,
    '改扩建项目BIM协同平台上线', { planItem: 'BIM应用培训' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('lina', 'continuing', '注册监理工程师继续教育（交通运输工程专业）', '中国建设监理协会', '线上', '2026-10-12', '2026-10-16', 48, 1500, 0,
    '注册监理工程师延续注册', { planItem: '执业资格继续教育', certificateName: '继续教育学时证明（48学时）' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('wangpeng', 'exam', '公路水运工程试验检测专业技术人员职业资格考前培训（道路工程）', '湖南交通职业技术学院', '长沙', '2026-08-22', '2026-08-30', 48, 2800, 0,
    '报考检测师道路工程科目', { planItem: '执业资格考前培训' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('zhaoqiang', 'safety', '2026年度安全生产管理人员（C证）继续教育', '湖南省交通运输厅', '线上', '2026-10-26', '2026-10-28', 24, 600, 0,
    '安全生产考核合格证书（C证）延期', { planItem: '三类人员继续教育' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('wangpeng', 'management', '工程造价管理高级研修班', '中国建设工程造价管理协会', '杭州', '2026-11-09', '2026-11-13', 40, 6800, 3200,
    '拓展造价咨询业务', outsidePlan('公司拟开展造价咨询业务')), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['wufang', 'reject', '计划外且费用较高，本年度培训经费不足，建议纳入2027年度计划']] },
  { ...train('zhaoqiang', 'skill', '三维激光扫描技术应用培训', '湖南省测绘地理信息学会', '长沙', '2026-11-16', '2026-11-18', 24, 2200, 0,
    '隧道断面检测需三维激光扫描', { planItem: '测量新技术培训' }), submit: true,
    steps: [['fengtao', 'reject', '与京港澳项目控制测量复测时间冲突，请报名下一期']] },
  { ...train('lina', 'management', '国有企业合规管理专题培训', '湖南省国资委培训中心', '长沙', '2026-12-03', '2026-12-04', 16, 2000, 0,
    '合规管理体系建设', { planItem: '管理人员合规培训' }), submit: true,
    steps: [['lina', 'withdraw', '主办方通知延期至明年一季度']] },
  { ...train('zhaoqiang', 'skill', '桥梁结构健康监测技术培训', '同济大学继续教育学院', '上海', '2026-12-14', '2026-12-18', 40, 3500, 2800,
    '京港澳改扩建项目跨线桥监测需要', outsidePlan('项目新增桥梁监测内容', { trainees: 'zhaoqiang,wangpeng', traineeCount: 2 })), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhengxiao', 'return', '参训人员写了两人，费用只按一人测算，请部门核实后再报', { targetNode: 'Task_DeptLeader' }]] },
  { ...train('wangpeng', 'continuing', '2026年度公路水运工程助理试验检测师继续教育', '湖南省交通运输厅工程质量监督站', '长沙', '2026-12-17', '2026-12-18', 24, 1200, 0,
    '指导驻地办试验员完成继续教育', { planItem: '试验检测人员继续教育' }), submit: true, steps: [] },
  { ...train('lina', 'management', '数字化转型与智慧交通咨询业务研讨班', '中国交通运输协会', '深圳', '2026-12-09', '2026-12-11', 24, 3600, 3000,
    '京雄智慧交通二期咨询投标准备', outsidePlan('为京雄智慧交通二期投标临时安排')), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('zhaoqiang', 'skill', '隧道超前地质预报技术培训', '中国公路学会隧道工程分会', '重庆', '2026-12-21', '2026-12-24', 32, 2400, 2200,
    '后续隧道监理项目投标需要持证人员', outsidePlan('公司拟参与隧道监理投标，需培养专业人员')), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhengxiao', 'approve', '同意', reviewed('建议补入2027年度培训计划')]] },
  { ...train('wangpeng', 'management', '工程项目管理（PMP）认证培训', '项目管理协会授权培训机构', '长沙', '2026-12-05', '2026-12-27', 35, 5200, 0,
    '提升项目管理能力', { planItem: '管理人员资格培训' }), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...train('zhaoqiang', 'continuing', '2027年度注册测绘师继续教育', '中国测绘学会', '线上', '2027-03-02', '2027-03-06', 30, 900, 0,
    '注册测绘师继续教育', { planItem: '执业资格继续教育' }), submit: false, steps: [] },
  { ...train('wangpeng', 'skill', '高性能混凝土配合比设计与试验培训', '湖南省公路学会', '长沙', '2027-03-16', '2027-03-18', 24, 1600, 0,
    '改扩建桥梁高性能混凝土试验需要', { planItem: '试验检测专项培训' }), submit: false, steps: [] },
];
