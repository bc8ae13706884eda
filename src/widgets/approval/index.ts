export { ApprovalList, type ApprovalListProps } from './approval-list';
export { ApprovalDrawer } from './approval-drawer';
export { ApprovalPanel, type ApprovalTarget, type ApprovalPanelProps } from './approval-panel';
export { ApprovalRecord } from './approval-record';
export { ApprovalTimeline } from './approval-timeline';
export { approvalMessages } from './approval-messages';
