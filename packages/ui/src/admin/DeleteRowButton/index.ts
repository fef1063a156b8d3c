export { DeleteRowButton, type DeleteRowButtonProps } from './DeleteRowButton';
