export { SendEmailTaskForm, type SendEmailTaskFormProps } from './SendEmailTaskForm';
export { SendEmailTaskModal, type SendEmailTaskModalProps } from './SendEmailTaskModal';
