/** The approval widgets' words. */
export const approvalMessages = {
  tabs: { form: '审批表单', history: '流转记录', diagram: '流程图', manage: '流程管理' },
  manage: {
    variables: '分支条件读取的字段（当前值）', noVariables: '本流程没有按字段取值的分支条件', openTasks: '待办任务', holder: '办理人', due: '办理期限',
    open: '待办理', waiting: '等待加签', reassign: '改派', reassignTo: '改派给', noTasks: '没有待办理的任务',
  },
  loadFailed: '审批加载失败',
  retry: '重试',
  applicant: '申请人',
  startTime: '发起时间',
  endTime: '结束时间',
  process: '流程',
  currentNode: '当前节点',
  currentHolders: '当前处理人',
  waiting: '（等待加签人审批）',
  delegated: (owner: string) => `（代${owner}）`,
  hiddenFields: (n: number) => `本节点有 ${n} 个字段不可见`,
  editableHint: '本节点可填写的字段',
  required: (label: string) => `请填写${label}`,
  requiredHere: '请填写此项',
  actions: { approve: '同意', reject: '驳回', return: '退回', transfer: '转办', addSign: '加签', withdraw: '撤回', urge: '催办' },
  comment: '审批意见',
  commentPlaceholder: '填写审批意见（驳回、退回时必填）',
  commentRequired: '请填写审批意见',
  attachments: '附件',
  returnTo: '退回到',
  chooseNode: '请选择节点',
  chooseUser: '请选择人员',
  transferTo: '转办给',
  signUser: '加签人',
  signPosition: '加签方式',
  signBefore: '前加签（先由加签人审批）',
  signAfter: '后加签（我同意后再由加签人审批）',
  confirmWithdraw: '确定撤回该申请吗？撤回后可修改再提交。',
  confirm: '确定',
  cancel: '取消',
  noHistory: '暂无流转记录',
  duration: (ms: number) => {
    const minutes = Math.round(ms / 60_000);
    if (minutes < 1) return '不到1分钟';
    if (minutes < 60) return `${minutes}分钟`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours}小时${minutes % 60 ? `${minutes % 60}分` : ''}`;
    return `${Math.floor(hours / 24)}天${hours % 24 ? `${hours % 24}小时` : ''}`;
  },
  took: (text: string) => `用时 ${text}`,
  to: (target: string) => `→ ${target}`,
  overdue: '已超时',
  list: {
    title: '标题', process: '流程', node: '当前节点', applicant: '申请人', arrived: '到达时间', started: '发起时间', finished: '办理时间',
    status: '状态', decision: '我的意见', action: '操作', handle: '办理', view: '查看', search: '搜索标题或申请人', empty: '暂无数据',
  },
  submit: '提交审批',
  viewApproval: '审批记录',
  drawerTitle: '审批详情',
} as const;
