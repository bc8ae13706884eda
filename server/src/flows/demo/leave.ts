import type { DemoApproval } from './demo-types';

const PHONES: Record<string, string> = { lina: '13800000004', wangpeng: '13800000015', zhaoqiang: '13800000016' };

const leave = (applicant: string, applicantName: string, departName: string, leaveType: string, startTime: string, endTime: string, leaveDays: number, reason: string, handover: string) =>
  ({ page: 'flow/leave', applicant, record: { applicantName, departName, leaveType, startTime, endTime, leaveDays, reason, handover, contactPhone: PHONES[applicant] ?? '13800000004', leaveLocal: '1', destination: '湖南长沙' } });

/** A half day: the afternoon of the day. */
const half = (l: ReturnType<typeof leave>) => ({ ...l, record: { ...l.record, startHalf: 'pm', endHalf: 'pm' } });

/** 华通公路's leave requests in every state (请假天数 is computed from the dates on save; the numbers here are what the applicant expects). */
export const demoLeaves: DemoApproval[] = [
  { ...leave('lina', '李娜', '工程技术部', 'annual', '2026-04-07', '2026-04-10', 4, '年休假，回老家探望父母', 'fengtao'), submit: true,
    steps: [['fengtao', 'approve', '同意，工作已交接给冯涛'], ['sunlihua', 'approve', '同意'], ['zhoujianguo', 'approve', '同意，注意安全'], ['zhengxiao', 'approve', '已备案', { values: { hrRemark: '年休假余额 10 天，本次扣减 4 天' } }]] },
  { ...leave('lina', '李娜', '工程技术部', 'personal', '2026-05-12', '2026-05-12', 1, '办理房产过户手续', 'fengtao'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['zhengxiao', 'approve', '已备案']] },
  { ...leave('lina', '李娜', '工程技术部', 'sick', '2026-06-02', '2026-06-03', 2, '急性肠胃炎，医院建议休息两天', 'fengtao'), submit: true,
    steps: [['fengtao', 'approve', '好好休息'], ['sunlihua', 'approve', '同意']] },
  { ...leave('lina', '李娜', '工程技术部', 'annual', '2026-10-08', '2026-10-16', 7, '国庆后连休年假，陪家人出行', 'fengtao'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意，请安排好投标工作']] },
  { ...leave('lina', '李娜', '工程技术部', 'compensatory', '2026-11-27', '2026-11-27', 1, '调休（11月8日周末加班投标）', 'fengtao'), submit: true, steps: [] },
  { ...leave('lina', '李娜', '工程技术部', 'personal', '2026-11-30', '2026-12-02', 3, '孩子升学面试，需陪同', 'fengtao'), submit: true, steps: [] },
  { ...leave('lina', '李娜', '工程技术部', 'personal', '2026-09-21', '2026-09-25', 5, '家中装修', 'fengtao'), submit: true,
    steps: [['fengtao', 'reject', '投标截止前人手紧张，请调整到10月后再申请']] },
  { ...leave('lina', '李娜', '工程技术部', 'marriage', '2026-12-18', '2026-12-28', 10, '婚假（已领结婚证）', 'fengtao'), submit: true,
    steps: [['lina', 'withdraw', '补充结婚证复印件后再提交']] },
  { ...leave('lina', '李娜', '工程技术部', 'home', '2026-08-03', '2026-08-12', 8, '探亲（看望父母）', 'fengtao'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'return', '请先补充工作交接清单', { targetNode: 'Task_DeptLeader' }]] },
  { ...leave('lina', '李娜', '工程技术部', 'annual', '2027-01-04', '2027-01-05', 2, '元旦后年假', 'fengtao'), submit: false, steps: [] },
  { ...leave('wangpeng', '王鹏', '工程技术部', 'annual', '2026-02-23', '2026-02-27', 5, '春节后补休年假', 'zhaoqiang'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['zhoujianguo', 'approve', '同意'], ['zhengxiao', 'approve', '已备案']] },
  { ...leave('wangpeng', '王鹏', '工程技术部', 'sick', '2026-03-16', '2026-03-16', 1, '发烧就医', 'zhaoqiang'), submit: true,
    steps: [['fengtao', 'approve', '注意身体'], ['zhengxiao', 'approve', '病假条已收']] },
  { ...leave('wangpeng', '王鹏', '工程技术部', 'paternity', '2026-07-01', '2026-07-15', 15, '配偶生育，陪产假', 'zhaoqiang'), submit: true,
    steps: [['fengtao', 'approve', '恭喜'], ['sunlihua', 'approve', '同意'], ['zhoujianguo', 'approve', '同意'], ['zhengxiao', 'approve', '已备案', { values: { hrRemark: '按省规定陪产假15天' } }]] },
  { ...half(leave('wangpeng', '王鹏', '工程技术部', 'personal', '2026-11-26', '2026-11-26', 0.5, '下午办理驾照换证', 'zhaoqiang')), submit: true,
    steps: [['fengtao', 'approve', '同意']] },
  { ...leave('wangpeng', '王鹏', '工程技术部', 'compensatory', '2026-12-07', '2026-12-08', 2, '调休（11月工地试验加班）', 'zhaoqiang'), submit: true, steps: [] },
  { ...leave('wangpeng', '王鹏', '工程技术部', 'annual', '2026-12-21', '2026-12-25', 5, '年底休年假', 'zhaoqiang'), submit: false, steps: [] },
  { ...leave('zhaoqiang', '赵强', '工程技术部', 'annual', '2026-05-06', '2026-05-08', 3, '五一后接续休假', 'wangpeng'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案']] },
  { ...leave('zhaoqiang', '赵强', '工程技术部', 'funeral', '2026-08-20', '2026-08-22', 3, '祖父去世，回乡奔丧', 'wangpeng'), submit: true,
    steps: [['fengtao', 'approve', '节哀'], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案']] },
  { ...leave('zhaoqiang', '赵强', '工程技术部', 'personal', '2026-10-19', '2026-10-23', 5, '家中老人住院陪护', 'wangpeng'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['zhoujianguo', 'reject', '测量复核任务紧，请缩短为两天']] },
  { ...leave('zhaoqiang', '赵强', '工程技术部', 'personal', '2026-10-22', '2026-10-23', 2, '家中老人住院陪护（缩短）', 'wangpeng'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意'], ['zhengxiao', 'approve', '已备案']] },
  { ...leave('zhaoqiang', '赵强', '工程技术部', 'home', '2026-12-01', '2026-12-20', 20, '探亲（未婚探望父母）', 'wangpeng'), submit: true,
    steps: [['fengtao', 'approve', '同意'], ['sunlihua', 'approve', '同意']] },
];
