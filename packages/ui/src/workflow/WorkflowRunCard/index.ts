export { RunSummary, type RunSummaryProps } from './RunSummary';
export { RunTasks, type RunTasksProps } from './RunTasks';
export { RunTimeline, type RunTimelineProps } from './RunTimeline';
export { WorkflowRunCard, type WorkflowRunCardProps } from './WorkflowRunCard';
