export { CheckItem, type CheckItemProps } from './CheckItem';
export { ChecksPanel, type ChecksPanelProps } from './ChecksPanel';
