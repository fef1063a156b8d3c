export { CancelTaskConfirm, type CancelTaskConfirmProps } from './CancelTaskConfirm';
