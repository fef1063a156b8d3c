export { TaskActions, type TaskActionsProps } from './TaskActions';
export { TaskCard, type TaskCardProps } from './TaskCard';
export { TaskParametersSummary, type TaskParametersSummaryProps } from './TaskParametersSummary';
export { TaskStatusBadge, type TaskStatusBadgeProps } from './TaskStatusBadge';
