export { PaymentBlock, type PaymentBlockProps } from './PaymentBlock';
export { PaymentDates, type PaymentDatesProps } from './PaymentDates';
export { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';
