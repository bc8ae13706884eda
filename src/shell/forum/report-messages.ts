import type { ReportAction, ReportStatus } from './forum-api';

/** User-facing text of 举报处理. */
export const reportMessages = {
  title: '举报处理',
  intro: '读者对帖子或回复的举报。删除或锁定帖子会一并处理该帖的其他待处理举报；驳回须写明理由。处理结果通过消息通知举报人。',
  content: '被举报内容', reporter: '举报人', reason: '举报理由', time: '举报时间', status: '状态', actions: '处理', outcome: '处理结果',
  reply: '回复：', locked: '已锁定', deleted: '已删除', note: '处理说明', handled: '已处理',
  statuses: { open: '待处理', done: '已处理', rejected: '已驳回' } satisfies Record<ReportStatus, string>,
  empty: { open: '没有待处理的举报', done: '还没有已处理的举报', rejected: '还没有驳回的举报' } satisfies Record<ReportStatus, string>,
  action: { delete: '删除帖子', lock: '锁定', reject: '驳回举报' } satisfies Record<ReportAction, string>,
  outcomeOf: { delete: '帖子已删除', lock: '帖子已锁定', reject: '举报已驳回' } satisfies Record<ReportAction, string>,
  confirmTitle: { delete: '删除被举报的帖子', lock: '锁定被举报的帖子', reject: '驳回举报' } satisfies Record<ReportAction, string>,
  confirmText: {
    delete: (title: string) => `删除「${title}」后读者将看不到它，该帖的其他举报一并处理。`,
    lock: (title: string) => `锁定「${title}」后不能再回复，该帖的其他举报一并处理。`,
    reject: (title: string) => `驳回对「${title}」的这条举报，帖子保持原样。`,
  } satisfies Record<ReportAction, (title: string) => string>,
  notePlaceholder: '可写明处理理由（选填），举报人会看到',
  rejectPlaceholder: '请写明驳回理由（必填），举报人会看到',
  noteRequired: '驳回举报请填写说明',
  handledBy: (who: string, when: string) => `${who} 于 ${when} 处理`,
} as const;
