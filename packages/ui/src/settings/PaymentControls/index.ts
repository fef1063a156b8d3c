export { PaymentControls, type PaymentControlsProps } from './PaymentControls';
