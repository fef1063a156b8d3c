export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export {
  type TwoClickPhase,
  UnlinkButton,
  type UnlinkButtonProps,
  useTwoClickConfirm,
} from './integrations/UnlinkButton';
export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './invoices/InvoiceStatusBadge';
export { CancelTaskConfirm, type CancelTaskConfirmProps } from './tasks/CancelTaskConfirm';
export {
  SendEmailTaskForm,
  type SendEmailTaskFormProps,
  SendEmailTaskModal,
  type SendEmailTaskModalProps,
} from './tasks/SendEmailTaskForm';
export {
  TaskActions,
  type TaskActionsProps,
  TaskCard,
  type TaskCardProps,
  TaskParametersSummary,
  type TaskParametersSummaryProps,
  TaskStatusBadge,
  type TaskStatusBadgeProps,
} from './tasks/TaskCard';
export { theme, UiProvider, type UiProviderProps } from './theme';
