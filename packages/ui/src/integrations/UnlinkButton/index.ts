export { UnlinkButton, type UnlinkButtonProps } from './UnlinkButton';
export { type TwoClickPhase, useTwoClickConfirm } from './useTwoClickConfirm';
