export { RecentThreadsCard, type RecentThreadsCardProps } from './RecentThreadsCard';
export { ThreadItem, type ThreadItemProps } from './ThreadItem';
export { ThreadMessageBox, type ThreadMessageBoxProps } from './ThreadMessageBox';
