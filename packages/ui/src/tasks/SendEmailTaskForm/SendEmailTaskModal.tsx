import type { SendEmailParametersInput, SendEmailParametersPayload } from '@ap/domain';
import { Modal } from '@mantine/core';
import { SendEmailTaskForm } from './SendEmailTaskForm';

export interface SendEmailTaskModalProps {
  /** Whether the dialog is open. Default: required. */
  opened: boolean;
  /** The task's current parameters. Default: blank fields. */
  initialParameters?: SendEmailParametersInput | null;
  /** Shows Save as busy. Default: false. */
  saving?: boolean;
  /** Called with the valid parameters. Default: required. */
  onSubmit: (parameters: SendEmailParametersPayload) => unknown;
  /** Called when the dialog is closed without saving. Default: required. */
  onClose: () => void;
}

/** The send_email edit form in a dialog; a fresh form each time it opens. */
export function SendEmailTaskModal({ opened, onClose, ...formProps }: SendEmailTaskModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit email"
      size="lg"
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <SendEmailTaskForm {...formProps} onCancel={onClose} />}
    </Modal>
  );
}
