export { PendingApprovals, type PendingApprovalsProps } from './PendingApprovals';
export { WorkflowHistory, type WorkflowHistoryProps } from './WorkflowHistory';
