import { CONFIRMATIONS } from '@ap/domain';
import { ConfirmDialog } from '../../feedback/ConfirmDialog';

export interface CancelTaskConfirmProps {
  /** Whether the question is shown. Default: required. */
  opened: boolean;
  /** Shows the confirming button as busy while the cancel call runs. Default: false. */
  loading?: boolean;
  /** Called when the user confirms the cancellation. Default: required. */
  onConfirm: () => void;
  /** Called when the user keeps the task. Default: required. */
  onClose: () => void;
}

/** 'Are you sure you want to cancel this task?' before a pending task is cancelled (SPEC §5). */
export function CancelTaskConfirm(props: CancelTaskConfirmProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Cancel task"
      message={CONFIRMATIONS.cancelTask}
      confirmLabel="Cancel task"
      cancelLabel="Keep task"
    />
  );
}
