export { PendingTasksCard, type PendingTasksCardProps } from './PendingTasksCard';
